import type { AiClientConfig, ChatRequest } from './client'
import type { ProviderFailure } from './errors'

/** Messages between `stream-in-worker.ts` (the page) and `stream.worker.ts`. */
/** The one message the page sends; it aborts by terminating the worker. */
export interface StartStream {
  config: AiClientConfig
  request: ChatRequest
}

export interface SerializedProviderError {
  failure: ProviderFailure
  message: string
  status: number | undefined
  code: string | undefined
  type: string | undefined
}

export type FromStreamWorker =
  /**
   * The request goes out now: from here on a worker that fails must not be replaced by a
   * stream in place, which would send the request (and spend its tokens) a second time.
   */
  | { type: 'sending' }
  /** The text that arrived since the previous message. */
  | { type: 'delta'; text: string }
  /** `cutOff`: the reply stopped at max_tokens or the stream ended early (client.ts). */
  | { type: 'done'; cutOff: boolean }
  | { type: 'error'; error: SerializedProviderError }

/**
 * The worker sends what arrived at most this often: one message per frame keeps the page's work
 * per stream in the hundreds of tasks, whatever the number of network chunks.
 */
export const DELTA_INTERVAL_MS = 16
