/**
 * Text recognition from the page's side: OCR workers (ocr.worker.ts), one per core up to the
 * pages to read, each handed a copy of the file and given pages one at a time as it becomes
 * free. The main thread only passes messages. A worker that finished a file waits a while for
 * the next one with its engine and language data loaded (a photo after a photo starts at once);
 * cancelling ends the file's workers at once (a page being recognised cannot be interrupted
 * otherwise).
 */
import { AppError } from '@/lib/errors'
import { extractMessages } from '../extract-messages'
import { readerError } from '../reader-error'
import { fromWorkerFailure } from '../worker-failure'
import { languageOfText, type OcrLanguage } from './ocr-languages'
import type { FromOcrWorker, OcrSource, ToOcrWorker } from './ocr-protocol'

/** Each worker holds the engine (~40 MB) and its language data: four is plenty. */
const MAX_WORKERS = 4

export interface RecogniseOptions {
  fileName: string
  languages: OcrLanguage[]
  signal?: AbortSignal
  /** Pages recognised so far, of all the pages asked for. */
  onProgress?: (progress: { done: number; total: number }) => void
}

/** How long a worker with its engine loaded waits for another file before it ends. */
const IDLE_MS = 60_000

/**
 * The longest one page may take to draw and recognise on a quiet core of the machine the app
 * was measured on: a scanned page takes 1–2 s there, a slide of vector formulas drawn at 300 dpi
 * took over a minute. Each page's bound is this times the slowdown its worker measured as it
 * started the page (thread-speed.ts): a phone's slower core, or a machine busy with other work,
 * gets the time the same page needs there, where a wall-clock 10 s cut off every page of a real
 * scan on a busy 2-core machine.
 */
export const QUIET_PAGE_LIMIT_MS = 10_000
/** How many of the last measured slowdowns a page's bound takes the largest of. */
const RECENT_SLOWDOWNS = 4

/**
 * A page's recognised text; not `reliable` when it reads as no language, or when it took longer
 * than its bound (then `tooSlow`, and no text).
 */
export interface PageText {
  text: string
  reliable: boolean
  tooSlow?: true
}

const idle: { worker: Worker; timer: ReturnType<typeof setTimeout> }[] = []

function takeWorker(index: number): Worker {
  const waiting = idle.pop()
  if (waiting) {
    clearTimeout(waiting.timer)
    return waiting.worker
  }
  return new Worker(new URL('./ocr.worker.ts', import.meta.url), {
    type: 'module',
    name: `studywise-ocr-${index + 1}`,
  })
}

function releaseWorker(worker: Worker): void {
  worker.onmessage = null
  worker.onerror = null
  const entry = {
    worker,
    timer: setTimeout(() => {
      idle.splice(idle.indexOf(entry), 1)
      worker.terminate()
    }, IDLE_MS),
  }
  idle.push(entry)
}

function workerCount(pages: number): number {
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1
  return Math.max(1, Math.min(MAX_WORKERS, cores, pages))
}

/** The pages' recognised text, by page number (1 for an image). */
export function recognisePages(
  source: OcrSource,
  pages: readonly number[],
  { fileName, languages: initial, signal, onProgress }: RecogniseOptions,
): Promise<Map<number, PageText>> {
  return new Promise((resolve, reject) => {
    if (typeof Worker !== 'function') {
      reject(readerError('recognitionUnavailable', [fileName]))
      return
    }
    const texts = new Map<number, PageText>()
    const waiting = [...pages]
    const workers: Worker[] = []
    /** Each worker's page and the timer that ends the worker if the page takes too long. */
    const busy = new Map<Worker, { page: number; timer: ReturnType<typeof setTimeout> }>()
    let started = 0
    /**
     * The slowdowns the file's workers measured on their last pages: a page is bounded by the
     * largest, since one short measurement can fall in a moment the thread ran alone.
     */
    const slowdowns: number[] = []
    const slowdown = (measured: number) => {
      slowdowns.push(measured)
      if (slowdowns.length > RECENT_SLOWDOWNS) slowdowns.shift()
      return Math.max(1, ...slowdowns)
    }
    let languages = [...initial]
    let settled = false
    const finish = (error?: Error) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', onAbort)
      for (const { timer } of busy.values()) clearTimeout(timer)
      for (const worker of workers) {
        if (error) worker.terminate()
        else releaseWorker(worker)
      }
      if (error) reject(error)
      else resolve(texts)
    }
    const onAbort = () => finish(new AppError('aborted', extractMessages.cancelled))
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    onProgress?.({ done: 0, total: pages.length })

    const done = (page: number, text: PageText) => {
      texts.set(page, text)
      onProgress?.({ done: texts.size, total: pages.length })
      if (texts.size === pages.length) finish()
    }
    /** Ends the worker if its page takes longer than `limit` from now. */
    const bound = (worker: Worker, page: number, limit: number) => {
      clearTimeout(busy.get(worker)?.timer)
      busy.set(worker, { page, timer: setTimeout(() => tooSlow(worker, page), limit) })
    }
    const next = (worker: Worker) => {
      const page = waiting.shift()
      if (page === undefined) return
      // Until the worker says how fast it runs, the quiet bound covers its start on the page.
      bound(worker, page, QUIET_PAGE_LIMIT_MS)
      worker.postMessage({ type: 'recognise', page } satisfies ToOcrWorker)
    }
    /** The page took too long: its worker is ended, and another takes the pages left. */
    const tooSlow = (worker: Worker, page: number) => {
      if (settled) return
      busy.delete(worker)
      workers.splice(workers.indexOf(worker), 1)
      worker.terminate()
      done(page, { text: '', reliable: false, tooSlow: true })
      if (!settled && waiting.length > 0) start()
    }
    /**
     * The first page read tells the material's language; when it is one not loaded yet, every
     * worker switches and that page is read again.
     */
    const languageFound = (text: string): boolean => {
      const found = languageOfText(text)
      if (!found || languages.includes(found)) return false
      languages = [...languages, found]
      for (const worker of workers) {
        worker.postMessage({ type: 'languages', languages } satisfies ToOcrWorker)
      }
      return true
    }
    let checkedLanguage = false

    function start(): void {
      let worker: Worker
      try {
        worker = takeWorker(started++)
      } catch (error) {
        finish(readerError('recognitionUnavailable', [fileName], { cause: error }))
        return
      }
      workers.push(worker)
      worker.onmessage = ({ data }: MessageEvent<FromOcrWorker>) => {
        if (settled) return
        switch (data.type) {
          case 'ready':
            return next(worker)
          case 'reading':
            return bound(worker, data.page, QUIET_PAGE_LIMIT_MS * slowdown(data.slowdown))
          case 'failed':
            return finish(fromWorkerFailure(data))
          case 'text':
            clearTimeout(busy.get(worker)?.timer)
            busy.delete(worker)
            if (!checkedLanguage) {
              checkedLanguage = true
              if (languageFound(data.text)) {
                waiting.unshift(data.page)
                return next(worker)
              }
            }
            done(data.page, { text: data.text, reliable: data.reliable })
            return settled ? undefined : next(worker)
        }
      }
      worker.onerror = (event) => {
        event.preventDefault()
        finish(readerError('recognitionFailed', [fileName]))
      }
      // Each worker gets its own copy of the file; the caller keeps its bytes.
      const bytes = source.bytes.slice()
      const open: ToOcrWorker = {
        type: 'open',
        source: { kind: source.kind, bytes },
        fileName,
        languages,
      }
      worker.postMessage(open, [bytes.buffer])
    }
    for (let index = 0; index < workerCount(pages.length); index += 1) start()
  })
}
