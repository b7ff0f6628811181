import { randomBytes } from 'node:crypto'
import type { BackendSettings } from '../config.ts'
import type { Tx } from '../db.ts'
import { signJwt } from '../jwt.ts'
import { authErrors, type AuthError } from './auth-errors.ts'
import { requireUser, touchSignIns, userJson, type UserRow } from './users.ts'

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'email/signup' | 'email_change'

const newRefreshToken = (): string => randomBytes(12).toString('base64url')

async function accessToken(
  settings: BackendSettings,
  user: UserRow,
  sessionId: string,
  method: AuthMethod,
  issuedAt: number,
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = issuedAt + settings.accessTokenTtlSeconds
  const token = await signJwt({
    iss: `${settings.apiUrl}/auth/v1`,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email,
    phone: '',
    app_metadata: user.appMetadata,
    user_metadata: userJson(user).user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: issuedAt }],
    session_id: sessionId,
    is_anonymous: false,
  })
  return { token, expiresAt }
}

async function sessionResponse(
  tx: Tx,
  settings: BackendSettings,
  userId: string,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
): Promise<Record<string, unknown>> {
  const user = await requireUser(tx, userId)
  const issuedAt = Math.floor(Date.now() / 1000)
  const { token, expiresAt } = await accessToken(settings, user, sessionId, method, issuedAt)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.accessTokenTtlSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/** A new session (sign-in, or a verified link): the GoTrue token response. */
export async function createSession(
  tx: Tx,
  settings: BackendSettings,
  userId: string,
  method: AuthMethod,
): Promise<Record<string, unknown>> {
  await touchSignIns(tx, userId, 'last_sign_in_at')
  const { rows } = await tx.query<{ id: string }>(
    `insert into local_auth.sessions (user_id) values ($1) returning id`,
    [userId],
  )
  const sessionId = rows[0]!.id
  const refreshToken = newRefreshToken()
  await tx.query(
    `insert into local_auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)`,
    [refreshToken, sessionId, userId],
  )
  return sessionResponse(tx, settings, userId, sessionId, refreshToken, method)
}

interface TokenRow {
  id: string
  token: string
  session_id: string
  user_id: string
  revoked: boolean
  age_seconds: number
}

/**
 * Rotation as GoTrue does it: the presented token is revoked and a child issued. Presenting an
 * already revoked token again (outside the reuse interval) is treated as theft: the whole session
 * is ended.
 */
export async function refreshSession(
  tx: Tx,
  settings: BackendSettings,
  presented: string,
): Promise<Record<string, unknown> | AuthError> {
  const { rows } = await tx.query<TokenRow>(
    `select id, token, session_id, user_id, revoked,
            extract(epoch from now() - updated_at)::float8 as age_seconds
       from local_auth.refresh_tokens where token = $1`,
    [presented],
  )
  const row = rows[0]
  if (!row) throw authErrors.refreshNotFound()
  if (row.revoked) {
    const child = await tx.query<{ token: string }>(
      `select token from local_auth.refresh_tokens where parent = $1 and not revoked`,
      [row.token],
    )
    const active = child.rows[0]
    if (active && row.age_seconds <= settings.refreshReuseIntervalSeconds) {
      // A concurrent refresh (two tabs) within the reuse interval gets the current token back.
      return sessionResponse(tx, settings, row.user_id, row.session_id, active.token, 'password')
    }
    await tx.query(`delete from local_auth.sessions where id = $1`, [row.session_id])
    // Returned, not thrown: throwing would roll the revocation back.
    return authErrors.refreshAlreadyUsed()
  }
  const next = newRefreshToken()
  await tx.query(
    `update local_auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
    [row.id],
  )
  await tx.query(
    `insert into local_auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)`,
    [next, row.session_id, row.user_id, row.token],
  )
  await tx.query(`update local_auth.sessions set refreshed_at = now() where id = $1`, [
    row.session_id,
  ])
  return sessionResponse(tx, settings, row.user_id, row.session_id, next, 'password')
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from local_auth.sessions where id = $1`, [sessionId])
  return rows.length > 0
}

export async function endSessions(
  tx: Tx,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') {
    await tx.query(`delete from local_auth.sessions where id = $1`, [sessionId])
  } else if (scope === 'others') {
    await tx.query(`delete from local_auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      sessionId,
    ])
  } else {
    await tx.query(`delete from local_auth.sessions where user_id = $1`, [userId])
  }
}
