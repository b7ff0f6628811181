/// <reference lib="webworker" />
import { toWorkerFailure } from '@/lib/extract/worker-failure'
import type { AnkiJob, FromAnkiWorker } from './anki-protocol'
import { runAnkiJob } from './run-anki-job'

/**
 * Writes or reads one Anki package or card list off the page's main thread: SQLite, inflating
 * and hashing 10,000 cards take a while, and the page stays responsive meanwhile.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromAnkiWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer)

self.onmessage = ({ data }: MessageEvent<AnkiJob>) => {
  runAnkiJob(data).then(
    (result) => post({ type: 'done', result }, result instanceof Uint8Array ? [result.buffer] : []),
    (error: unknown) => post({ type: 'failed', ...toWorkerFailure(error) }),
  )
}

post({ type: 'ready' })
