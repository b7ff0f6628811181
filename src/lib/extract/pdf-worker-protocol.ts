import type { WorkerFailure } from './worker-failure'

/**
 * Messages between pdf.ts (the page) and pdf.worker.ts. A job is one PDF. The page hands out its
 * pages in ranges: a worker opens the file with its first range and, once the page count is
 * known, is given its next range while it reads (one range ahead, so it never waits a round trip
 * between ranges); it reads its ranges in turn and says it is idle after each, which brings it
 * the next range, or the job's end once it has none. A worker may hold several jobs at once.
 */

/** Pages `first`..`last`, 1-based; a worker stops at the document's last page. */
export interface PageRange {
  first: number
  last: number
}

export type ToPdfWorker =
  | { type: 'open'; job: number; bytes: Uint8Array; fileName: string; pages: PageRange }
  | { type: 'read'; job: number; pages: PageRange }
  /** The job is over (read, failed or cancelled): stop reading it and let its document go. */
  | { type: 'close'; job: number }
  /** Read this small built-in PDF now, so PDFium's code is compiled before the first upload. */
  | { type: 'warm-up'; bytes: Uint8Array }

/** The messages about one job. */
export type JobMessage =
  | { type: 'opened'; job: number; pageCount: number }
  /** Page `n`'s text in reading order, '' for a page without text. */
  | { type: 'page'; job: number; n: number; text: string }
  /** One range given is read: the worker reads the next one it holds, or waits for one. */
  | { type: 'idle'; job: number }
  | ({ type: 'failed'; job: number } & WorkerFailure)

/**
 * The worker's first message: load PDFium, from `module` when another worker has compiled it
 * (null: fetch and compile it here).
 */
export interface StartPdfWorker {
  type: 'start'
  module: WebAssembly.Module | null
}

export type FromPdfWorker =
  /** PDFium is loaded; `module` is its compiled WebAssembly (null where it cannot be shared). */
  | { type: 'ready'; module: WebAssembly.Module | null }
  /** PDFium could not be loaded here (a chunk gone after a deploy): read in place instead. */
  | { type: 'unavailable' }
  /** The warm-up ended after `pages` pages: all of them, or fewer when a job stopped it. */
  | { type: 'warmed-up'; pages: number }
  | JobMessage
