/**
 * One page's recognition is bounded (issue #40: a slide of vector formulas took 82 s): past
 * PAGE_LIMIT_MS its worker is ended, the page is reported unread (not reliable), and the pages
 * left go on in a new worker. The browser's Worker is stood in for (this file runs in Node): each
 * stand-in keeps what it is sent and answers as the test says; recognise.ts itself is real.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FromOcrWorker, ToOcrWorker } from './ocr-protocol'
import { PAGE_LIMIT_MS, recognisePages, type PageText } from './recognise'

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
    await vi.advanceTimersByTimeAsync(PAGE_LIMIT_MS - 1)
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
      2: { text: '', reliable: false },
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
    await vi.advanceTimersByTimeAsync(PAGE_LIMIT_MS - 1)
    worker.answer({ type: 'text', page: 1, text: englishPage(1), reliable: true })
    // Page 2 starts with a limit of its own, past the moment page 1's would have ended.
    await vi.advanceTimersByTimeAsync(PAGE_LIMIT_MS - 1)
    expect(worker.terminated).toBe(false)
    worker.answer({ type: 'text', page: 2, text: englishPage(2), reliable: true })
    expect(Object.fromEntries(await result)).toEqual({
      1: { text: englishPage(1), reliable: true },
      2: { text: englishPage(2), reliable: true },
    })
    expect(StandInWorker.started).toHaveLength(1)
  })
})
