/**
 * A PDF's text, one passage per page. The pages are read in our workers (pdf.worker.ts), as many
 * at once as the machine has cores for (pdf-pool.ts starts them, pdf-job.ts hands out the
 * pages); this thread only hands out the file, counts pages for progress and joins the pages.
 * Without workers (tests, a page that cannot start one) the same reading runs in place
 * (pdf-pages.ts).
 */
import { AppError } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { extractMessages } from './extract-messages'
import { PdfJob } from './pdf-job'
import { readPdfPages, throwIfAborted, type PdfPages } from './pdf-pages'
import { loadPdfium } from './pdfium'
import { PdfPool, type PoolWorker } from './pdf-pool'
import type { FromPdfWorker, StartPdfWorker } from './pdf-worker-protocol'
import { tryStartWorker, workersAvailable } from '@/lib/run-in-worker'
import warmUpUrl from './warm-up.pdf?url'

export interface ExtractOptions {
  signal?: AbortSignal
  onProgress?: (progress: { done: number; total: number }) => void
}

export interface PdfText {
  text: string
  /** One passage per page with text, anchored at its 1-based page number. */
  passages: SourcePassage[]
  pageCount: number
  pagesWithoutText: number[]
}

/** At most this many workers: each holds its own PDFium and a copy of the file. */
const MAX_WORKERS = 4

let poolPromise: Promise<PdfPool | null> | undefined
let nextJob = 1
/** PDFium's WebAssembly as the first worker compiled it: later workers start from it. */
let compiled: WebAssembly.Module | null = null

/** The pool's side of a worker that has loaded PDFium. */
function poolWorker(worker: Worker): PoolWorker {
  return {
    postMessage: (message, transfer) => worker.postMessage(message, transfer),
    terminate: () => worker.terminate(),
    listen: (onMessage, onCrash) => {
      worker.onmessage = ({ data }: MessageEvent<FromPdfWorker>) => onMessage(data)
      worker.onerror = (event) => {
        event.preventDefault()
        onCrash()
      }
    },
  }
}

/** A worker that has loaded PDFium, or null when it cannot start. */
function startWorker(name: string): Promise<PoolWorker | null> {
  return new Promise((resolve) => {
    const worker = tryStartWorker(
      () => new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name }),
    )
    if (!worker) {
      resolve(null)
      return
    }
    const fail = () => {
      worker.terminate()
      resolve(null)
    }
    worker.onmessage = ({ data }: MessageEvent<FromPdfWorker>) => {
      if (data.type === 'ready') {
        compiled ??= data.module
        resolve(poolWorker(worker))
      } else if (data.type === 'unavailable') fail()
    }
    worker.onerror = (event) => {
      event.preventDefault()
      fail()
    }
    worker.postMessage({ type: 'start', module: compiled } satisfies StartPdfWorker)
  })
}

/** The warm-up PDF's bytes, fetched once per pool. */
async function fetchWarmUp(): Promise<Uint8Array | null> {
  try {
    const response = await fetch(warmUpUrl)
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null
  } catch {
    return null
  }
}

/**
 * The page's PDF workers (pdf-pool.ts), up to one per core and MAX_WORKERS, kept for every later
 * PDF. The pool is there as soon as its first worker is ready; null when no worker can start.
 */
function startPool(): Promise<PdfPool | null> {
  poolPromise ??= (async () => {
    if (!workersAvailable()) return null
    const size = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1))
    const pool = new PdfPool(size, startWorker, fetchWarmUp(), () => {
      poolPromise = undefined // a worker crashed: the next PDF starts a new pool
    })
    return (await pool.startFirst()) ? pool : null
  })()
  void poolPromise.then((pool) => {
    if (!pool) poolPromise = undefined // try again with the next PDF
  })
  return poolPromise
}

/** Starts loading the PDF reader ahead of the first PDF (e.g. when the upload area appears). */
export async function preloadPdfReader(): Promise<void> {
  if (!(await startPool())) await loadPdfium()
}

function readInWorkers(
  pool: PdfPool,
  data: Uint8Array,
  fileName: string,
  { signal, onProgress }: ExtractOptions,
): Promise<PdfPages> {
  return new Promise((resolve, reject) => {
    let total = 0
    let done = 0
    const finish = (read: boolean) => {
      pool.remove(job, read)
      signal?.removeEventListener('abort', onAbort)
    }
    const job = new PdfJob(nextJob++, data, fileName, pool.size, {
      onOpened: (pageCount) => {
        pool.opened(pageCount)
        total = pageCount
        onProgress?.({ done, total })
      },
      onPage: () => {
        done += 1
        onProgress?.({ done, total })
      },
      onDone: (pages) => {
        finish(true)
        resolve({ pageCount: pages.length, pages })
      },
      onFailed: (error) => {
        finish(false)
        reject(error)
      },
    })
    const onAbort = () => job.fail(new AppError('aborted', extractMessages.cancelled))
    signal?.addEventListener('abort', onAbort, { once: true })
    pool.add(job)
  })
}

/** The pages in order: passages for pages with text, the numbers of the others. */
function joinPages({ pageCount, pages }: PdfPages): PdfText {
  const passages: SourcePassage[] = []
  const pagesWithoutText: number[] = []
  pages.forEach((text, index) => {
    const n = index + 1
    if (text === '') pagesWithoutText.push(n)
    else passages.push({ anchor: { kind: 'page', n }, text })
  })
  const text = passages.map((passage) => passage.text).join('\n\n')
  return { text, passages, pageCount, pagesWithoutText }
}

export async function extractPdfText(
  data: Uint8Array,
  name: string,
  options: ExtractOptions = {},
): Promise<PdfText> {
  throwIfAborted(options.signal)
  const pool = await startPool()
  throwIfAborted(options.signal)
  if (pool) return joinPages(await readInWorkers(pool, data, name, options))
  let total = 0
  let done = 0
  const pages = await readPdfPages(data, name, {
    signal: options.signal,
    onOpened: (pageCount) => {
      total = pageCount
      options.onProgress?.({ done, total })
    },
    onPage: () => {
      done += 1
      options.onProgress?.({ done, total })
    },
  })
  return joinPages(pages)
}
