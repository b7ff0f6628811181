import type { WorkerFailure } from '../worker-failure'
import type { OcrLanguage } from './ocr-languages'

/**
 * Messages between recognise.ts (the page) and ocr.worker.ts. A worker serves one file: it is
 * given the file once, then asked for pages one at a time, so pages spread over the workers as
 * each becomes free. It answers in the order asked.
 */

export type OcrSource = { kind: 'pdf'; bytes: Uint8Array } | { kind: 'image'; bytes: Uint8Array }

export type ToOcrWorker =
  | { type: 'open'; source: OcrSource; fileName: string; languages: OcrLanguage[] }
  /** Recognise with these languages from now on (a language found in the text read so far). */
  | { type: 'languages'; languages: OcrLanguage[] }
  /** A PDF page (1-based), or 1 for an image. */
  | { type: 'recognise'; page: number }

export type FromOcrWorker =
  | { type: 'ready' }
  /**
   * Starting on a page, running `slowdown` times slower than a quiet core (thread-speed.ts): the
   * page's time bound is scaled by it.
   */
  | { type: 'reading'; page: number; slowdown: number }
  /** A page's text; `reliable` false when it reads as no language (recognition-quality.ts). */
  | { type: 'text'; page: number; text: string; reliable: boolean }
  | ({ type: 'failed' } & WorkerFailure)
