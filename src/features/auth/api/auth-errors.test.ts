import { AuthApiError } from '@supabase/supabase-js'
import { emailLimitError, emailLimitMessage, signUpServerFailure } from './auth-errors'

// Errors as supabase-js makes them from hosted Auth's answers (message, status, error_code).
const authError = (message: string, status: number, code: string) =>
  new AuthApiError(message, status, code)

describe('emailLimitMessage: hosted Auth’s limits on sending e-mail', () => {
  it('names the wait of the per-address limit, in seconds', () => {
    const error = authError(
      'For security purposes, you can only request this after 42 seconds.',
      429,
      'over_email_send_rate_limit',
    )
    expect(emailLimitMessage(error)).toBe(
      'An email was just sent to this address. Check your inbox, or try again in 42 seconds.',
    )
    expect(
      emailLimitMessage(
        authError('For security purposes, you can only request this after 1 seconds.', 429, ''),
      ),
    ).toBe('An email was just sent to this address. Check your inbox, or try again in 1 second.')
  })

  it('says the project’s hourly limit is reached, in either spelling Auth has used', () => {
    for (const message of ['email rate limit exceeded', 'Email rate limit exceeded']) {
      expect(emailLimitMessage(authError(message, 429, 'over_email_send_rate_limit'))).toBe(
        'Too many emails have been sent in the last hour. Please try again in an hour.',
      )
    }
  })

  it('leaves every other error alone', () => {
    expect(
      emailLimitMessage(authError('Request rate limit reached', 429, 'over_request_rate_limit')),
    ).toBeUndefined()
    expect(emailLimitMessage(authError('email rate limit exceeded', 400, ''))).toBeUndefined()
    expect(emailLimitMessage(new Error('network'))).toBeUndefined()
    expect(emailLimitMessage(null)).toBeUndefined()
  })

  it('makes an AppError with the status and code kept', () => {
    const error = emailLimitError(
      authError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
    )
    expect(error).toMatchObject({ kind: 'auth', status: 429, code: 'over_email_send_rate_limit' })
    expect(
      emailLimitError(authError('Signups not allowed', 422, 'signup_disabled')),
    ).toBeUndefined()
  })
})

describe('signUpServerFailure: a 500 on sign-up', () => {
  const serverError = authError('{}', 500, 'unexpected_failure')

  it('is the e-mail that failed when the code is still valid afterwards', () => {
    expect(signUpServerFailure(serverError, true).message).toBe(
      'Your access code is valid, but the confirmation email could not be sent. Please try again later.',
    )
  })

  it('is the code that was lost when it is no longer valid, or cannot be checked', () => {
    expect(signUpServerFailure(serverError, false).message).toBe(
      'Invalid or already used access code',
    )
    expect(signUpServerFailure(serverError, undefined).message).toBe(
      'Invalid or already used access code',
    )
  })
})
