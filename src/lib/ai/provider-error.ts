/** A provider's failure as the AI transport reports it (client.ts, transcription-client.ts). */

export type ProviderFailure =
  | 'status'
  | 'connection'
  /** The browser is offline: no request was made. */
  | 'offline'
  | 'timeout'
  | 'aborted'
  /** The prompt + max_tokens exceed the model's window: the long-source runner shrinks and goes on. */
  | 'context_length'
  /** The provider answered 200 but with no text. */
  | 'empty'
  /** The reply could not be turned into the purpose's structure (quiz / flashcards). */
  | 'invalid'
  | 'unknown'

export class ProviderError extends Error {
  readonly failure: ProviderFailure
  readonly status: number | undefined
  readonly code: string | undefined
  readonly type: string | undefined

  constructor(
    failure: ProviderFailure,
    message: string,
    options: { status?: number; code?: string; type?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'ProviderError'
    this.failure = failure
    this.status = options.status
    this.code = options.code
    this.type = options.type
  }
}
