// @vitest-environment jsdom
// Slides are read with DOMParser('application/xml') and namespaced lookups, which happy-dom's
// XML parser does not answer as browsers do (slides and notes come back empty).
import { messages } from '@/lib/errors'
import { extractFile } from './extract-files'
import { extractMessages } from './extract-messages'
import {
  addGroupShape,
  asFile,
  buildPptx,
  buildZip,
  reorderSlides,
  stripSlideText,
} from './testing/office-fixtures'
import { appErrorOf } from '@/testing/app-error'

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const pptxFile = (bytes: Uint8Array, name = 'deck.pptx') => asFile(bytes, name, PPTX_TYPE)

describe('extractFile: PPTX', () => {
  it('reads slides as Slide N sections with one line per paragraph and labelled notes', async () => {
    const bytes = await buildPptx([
      { title: 'The Water Cycle', bullets: ['Evaporation', 'Condensation', 'Precipitation'] },
      { title: 'Why it matters', notes: 'Remind students that rain feeds rivers.' },
    ])
    const { content } = await extractFile(pptxFile(bytes))
    expect(content).toBe(
      [
        'Slide 1:\nThe Water Cycle\nEvaporation\nCondensation\nPrecipitation',
        'Slide 2:\nWhy it matters\nNotes: Remind students that rain feeds rivers.',
      ].join('\n\n'),
    )
  })

  it('follows the presentation order, not the slide file numbers', async () => {
    const built = await buildPptx([
      { title: 'First written slide about atoms and their nuclei' },
      { title: 'Second written slide about electrons' },
      { title: 'Third written slide about chemical bonds' },
    ])
    const { content } = await extractFile(pptxFile(await reorderSlides(built, [2, 0, 1])))
    expect(content).toBe(
      [
        'Slide 1:\nThird written slide about chemical bonds',
        'Slide 2:\nFirst written slide about atoms and their nuclei',
        'Slide 3:\nSecond written slide about electrons',
      ].join('\n\n'),
    )
  })

  it("reads tables as rows of ' | '-joined cells", async () => {
    const bytes = await buildPptx([
      {
        title: 'Organelles and their jobs',
        table: [
          ['Organelle', 'Function'],
          ['Nucleus', 'Stores DNA'],
          ['Ribosome', 'Builds proteins'],
        ],
      },
    ])
    const { content } = await extractFile(pptxFile(bytes))
    expect(content).toBe(
      'Slide 1:\nOrganelles and their jobs\nOrganelle | Function\nNucleus | Stores DNA\nRibosome | Builds proteins',
    )
  })

  it('reads text inside grouped shapes, joining the runs of a paragraph', async () => {
    const built = await buildPptx([{ title: 'Plate tectonics and continental drift' }])
    const bytes = await addGroupShape(built, 1, ['Grouped caption: ', 'plates move slowly'])
    const { content } = await extractFile(pptxFile(bytes))
    expect(content).toBe(
      'Slide 1:\nPlate tectonics and continental drift\nGrouped caption: plates move slowly',
    )
  })

  it('shows the spec error when a presentation has no readable text', async () => {
    const bytes = await stripSlideText(await buildPptx([{ title: 'Soon gone' }]))
    const error = await appErrorOf(extractFile(pptxFile(bytes)))
    expect(error.message).toBe(
      'Could not extract readable text from PowerPoint file. Please try converting to PDF or text format.',
    )
  })

  it('falls back to the raw printable text when it is longer than 100 characters', async () => {
    const raw =
      'Raw diagram text about the nitrogen cycle, fixation, nitrification and denitrification in soils.'
    const bytes = await buildZip({
      'ppt/presentation.xml': '<p:presentation xmlns:p="urn:other"/>',
      'ppt/diagrams/data1.xml': `<dgm:dataModel xmlns:dgm="urn:d"><dgm:pt>${raw}</dgm:pt><dgm:pt>More words here.</dgm:pt></dgm:dataModel>`,
    })
    const result = await extractFile(pptxFile(bytes))
    expect(result.content).toBe(`${raw} More words here.`)
    expect(result.warnings.map((warning) => warning.text)).toEqual([
      extractMessages.pptxRawFallback,
    ])
  })

  it('reports a damaged PowerPoint zip with the spec message', async () => {
    const bytes = await buildPptx([{ title: 'Will be cut in half' }])
    const error = await appErrorOf(extractFile(pptxFile(bytes.slice(0, bytes.length / 2))))
    expect(error.message).toBe(messages.readPptxFailed)
  })

  it('reports a presentation with malformed slide markup with the spec message', async () => {
    const bytes = await buildZip({
      'ppt/presentation.xml':
        '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:sldIdLst>',
      'ppt/slides/slide1.xml': '<p:sld><a:t>unclosed',
    })
    const error = await appErrorOf(extractFile(pptxFile(bytes)))
    expect(error.message).toBe('Failed to process PowerPoint file')
  })
})
