import { AppError } from '@/lib/errors'
import { readerLanguage } from '@/study-engine/text/reader-language'
import type { LanguageCode as EngineLanguage } from '@/study-engine/text/stopwords'
import { tryStartWorker } from '@/lib/run-in-worker'
import {
  OFFLINE_ENGINE_LABEL,
  type CallOptions,
  type StreamCallOptions,
  type StudyEngine,
} from '@/study-engine/types'
import {
  ABORT_MESSAGES,
  type FromOfflineWorker,
  type OfflineCall,
  type OfflineInput,
  type OfflineMethod,
  type OfflineResult,
} from './offline-worker-protocol'
import { runOfflineCall } from './run-offline-call'

/**
 * The offline engine with its work in a dedicated worker (`offline.worker.ts`), so a long source
 * (seconds of CPU at 2,000,000 characters) never blocks the page. Where no worker can be started
 * (jsdom, a strict CSP, a worker chunk gone after a deploy) the same calls run in place through
 * the same `runOfflineCall`. An aborted call rejects at once and the worker busy with it is
 * stopped; calls still waiting go to a fresh one.
 */

/** A worker left idle this long is stopped, releasing the analyses it keeps (~55 MB per 2M). */
export const OFFLINE_WORKER_IDLE_MS = 60_000

type StartWorker = () => Worker

const startModuleWorker: StartWorker = () =>
  new Worker(new URL('./offline.worker.ts', import.meta.url), {
    type: 'module',
    name: 'studywise-offline-engine',
  })

interface Pending {
  call: OfflineCall
  /** The worker it was posted to; null while it runs in place. */
  worker: Worker | null
  settle: (reply: FromOfflineWorker) => void
}

function replyError({ error }: Extract<FromOfflineWorker, { ok: false }>): Error {
  return error.app
    ? new AppError(error.app.kind, error.message, {
        code: error.app.code,
        status: error.app.status,
      })
    : new Error(error.message)
}

export function createOfflineEngineInWorker(
  startWorker: StartWorker | null = typeof Worker === 'function' ? startModuleWorker : null,
): StudyEngine {
  const pending = new Map<number, Pending>()
  let nextId = 0
  let worker: Worker | null = null
  /** Set once a worker could not be started or loaded: every call runs in place from then. */
  let inPlaceOnly = startWorker === null
  let inPlaceEngine: Promise<(reader: EngineLanguage) => StudyEngine> | null = null
  let idleTimer: ReturnType<typeof setTimeout> | null = null

  const stopWorker = (stopped: Worker) => {
    stopped.terminate()
    if (worker === stopped) worker = null
  }

  const runInPlace = (entry: Pending) => {
    entry.worker = null
    inPlaceEngine ??= import('./offline-engine').then((module) => module.createOfflineEngine)
    void inPlaceEngine.then((engineFor) => runOfflineCall(engineFor, entry.call)).then(entry.settle)
  }

  const clearIdleTimer = () => {
    if (idleTimer !== null) clearTimeout(idleTimer)
    idleTimer = null
  }

  const onReply = (reply: FromOfflineWorker) => {
    pending.get(reply.id)?.settle(reply)
    const idle = worker
    if (idle && ![...pending.values()].some((entry) => entry.worker === idle)) {
      clearIdleTimer()
      idleTimer = setTimeout(() => stopWorker(idle), OFFLINE_WORKER_IDLE_MS)
    }
  }

  const spawn = (): Worker | null => {
    const started = inPlaceOnly || !startWorker ? null : tryStartWorker(startWorker)
    if (!started) {
      inPlaceOnly = true
      return null
    }
    let answered = false
    started.onmessage = ({ data }: MessageEvent<FromOfflineWorker>) => {
      answered = true
      onReply(data)
    }
    started.onerror = (event) => {
      event.preventDefault()
      stopWorker(started)
      const stranded = [...pending.values()].filter((entry) => entry.worker === started)
      // A worker that never answered did not load: the page runs the engine itself from now.
      if (!answered) inPlaceOnly = true
      for (const entry of stranded) {
        if (answered)
          entry.settle({
            id: entry.call.id,
            ok: false,
            error: { message: event.message || 'The offline engine stopped' },
          })
        else runInPlace(entry)
      }
    }
    return started
  }

  const post = (entry: Pending) => {
    clearIdleTimer()
    worker ??= spawn()
    if (!worker) return runInPlace(entry)
    try {
      worker.postMessage(entry.call)
      entry.worker = worker
    } catch {
      // An input the worker cannot receive (not structured-cloneable) is still answered.
      runInPlace(entry)
    }
  }

  function call<M extends OfflineMethod>(
    method: M,
    input: OfflineInput<M>,
    options: CallOptions | undefined,
  ): Promise<OfflineResult<M>> {
    const signal = options?.signal
    return new Promise<OfflineResult<M>>((resolve, reject) => {
      const aborted = () => new AppError('aborted', ABORT_MESSAGES[method])
      if (signal?.aborted) return reject(aborted())
      const id = nextId++
      const onAbort = () => {
        const entry = pending.get(id)
        if (!entry) return
        pending.delete(id)
        reject(aborted())
        // The worker cannot be interrupted: stop it, and hand its other calls to a fresh one.
        const busy = entry.worker
        if (!busy) return
        stopWorker(busy)
        for (const other of pending.values()) if (other.worker === busy) post(other)
      }
      const entry: Pending = {
        call: { id, method, input, reader: readerLanguage() } as OfflineCall,
        worker: null,
        settle: (reply) => {
          if (!pending.delete(id)) return
          signal?.removeEventListener('abort', onAbort)
          if (reply.ok) resolve(reply.value as OfflineResult<M>)
          else reject(replyError(reply))
        },
      }
      pending.set(id, entry)
      signal?.addEventListener('abort', onAbort, { once: true })
      post(entry)
    })
  }

  /** The streamed purposes hand over their whole text at once, as the in-place engine does. */
  async function streamed<M extends 'generateStudyGuide' | 'generateCombinedGuide' | 'askTutor'>(
    method: M,
    input: OfflineInput<M>,
    options: StreamCallOptions | undefined,
  ): Promise<string> {
    const text = await call(method, input, options)
    options?.onText?.(text)
    return text
  }

  return {
    kind: 'offline',
    label: OFFLINE_ENGINE_LABEL,
    generateTitle: (content, options) => call('generateTitle', content, options),
    generateStudyGuide: (input, options) => streamed('generateStudyGuide', input, options),
    generateCombinedGuide: (input, options) => streamed('generateCombinedGuide', input, options),
    askTutor: (input, options) => streamed('askTutor', input, options),
    generateQuiz: (input, options) => call('generateQuiz', input, options),
    generateFlashcards: (input, options) => call('generateFlashcards', input, options),
    explainMistake: (input, options) => call('explainMistake', input, options),
  }
}
