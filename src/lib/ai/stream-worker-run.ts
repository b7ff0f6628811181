import { createAiClient } from './client'
import { ProviderError } from './errors'
import {
  DELTA_INTERVAL_MS,
  type FromStreamWorker,
  type StartStream,
} from './stream-worker-protocol'

/**
 * What the stream worker (stream.worker.ts) does with its one message: streams the completion
 * and posts the new text at most once per DELTA_INTERVAL_MS, then 'done' or 'error'. It says
 * 'sending' first, so the page never sends the request again if the worker dies after that.
 */
export async function runStream(
  { config, request }: StartStream,
  post: (message: FromStreamWorker) => void,
): Promise<void> {
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
    const client = createAiClient(config)
    post({ type: 'sending' })
    const reply = await client.stream(request, onDelta)
    latest = reply.text
    sendDelta()
    post({ type: 'done', cutOff: reply.cutOff })
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
