import { AppError } from '@/lib/errors'

interface AuthErrorLike {
  message?: unknown
  status?: unknown
  code?: unknown
  name?: unknown
}

/**
 * The server's own message when it sent one (spec section 8), else `fallback`. supabase-js
 * turns 5xx answers into errors whose message is the serialised response ("{}"), and network
 * failures into fetch messages: neither is worth showing, so those get the fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback
  const { message, status, name } = error as AuthErrorLike
  if (typeof message !== 'string' || message.trim() === '' || message === '{}') return fallback
  if (name === 'AuthRetryableFetchError') return fallback
  if (typeof status === 'number' && status >= 500) return fallback
  return message
}

export function authStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status = (error as AuthErrorLike).status
  return typeof status === 'number' ? status : undefined
}

export function authCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as AuthErrorLike).code
  return typeof code === 'string' ? code : undefined
}

export function toAuthAppError(error: unknown, fallback: string): AppError {
  return new AppError('auth', serverMessage(error, fallback), {
    cause: error,
    status: authStatus(error),
    code: authCode(error),
  })
}
