import { readFileSync } from 'node:fs'
import { AppError } from '@/lib/errors'
import { PdfJob, type PdfReader } from './pdf-job'
import { readPdfPages } from './pdf-pages'
import { pdfReader } from './pdf-reader'
import type { PageRange, ToPdfWorker } from './pdf-worker-protocol'

/** A stand-in for a PDF worker: it keeps the messages it is sent. */
class FakeWorker implements PdfReader {
  sent: ToPdfWorker[] = []
  /** How many of its ranges it has read. */
  rangesRead = 0
  postMessage(message: ToPdfWorker) {
    this.sent.push(message)
  }
  /** The pages it was asked to read, in order. */
  ranges(): PageRange[] {
    return this.sent.flatMap((message) =>
      message.type === 'open' || message.type === 'read' ? [message.pages] : [],
    )
  }
  /** The ranges it was given and has not read yet, in order. */
  held(): PageRange[] {
    return this.ranges().slice(this.rangesRead)
  }
  closed(): boolean {
    return this.sent.some((message) => message.type === 'close')
  }
}

function startJob(pageCount: number, poolSize = 2) {
  const events = {
    opened: [] as number[],
    pagesDone: 0,
    done: undefined as string[] | undefined,
    failed: undefined as Error | undefined,
  }
  const job = new PdfJob(7, new Uint8Array([37, 80, 68, 70]), 'notes.pdf', poolSize, {
    onOpened: (count) => events.opened.push(count),
    onPage: () => (events.pagesDone += 1),
    onDone: (pages) => (events.done = pages),
    onFailed: (error) => (events.failed = error),
  })
  /** The worker reads the first range it holds, then says it is idle, as pdf-reader.ts does. */
  const readNextRange = (worker: FakeWorker) => {
    const range = worker.held()[0]
    if (!range) throw new Error('no range held')
    worker.rangesRead += 1
    for (let n = range.first; n <= Math.min(range.last, pageCount); n += 1) {
      job.receive(worker, { type: 'page', job: 7, n, text: `page ${n}` })
    }
    job.receive(worker, { type: 'idle', job: 7 })
  }
  /** The workers read, in turns, every range they hold and are given, until none holds one. */
  const readAll = (...workers: FakeWorker[]) => {
    while (workers.some((worker) => worker.held().length > 0)) {
      for (const worker of workers) if (worker.held().length > 0) readNextRange(worker)
    }
  }
  /** A first worker ready at once, which has opened the file and counted its pages. */
  const openOnFirstWorker = () => {
    const first = new FakeWorker()
    job.offer(first)
    job.receive(first, { type: 'opened', job: 7, pageCount })
    return first
  }
  return { job, events, readNextRange, readAll, openOnFirstWorker }
}

const pagesUpTo = (count: number) => Array.from({ length: count }, (_, i) => `page ${i + 1}`)

describe('PdfJob', () => {
  it('starts on the first ready worker at once, from page 1, before the page count is known', () => {
    const { job } = startJob(40)
    const first = new FakeWorker()
    job.offer(first)
    expect(first.sent).toHaveLength(1)
    expect(first.sent[0]).toMatchObject({ type: 'open', job: 7, fileName: 'notes.pdf' })
    expect(first.ranges()).toEqual([{ first: 1, last: 4 }])
  })

  it('lets a second worker that was ready too join once the page count shows pages are left', () => {
    const { job, events } = startJob(40)
    const first = new FakeWorker()
    const second = new FakeWorker()
    job.offer(first)
    job.offer(second)
    expect(second.sent).toEqual([])
    job.receive(first, { type: 'opened', job: 7, pageCount: 40 })
    expect(events.opened).toEqual([40])
    expect(second.sent[0]).toMatchObject({ type: 'open' })
    expect(second.ranges()[0]).toEqual({ first: 5, last: 13 })
  })

  it('hands each worker its next range while it reads one, so it never waits for the page between ranges', () => {
    const { job, events, readNextRange, readAll } = startJob(40)
    const first = new FakeWorker()
    const second = new FakeWorker()
    job.offer(first)
    job.offer(second)
    job.receive(first, { type: 'opened', job: 7, pageCount: 40 })
    // The joining worker's first range, then one range ahead for each: the first worker's next.
    expect(first.ranges()).toEqual([
      { first: 1, last: 4 },
      { first: 14, last: 20 },
    ])
    expect(second.ranges()).toEqual([
      { first: 5, last: 13 },
      { first: 21, last: 25 },
    ])
    // A worker that finishes a range already holds the next, and is sent another in answer.
    readNextRange(first)
    expect(first.held()).toEqual([
      { first: 14, last: 20 },
      { first: 26, last: 29 },
    ])
    readAll(first, second)
    expect(events.done).toEqual(pagesUpTo(40))
    expect(first.closed() && second.closed()).toBe(true)
  })

  it('hands no range ahead once fewer pages are left than would give each worker one, and closes no worker that still holds one', () => {
    const { job, events, readNextRange, openOnFirstWorker } = startJob(12)
    const first = openOnFirstWorker()
    // 8 pages left after the first range: one range ahead (5–6), then 6 are left.
    expect(first.ranges()).toEqual([
      { first: 1, last: 4 },
      { first: 5, last: 6 },
    ])
    readNextRange(first)
    expect(first.held()).toEqual([
      { first: 5, last: 6 },
      { first: 7, last: 8 },
    ])
    readNextRange(first)
    // 4 left: still one ahead; then 2 left, which wait for whichever worker is free first.
    expect(first.held()).toEqual([
      { first: 7, last: 8 },
      { first: 9, last: 10 },
    ])
    readNextRange(first)
    expect(first.held()).toEqual([{ first: 9, last: 10 }])
    expect(first.closed()).toBe(false)
    const late = new FakeWorker()
    job.offer(late)
    expect(late.ranges()).toEqual([{ first: 11, last: 12 }])
    readNextRange(late)
    expect(late.closed()).toBe(true)
    expect(first.closed()).toBe(false)
    readNextRange(first)
    expect(events.done).toEqual(pagesUpTo(12))
  })

  it('reads a short document on one worker: a worker ready later does not open it for one page', () => {
    const { job, events, readNextRange, openOnFirstWorker } = startJob(5)
    const first = openOnFirstWorker()
    const late = new FakeWorker()
    job.offer(late)
    readNextRange(first)
    readNextRange(first)
    expect(late.sent).toEqual([])
    expect(first.ranges()).toEqual([
      { first: 1, last: 4 },
      { first: 5, last: 5 },
    ])
    expect(events.done).toEqual(pagesUpTo(5))
  })

  it('lets a worker ready later read pages of a 7-page paper beside the first, and leaves the last page to whichever is free first', () => {
    for (const firstFreeFirst of [true, false]) {
      const { job, events, readNextRange, openOnFirstWorker } = startJob(7)
      const first = openOnFirstWorker()
      const late = new FakeWorker()
      job.offer(late)
      expect(late.ranges()).toEqual([{ first: 5, last: 6 }])
      const [sooner, later] = firstFreeFirst ? [first, late] : [late, first]
      readNextRange(sooner)
      expect(sooner.held()).toEqual([{ first: 7, last: 7 }])
      expect(later.closed()).toBe(false)
      readNextRange(later)
      expect(later.closed()).toBe(true)
      readNextRange(sooner)
      expect(events.done).toEqual(pagesUpTo(7))
    }
  })

  it('gives a worker that gets ready late only pages nobody has, and every page once', () => {
    const { job, events, readNextRange, readAll, openOnFirstWorker } = startJob(30)
    const first = openOnFirstWorker()
    readNextRange(first)
    const late = new FakeWorker()
    job.offer(late)
    expect(late.ranges()[0]?.first).toBeGreaterThan(first.ranges().at(-1)?.last ?? 0)
    readAll(first, late)
    const read = [...first.ranges(), ...late.ranges()].flatMap(({ first: from, last }) =>
      Array.from({ length: Math.min(last, 30) - from + 1 }, (_, i) => from + i),
    )
    expect(read.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(events.done).toEqual(pagesUpTo(30))
    expect(events.pagesDone).toBe(30)
    expect(first.closed() && late.closed()).toBe(true)
  })

  it('gives the pages in page order whatever order they arrive in', () => {
    const { job, events } = startJob(3)
    const worker = new FakeWorker()
    job.offer(worker)
    job.receive(worker, { type: 'opened', job: 7, pageCount: 3 })
    for (const n of [2, 3, 1]) job.receive(worker, { type: 'page', job: 7, n, text: `page ${n}` })
    expect(events.done).toEqual(pagesUpTo(3))
    expect(worker.closed()).toBe(true)
  })

  it("fails with the worker's error and tells every worker to stop", () => {
    const { job, events } = startJob(40)
    const first = new FakeWorker()
    const second = new FakeWorker()
    job.offer(first)
    job.receive(first, { type: 'opened', job: 7, pageCount: 40 })
    job.offer(second)
    job.receive(second, {
      type: 'failed',
      job: 7,
      kind: 'file',
      message: 'Failed to read PDF file',
      code: undefined,
    })
    expect(events.failed).toBeInstanceOf(AppError)
    expect(events.failed?.message).toBe('Failed to read PDF file')
    expect(first.closed() && second.closed()).toBe(true)
    expect(events.done).toBeUndefined()
  })

  it('stops handing out pages once cancelled', () => {
    const { job, events } = startJob(40)
    const worker = new FakeWorker()
    job.offer(worker)
    job.receive(worker, { type: 'opened', job: 7, pageCount: 40 })
    const given = worker.ranges().length
    job.fail(new AppError('aborted', 'Cancelled'))
    job.receive(worker, { type: 'idle', job: 7 })
    const late = new FakeWorker()
    job.offer(late)
    expect(events.failed?.message).toBe('Cancelled')
    expect(worker.ranges()).toHaveLength(given)
    expect(late.sent).toEqual([])
  })
})

/** A bench PDF (bench/fixtures/pdf): a real export. */
const benchPdf = (name: string) => new Uint8Array(readFileSync(`bench/fixtures/pdf/${name}`))

/**
 * Reads `bytes` as pdf.ts does with a pool of two workers that are both ready when the file comes:
 * each worker is a real pdfReader (PDFium, here in Node) whose messages go to the job. Resolves
 * with the pages and which of the two workers opened the file.
 */
function readOnTwoReadyWorkers(bytes: Uint8Array) {
  return new Promise<{ pages: string[]; opened: boolean[] }>((resolve, reject) => {
    const opened = [false, false]
    const job = new PdfJob(1, bytes, 'bench.pdf', 2, {
      onOpened: () => undefined,
      onPage: () => undefined,
      onDone: (pages) => resolve({ pages, opened }),
      onFailed: reject,
    })
    const workers = opened.map((_, index) => {
      const worker: PdfReader = {
        postMessage: (message) => {
          if (message.type === 'open') opened[index] = true
          handle(message)
        },
      }
      const handle = pdfReader((message) => {
        if ('job' in message) job.receive(worker, message)
      })
      return worker
    })
    for (const worker of workers) job.offer(worker)
  })
}

describe('PdfJob on the bench PDFs, two workers ready', () => {
  const cases = [
    {
      file: 'writer-notes.pdf',
      document: 'the 2-page Writer notes',
      pageCount: 2,
      by: 'the first worker alone',
      readBy: [true, false],
    },
    {
      file: 'writer-ru.pdf',
      document: 'the 14-page Russian term paper',
      pageCount: 14,
      by: 'both workers',
      readBy: [true, true],
    },
  ]
  for (const { file, document, pageCount, by, readBy } of cases) {
    it(`reads ${document} on ${by}, with the text a read in place gives`, async () => {
      const bytes = benchPdf(file)
      const { pages, opened } = await readOnTwoReadyWorkers(bytes)
      expect(opened).toEqual(readBy)
      expect(pages).toEqual((await readPdfPages(bytes, file)).pages)
      expect(pages).toHaveLength(pageCount)
    })
  }
})
