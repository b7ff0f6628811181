import type { DocxText } from './docx'
import type { WorkerFailure } from './worker-failure'

/** Messages between docx-in-worker.ts (the page) and docx.worker.ts. */

export interface ReadDocx {
  bytes: Uint8Array
  fileName: string
}

export type FromDocxWorker =
  { type: 'ready' } | { type: 'done'; result: DocxText } | ({ type: 'failed' } & WorkerFailure)
