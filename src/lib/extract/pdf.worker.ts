/// <reference lib="webworker" />
import { loadPdfJs, readPdfPart } from './pdf-pages'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'
import { toWorkerFailure } from './worker-failure'

/**
 * Reads a part of a PDF's pages off the page's main thread: pdf.js's parsing, its text content
 * and our layout rebuild all run here, and the part's text goes back in one message.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromPdfWorker) => self.postMessage(message)
const running = new Map<number, AbortController>()

self.onmessage = ({ data }: MessageEvent<ToPdfWorker>) => {
  if (data.type === 'cancel') {
    running.get(data.job)?.abort()
    return
  }
  const { job, bytes, fileName, part, parts } = data
  const controller = new AbortController()
  running.set(job, controller)
  readPdfPart(
    bytes,
    fileName,
    { part, parts },
    {
      signal: controller.signal,
      onOpened: (pageCount) => post({ type: 'opened', job, pageCount }),
      onPage: () => post({ type: 'page', job }),
    },
  )
    .then(
      (result) => post({ type: 'done', job, result }),
      (error: unknown) => post({ type: 'failed', job, ...toWorkerFailure(error) }),
    )
    .finally(() => running.delete(job))
}

// Ready once pdf.js is loaded, so the first PDF does not wait for it.
loadPdfJs().then(
  () => post({ type: 'ready' }),
  () => post({ type: 'unavailable' }),
)
