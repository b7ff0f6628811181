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
  /** The text that arrived since the previous message. */
  | { type: 'delta'; text: string }
  | { type: 'done' }
  | { type: 'error'; error: SerializedProviderError }

/**
 * The worker sends what arrived at most this often: one message per frame keeps the page's work
 * per stream in the hundreds of tasks, whatever the number of network chunks.
 */
export const DELTA_INTERVAL_MS = 16
