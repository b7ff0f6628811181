import { AppError } from '@/lib/errors'
import { runInWorker } from '@/lib/run-in-worker'
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
 * one, else in place; the limits are the same either way (BoundedZip). Aborting ends the worker.
 */
export function readDocx(
  bytes: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
): Promise<DocxText> {
  return runInWorker<FromDocxWorker, DocxText>({
    start: () =>
      new Worker(new URL('./docx.worker.ts', import.meta.url), {
        type: 'module',
        name: 'studywise-docx',
      }),
    inPlace: () => readInPlace(bytes, fileName),
    onMessage: (data, worker) => {
      if (data.type === 'ready') {
        worker.postMessage({ bytes, fileName } satisfies ReadDocx)
        return undefined
      }
      return data.type === 'done' ? { done: data.result } : { failed: fromWorkerFailure(data) }
    },
    crashed: (message) => new Error(message || 'The document could not be read'),
    signal,
    aborted: () => new AppError('aborted', extractMessages.cancelled),
  })
}
