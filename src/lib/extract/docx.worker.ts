/// <reference lib="webworker" />
import { AppError } from '@/lib/errors'
import { extractDocxText } from './docx'
import type { FromDocxWorker, ReadDocx } from './docx-worker-protocol'

/**
 * Reads one Word document off the page's main thread: inflating its parts and mammoth's parse
 * take seconds for large documents, and the page stays responsive meanwhile.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromDocxWorker) => self.postMessage(message)

self.onmessage = ({ data }: MessageEvent<ReadDocx>) => {
  extractDocxText(data.bytes, data.fileName).then(
    (result) => post({ type: 'done', result }),
    (error: unknown) =>
      post(
        error instanceof AppError
          ? { type: 'failed', kind: error.kind, message: error.message, code: error.code }
          : { type: 'failed', kind: null, message: String(error), code: undefined },
      ),
  )
}

post({ type: 'ready' })
