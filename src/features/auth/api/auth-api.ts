import { paths } from '@/config/paths'
import type { SupabaseClient } from '@/lib/supabase'
import { AppError, messages } from '@/lib/errors'
import { authStatus, emailLimitError, signUpServerFailure, toAuthAppError } from './auth-errors'
import { withAuthRetry } from './auth-retry'

/**
 * The auth calls of the dialog and the token pages, as plain async functions that throw
 * AppError with the spec's message. The Supabase client is imported on first use, so the
 * landing page does not load it before the first click.
 */

let client: Promise<SupabaseClient> | undefined
const loadListeners = new Set<(supabase: SupabaseClient) => void>()

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@/lib/supabase').then(({ supabase }) => {
    for (const listener of loadListeners) listener(supabase)
    return supabase
  })
  return client
}

/** Calls `listener` once the client is loaded (at once when it already is), by whoever loads it. */
export function onSupabaseLoaded(listener: (supabase: SupabaseClient) => void): () => void {
  loadListeners.add(listener)
  void client?.then(listener)
  return () => loadListeners.delete(listener)
}

/** Where the mailed links land: this app's own origin. */
export function redirectUrl(path: string): string {
  return `${window.location.origin}${path}`
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

export async function checkBetaCode(code: string): Promise<boolean> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.rpc('check_beta_code', { code: code.trim().toUpperCase() })
  if (error) throw new AppError('data', messages.invalidBetaCode, { cause: error })
  return data === true
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

/** Signing out also forgets the key of 'Your AI provider' (auth-provider.tsx, on SIGNED_OUT). */
export async function signOut() {
  const supabase = await loadSupabase()
  // A sign-out the student chose: a renewal refused earlier is not what ends this session.
  const { takeRenewalRefused } = await import('@/lib/supabase')
  takeRenewalRefused()
  return supabase.auth.signOut()
}

/** Whether the session just ended because the auth server refused to renew it. */
export async function sessionEndedByServer(): Promise<boolean> {
  return (await import('@/lib/supabase')).takeRenewalRefused()
}

/**
 * The student's own AI key is not left behind for whoever uses this browser next. Loaded on
 * demand: the settings module (and zod) stay out of the landing page.
 */
export async function forgetProviderKey(): Promise<void> {
  const settings = await import('@/lib/ai/provider-settings')
  settings.forgetProviderKey()
}
