import type { PdfPart } from './pdf-pages'
import type { WorkerFailure } from './worker-failure'

/**
 * Messages between pdf.ts (the page) and pdf.worker.ts. A job is one PDF; every worker gets
 * the whole file and reads its part of the pages. A worker may hold several jobs at once.
 */

export type ToPdfWorker =
  | { type: 'read'; job: number; bytes: Uint8Array; fileName: string; part: number; parts: number }
  | { type: 'cancel'; job: number }

export type FromPdfWorker =
  | { type: 'ready' }
  /** pdf.js could not be loaded here (a chunk gone after a deploy): read in place instead. */
  | { type: 'unavailable' }
  | { type: 'opened'; job: number; pageCount: number }
  | { type: 'page'; job: number }
  /** The part's text in one message. */
  | { type: 'done'; job: number; result: PdfPart }
  | ({ type: 'failed'; job: number } & WorkerFailure)
