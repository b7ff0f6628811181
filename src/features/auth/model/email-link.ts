import { messages } from '@/lib/errors'

/**
 * What a mailed auth link brought to /reset-password or /confirm-email. Supabase sends either a
 * `token_hash` + `type` query (custom templates), or — after its own /verify redirect — the
 * session or an error in the fragment; an e-mail change confirmed on one address only carries a
 * `message` in the fragment.
 */
export type EmailLink =
  | { kind: 'token-hash'; tokenHash: string; type: string }
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string | null }
  | { kind: 'message'; message: string }
  | { kind: 'error'; error: string; code: string | null; description: string | null }
  | { kind: 'none' }

export function readEmailLink(search: string, hash: string): EmailLink {
  const query = new URLSearchParams(search.replace(/^\?/, ''))
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const pick = (key: string) => fragment.get(key) ?? query.get(key)
  const error = pick('error')
  if (error) {
    return {
      kind: 'error',
      error,
      code: pick('error_code'),
      description: pick('error_description'),
    }
  }
  const tokenHash = query.get('token_hash') ?? fragment.get('token_hash')
  if (tokenHash) return { kind: 'token-hash', tokenHash, type: pick('type') ?? '' }
  const accessToken = fragment.get('access_token')
  const refreshToken = fragment.get('refresh_token')
  if (accessToken && refreshToken)
    return { kind: 'session', accessToken, refreshToken, type: fragment.get('type') }
  const message = fragment.get('message')
  if (message) return { kind: 'message', message }
  return { kind: 'none' }
}

function isExpired(link: Extract<EmailLink, { kind: 'error' }>): boolean {
  return (
    link.error === 'access_denied' &&
    (link.code === 'otp_expired' || /expired/i.test(link.description ?? ''))
  )
}

/** The reset page's verdict before any request: the link to verify, or the message to show. */
export type ResetVerdict =
  | { ok: true; link: Extract<EmailLink, { kind: 'token-hash' | 'session' }> }
  | { ok: false; message: string }

export function resetLinkVerdict(link: EmailLink): ResetVerdict {
  if (link.kind === 'error') {
    return {
      ok: false,
      message: isExpired(link) ? messages.resetLinkExpired : messages.resetLinkInvalid,
    }
  }
  if (link.kind === 'token-hash' && link.type === 'recovery') return { ok: true, link }
  if (link.kind === 'session' && (link.type === null || link.type === 'recovery'))
    return { ok: true, link }
  return { ok: false, message: messages.resetLinkInvalid }
}

export const CONFIRM_TYPES = ['signup', 'email_change', 'email'] as const
export type ConfirmType = (typeof CONFIRM_TYPES)[number]

function isConfirmType(type: string | null): type is ConfirmType {
  return (CONFIRM_TYPES as readonly (string | null)[]).includes(type)
}

export type ConfirmVerdict =
  | { ok: true; link: Extract<EmailLink, { kind: 'token-hash' }> & { type: ConfirmType } }
  | { ok: 'partial'; message: string }
  | { ok: false; message: string }

/**
 * The confirm page's verdict before any request (Confirm email). Only a
 * token_hash link confirms: it is verified with the auth server, which then issues the session.
 * A session handed over in the URL fragment is refused, since anyone can mail a link carrying
 * their own session and so sign a victim's browser into the sender's account (login CSRF).
 */
export function confirmLinkVerdict(link: EmailLink): ConfirmVerdict {
  switch (link.kind) {
    case 'error':
      return {
        ok: false,
        message: isExpired(link) ? messages.confirmLinkExpired : messages.confirmLinkInvalid,
      }
    case 'token-hash':
      return isConfirmType(link.type)
        ? { ok: true, link: { ...link, type: link.type } }
        : { ok: false, message: messages.confirmLinkInvalid }
    case 'session':
      return { ok: false, message: messages.confirmLinkInvalid }
    case 'message':
      return { ok: 'partial', message: link.message }
    case 'none':
      return { ok: false, message: messages.confirmLinkInvalid }
  }
}

/** The account a mailed link signs in. */
export interface LinkAccount {
  id: string
  email: string
}

/**
 * The account an access token belongs to, read from its claims (sub, email) without verifying
 * it: only used to ask before switching accounts; the server still checks the token itself.
 */
export function accountInToken(accessToken: string): LinkAccount | null {
  const payload = accessToken.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))),
    ) as {
      sub?: unknown
      email?: unknown
    }
    if (typeof claims.sub !== 'string') return null
    return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' }
  } catch {
    return null
  }
}
