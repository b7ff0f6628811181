import { AppError, messages } from '@/lib/errors'

interface AuthErrorLike {
  message?: unknown
  status?: unknown
  code?: unknown
  name?: unknown
}

/**
 * The server's own message when it sent one, else `fallback`. supabase-js
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

/**
 * Hosted Auth's limits on sending e-mail, as the app's own messages with the wait:
 * 429 'For security purposes, you can only request this after N seconds.' (one mail of a kind
 * per address per minute) and 429 'email rate limit exceeded' (the project's mails per hour).
 * Undefined for any other error.
 */
export function emailLimitMessage(error: unknown): string | undefined {
  if (authStatus(error) !== 429) return undefined
  const text =
    typeof (error as AuthErrorLike).message === 'string'
      ? String((error as AuthErrorLike).message)
      : ''
  const wait = /after (\d+) seconds?/i.exec(text)
  if (wait) return messages.emailSentRecently(Math.max(1, Number(wait[1])))
  if (/email rate limit exceeded/i.test(text) || authCode(error) === 'over_email_send_rate_limit')
    return messages.emailRateLimited
  return undefined
}

export function emailLimitError(error: unknown): AppError | undefined {
  const message = emailLimitMessage(error)
  return message === undefined
    ? undefined
    : new AppError('auth', message, { cause: error, status: 429, code: authCode(error) })
}

/**
 * A sign-up that failed with a 500. Auth answers 500 both when the database refused the user
 * (the beta code was taken meanwhile) and when the confirmation e-mail could not be sent (then
 * nothing was saved, so the code is still free): `codeStillValid` is check_beta_code's answer
 * after the failure, undefined when that could not be asked.
 */
export function signUpServerFailure(error: unknown, codeStillValid: boolean | undefined): AppError {
  const message = codeStillValid ? messages.confirmationEmailNotSent : messages.invalidBetaCode
  return new AppError(codeStillValid ? 'auth' : 'validation', message, {
    cause: error,
    status: authStatus(error),
    code: authCode(error),
  })
}
