/**
 * A PDF's text, one passage per page. The pages are read in our workers (pdf.worker.ts), split
 * into contiguous parts when the machine has cores for them; this thread only hands out the
 * file, counts pages for progress and joins the parts. Without workers (tests, a page that
 * cannot start one) the same reading runs in place (pdf-pages.ts).
 */
import { AppError, messages } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { extractMessages } from './extract-messages'
import { loadPdfJs, readPdfPart, throwIfAborted, type PartOptions, type PdfPart } from './pdf-pages'
import type { FromPdfWorker, ToPdfWorker } from './pdf-worker-protocol'
import { fromWorkerFailure } from './worker-failure'
import { tryStartWorker, workersAvailable } from '@/lib/run-in-worker'

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

type JobMessage = Exclude<FromPdfWorker, { type: 'ready' } | { type: 'unavailable' }>

interface WorkerPool {
  workers: Worker[]
  /** Who listens to each job's messages, by job id. */
  jobs: Map<number, (message: JobMessage) => void>
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
  poolPromise = undefined
  for (const worker of pool.workers) worker.terminate()
  for (const [job, listener] of pool.jobs) {
    listener({
      type: 'failed',
      job,
      kind: 'file',
      message: messages.readPdfFailed,
      code: undefined,
    })
  }
}

/**
 * One worker per core, up to MAX_WORKERS, started once (starting one and loading pdf.js in it
 * costs ~100 ms) and kept for every later PDF. Null when no worker can start.
 */
function startPool(): Promise<WorkerPool | null> {
  poolPromise ??= (async () => {
    if (typeof Worker !== 'function') return null
    const count = Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1))
    const started = await Promise.all(
      Array.from({ length: count }, (_, index) => startWorker(`studywise-pdf-${index + 1}`)),
    )
    const workers = started.filter((worker): worker is Worker => worker !== null)
    if (workers.length === 0) return null
    const pool: WorkerPool = { workers, jobs: new Map() }
    for (const worker of workers) {
      worker.onmessage = ({ data }: MessageEvent<FromPdfWorker>) => {
        if ('job' in data) pool.jobs.get(data.job)?.(data)
      }
      worker.onerror = (event) => {
        event.preventDefault()
        dropPool(pool)
      }
    }
    return pool
  })()
  void poolPromise.then((pool) => {
    if (!pool) poolPromise = undefined // try again with the next PDF
  })
  return poolPromise
}

/** Starts loading pdf.js ahead of the first PDF (e.g. when the upload area appears). */
export async function preloadPdfJs(): Promise<void> {
  if (!(await startPool())) await loadPdfJs()
}

/** Progress over the whole document from the parts' events: `done: 0` once it is open. */
function progressCounter(
  onProgress: ExtractOptions['onProgress'],
): Required<Pick<PartOptions, 'onOpened' | 'onPage'>> {
  let total: number | undefined
  let done = 0
  return {
    onOpened: (pageCount) => {
      if (total !== undefined) return
      total = pageCount
      onProgress?.({ done, total })
    },
    onPage: () => {
      done += 1
      onProgress?.({ done, total: total ?? done })
    },
  }
}

function readInWorkers(
  pool: WorkerPool,
  data: Uint8Array,
  fileName: string,
  { signal, onProgress }: ExtractOptions,
): Promise<PdfPart[]> {
  return new Promise((resolve, reject) => {
    const job = nextJob++
    const parts: PdfPart[] = []
    const progress = progressCounter(onProgress)
    const finish = () => {
      pool.jobs.delete(job)
      signal?.removeEventListener('abort', onAbort)
    }
    const stop = (error: Error) => {
      finish()
      for (const worker of pool.workers) worker.postMessage({ type: 'cancel', job } as ToPdfWorker)
      reject(error)
    }
    const onAbort = () => stop(new AppError('aborted', extractMessages.cancelled))
    signal?.addEventListener('abort', onAbort, { once: true })
    pool.jobs.set(job, (message) => {
      switch (message.type) {
        case 'opened':
          return progress.onOpened(message.pageCount)
        case 'page':
          return progress.onPage()
        case 'failed':
          return stop(fromWorkerFailure(message))
        case 'done':
          parts.push(message.result)
          if (parts.length === pool.workers.length) {
            finish()
            resolve(parts)
          }
      }
    })
    pool.workers.forEach((worker, part) => {
      // Each worker gets its own copy of the file; the caller keeps `data`.
      const bytes = data.slice()
      const read: ToPdfWorker = {
        type: 'read',
        job,
        bytes,
        fileName,
        part,
        parts: pool.workers.length,
      }
      worker.postMessage(read, [bytes.buffer])
    })
  })
}

/** The parts' pages in page order: passages for pages with text, the numbers of the others. */
function joinParts(parts: PdfPart[]): PdfText {
  const passages: SourcePassage[] = []
  const pagesWithoutText: number[] = []
  for (const part of [...parts].sort((left, right) => left.firstPage - right.firstPage)) {
    part.pages.forEach((text, index) => {
      const n = part.firstPage + index
      if (text === '') pagesWithoutText.push(n)
      else passages.push({ anchor: { kind: 'page', n }, text })
    })
  }
  const text = passages.map((passage) => passage.text).join('\n\n')
  return { text, passages, pageCount: parts[0]?.pageCount ?? 0, pagesWithoutText }
}

export async function extractPdfText(
  data: Uint8Array,
  name: string,
  options: ExtractOptions = {},
): Promise<PdfText> {
  throwIfAborted(options.signal)
  const pool = await startPool()
  throwIfAborted(options.signal)
  if (pool) return joinParts(await readInWorkers(pool, data, name, options))
  // pdf.js takes over the buffer it is given; hand it a copy so callers keep theirs.
  const part = await readPdfPart(
    data.slice(),
    name,
    { part: 0, parts: 1 },
    { signal: options.signal, ...progressCounter(options.onProgress) },
  )
  return joinParts([part])
}
