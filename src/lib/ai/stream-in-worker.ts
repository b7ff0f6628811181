import type { AiClient, AiClientConfig } from './client'
import type { ChatReply } from './read-chat-stream'
import { ProviderError } from './errors'
import type { FromStreamWorker, StartStream } from './stream-worker-protocol'
import { runInWorker } from '@/lib/run-in-worker'

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
    stream: (request, onDelta, signal) => {
      let text = ''
      return runInWorker<FromStreamWorker, ChatReply>({
        start: () =>
          new Worker(new URL('./stream.worker.ts', import.meta.url), {
            type: 'module',
            name: 'studywise-ai-stream',
          }),
        // The worker says 'sending' before its request: one that fails later is never replaced
        // by a second request read in place.
        inPlace: () => client.stream(request, onDelta, signal),
        begin: async (worker) => {
          const ready = await configForWorker(config).catch((error: unknown) => {
            throw new ProviderError('unknown', 'No credentials for the AI service', {
              cause: error,
            })
          })
          worker.postMessage({ config: ready, request } satisfies StartStream)
        },
        onMessage: (data) => {
          if (data.type === 'sending') return undefined
          if (data.type === 'delta') {
            text += data.text
            onDelta(text)
            return undefined
          }
          if (data.type === 'done') return { done: { text, cutOff: data.cutOff } }
          const { failure, message, ...details } = data.error
          return { failed: new ProviderError(failure, message, details) }
        },
        crashed: (message) => new ProviderError('unknown', message || 'The stream failed'),
        signal,
        // Terminating the worker cancels its request.
        aborted: () => new ProviderError('aborted', 'Request aborted'),
      })
    },
  }
}

/**
 * The config as the worker can receive it: the caller's JWT and the CAPTCHA answer resolved
 * here, on the page.
 */
async function configForWorker(config: AiClientConfig): Promise<AiClientConfig> {
  const { accessToken, captcha, ...rest } = config
  return {
    ...rest,
    ...(accessToken ? { apiKey: await accessToken() } : {}),
    ...(captcha ? { captchaAnswer: await captcha() } : {}),
  }
}
