/// <reference lib="webworker" />
import { pdfReader } from './pdf-reader'
import { loadPdfium } from './pdfium'
import type { FromPdfWorker, StartPdfWorker, ToPdfWorker } from './pdf-worker-protocol'

/**
 * Reads PDF pages off the page's main thread: PDFium's parsing and text and our layout rebuild
 * all run here (pdf-reader.ts), and each page's text goes back in one message.
 */
declare const self: DedicatedWorkerGlobalScope

const handle = pdfReader((message: FromPdfWorker) => self.postMessage(message))

// Ready once PDFium is started, so the first PDF does not wait for it.
function start(module: WebAssembly.Module | null): void {
  loadPdfium(module ?? undefined).then(
    (pdfium) => self.postMessage({ type: 'ready', module: pdfium.module } satisfies FromPdfWorker),
    () => self.postMessage({ type: 'unavailable' } satisfies FromPdfWorker),
  )
}

self.onmessage = ({ data }: MessageEvent<ToPdfWorker | StartPdfWorker>) => {
  if (data.type === 'start') start(data.module)
  else handle(data)
}
