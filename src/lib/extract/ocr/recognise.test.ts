/**
 * One page's recognition is bounded (issue #40: a slide of vector formulas took 82 s): past
 * QUIET_PAGE_LIMIT_MS times the slowdown its worker measured, its worker is ended, the page is
 * reported too slow (no text), the student is told, and the pages left go on in a new worker. The browser's Worker is stood in for (this file runs in Node): each
 * stand-in keeps what it is sent and answers as the test says; recognise.ts itself is real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FromOcrWorker, ToOcrWorker } from './ocr-protocol'
import { recognisePdfPages, recognitionWarnings } from './read-with-recognition'
import { QUIET_PAGE_LIMIT_MS, recognisePages, type PageText } from './recognise'

class StandInWorker {
  static started: StandInWorker[] = []
  sent: ToOcrWorker[] = []
  terminated = false
  onmessage: ((event: { data: FromOcrWorker }) => void) | null = null
  onerror: ((event: { preventDefault(): void }) => void) | null = null
  constructor() {
    StandInWorker.started.push(this)
  }
  postMessage(message: ToOcrWorker) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(data: FromOcrWorker) {
    this.onmessage?.({ data })
  }
  /** The pages it was asked to recognise, in order. */
  pagesAsked(): number[] {
    return this.sent.flatMap((message) => (message.type === 'recognise' ? [message.page] : []))
  }
}

const englishPage = (page: number) =>
  `Page ${page}. The cell membrane controls what enters and leaves the cell, and the nucleus holds the genetic material of the organism.`

beforeEach(() => {
  StandInWorker.started = []
  vi.stubGlobal('Worker', StandInWorker)
  vi.useFakeTimers()
})
afterEach(async () => {
  // Workers left waiting for another file end after a while: none stays for the next test.
  await vi.advanceTimersByTimeAsync(10 * 60_000)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('recognising a PDF page by page', () => {
  it('ends a page that takes longer than the limit, reports it unread and reads the next page', async () => {
    const progress: number[] = []
    const result = recognisePages(
      { kind: 'pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      [1, 2, 3],
      {
        fileName: 'formulas.pdf',
        languages: ['eng'],
        onProgress: ({ done }) => progress.push(done),
      },
    )
    // One worker here (Node has no navigator.hardwareConcurrency): pages go to it one at a time.
    expect(StandInWorker.started).toHaveLength(1)
    const first = StandInWorker.started[0]!
    first.answer({ type: 'ready' })
    first.answer({ type: 'text', page: 1, text: englishPage(1), reliable: true })
    expect(first.pagesAsked()).toEqual([1, 2])

    // Page 2 never answers: just under the limit nothing gives up…
    await vi.advanceTimersByTimeAsync(QUIET_PAGE_LIMIT_MS - 1)
    expect(first.terminated).toBe(false)
    expect(StandInWorker.started).toHaveLength(1)
    // …at the limit its worker is ended and a new one takes page 3.
    await vi.advanceTimersByTimeAsync(1)
    expect(first.terminated).toBe(true)
    expect(StandInWorker.started).toHaveLength(2)
    const second = StandInWorker.started[1]!
    second.answer({ type: 'ready' })
    expect(second.pagesAsked()).toEqual([3])
    second.answer({ type: 'text', page: 3, text: englishPage(3), reliable: true })

    const texts = await result
    expect(Object.fromEntries(texts)).toEqual<Record<number, PageText>>({
      1: { text: englishPage(1), reliable: true },
      2: { text: '', reliable: false, tooSlow: true },
      3: { text: englishPage(3), reliable: true },
    })
    expect(progress).toEqual([0, 1, 2, 3])
  })

  it('gives each page its own limit: a page answered in time ends nothing', async () => {
    const result = recognisePages(
      { kind: 'pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      [1, 2],
      {
        fileName: 'notes.pdf',
        languages: ['eng'],
      },
    )
    const worker = StandInWorker.started[0]!
    worker.answer({ type: 'ready' })
    await vi.advanceTimersByTimeAsync(QUIET_PAGE_LIMIT_MS - 1)
    worker.answer({ type: 'text', page: 1, text: englishPage(1), reliable: true })
    // Page 2 starts with a limit of its own, past the moment page 1's would have ended.
    await vi.advanceTimersByTimeAsync(QUIET_PAGE_LIMIT_MS - 1)
    expect(worker.terminated).toBe(false)
    worker.answer({ type: 'text', page: 2, text: englishPage(2), reliable: true })
    expect(Object.fromEntries(await result)).toEqual({
      1: { text: englishPage(1), reliable: true },
      2: { text: englishPage(2), reliable: true },
    })
    expect(StandInWorker.started).toHaveLength(1)
  })
})

describe('a page bound that follows the machine’s speed', () => {
  const onePage = () =>
    recognisePages({ kind: 'pdf', bytes: new Uint8Array([37, 80, 68, 70]) }, [1], {
      fileName: 'formulas.pdf',
      languages: ['eng'],
    })

  it('gives a worker that runs three times slower than the quiet core three times the time', async () => {
    const result = onePage()
    const worker = StandInWorker.started[0]!
    worker.answer({ type: 'ready' })
    worker.answer({ type: 'reading', page: 1, slowdown: 3 })
    await vi.advanceTimersByTimeAsync(3 * QUIET_PAGE_LIMIT_MS - 1)
    expect(worker.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(worker.terminated).toBe(true)
    expect(Object.fromEntries(await result)).toEqual({
      1: { text: '', reliable: false, tooSlow: true },
    })
  })

  it('bounds a page by the largest slowdown of the last pages, not only its own lucky one', async () => {
    const result = recognisePages(
      { kind: 'pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      [1, 2],
      {
        fileName: 'scan.pdf',
        languages: ['eng'],
      },
    )
    const worker = StandInWorker.started[0]!
    worker.answer({ type: 'ready' })
    worker.answer({ type: 'reading', page: 1, slowdown: 4 })
    worker.answer({ type: 'text', page: 1, text: englishPage(1), reliable: true })
    // Page 2's own measurement says the thread runs at quiet speed; page 1's said four times slower.
    worker.answer({ type: 'reading', page: 2, slowdown: 1 })
    await vi.advanceTimersByTimeAsync(4 * QUIET_PAGE_LIMIT_MS - 1)
    expect(worker.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(worker.terminated).toBe(true)
    expect((await result).get(2)).toEqual({ text: '', reliable: false, tooSlow: true })
  })

  it('keeps the quiet bound for a core faster than the quiet one', async () => {
    const result = onePage()
    const worker = StandInWorker.started[0]!
    worker.answer({ type: 'ready' })
    worker.answer({ type: 'reading', page: 1, slowdown: 0.5 })
    await vi.advanceTimersByTimeAsync(QUIET_PAGE_LIMIT_MS - 1)
    expect(worker.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(worker.terminated).toBe(true)
    expect((await result).get(1)).toEqual({ text: '', reliable: false, tooSlow: true })
  })

  it('shows progress past a page cut for time, names it, and keeps the rest of the file', async () => {
    const progress: string[] = []
    const pdf = {
      text: englishPage(1),
      passages: [{ anchor: { kind: 'page' as const, n: 1 }, text: englishPage(1) }],
      pageCount: 3,
      pagesWithoutText: [2, 3],
    }
    const result = recognisePdfPages(pdf, new Uint8Array([37, 80, 68, 70]), [2, 3], {
      fileName: 'lecture.pdf',
      onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
    })
    await vi.advanceTimersByTimeAsync(0)
    const first = StandInWorker.started[0]!
    first.answer({ type: 'ready' })
    first.answer({ type: 'reading', page: 2, slowdown: 1 })
    await vi.advanceTimersByTimeAsync(QUIET_PAGE_LIMIT_MS)
    expect(progress).toEqual(['0/2', '1/2'])
    const second = StandInWorker.started[1]!
    second.answer({ type: 'ready' })
    second.answer({ type: 'reading', page: 3, slowdown: 1 })
    second.answer({ type: 'text', page: 3, text: englishPage(3), reliable: true })

    const read = await result
    expect(progress).toEqual(['0/2', '1/2', '2/2'])
    expect(read.passages.map((passage) => passage.text)).toEqual([englishPage(1), englishPage(3)])
    expect(read.tooSlow).toEqual([2])
    expect(recognitionWarnings(read).map((warning) => warning.text)).toEqual([
      'Page 3 was read by text recognition; check names and numbers against the original.',
      'Page 2 took too long to recognise and was left out',
    ])
  })
})
