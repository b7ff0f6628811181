import { paths } from '@/config/paths'
import { AppError, messages } from '@/lib/errors'
import { loadSupabase, redirectUrl } from './auth-api'
import { authStatus, emailLimitError, signUpServerFailure, toAuthAppError } from './auth-errors'
import { withAuthRetry } from './auth-retry'

/**
 * What the student does with their account, as plain async functions the auth dialog, the
 * password page and the settings call: sign in, sign up, reset and change the password, change
 * the e-mail. Each throws AppError with the spec's message.
 */

async function checkBetaCode(code: string): Promise<boolean> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.rpc('check_beta_code', { code: code.trim().toUpperCase() })
  if (error) throw new AppError('data', messages.invalidBetaCode, { cause: error })
  return data === true
}

export interface ChangePasswordInput {
  email: string
  currentPassword: string
  newPassword: string
}

/**
 * The current password is verified by signing in again, then the new one is
 * set. Form-level checks (match, length, different) belong to the caller.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const supabase = await loadSupabase()
  const verified = await withAuthRetry(() =>
    supabase.auth.signInWithPassword({ email: input.email, password: input.currentPassword }),
  )
  if (verified.error || !verified.data.session) {
    throw new AppError('auth', messages.currentPasswordWrong, { cause: verified.error })
  }
  const { error } = await withAuthRetry(() =>
    supabase.auth.updateUser({ password: input.newPassword }),
  )
  if (error) throw toAuthAppError(error, messages.updatePasswordFailed)
}

/** Asks for an e-mail change; Auth mails a confirmation link to both addresses. */
export async function changeEmail(newEmail: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await withAuthRetry(() =>
    supabase.auth.updateUser(
      { email: newEmail.trim() },
      { emailRedirectTo: redirectUrl(paths.confirmEmail) },
    ),
  )
  if (error) throw toAuthAppError(error, messages.updateEmailFailed)
}

export async function signIn(email: string, password: string): Promise<void> {
  const supabase = await loadSupabase()
  const { data, error } = await withAuthRetry(() =>
    supabase.auth.signInWithPassword({ email: email.trim(), password }),
  )
  if (error) throw toAuthAppError(error, messages.authFailed)
  // A sign-in that answers without a session or user is refused.
  if (!data.session || !data.user) throw new AppError('auth', messages.authFailed)
}

export interface SignUpInput {
  name: string
  email: string
  password: string
  betaCode: string
}

/**
 * Checks the code first for quick feedback, then signs up with it as `beta_code` metadata. The
 * database consumes the code in the same transaction as the new user and refuses the user when
 * the code was taken in the meantime; Auth reports that as a 500 ('Database error saving new
 * user'). A failing e-mail sender is a 500 too, so after a 500 the code is checked again: still
 * valid means nothing was saved and the e-mail is what failed. Hosted Auth answers a
 * sign-up with an address that already has an account like a new one, so that shows 'Account
 * created! …' as well.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  const betaCode = input.betaCode.trim().toUpperCase()
  if (betaCode === '') throw new AppError('validation', messages.betaCodeRequired)
  if (!(await checkBetaCode(betaCode))) throw new AppError('validation', messages.invalidBetaCode)
  const supabase = await loadSupabase()
  const { error } = await withAuthRetry(() =>
    supabase.auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: {
        data: { name: input.name.trim(), beta_code: betaCode },
        emailRedirectTo: redirectUrl(paths.confirmEmail),
      },
    }),
  )
  if (!error) return
  const limited = emailLimitError(error)
  if (limited) throw limited
  if (authStatus(error) === 500) {
    const codeStillValid = await checkBetaCode(betaCode).catch(() => undefined)
    throw signUpServerFailure(error, codeStillValid)
  }
  throw toAuthAppError(error, messages.signupFailed)
}

export async function requestPasswordReset(email: string): Promise<void> {
  const trimmed = email.trim()
  if (trimmed === '') throw new AppError('validation', messages.emailRequired)
  const supabase = await loadSupabase()
  const { error } = await withAuthRetry(() =>
    supabase.auth.resetPasswordForEmail(trimmed, { redirectTo: redirectUrl(paths.resetPassword) }),
  )
  if (error) throw emailLimitError(error) ?? toAuthAppError(error, messages.sendResetEmail)
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await withAuthRetry(() => supabase.auth.updateUser({ password }))
  if (error) throw toAuthAppError(error, messages.updatePasswordFailed)
}
