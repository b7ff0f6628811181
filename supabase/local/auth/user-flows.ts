import bcrypt from 'bcryptjs'
import { MIN_PASSWORD_LENGTH } from '../config.ts'
import type { Tx } from '../db.ts'
import type { Claims } from '../jwt.ts'
import { verifyJwt } from '../jwt.ts'
import { authErrors } from './auth-errors.ts'
import { sendTokenMail, type Body } from './auth-flows.ts'
import { resolveRedirect, type AuthContext } from './context.ts'
import { consumeToken, type TokenType } from './one-time-tokens.ts'
import { createSession, endSessions, sessionExists, type AuthMethod } from './sessions.ts'
import { findUserByEmail, findUserById, requireUser, userJson, type UserRow } from './users.ts'

export const EMAIL_CHANGE_HALF_DONE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

const VERIFY_TYPES: Record<string, { tokens: TokenType[]; method: AuthMethod }> = {
  signup: { tokens: ['confirmation_token'], method: 'otp' },
  email: { tokens: ['confirmation_token', 'recovery_token'], method: 'otp' },
  recovery: { tokens: ['recovery_token'], method: 'recovery' },
  magiclink: { tokens: ['recovery_token'], method: 'otp' },
  email_change: {
    tokens: ['email_change_token_current', 'email_change_token_new'],
    method: 'email_change',
  },
}

export type VerifyOutcome =
  | { kind: 'session'; session: Body; redirectTo: string | null }
  | { kind: 'message'; message: string; redirectTo: string | null }

/** Applies a verified e-mail change half; the address changes once both halves are confirmed. */
async function confirmEmailChangeHalf(
  tx: Tx,
  userId: string,
  tokenType: TokenType,
): Promise<boolean> {
  const column = tokenType === 'email_change_token_current' ? 'current_confirmed' : 'new_confirmed'
  const { rows } = await tx.query<{
    new_email: string
    current_confirmed: boolean
    new_confirmed: boolean
  }>(
    `update local_auth.email_changes set ${column} = true where user_id = $1
     returning new_email, current_confirmed, new_confirmed`,
    [userId],
  )
  const change = rows[0]
  if (!change) throw authErrors.otpExpired()
  if (!(change.current_confirmed && change.new_confirmed)) return false
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId, change.new_email],
  )
  await tx.query(`delete from local_auth.email_changes where user_id = $1`, [userId])
  return true
}

export async function verify(
  ctx: AuthContext,
  type: string,
  by: { tokenHash: string } | { email: string; otp: string },
): Promise<VerifyOutcome> {
  const spec = VERIFY_TYPES[type]
  if (!spec) throw authErrors.validation('Verify requires a verification type')
  // No outcome: the token is unknown, expired or used; answered after the transaction commits,
  // so a wrong code stays counted (one-time-tokens.ts).
  const outcome = await ctx.db.run(async (tx): Promise<VerifyOutcome | null> => {
    const found = await consumeToken(tx, ctx.settings, spec.tokens, by)
    if (!found) return null
    if (
      found.tokenType === 'email_change_token_current' ||
      found.tokenType === 'email_change_token_new'
    ) {
      const applied = await confirmEmailChangeHalf(tx, found.userId, found.tokenType)
      if (!applied)
        return { kind: 'message', message: EMAIL_CHANGE_HALF_DONE, redirectTo: found.redirectTo }
    } else {
      // Following any mailed link proves the address.
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
        [found.userId],
      )
    }
    const session = await createSession(tx, ctx.settings, found.userId, spec.method)
    return { kind: 'session', session, redirectTo: found.redirectTo }
  })
  if (!outcome) throw 'tokenHash' in by ? authErrors.linkExpired() : authErrors.otpExpired()
  return outcome
}

/** GoTrue's requireAuthentication: a valid JWT whose session and user still exist. */
export async function authenticate(
  ctx: AuthContext,
  token: string | undefined,
): Promise<{ claims: Claims; user: UserRow }> {
  if (!token) throw authErrors.noAuthorization()
  const result = await verifyJwt(token)
  if (!result.ok) {
    throw result.reason === 'expired'
      ? authErrors.badJwt('token is expired')
      : authErrors.badJwt(result.message)
  }
  const { claims } = result
  if (typeof claims.sub !== 'string' || claims.role !== 'authenticated')
    throw authErrors.noAuthorization()
  const sub = claims.sub
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  const user = await ctx.db.run(async (tx) => {
    if (sessionId && !(await sessionExists(tx, sessionId))) throw authErrors.sessionNotFound()
    return findUserById(tx, sub)
  })
  if (!user) throw authErrors.userNotFound()
  return { claims, user }
}

export async function updateUser(
  ctx: AuthContext,
  user: UserRow,
  body: Body,
  redirectParam: string | null,
): Promise<Body> {
  const password = typeof body.password === 'string' ? body.password : undefined
  let passwordHash: string | undefined
  if (password !== undefined) {
    if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
    if (user.encryptedPassword && (await bcrypt.compare(password, user.encryptedPassword)))
      throw authErrors.samePassword()
    passwordHash = await bcrypt.hash(password, ctx.settings.bcryptCost)
  }
  const rawEmail = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined
  if (rawEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(rawEmail)) {
    throw authErrors.validation('Unable to validate email address: invalid format')
  }
  const newEmail = rawEmail && rawEmail !== user.email.toLowerCase() ? rawEmail : undefined
  const data =
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)
      ? body.data
      : undefined
  const redirectTo = resolveRedirect(ctx, redirectParam)
  return ctx.db.run(async (tx) => {
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
        [user.id, passwordHash],
      )
    }
    if (data) {
      await tx.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(data)],
      )
    }
    if (newEmail) {
      const taken = await findUserByEmail(tx, newEmail)
      if (taken) throw authErrors.emailExists()
      await tx.query(
        `insert into local_auth.email_changes (user_id, new_email) values ($1, $2)
         on conflict (user_id) do update set new_email = excluded.new_email, current_confirmed = false,
           new_confirmed = false, sent_at = now()`,
        [user.id, newEmail],
      )
      const current = await requireUser(tx, user.id)
      const mail = {
        kind: 'email_change' as const,
        verifyType: 'email_change',
        user: current,
        newEmail,
      }
      await sendTokenMail(
        ctx,
        tx,
        { ...mail, tokenType: 'email_change_token_new', to: newEmail },
        redirectTo,
      )
      await sendTokenMail(
        ctx,
        tx,
        { ...mail, tokenType: 'email_change_token_current', to: current.email },
        redirectTo,
      )
    }
    return userJson(await requireUser(tx, user.id))
  })
}

export async function logout(
  ctx: AuthContext,
  claims: Claims,
  user: UserRow,
  scope: string,
): Promise<void> {
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : ''
  const chosen = scope === 'local' || scope === 'others' ? scope : 'global'
  await ctx.db.run((tx) => endSessions(tx, user.id, sessionId, chosen))
}
