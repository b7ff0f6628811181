import { readFileSync } from 'node:fs'
import { buildGarbageTextPdf } from './testing/garbage-pdf'
import { messages } from '@/lib/errors'
import { extractFile } from './extract-files'
import { extractMessages } from './extract-messages'
import { asFile } from './testing/office-fixtures'
import {
  buildCjkPdf,
  buildEncryptedPdf,
  buildNonLatinPdf,
  buildPdf,
  buildPdfWithBlankPages,
  buildTwoColumnPdf,
} from './testing/pdf-fixtures'
import { appErrorOf } from '@/testing/app-error'

const pdfFile = (bytes: Uint8Array, name = 'lecture.pdf') => asFile(bytes, name, 'application/pdf')

describe('extractFile: PDF', () => {
  it('reads every page in order with line breaks, reporting progress per page', async () => {
    const bytes = await buildPdf([
      ['Chapter 1: Cells', 'Cells are the basic unit of life.'],
      ['Chapter 2: Energy', 'Mitochondria release energy from glucose.'],
      ['Chapter 3: Genes', 'DNA carries the instructions for proteins.'],
    ])
    const progress: { done: number; total: number }[] = []
    const result = await extractFile(pdfFile(bytes), { onProgress: (step) => progress.push(step) })
    expect(result.content).toBe(
      [
        'Chapter 1: Cells\nCells are the basic unit of life.',
        'Chapter 2: Energy\nMitochondria release energy from glucose.',
        'Chapter 3: Genes\nDNA carries the instructions for proteins.',
      ].join('\n\n'),
    )
    expect(result.warnings).toEqual([])
    expect(progress).toEqual([0, 1, 2, 3].map((done) => ({ done, total: 3 })))
  })

  it('reads a two-column page column by column, the title first', async () => {
    const left = [
      'Left one starts here',
      'left two continues',
      'left three goes on',
      'left four ends.',
    ]
    const right = ['Right one starts here', 'right two continues', 'right three ends.']
    const bytes = await buildTwoColumnPdf(left, right, 'A Two Column Article')
    const { content } = await extractFile(pdfFile(bytes))
    expect(content).toBe(['A Two Column Article', left.join('\n'), right.join('\n')].join('\n\n'))
  })

  it('reads a typeset two-column paper column by column, joining words hyphenated at a line end', async () => {
    // The bench's pdfTeX paper: a 10 pt gutter between the columns, ligatures, hyphenation.
    const bytes = readFileSync('bench/fixtures/pdf/paper.pdf')
    const { passages } = await extractFile(pdfFile(new Uint8Array(bytes), 'paper.pdf'))
    const firstPage = passages[0]?.text ?? ''
    expect(passages[0]?.anchor).toEqual({ kind: 'page', n: 1 })
    // Left column: consecutive lines stay together, a broken word ("de-" / "cided") is whole.
    expect(firstPage).toContain(
      'things are the way they are, with the figures that decided it, is in decisions/',
    )
    expect(firstPage).toContain(
      '50 MB (said before anything is read), two files are read\nat a time, and a PowerPoint',
    )
    // The right column's text comes after the left column's last line, not beside its lines.
    const leftEnd = firstPage.indexOf('at a time, and a PowerPoint')
    const rightLine = firstPage.indexOf('erywhere: import-x/no-cycle')
    expect(leftEnd).toBeGreaterThan(0)
    expect(rightLine).toBeGreaterThan(leftEnd)
    expect(firstPage).not.toMatch(/two files are read erywhere/)
    expect(passages.map((passage) => passage.anchor)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({ kind: 'page', n })),
    )
  })

  it('reads non-Latin text drawn with an embedded font (when the system has DejaVu)', async () => {
    const lines = ['Клетка — основная единица жизни.', 'Η φωτοσύνθεση παράγει γλυκόζη και οξυγόνο.']
    const { content } = await extractFile(pdfFile(await buildNonLatinPdf(lines)))
    expect(content).toBe(lines.join('\n'))
  })

  it('reads Chinese text encoded with a predefined CMap (UniGB-UCS2-H)', async () => {
    const lines = [
      '细胞是生命的基本单位，所有生物都由细胞构成。',
      '光合作用把光能转化为化学能，储存在葡萄糖中。',
      '线粒体通过细胞呼吸释放能量。',
    ]
    const { content } = await extractFile(pdfFile(await buildCjkPdf(lines)))
    expect(content).toBe(lines.join('\n'))
  })

  it('warns about pages without a text layer and keeps the others', async () => {
    const bytes = await buildPdfWithBlankPages([
      ['Introduction to ecology and the study of ecosystems.'],
      null,
      ['Food webs show who eats whom in an ecosystem.'],
      null,
    ])
    const result = await extractFile(pdfFile(bytes))
    expect(result.content).toBe(
      'Introduction to ecology and the study of ecosystems.\n\nFood webs show who eats whom in an ecosystem.',
    )
    expect(result.warnings.map((warning) => warning.text)).toEqual([
      'Pages 2, 4 have no text layer (scanned images?)',
    ])
  })

  it('says so when no page has text (a scanned PDF)', async () => {
    const bytes = await buildPdfWithBlankPages([null, null])
    const error = await appErrorOf(extractFile(pdfFile(bytes, 'scan.pdf')))
    expect(error.message).toBe(extractMessages.pdfScanned('scan.pdf'))
  })

  it('never sends a garbage text layer: without text recognition here, such a PDF is a scan', async () => {
    const lines = [
      'The cell membrane controls what enters and leaves the cell.',
      'Proteins in the membrane carry ions and sugars across it.',
      'The nucleus holds the genes that code for these proteins.',
    ]
    const bytes = await buildGarbageTextPdf([lines])
    const error = await appErrorOf(extractFile(pdfFile(bytes, 'broken-font.pdf')))
    expect(error.message).toBe(extractMessages.pdfScanned('broken-font.pdf'))
  })

  it('rejects a PDF whose text is under 50 characters', async () => {
    const error = await appErrorOf(
      extractFile(pdfFile(await buildPdf([['Too short.']]), 'tiny.pdf')),
    )
    expect(error.message).toBe(messages.fileNoContent('tiny.pdf'))
  })

  it('asks for the password to be removed from an encrypted PDF', async () => {
    const error = await appErrorOf(extractFile(pdfFile(await buildEncryptedPdf(), 'secret.pdf')))
    expect(error.message).toBe(
      'File "secret.pdf" is password-protected. Please remove the password and try again.',
    )
  })

  it('reports a corrupted PDF with the spec message', async () => {
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${'\u0001\u00ff garbage '.repeat(50)}`)
    const error = await appErrorOf(extractFile(pdfFile(garbage, 'broken.pdf')))
    expect(error.message).toBe('Failed to read PDF file')
  })

  it('reads a real PDF that was named .txt, with a warning', async () => {
    const bytes = await buildPdf([['Osmosis moves water across a semi-permeable membrane.']])
    const result = await extractFile(asFile(bytes, 'notes.txt', 'text/plain'))
    expect(result.content).toBe('Osmosis moves water across a semi-permeable membrane.')
    expect(result.warnings.map((warning) => warning.text)).toEqual([
      extractMessages.readAsOtherKind('a PDF document'),
    ])
  })

  it('stops between pages when the signal aborts', async () => {
    const pages = Array.from({ length: 20 }, (_, index) => [`Page ${index + 1} talks about cells.`])
    const controller = new AbortController()
    const error = await appErrorOf(
      extractFile(pdfFile(await buildPdf(pages)), {
        signal: controller.signal,
        onProgress: ({ done }) => {
          if (done === 2) controller.abort()
        },
      }),
    )
    expect(error.kind).toBe('aborted')
    expect(error.message).toBe(extractMessages.cancelled)
  })
})
