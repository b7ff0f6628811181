import { paths } from '@/config/paths'
import { AppError, messages } from '@/lib/errors'
import { loadSupabase, redirectUrl } from './auth-api'
import { toAuthAppError } from './auth-errors'
import { withAuthRetry } from './auth-retry'

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
