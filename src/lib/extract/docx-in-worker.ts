import { AppError } from '@/lib/errors'
import type { DocxText } from './docx'
import type { FromDocxWorker, ReadDocx } from './docx-worker-protocol'
import { extractMessages } from './extract-messages'
import { fromWorkerFailure } from './worker-failure'

async function readInPlace(bytes: Uint8Array, fileName: string): Promise<DocxText> {
  const { extractDocxText } = await import('./docx')
  return extractDocxText(bytes, fileName)
}

/**
 * A Word document's text, read in a dedicated worker (docx.worker.ts) when the page can start
 * one. A page that cannot (no Worker in tests, a strict CSP, a chunk gone after a deploy) reads
 * it in place; the limits are the same either way (BoundedZip). Aborting ends the worker.
 */
export function readDocx(
  bytes: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
): Promise<DocxText> {
  if (typeof window === 'undefined' || typeof Worker !== 'function')
    return readInPlace(bytes, fileName)
  return new Promise<DocxText>((resolve, reject) => {
    const inPlace = () => readInPlace(bytes, fileName).then(resolve, reject)
    let worker: Worker
    try {
      worker = new Worker(new URL('./docx.worker.ts', import.meta.url), {
        type: 'module',
        name: 'studywise-docx',
      })
    } catch {
      void inPlace()
      return
    }
    let ready = false
    const finish = () => {
      signal?.removeEventListener('abort', onAbort)
      worker.terminate()
    }
    const onAbort = () => {
      finish()
      reject(new AppError('aborted', extractMessages.cancelled))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.onmessage = ({ data }: MessageEvent<FromDocxWorker>) => {
      if (data.type === 'ready') {
        ready = true
        worker.postMessage({ bytes, fileName } satisfies ReadDocx)
        return
      }
      finish()
      if (data.type === 'done') resolve(data.result)
      else reject(fromWorkerFailure(data))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      finish()
      // A worker that never started: read here. One that failed while reading: a failure.
      if (ready) reject(new Error(event.message || 'The document could not be read'))
      else void inPlace()
    }
  })
}
