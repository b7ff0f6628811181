import { sendJson } from '../http/http-utils.ts'

/**
 * An error in GoTrue's (Supabase Auth's) body shape: `{ code, error_code, msg }`. auth-js reads
 * `error_code` for the error class (weak_password, session_not_found...) and `msg` as the message.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function sendAuthError(error: AuthError): Response {
  return sendJson(error.status, {
    code: error.status,
    error_code: error.errorCode,
    msg: error.message,
    ...error.extra,
  })
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  /** A mailed link's token_hash that is unknown, used or expired (GoTrue's verify by hash). */
  linkExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  /** GoTrue's per-address limit on mails of one kind (SMTP max frequency, 60 s on hosted). */
  sentTooRecently: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  unsupportedGrant: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  tooLarge: () => new AuthError(413, 'request_too_large', 'Request body too large'),
  unexpected: (message: string) => new AuthError(500, 'unexpected_failure', message),
}
