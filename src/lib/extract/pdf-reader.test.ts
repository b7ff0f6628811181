import { readFileSync } from 'node:fs'
import { pdfReader } from './pdf-reader'
import type { FromPdfWorker } from './pdf-worker-protocol'
import { buildGarbageTextPdf } from './testing/garbage-pdf'
import { buildPdf } from './testing/pdf-fixtures'

/** A reader as a worker runs it, with the messages it posts and a way to wait for one. */
function startReader() {
  const posted: FromPdfWorker[] = []
  const waiters: { test: (message: FromPdfWorker) => boolean; resolve: () => void }[] = []
  const handle = pdfReader((message) => {
    posted.push(message)
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  })
  const until = (test: (message: FromPdfWorker) => boolean) =>
    posted.some(test)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ test, resolve }))
  return { handle, posted, until }
}

const lecture = (pages: number) =>
  buildPdf(
    Array.from({ length: pages }, (_, index) => [
      `Lecture page ${index + 1}`,
      'Cells divide by mitosis into two identical daughter cells.',
    ]),
  )

describe('pdfReader (the PDF worker)', () => {
  it('opens the file, reads the range it is given and asks for more; then reads the next range', async () => {
    const { handle, posted, until } = startReader()
    handle({
      type: 'open',
      job: 1,
      bytes: await lecture(5),
      fileName: 'l.pdf',
      pages: { first: 1, last: 2 },
    })
    await until((message) => message.type === 'idle')
    expect(posted.slice(0, 3)).toEqual([
      { type: 'opened', job: 1, pageCount: 5 },
      {
        type: 'page',
        job: 1,
        n: 1,
        text: 'Lecture page 1\nCells divide by mitosis into two identical daughter cells.',
      },
      {
        type: 'page',
        job: 1,
        n: 2,
        text: 'Lecture page 2\nCells divide by mitosis into two identical daughter cells.',
      },
    ])
    posted.length = 0
    handle({ type: 'read', job: 1, pages: { first: 4, last: 9 } })
    await until((message) => message.type === 'idle')
    expect(posted.map((message) => (message.type === 'page' ? message.n : message.type))).toEqual([
      4,
      5,
      'idle',
    ])
    handle({ type: 'close', job: 1 })
  })

  it('reads a range sent while it reads another after it, in the order they came, idle after each', async () => {
    const { handle, posted, until } = startReader()
    handle({
      type: 'open',
      job: 2,
      bytes: await lecture(6),
      fileName: 'l.pdf',
      pages: { first: 1, last: 2 },
    })
    handle({ type: 'read', job: 2, pages: { first: 4, last: 5 } })
    await until((message) => message.type === 'idle' && posted.indexOf(message) > 3)
    const order = posted.flatMap<number | 'idle'>((message) =>
      message.type === 'page' ? [message.n] : message.type === 'idle' ? ['idle'] : [],
    )
    expect(order).toEqual([1, 2, 'idle', 4, 5, 'idle'])
    handle({ type: 'close', job: 2 })
  })

  it('posts a page whose text layer is garbage as a page without text', async () => {
    const { handle, posted, until } = startReader()
    const readable = ['The cell membrane controls what enters and leaves the cell.']
    const bytes = await buildGarbageTextPdf([
      readable,
      [
        'The cell membrane controls what enters and leaves the cell.',
        'Proteins in the membrane carry ions and sugars across it.',
        'The nucleus holds the genes that code for these proteins.',
      ],
    ])
    handle({
      type: 'open',
      job: 1,
      bytes,
      fileName: 'broken-font.pdf',
      pages: { first: 1, last: 2 },
    })
    await until((message) => message.type === 'idle')
    const pages = posted.flatMap((message) => (message.type === 'page' ? [message] : []))
    // Page 1 is too short to judge by its words (ocr/text-quality.ts), so its text is kept.
    expect(pages.map((page) => [page.n, page.text === '' ? '' : 'text'])).toEqual([
      [1, 'text'],
      [2, ''],
    ])
    handle({ type: 'close', job: 1 })
  })

  it('reports a file PDFium cannot open as failed', async () => {
    const { handle, posted, until } = startReader()
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${'\u0001 garbage '.repeat(50)}`)
    handle({
      type: 'open',
      job: 2,
      bytes: garbage,
      fileName: 'x.pdf',
      pages: { first: 1, last: 4 },
    })
    await until((message) => message.type === 'failed')
    expect(posted).toEqual([
      { type: 'failed', job: 2, kind: 'file', message: 'Failed to read PDF file', code: undefined },
    ])
  })

  it('stops warming up for a file that arrives, and reads the file whole', async () => {
    const { handle, posted, until } = startReader()
    const warmUp = await lecture(30)
    const file = await lecture(3)
    handle({ type: 'warm-up', bytes: warmUp })
    handle({ type: 'open', job: 3, bytes: file, fileName: 'l.pdf', pages: { first: 1, last: 4 } })
    await until((message) => message.type === 'idle')
    await until((message) => message.type === 'warmed-up')
    const warmedUp = posted.find((message) => message.type === 'warmed-up')
    expect(warmedUp?.type === 'warmed-up' && warmedUp.pages).toBeLessThan(30)
    expect(posted.filter((message) => message.type === 'page')).toHaveLength(3)
    expect(posted.some((message) => message.type === 'failed')).toBe(false)
    handle({ type: 'close', job: 3 })
  })

  it('reads the whole warm-up PDF when nothing else comes', async () => {
    const { handle, posted, until } = startReader()
    handle({ type: 'warm-up', bytes: await lecture(3) })
    await until((message) => message.type === 'warmed-up')
    expect(posted).toEqual([{ type: 'warmed-up', pages: 3 }])
  })

  it('reads the built-in warm-up PDF a page in each font format, each with its text', async () => {
    // make-warm-up.ts: Writer's TrueType, an embedded Type 1 font, CFF, a CID TrueType font. A
    // page whose font PDFium could not load would read empty, and its format would not warm up.
    const { handle, posted, until } = startReader()
    const bytes = new Uint8Array(readFileSync(new URL('./warm-up.pdf', import.meta.url)))
    handle({ type: 'open', job: 4, bytes, fileName: 'warm-up.pdf', pages: { first: 1, last: 4 } })
    await until((message) => message.type === 'idle')
    const pages = posted.flatMap((message) => (message.type === 'page' ? [message] : []))
    expect(pages.map((page) => page.text.split('\n')[0])).toEqual([
      'Why bridges stay up',
      'Tension and compression',
      'Arches',
      'Beams and trusses',
    ])
    expect(pages.map((page) => page.text.length > 400)).toEqual([true, true, true, true])
    handle({ type: 'close', job: 4 })
  })
})
