import { AppError, messages } from '@/lib/errors'
import {
  accountInToken,
  type ConfirmType,
  type EmailLink,
  type LinkAccount,
} from '../model/email-link'
import { loadSupabase } from './auth-api'
import { serverMessage } from './auth-errors'
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

/** A verified link's session, held until the student agrees to use it. */
export interface LinkSession {
  accessToken: string
  refreshToken: string
}

/**
 * What a mailed link opens, found out without giving up this browser's session: the account
 * and its session, or null for the first half of an e-mail change (which opens nothing). A
 * token_hash link is verified on a detached client; a session link is read from its token.
 */
export function inspectLink(
  link: TokenHashLink | SessionLink,
  type: 'recovery' | ConfirmType,
  fallback: 'reset' | 'confirm',
): Promise<{ account: LinkAccount; session: LinkSession } | null> {
  const fail = fallback === 'reset' ? resetVerifyFailed : confirmFailed
  if (link.kind === 'session') {
    const account = accountInToken(link.accessToken)
    if (!account) return Promise.reject(fail(new Error('The link carries no account')))
    return Promise.resolve({
      account,
      session: { accessToken: link.accessToken, refreshToken: link.refreshToken },
    })
  }
  return once(`inspect:${link.tokenHash}`, async () => {
    const { createDetachedClient } = await import('@/lib/supabase')
    const detached = createDetachedClient()
    const { data, error } = await withAuthRetry(() =>
      detached.auth.verifyOtp({ token_hash: link.tokenHash, type }),
    )
    if (error) throw fail(error)
    if (!data.session || !data.user) return null
    return {
      account: { id: data.user.id, email: data.user.email ?? '' },
      session: {
        accessToken: data.session.access_token,
        refreshToken: data.session.refresh_token,
      },
    }
  })
}

/** Signs this browser in with a verified link's session (the student's own, or after asking). */
export async function adoptLinkSession(session: LinkSession, fallback: 'reset' | 'confirm') {
  await adoptSession(
    { kind: 'session', type: null, ...session },
    fallback === 'reset' ? resetVerifyFailed : confirmFailed,
  )
}

export type OpenedLink =
  /** This browser is now signed in with the link's session. */
  | { outcome: 'signed-in' }
  /** The first of an e-mail change's two links: nobody is signed in by it. */
  | { outcome: 'half-confirmed' }
  /** The link opens another account than the one signed in here: the student decides. */
  | { outcome: 'other-account'; account: LinkAccount; session: LinkSession }

/**
 * Opens a mailed link (/reset-password, /confirm-email) for whoever is signed in here. Signed
 * out: verified and signed in. Signed in: verified aside; the
 * student's own account takes the link's session at once, another account's waits for a choice.
 */
export async function openMailedLink(
  link: TokenHashLink | SessionLink,
  purpose: 'reset' | 'confirm',
  signedInUserId: string | null,
): Promise<OpenedLink> {
  const confirmType = confirmTypeOf(link)
  if (!signedInUserId) {
    if (purpose === 'reset') {
      await verifyResetLink(link)
      return { outcome: 'signed-in' }
    }
    const confirmed = await confirmEmailLink(
      link.kind === 'token-hash' ? { ...link, type: confirmType } : link,
    )
    return { outcome: confirmed === 'confirmed' ? 'signed-in' : 'half-confirmed' }
  }
  const found = await inspectLink(link, purpose === 'reset' ? 'recovery' : confirmType, purpose)
  if (!found) return { outcome: 'half-confirmed' }
  if (found.account.id !== signedInUserId) return { outcome: 'other-account', ...found }
  await adoptLinkSession(found.session, purpose)
  return { outcome: 'signed-in' }
}

function confirmTypeOf(link: TokenHashLink | SessionLink): ConfirmType {
  const type = link.type
  return type === 'email_change' || type === 'email' ? type : 'signup'
}
