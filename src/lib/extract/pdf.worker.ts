/// <reference lib="webworker" />
import { loadPdfJs } from './pdf-pages'
import { pdfReader } from './pdf-reader'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'

/**
 * Reads PDF pages off the page's main thread: pdf.js's parsing, its text content and our layout
 * rebuild all run here (pdf-reader.ts), and each page's text goes back in one message.
 */
declare const self: DedicatedWorkerGlobalScope

const handle = pdfReader((message: FromPdfWorker) => self.postMessage(message))
self.onmessage = ({ data }: MessageEvent<ToPdfWorker>) => handle(data)

// Ready once pdf.js is loaded, so the first PDF does not wait for it.
loadPdfJs().then(
  () => self.postMessage({ type: 'ready' } satisfies FromPdfWorker),
  () => self.postMessage({ type: 'unavailable' } satisfies FromPdfWorker),
)
