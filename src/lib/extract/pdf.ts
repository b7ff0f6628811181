/**
 * A PDF's text, one passage per page. The pages are read in our workers (pdf.worker.ts), as many
 * at once as the machine has cores for (pdf-job.ts hands out the pages); this thread only hands
 * out the file, counts pages for progress and joins the pages. Without workers (tests, a page
 * that cannot start one) the same reading runs in place (pdf-pages.ts).
 */
import { AppError, messages } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { extractMessages } from './extract-messages'
import { PdfJob } from './pdf-job'
import { loadPdfJs, readPdfPages, throwIfAborted, type PdfPages } from './pdf-pages'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'
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

/** At most this many workers: each holds its own pdf.js and a copy of the file. */
const MAX_WORKERS = 4

interface WorkerPool {
  /** The workers that have loaded pdf.js, in the order they did. */
  workers: Worker[]
  /** The jobs being read, by id: a worker that becomes ready is offered to each. */
  jobs: Map<number, PdfJob>
  /** How many workers were started (some may not be ready yet). */
  size: number
  /** The built-in PDF each worker reads while no job needs it; null if it cannot be fetched. */
  warmUp: Promise<Uint8Array | null>
  dropped: boolean
}

let poolPromise: Promise<WorkerPool | null> | undefined
let nextJob = 1

/** A worker that has loaded pdf.js, or null when it cannot start. */
function startWorker(name: string): Promise<Worker | null> {
  return new Promise((resolve) => {
    const worker = !workersAvailable()
      ? null
      : tryStartWorker(
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
      if (data.type === 'ready') resolve(worker)
      else if (data.type === 'unavailable') fail()
    }
    worker.onerror = (event) => {
      event.preventDefault()
      fail()
    }
  })
}

/** A worker failed while reading: its jobs fail, and the next PDF starts fresh workers. */
function dropPool(pool: WorkerPool): void {
  if (pool.dropped) return
  pool.dropped = true
  poolPromise = undefined
  for (const worker of pool.workers) worker.terminate()
  for (const job of pool.jobs.values()) job.fail(new AppError('file', messages.readPdfFailed))
}

/** A worker that loaded pdf.js joins the pool and offers to help with the jobs under way. */
function addWorker(pool: WorkerPool, worker: Worker): void {
  if (pool.dropped) {
    worker.terminate()
    return
  }
  pool.workers.push(worker)
  worker.onmessage = ({ data }: MessageEvent<FromPdfWorker>) => {
    if ('job' in data) pool.jobs.get(data.job)?.receive(worker, data)
  }
  worker.onerror = (event) => {
    event.preventDefault()
    dropPool(pool)
  }
  for (const job of pool.jobs.values()) job.offer(worker)
  void pool.warmUp.then((bytes) => {
    if (!bytes || pool.dropped || pool.jobs.size > 0) return
    const copy = bytes.slice()
    worker.postMessage({ type: 'warm-up', bytes: copy } satisfies ToPdfWorker, [copy.buffer])
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
 * One worker per core, up to MAX_WORKERS, started once (starting one and loading pdf.js in it
 * costs 100–200 ms of CPU) and kept for every later PDF. The pool is there as soon as its first
 * worker is ready: a PDF starts on that one, and the others join it as they get ready. Null when
 * no worker can start.
 */
function startPool(): Promise<WorkerPool | null> {
  poolPromise ??= new Promise((resolve) => {
    if (!workersAvailable()) {
      resolve(null)
      return
    }
    const count = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1))
    const pool: WorkerPool = {
      workers: [],
      jobs: new Map(),
      size: count,
      warmUp: fetchWarmUp(),
      dropped: false,
    }
    const start = (index: number) =>
      startWorker(`studywise-pdf-${index}`).then((worker) => {
        if (worker) addWorker(pool, worker)
        return worker
      })
    // The first worker starts alone: loading pdf.js compiles ~1.5 MB of code, and on a busy
    // machine workers compiling side by side would each be ready later. The others start once it
    // is ready, and join the PDF being read, if any.
    void start(1).then((first) => {
      if (!first) {
        resolve(null)
        return
      }
      resolve(pool)
      for (let index = 2; index <= count; index += 1) void start(index)
    })
  })
  void poolPromise.then((pool) => {
    if (!pool) poolPromise = undefined // try again with the next PDF
  })
  return poolPromise
}

/** Starts loading pdf.js ahead of the first PDF (e.g. when the upload area appears). */
export async function preloadPdfJs(): Promise<void> {
  if (!(await startPool())) await loadPdfJs()
}

function readInWorkers(
  pool: WorkerPool,
  data: Uint8Array,
  fileName: string,
  { signal, onProgress }: ExtractOptions,
): Promise<PdfPages> {
  return new Promise((resolve, reject) => {
    let total = 0
    let done = 0
    const finish = () => {
      pool.jobs.delete(job.id)
      signal?.removeEventListener('abort', onAbort)
    }
    const job = new PdfJob(nextJob++, data, fileName, pool.size, {
      onOpened: (pageCount) => {
        total = pageCount
        onProgress?.({ done, total })
      },
      onPage: () => {
        done += 1
        onProgress?.({ done, total })
      },
      onDone: (pages) => {
        finish()
        resolve({ pageCount: pages.length, pages })
      },
      onFailed: (error) => {
        finish()
        reject(error)
      },
    })
    const onAbort = () => job.fail(new AppError('aborted', extractMessages.cancelled))
    signal?.addEventListener('abort', onAbort, { once: true })
    pool.jobs.set(job.id, job)
    for (const worker of pool.workers) job.offer(worker)
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
  // pdf.js takes over the buffer it is given; hand it a copy so callers keep theirs.
  const pages = await readPdfPages(data.slice(), name, {
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
