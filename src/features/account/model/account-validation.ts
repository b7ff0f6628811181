import { MIN_PASSWORD_LENGTH } from '@/config/limits'
import { messages } from '@/lib/errors'

/** Checks of the Change Password form, in the spec's order; null when fine. */
export function validatePasswordChange(input: {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}): string | null {
  if (input.newPassword !== input.confirmPassword) return messages.newPasswordsMismatch
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return messages.newPasswordTooShort
  if (input.newPassword === input.currentPassword) return messages.newPasswordSame
  return null
}

// The spec's "simple e-mail pattern": something@something.something, no spaces.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checks of the Change Email form; null when fine. */
export function validateEmailChange(input: {
  newEmail: string
  currentEmail: string
}): string | null {
  const next = input.newEmail.trim()
  if (next === '') return messages.newEmailRequired
  if (next.toLowerCase() === input.currentEmail.trim().toLowerCase()) return messages.newEmailSame
  if (!SIMPLE_EMAIL.test(next)) return messages.invalidEmail
  return null
}
