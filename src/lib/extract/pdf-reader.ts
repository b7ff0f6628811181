/**
 * The PDF worker's side of pdf-worker-protocol.ts: opens each job's file, reads the ranges of
 * pages the page hands out, one after another in the order they came (the page sends the next
 * range while this one is read, so no range waits for a round trip), and posts each page's text. Warming up reads a small built-in PDF so
 * PDFium's code is compiled before the first upload; any job that arrives stops it first.
 */
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'
import { openPdf, type OpenPdf } from './pdf-pages'
import type { FromPdfWorker, PageRange, ToPdfWorker } from './pdf-worker-protocol'
import { toWorkerFailure } from './worker-failure'

interface OpenJob {
  controller: AbortController
  pdf: Promise<OpenPdf>
  /** The ranges given so far, read in turn: settles when the last one is read. */
  ranges: Promise<void>
}

/** The warm-up's job number: no job from the page has it. */
const WARM_UP = -1

/** A handler for the page's messages that answers through `post`. */
export function pdfReader(post: (message: FromPdfWorker) => void): (message: ToPdfWorker) => void {
  const jobs = new Map<number, OpenJob>()

  function close(job: number): void {
    const open = jobs.get(job)
    if (!open) return
    jobs.delete(job)
    open.controller.abort()
    open.pdf.then((pdf) => pdf.close()).catch(() => undefined)
  }

  function open(job: number, bytes: Uint8Array, fileName: string): OpenJob {
    const controller = new AbortController()
    const opened = {
      controller,
      pdf: openPdf(bytes, fileName, controller.signal),
      ranges: Promise.resolve(),
    }
    jobs.set(job, opened)
    return opened
  }

  /** Reads `pages` once the job's ranges given before are read. */
  function queue(job: number, pages: PageRange): void {
    const open = jobs.get(job)
    if (open) open.ranges = open.ranges.then(() => read(job, open, pages))
  }

  /** Reads `pages` of `open` (job `job`); nothing once the job is closed, but the warm-up's end. */
  async function read(job: number, open: OpenJob, pages: PageRange): Promise<void> {
    const { signal } = open.controller
    let pagesRead = 0
    try {
      const pdf = await open.pdf
      for (let n = pages.first; n <= Math.min(pages.last, pdf.pageCount); n += 1) {
        const text = await pdf.readPage(n, signal)
        pagesRead += 1
        if (job !== WARM_UP) post({ type: 'page', job, n, text })
        await yieldToEventLoop()
      }
      if (job !== WARM_UP && !signal.aborted) post({ type: 'idle', job })
    } catch (error) {
      if (job !== WARM_UP && !signal.aborted) {
        close(job)
        post({ type: 'failed', job, ...toWorkerFailure(error) })
      }
    } finally {
      if (job === WARM_UP) {
        close(job)
        post({ type: 'warmed-up', pages: pagesRead })
      }
    }
  }

  return (message) => {
    switch (message.type) {
      case 'warm-up':
        if (jobs.size > 0) return
        open(WARM_UP, message.bytes, 'warm-up.pdf')
        return queue(WARM_UP, { first: 1, last: Number.MAX_SAFE_INTEGER })
      case 'open': {
        close(WARM_UP)
        const { job } = message
        open(job, message.bytes, message.fileName).pdf.then(
          (pdf) => {
            if (jobs.has(job)) post({ type: 'opened', job, pageCount: pdf.pageCount })
          },
          () => undefined,
        )
        return queue(job, message.pages)
      }
      case 'read':
        return queue(message.job, message.pages)
      case 'close':
        return close(message.job)
    }
  }
}
