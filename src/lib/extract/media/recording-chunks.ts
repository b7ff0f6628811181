import { AppError } from '@/lib/errors'
import { extractMessages } from '../extract-messages'
import { fromWorkerFailure } from '../worker-failure'
import type { FromMediaWorker, ToMediaWorker } from './media-worker-protocol'
import type { AudioChunk } from './transcribe-chunks'

/**
 * The page's side of media.worker.ts: the recording's duration, then its chunks, each decoded
 * only when pulled. Aborting (or finishing) ends the worker.
 */
export interface RecordingChunks {
  duration: number
  chunks: AsyncIterable<AudioChunk>
}

export async function recordingChunks(file: File, signal?: AbortSignal): Promise<RecordingChunks> {
  const worker = new Worker(new URL('./media.worker.ts', import.meta.url), {
    type: 'module',
    name: 'studywise-media',
  })
  let waiting: { resolve: (m: FromMediaWorker) => void; reject: (e: unknown) => void } | null = null
  const backlog: FromMediaWorker[] = []
  let ended: unknown = null
  const end = (error: unknown) => {
    ended = error
    worker.terminate()
    waiting?.reject(error)
    waiting = null
  }
  const onAbort = () => end(new AppError('aborted', extractMessages.cancelled))
  signal?.addEventListener('abort', onAbort, { once: true })
  worker.onmessage = ({ data }: MessageEvent<FromMediaWorker>) => {
    if (waiting) {
      waiting.resolve(data)
      waiting = null
    } else backlog.push(data)
  }
  worker.onerror = (event) => end(new Error(event.message || 'The recording could not be read'))

  const next = (): Promise<FromMediaWorker> => {
    if (ended) return Promise.reject(ended)
    const queued = backlog.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => (waiting = { resolve, reject }))
  }
  const expect = async (): Promise<FromMediaWorker> => {
    const message = await next()
    if (message.type === 'failed') {
      const error = fromWorkerFailure(message)
      end(error)
      throw error
    }
    return message
  }
  const send = (message: ToMediaWorker) => worker.postMessage(message)

  try {
    await expect() // ready
    send({ type: 'open', file })
    const opened = await expect()
    const duration = opened.type === 'opened' ? opened.duration : 0
    async function* chunks(): AsyncGenerator<AudioChunk> {
      try {
        for (;;) {
          send({ type: 'pull' })
          const message = await expect()
          if (message.type !== 'chunk') return
          const { index, start, end: chunkEnd, audio, boundary } = message
          yield { index, start, end: chunkEnd, audio, ...(boundary ? { boundary } : {}) }
        }
      } finally {
        signal?.removeEventListener('abort', onAbort)
        if (!ended) end(new AppError('aborted', extractMessages.cancelled))
      }
    }
    return { duration, chunks: chunks() }
  } catch (error) {
    signal?.removeEventListener('abort', onAbort)
    if (!ended) end(error)
    throw error
  }
}
