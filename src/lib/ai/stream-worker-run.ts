import { createTextPacer } from '@/lib/text-pacer'
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
  // Only the new text crosses to the page, at most once per DELTA_INTERVAL_MS.
  const pacer = createTextPacer(
    (latest) => {
      if (latest.length === sent) return
      post({ type: 'delta', text: latest.slice(sent) })
      sent = latest.length
    },
    { every: DELTA_INTERVAL_MS },
  )
  try {
    const client = createAiClient(config)
    post({ type: 'sending' })
    const reply = await client.stream(request, pacer.push)
    pacer.push(reply.text)
    pacer.flush()
    post({ type: 'done', cutOff: reply.cutOff })
  } catch (error) {
    pacer.cancel()
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
