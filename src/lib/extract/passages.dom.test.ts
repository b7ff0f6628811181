// @vitest-environment jsdom
// Slides are read with DOMParser('application/xml') and namespaced lookups, which happy-dom's
// XML parser does not answer as browsers do (slides and notes come back empty).
import mammoth from 'mammoth'
import { extractFile } from './extract-files'
import { asFile, buildDocx, buildPptx, buildZip, type DocxBlock } from './testing/office-fixtures'
import { uncoveredText } from './testing/passage-coverage'
import { buildPdf, buildPdfWithBlankPages, buildTwoColumnPdf } from './testing/pdf-fixtures'

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const CELLS = 'Cells are the basic unit of life; every organism is made of one or more cells.'

const anchors = (passages: { anchor: unknown }[]) => passages.map((passage) => passage.anchor)

describe('passages: PDF', () => {
  it('gives one passage per page with text, anchored at its page number', async () => {
    const bytes = await buildPdfWithBlankPages([
      ['Chapter 1: Cells', CELLS],
      null,
      ['Chapter 2: Energy', 'Mitochondria release energy from glucose.'],
    ])
    const result = await extractFile(asFile(bytes, 'biology.pdf', 'application/pdf'))
    expect(result.passages).toEqual([
      { anchor: { kind: 'page', n: 1 }, text: `Chapter 1: Cells\n${CELLS}` },
      {
        anchor: { kind: 'page', n: 3 },
        text: 'Chapter 2: Energy\nMitochondria release energy from glucose.',
      },
    ])
    expect(uncoveredText(result.content, result.passages)).toBe('\n\n')
  })

  it('covers a two-column page and a long document without losing text', async () => {
    const twoColumn = await buildTwoColumnPdf(
      ['Left one starts here', 'left two continues', 'left three ends.'],
      ['Right one starts here', 'right two continues', 'right three ends.'],
      'A Two Column Article',
    )
    const long = await buildPdf(
      Array.from({ length: 12 }, (_, page) => [`Page ${page + 1}: ${CELLS}`, 'Second line.']),
    )
    for (const bytes of [twoColumn, long]) {
      const { content, passages } = await extractFile(asFile(bytes, 'a.pdf', 'application/pdf'))
      expect(uncoveredText(content, passages).trim()).toBe('')
    }
    const { passages } = await extractFile(asFile(long, 'a.pdf', 'application/pdf'))
    expect(anchors(passages)).toEqual(
      Array.from({ length: 12 }, (_, index) => ({ kind: 'page', n: index + 1 })),
    )
  })
})

describe('passages: PowerPoint', () => {
  it('gives one passage per slide and a separate one for speaker notes', async () => {
    const bytes = await buildPptx([
      { title: 'The Water Cycle', bullets: ['Evaporation', 'Condensation', 'Precipitation'] },
      { title: 'Why it matters', notes: 'Remind students that rain feeds rivers.' },
      { notes: 'Only spoken: ask who has seen a glacier.' },
      {
        title: 'Organelles',
        table: [
          ['Nucleus', 'Stores DNA'],
          ['Ribosome', 'Builds proteins'],
        ],
      },
    ])
    const result = await extractFile(asFile(bytes, 'deck.pptx', PPTX_TYPE))
    expect(result.passages).toEqual([
      {
        anchor: { kind: 'slide', n: 1 },
        text: 'The Water Cycle\nEvaporation\nCondensation\nPrecipitation',
      },
      { anchor: { kind: 'slide', n: 2 }, text: 'Why it matters' },
      { anchor: { kind: 'slide-notes', n: 2 }, text: 'Remind students that rain feeds rivers.' },
      { anchor: { kind: 'slide-notes', n: 3 }, text: 'Only spoken: ask who has seen a glacier.' },
      {
        anchor: { kind: 'slide', n: 4 },
        text: 'Organelles\nNucleus | Stores DNA\nRibosome | Builds proteins',
      },
    ])
    // content keeps the notes inside their slide's section, as the AI has always read them
    expect(result.content).toContain(
      'Slide 2:\nWhy it matters\nNotes: Remind students that rain feeds rivers.',
    )
    const labels = /Slide \d+:|Notes:/g
    expect(uncoveredText(result.content, result.passages).replace(labels, '').trim()).toBe('')
  })

  it('gives the raw-text fallback as one unanchored paragraph', async () => {
    const raw =
      'Raw diagram text about the nitrogen cycle, fixation, nitrification and denitrification in soils.'
    const bytes = await buildZip({
      'ppt/presentation.xml': '<p:presentation xmlns:p="urn:other"/>',
      'ppt/diagrams/data1.xml': `<dgm:dataModel xmlns:dgm="urn:d"><dgm:pt>${raw}</dgm:pt><dgm:pt>More words.</dgm:pt></dgm:dataModel>`,
    })
    const result = await extractFile(asFile(bytes, 'deck.pptx', PPTX_TYPE))
    expect(result.passages).toEqual([
      { anchor: { kind: 'paragraph', n: 1 }, text: `${raw} More words.` },
    ])
  })
})

describe('passages: Word', () => {
  const blocks: DocxBlock[] = [
    { heading: 'title', text: 'Biology 101' },
    'Lecture notes for the first term.',
    'Read them before the seminar.',
    { heading: 1, text: 'Chapter 1: The Cell' },
    CELLS,
    {
      table: [
        ['Organelle', 'Function'],
        ['Nucleus', 'Stores DNA'],
      ],
    },
    { heading: 2, text: 'Membranes' },
    'The membrane controls what enters and leaves the cell.',
  ]

  it('splits at headings, the text before the first heading into paragraphs', async () => {
    const result = await extractFile(
      asFile(await buildDocx(['Course handout.', ...blocks]), 'bio.docx'),
    )
    expect(anchors(result.passages)).toEqual([
      { kind: 'paragraph', n: 1 },
      { kind: 'heading', heading: 'Biology 101' },
      { kind: 'heading', heading: 'Chapter 1: The Cell' },
      { kind: 'heading', heading: 'Membranes' },
    ])
    expect(result.passages[2]?.text).toBe(
      `Chapter 1: The Cell\n\n${CELLS}\n\nOrganelle\n\nFunction\n\nNucleus\n\nStores DNA`,
    )
    expect(uncoveredText(result.content, result.passages).trim()).toBe('')
  })

  it("keeps content exactly mammoth's raw text, as before passages existed", async () => {
    const bytes = await buildDocx(blocks)
    const { content } = await extractFile(asFile(bytes, 'bio.docx'))
    const raw = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
    expect(content).toBe(raw.value.replace(/\n{3,}/g, '\n\n').trim())
  })

  it('numbers the paragraphs of a document without headings', async () => {
    const bytes = await buildDocx([CELLS, 'Ribosomes build proteins.'])
    const { passages } = await extractFile(asFile(bytes, 'plain.docx'))
    expect(passages).toEqual([
      { anchor: { kind: 'paragraph', n: 1 }, text: CELLS },
      { anchor: { kind: 'paragraph', n: 2 }, text: 'Ribosomes build proteins.' },
    ])
  })
})

describe('passages: text and Markdown files', () => {
  it('numbers the blank-line separated paragraphs of a text file', async () => {
    const text = `${CELLS}\nStill the first paragraph.\n\n  \nSecond paragraph.\r\n\r\nThird.`
    const result = await extractFile(asFile(text, 'notes.txt', 'text/plain'))
    expect(result.passages).toEqual([
      { anchor: { kind: 'paragraph', n: 1 }, text: `${CELLS}\nStill the first paragraph.` },
      { anchor: { kind: 'paragraph', n: 2 }, text: 'Second paragraph.' },
      { anchor: { kind: 'paragraph', n: 3 }, text: 'Third.' },
    ])
    expect(uncoveredText(result.content, result.passages).trim()).toBe('')
  })

  it('splits Markdown at # headings', async () => {
    const markdown = `Intro before any heading.\n\n# Cells\n${CELLS}\n\n## Energy ##\nATP.`
    const result = await extractFile(asFile(markdown, 'cells.md'))
    expect(result.passages).toEqual([
      { anchor: { kind: 'paragraph', n: 1 }, text: 'Intro before any heading.' },
      { anchor: { kind: 'heading', heading: 'Cells' }, text: `# Cells\n${CELLS}` },
      { anchor: { kind: 'heading', heading: 'Energy' }, text: '## Energy ##\nATP.' },
    ])
    expect(uncoveredText(result.content, result.passages).trim()).toBe('')
  })
})
