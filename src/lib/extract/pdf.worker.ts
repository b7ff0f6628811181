/// <reference lib="webworker" />
import { pdfReader } from './pdf-reader'
import { loadPdfium } from './pdfium'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'

/**
 * Reads PDF pages off the page's main thread: PDFium's parsing and text and our layout rebuild
 * all run here (pdf-reader.ts), and each page's text goes back in one message.
 */
declare const self: DedicatedWorkerGlobalScope

const handle = pdfReader((message: FromPdfWorker) => self.postMessage(message))
self.onmessage = ({ data }: MessageEvent<ToPdfWorker>) => handle(data)

// Ready once PDFium is compiled and started, so the first PDF does not wait for it.
loadPdfium().then(
  () => self.postMessage({ type: 'ready' } satisfies FromPdfWorker),
  () => self.postMessage({ type: 'unavailable' } satisfies FromPdfWorker),
)
