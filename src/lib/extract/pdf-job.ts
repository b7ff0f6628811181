/**
 * One PDF read by a pool of workers (pdf.ts): which worker reads which pages. The first worker
 * that is ready opens the file and starts at page 1 at once; every other worker, ready then or
 * later, joins while enough pages are left to be worth opening the file again (each worker
 * parses the document and its fonts for itself). Pages go out in ranges that shrink as the
 * document runs out, so a worker that started late or reads slowly never holds the others up.
 * Each worker holds one range beyond the one it reads (RANGES_HELD): when it finishes a range it
 * goes on with the next at once, and the range that replaces it arrives while it reads.
 */
import { AppError, messages } from '@/lib/errors'
import type { JobMessage, PageRange, ToPdfWorker } from './pdf-worker-protocol'
import { fromWorkerFailure } from './worker-failure'

/** A worker as the job sees it: something that takes messages. */
export interface PdfReader {
  postMessage: (message: ToPdfWorker, transfer: Transferable[]) => void
}

export interface JobEvents {
  /** The document is open: its page count. */
  onOpened: (pageCount: number) => void
  /** One more page is read. */
  onPage: () => void
  /** Every page's text, in page order. */
  onDone: (pages: string[]) => void
  onFailed: (error: Error) => void
}

/** The first worker's first range, before the page count is known. */
const FIRST_RANGE = 4
/**
 * Another worker opens the file only for at least this many pages. A warm PDFium opens a document
 * in under a millisecond (0.2–0.4 ms for the bench's PDFs), so two pages are worth it: with 2
 * instead of 4, warm reads of the 7-page paper went from 1.03× to 0.84× `pdftotext` and first
 * uploads of the 88-page manual from 1.97× to 1.79× (medians of 7 runs each, decision 016).
 */
const MIN_PAGES_TO_JOIN = 2
/** The smallest range handed out while as many pages are left (each costs a message each way). */
const MIN_RANGE = 2
/**
 * Ranges a worker holds at once: the one it reads and the next. With one, a worker that finished
 * its range waited for the page's answer to its 'idle' (6–8 round trips in a read of the 14-page
 * Russian paper or the 25-slide lecture, 0.2 ms each on a quiet machine and up to 3.8 ms on a
 * busy one: decision 023, session 60). The price is a less even end: a range ahead goes out only
 * while every worker could still get one (handOut), so the last pages wait for whichever worker is
 * free first.
 */
const RANGES_HELD = 2

export class PdfJob {
  /** The workers reading this job, with how many of their ranges are not read yet. */
  private readonly readers = new Map<PdfReader, number>()
  /** Workers that offered to help before the page count was known. */
  private waiting: PdfReader[] = []
  private pageCount: number | undefined
  /** The first page not yet handed out. */
  private nextPage = 1
  private pages: (string | undefined)[] = []
  private pagesRead = 0
  private over = false

  constructor(
    readonly id: number,
    private readonly bytes: Uint8Array,
    private readonly fileName: string,
    /** How many workers may read at once (the pool's size), for the size of the ranges. */
    private readonly poolSize: number,
    private readonly events: JobEvents,
  ) {}

  /** A worker is ready for this job: the first one starts, later ones join if it is worth it. */
  offer(reader: PdfReader): void {
    if (this.over || this.readers.has(reader)) return
    if (this.readers.size === 0) {
      this.open(reader, { first: 1, last: FIRST_RANGE })
      this.nextPage = FIRST_RANGE + 1
    } else if (this.pageCount === undefined) {
      this.waiting.push(reader)
    } else if (this.join(reader)) {
      this.handOut(reader)
    }
  }

  /** A message about this job from one of its workers. */
  receive(reader: PdfReader, message: JobMessage): void {
    if (this.over) return
    switch (message.type) {
      case 'opened':
        return this.opened(message.pageCount)
      case 'page':
        if (this.pages[message.n - 1] !== undefined) return
        this.pages[message.n - 1] = message.text
        this.pagesRead += 1
        this.events.onPage()
        if (this.pagesRead === this.pageCount) this.finish()
        return
      case 'idle': {
        const held = this.readers.get(reader)
        if (held === undefined) return
        this.readers.set(reader, held - 1)
        this.handOut(reader)
        if (this.readers.get(reader) === 0) {
          this.readers.delete(reader)
          reader.postMessage({ type: 'close', job: this.id }, [])
        }
        return
      }
      case 'failed':
        return this.fail(fromWorkerFailure(message))
    }
  }

  /** Ends the job with `error` (a cancel, a worker that crashed); its workers stop reading it. */
  fail(error: Error): void {
    if (this.over) return
    this.end()
    this.events.onFailed(error)
  }

  private open(reader: PdfReader, pages: PageRange): void {
    this.readers.set(reader, 1)
    // Each worker gets its own copy of the file; the caller keeps `bytes`.
    const bytes = this.bytes.slice()
    reader.postMessage({ type: 'open', job: this.id, bytes, fileName: this.fileName, pages }, [
      bytes.buffer,
    ])
  }

  private opened(pageCount: number): void {
    if (this.pageCount !== undefined) return
    if (pageCount === 0) {
      this.fail(new AppError('file', messages.readPdfFailed))
      return
    }
    this.pageCount = pageCount
    this.nextPage = Math.min(this.nextPage, pageCount + 1)
    this.pages = new Array<string | undefined>(pageCount)
    this.events.onOpened(pageCount)
    // Workers that have no range yet come before a range ahead for the first one.
    for (const reader of this.waiting) this.join(reader)
    this.waiting = []
    for (const reader of this.readers.keys()) this.handOut(reader)
  }

  /** Another worker opens the file, if enough pages are left; false if not. */
  private join(reader: PdfReader): boolean {
    if (this.pagesLeft() < MIN_PAGES_TO_JOIN) return false
    this.open(reader, this.takeRange(MIN_PAGES_TO_JOIN))
    return true
  }

  /**
   * Gives `reader` a range if it has none, and one ahead (up to RANGES_HELD) while the pages left
   * could still give every worker a range of its own: the last pages stay for whichever worker is
   * free first, or for a worker that joins late.
   */
  private handOut(reader: PdfReader): void {
    let held = this.readers.get(reader) ?? 0
    const mayTake = () =>
      held === 0 || (held < RANGES_HELD && this.pagesLeft() >= this.poolSize * MIN_RANGE)
    while (this.pagesLeft() > 0 && mayTake()) {
      reader.postMessage({ type: 'read', job: this.id, pages: this.takeRange(MIN_RANGE) }, [])
      held += 1
    }
    this.readers.set(reader, held)
  }

  private pagesLeft(): number {
    return this.pageCount === undefined ? 0 : this.pageCount - this.nextPage + 1
  }

  /**
   * The next pages to hand out: a share of what is left (so the ranges shrink towards the end
   * and the workers finish together), at least `atLeast` pages while that many are left. A single
   * page left over stays for whichever worker is free first, not added to this range: in a warm
   * read of the 7-page paper the worker that joined with pages 5–7 ended 34 ms after the first
   * (decision 023, session 62), which could have read page 7 meanwhile.
   */
  private takeRange(atLeast: number): PageRange {
    const left = this.pagesLeft()
    const size = Math.min(left, Math.max(atLeast, Math.ceil(left / (2 * this.poolSize))))
    const pages = { first: this.nextPage, last: this.nextPage + size - 1 }
    this.nextPage = pages.last + 1
    return pages
  }

  private finish(): void {
    this.end()
    this.events.onDone(this.pages.map((text) => text ?? ''))
  }

  private end(): void {
    this.over = true
    for (const reader of this.readers.keys())
      reader.postMessage({ type: 'close', job: this.id }, [])
    this.readers.clear()
    this.waiting = []
  }
}
