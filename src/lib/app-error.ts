/**
 * The one error type the app throws, its `message` always fit to show. Apart from the spec's
 * message table (errors.ts, which re-exports this) so that the landing page's first load (the
 * toasts, the session's provider) carries the type without the table.
 */
export type AppErrorKind =
  'validation' | 'auth' | 'data' | 'ai' | 'file' | 'network' | 'aborted' | 'not-configured'

/**
 * One of the spec's messages by its name in the message table (errors.ts) and its arguments: a
 * screen shows it in the student's language (lib/i18n/error-text.ts) without reading the English.
 */
export interface SpecRef {
  name: string
  args: readonly (string | number)[]
}

/** The single error type thrown by API functions; `message` is always user-facing. */
export class AppError extends Error {
  readonly kind: AppErrorKind
  readonly status: number | undefined
  readonly code: string | undefined
  /** Which spec message `message` is, when it is one. */
  readonly spec: SpecRef | undefined

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { cause?: unknown; status?: number; code?: string; spec?: SpecRef } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.kind = kind
    this.status = options.status
    this.code = options.code
    this.spec = options.spec
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}

/** The user-facing message of any thrown value, with a fallback for foreign errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAppError(error)) return error.message
  return fallback
}
