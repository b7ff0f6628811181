import type { AiClient, AiClientConfig } from './client'
import type { ChatReply } from './read-chat-stream'
import { ProviderError } from './errors'
import type { FromStreamWorker, StartStream } from './stream-worker-protocol'

/**
 * The same client, with `stream` run in a dedicated worker (`stream.worker.ts`) when the page
 * can start one: reading a response on the main thread costs it a task per network chunk,
 * about a second of main-thread time for a 16 KB guide sent in 4,000 chunks. Where there is no
 * Worker (tests in jsdom, old browsers) the client streams in place.
 */
export function withStreamingInWorker(client: AiClient, config: AiClientConfig): AiClient {
  if (typeof window === 'undefined' || typeof Worker !== 'function') return client
  return {
    ...client,
    stream: (request, onDelta, signal) =>
      new Promise<ChatReply>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new ProviderError('aborted', 'Request aborted'))
          return
        }
        // A page that cannot start or load the worker (a strict CSP, a chunk gone after a
        // deploy) still gets its reply, read in place.
        const streamInPlace = () => client.stream(request, onDelta, signal).then(resolve, reject)
        let worker: Worker
        try {
          worker = new Worker(new URL('./stream.worker.ts', import.meta.url), {
            type: 'module',
            name: 'studywise-ai-stream',
          })
        } catch {
          streamInPlace()
          return
        }
        // Set once the worker has sent the request: a failure after that is the request's.
        let sending = false
        let text = ''
        const finish = () => {
          signal?.removeEventListener('abort', onAbort)
          worker.terminate()
          // Messages the worker posted before it was terminated may still be on their way:
          // after Stop or Cancel, or once settled, no more text is handed over.
          worker.onmessage = null
          worker.onerror = null
        }
        // Terminating the worker cancels its request.
        const onAbort = () => {
          finish()
          reject(new ProviderError('aborted', 'Request aborted'))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        worker.onmessage = ({ data }: MessageEvent<FromStreamWorker>) => {
          sending = true
          if (data.type === 'sending') return
          if (data.type === 'delta') {
            text += data.text
            onDelta(text)
          } else if (data.type === 'done') {
            finish()
            resolve({ text, cutOff: data.cutOff })
          } else {
            finish()
            const { failure, message, ...details } = data.error
            reject(new ProviderError(failure, message, details))
          }
        }
        worker.onerror = (event) => {
          event.preventDefault()
          finish()
          // Before the request went out (the script did not load): read in place instead.
          if (sending) reject(new ProviderError('unknown', event.message || 'The stream failed'))
          else streamInPlace()
        }
        configForWorker(config).then(
          (ready) => worker.postMessage({ config: ready, request } satisfies StartStream),
          (error: unknown) => {
            finish()
            reject(
              new ProviderError('unknown', 'No credentials for the AI service', { cause: error }),
            )
          },
        )
      }),
  }
}

/** The config as the worker can receive it: the caller's JWT resolved here, on the page. */
async function configForWorker(config: AiClientConfig): Promise<AiClientConfig> {
  const { accessToken, ...rest } = config
  return accessToken ? { ...rest, apiKey: await accessToken() } : rest
}
