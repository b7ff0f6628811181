/// <reference lib="webworker" />
import { createAiClient } from './client'
import { ProviderError } from './errors'
import {
  DELTA_INTERVAL_MS,
  type FromStreamWorker,
  type StartStream,
} from './stream-worker-protocol'

/**
 * Streams one chat completion off the page's main thread: the browser delivers every network
 * chunk of the response to the thread that called fetch (thousands of tasks for a long guide),
 * so that thread is this one, and the page only receives the new text once per frame.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromStreamWorker) => self.postMessage(message)

self.onmessage = ({ data }: MessageEvent<StartStream>) => void stream(data)

async function stream({ config, request }: StartStream) {
  let sent = 0
  let latest = ''
  let lastPost = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | null = null
  const sendDelta = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    lastPost = performance.now()
    if (latest.length === sent) return
    post({ type: 'delta', text: latest.slice(sent) })
    sent = latest.length
  }
  // Leading edge: a chunk after a quiet spell goes out at once, a flood once per interval.
  const onDelta = (textSoFar: string) => {
    latest = textSoFar
    const wait = lastPost + DELTA_INTERVAL_MS - performance.now()
    if (wait <= 0) sendDelta()
    else timer ??= setTimeout(sendDelta, wait)
  }
  try {
    latest = await createAiClient(config).stream(request, onDelta)
    sendDelta()
    post({ type: 'done' })
  } catch (error) {
    if (timer !== null) clearTimeout(timer)
    const failure =
      error instanceof ProviderError ? error : new ProviderError('unknown', String(error))
    post({
      type: 'error',
      error: {
        failure: failure.failure,
        message: failure.message,
        status: failure.status,
        code: failure.code,
        type: failure.type,
      },
    })
  }
}
