/// <reference lib="webworker" />
import type { PcmChunk } from './chunker'
import { wavBytes } from './chunker'
import { openRecording } from './decode-recording'
import type { FromMediaWorker, ToMediaWorker } from './media-worker-protocol'
import { toWorkerFailure } from '../worker-failure'

/**
 * Decodes, resamples and cuts one recording off the page's main thread. The page pulls chunks
 * one at a time ('pull'), as it has room to send them, so decoding never runs far ahead.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromMediaWorker) => self.postMessage(message)
let chunks: AsyncGenerator<PcmChunk, void, undefined> | undefined

async function handle(message: ToMediaWorker): Promise<void> {
  if (message.type === 'open') {
    const opened = await openRecording(message.file)
    chunks = opened.chunks
    post({ type: 'opened', duration: opened.duration })
    return
  }
  const next = await chunks?.next()
  if (!next || next.done) {
    post({ type: 'end' })
    return
  }
  const { index, start, end, samples, boundary } = next.value
  const audio = new Blob([wavBytes(samples, 16_000)], { type: 'audio/wav' })
  post({ type: 'chunk', index, start, end, audio, ...(boundary ? { boundary } : {}) })
}

// Messages are handled one after another: a pull waits for the open before it.
let queue = Promise.resolve()
self.onmessage = ({ data }: MessageEvent<ToMediaWorker>) => {
  queue = queue
    .then(() => handle(data))
    .catch((error: unknown) => {
      post({ type: 'failed', ...toWorkerFailure(error) })
    })
}

post({ type: 'ready' })
