import type { AppErrorKind } from '@/lib/errors'
import type { DocxText } from './docx'

/** Messages between docx-in-worker.ts (the page) and docx.worker.ts. */

export interface ReadDocx {
  bytes: Uint8Array
  fileName: string
}

export type FromDocxWorker =
  | { type: 'ready' }
  | { type: 'done'; result: DocxText }
  /** An AppError's kind, message and code; `kind: null` for anything else (a damaged file). */
  | { type: 'failed'; kind: AppErrorKind | null; message: string; code: string | undefined }
