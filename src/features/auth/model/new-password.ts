import { MIN_PASSWORD_LENGTH } from '@/config/limits'
import { messages } from '@/lib/errors'

/** The Reset Password page's checks, in the spec's order; null when fine. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return messages.passwordsMismatch
  if (password.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort
  return null
}
