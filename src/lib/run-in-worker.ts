/**
 * Work that runs in a dedicated worker where the page can start one, and on the page where it
 * cannot: no Worker (component tests), a strict CSP, or a worker chunk gone after a deploy. The
 * caller names its worker with `new Worker(new URL('./x.worker.ts', import.meta.url), …)` itself,
 * so the bundler still finds the worker's module.
 */

/** Whether this page can start workers at all (component tests in Node or a DOM stand-in cannot). */
export function workersAvailable(): boolean {
  return typeof window !== 'undefined' && typeof Worker === 'function'
}

/** A started worker, or null where starting it throws (a strict CSP, a missing chunk). */
export function tryStartWorker(start: () => Worker): Worker | null {
  try {
    return start()
  } catch {
    return null
  }
}

/** What one message from the worker means for the run. */
export type WorkerStep<Result> = { done: Result } | { failed: Error } | undefined

export interface WorkerRun<Message, Result> {
  start: () => Worker
  /** The same work on this thread. */
  inPlace: () => Promise<Result>
  /** Hands the worker its job (it may also wait for a 'ready' message in `onMessage`). */
  begin?: (worker: Worker) => void | Promise<void>
  /** Each message the worker posts; the first one shows that its script loaded. */
  onMessage: (data: Message, worker: Worker) => WorkerStep<Result>
  /** The error of a worker that failed after it loaded (one that never loaded runs in place). */
  crashed: (message: string) => Error
  signal?: AbortSignal
  /** The error an abort rejects with; aborting terminates the worker. */
  aborted?: () => Error
}

/** One job in a fresh worker, ended with it; in place where no worker starts or loads. */
export function runInWorker<Message, Result>(run: WorkerRun<Message, Result>): Promise<Result> {
  const abortError = run.aborted ?? (() => new DOMException('Aborted', 'AbortError'))
  if (run.signal?.aborted) return Promise.reject(abortError())
  const worker = workersAvailable() ? tryStartWorker(run.start) : null
  if (!worker) return run.inPlace()
  return new Promise<Result>((resolve, reject) => {
    let loaded = false
    const finish = () => {
      run.signal?.removeEventListener('abort', onAbort)
      worker.terminate()
      // Messages posted before the worker was terminated may still be on their way.
      worker.onmessage = null
      worker.onerror = null
    }
    const onAbort = () => {
      finish()
      reject(abortError())
    }
    run.signal?.addEventListener('abort', onAbort, { once: true })
    worker.onmessage = ({ data }: MessageEvent<Message>) => {
      loaded = true
      const step = run.onMessage(data, worker)
      if (!step) return
      finish()
      if ('done' in step) resolve(step.done)
      else reject(step.failed)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      finish()
      if (loaded) reject(run.crashed(event.message))
      else run.inPlace().then(resolve, reject)
    }
    Promise.resolve(run.begin?.(worker)).catch((error: unknown) => {
      finish()
      reject(error)
    })
  })
}
