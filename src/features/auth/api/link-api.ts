import { AppError, messages } from '@/lib/errors'
import type { ConfirmType, EmailLink } from '../model/email-link'
import { loadSupabase } from './auth-api'
import { serverMessage, toAuthAppError } from './auth-errors'
import { withAuthRetry } from './auth-retry'

type TokenHashLink = Extract<EmailLink, { kind: 'token-hash' }>
type SessionLink = Extract<EmailLink, { kind: 'session' }>

// A one-time token works once. React's StrictMode (and a fast double render) would verify it
// twice and show the second, failed attempt; one promise per link is shared instead.
const inFlight = new Map<string, Promise<unknown>>()

function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = inFlight.get(key) as Promise<T> | undefined
  if (existing) return existing
  // Forgotten once settled: only overlapping attempts share, a later visit verifies anew.
  const promise = run().finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

async function verifyTokenHash(
  tokenHash: string,
  type: 'recovery' | ConfirmType,
  fallback: (error: unknown) => AppError,
) {
  const supabase = await loadSupabase()
  const { data, error } = await withAuthRetry(() =>
    supabase.auth.verifyOtp({ token_hash: tokenHash, type }),
  )
  if (error) throw fallback(error)
  return data
}

async function adoptSession(link: SessionLink, fallback: (error: unknown) => AppError) {
  const supabase = await loadSupabase()
  const { error } = await withAuthRetry(() =>
    supabase.auth.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken }),
  )
  if (error) throw fallback(error)
}

const resetVerifyFailed = (error: unknown) =>
  new AppError('auth', messages.resetLinkVerifyFailed, { cause: error })

/** Signs in with the recovery link, so the new password can be set. */
export function verifyResetLink(link: TokenHashLink | SessionLink): Promise<void> {
  if (link.kind === 'token-hash') {
    return once(`recovery:${link.tokenHash}`, async () => {
      await verifyTokenHash(link.tokenHash, 'recovery', resetVerifyFailed)
    })
  }
  return once(`session:${link.refreshToken}`, () => adoptSession(link, resetVerifyFailed))
}

export async function updatePassword(password: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await withAuthRetry(() => supabase.auth.updateUser({ password }))
  if (error) throw toAuthAppError(error, messages.updatePasswordFailed)
}

const confirmFailed = (error: unknown) =>
  new AppError('auth', serverMessage(error, messages.confirmFailed), { cause: error })

/**
 * Confirms a sign-up or an e-mail change. A verified link signs the user in (as Supabase's own
 * links do), so an e-mail change shows the new address at once. The first of an e-mail change's
 * two links comes back without a session: 'half-confirmed', the other address must confirm too.
 */
export function confirmEmailLink(
  link: (TokenHashLink & { type: ConfirmType }) | SessionLink,
): Promise<'confirmed' | 'half-confirmed'> {
  if (link.kind === 'token-hash') {
    return once(`confirm:${link.tokenHash}`, async () => {
      const data = await verifyTokenHash(link.tokenHash, link.type, confirmFailed)
      return link.type === 'email_change' && !data.session ? 'half-confirmed' : 'confirmed'
    })
  }
  return once(`session:${link.refreshToken}`, async () => {
    await adoptSession(link, confirmFailed)
    return 'confirmed' as const
  })
}
