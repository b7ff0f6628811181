/// <reference lib="webworker" />
import { extractDocxText } from './docx'
import type { FromDocxWorker, ReadDocx } from './docx-worker-protocol'
import { toWorkerFailure } from './worker-failure'

/**
 * Reads one Word document off the page's main thread: inflating its parts and mammoth's parse
 * take seconds for large documents, and the page stays responsive meanwhile.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromDocxWorker) => self.postMessage(message)

self.onmessage = ({ data }: MessageEvent<ReadDocx>) => {
  extractDocxText(data.bytes, data.fileName).then(
    (result) => post({ type: 'done', result }),
    (error: unknown) => post({ type: 'failed', ...toWorkerFailure(error) }),
  )
}

post({ type: 'ready' })
