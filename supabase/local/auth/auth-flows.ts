import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { MIN_PASSWORD_LENGTH } from '../config.ts'
import { asPgError, type Tx } from '../db.ts'
import { captureMail } from '../mail/mailer.ts'
import type { MailKind } from '../mail/templates.ts'
import { AuthError, authErrors } from './auth-errors.ts'
import { resolveRedirect, verifyLink, type AuthContext } from './context.ts'
import { issueToken, type TokenType } from './one-time-tokens.ts'
import { createSession } from './sessions.ts'
import {
  checkDeferredConstraints,
  findUserByEmail,
  insertUser,
  standInUser,
  touchSignIns,
  userJson,
  type UserRow,
} from './users.ts'

export type Body = Record<string, unknown>

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

function requireEmail(body: Body, missingMessage: string): string {
  const email = str(body.email)?.trim().toLowerCase()
  if (!email) throw authErrors.validation(missingMessage)
  if (!EMAIL_PATTERN.test(email))
    throw authErrors.validation('Unable to validate email address: invalid format')
  return email
}

function checkPassword(password: string | undefined): string {
  if (password === undefined || password === '')
    throw new AuthError(422, 'validation_failed', 'Signup requires a valid password')
  if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
  return password
}

export async function sendTokenMail(
  ctx: AuthContext,
  tx: Tx,
  mail: {
    kind: MailKind
    tokenType: TokenType
    verifyType: string
    user: UserRow
    to: string
    newEmail?: string
  },
  redirectTo: string,
): Promise<void> {
  const { token, tokenHash } = await issueToken(
    tx,
    mail.user.id,
    mail.tokenType,
    mail.to,
    redirectTo,
  )
  await captureMail(tx, ctx.supabaseDir, mail.kind, mail.to, {
    SiteURL: ctx.settings.siteUrl,
    ConfirmationURL: verifyLink(ctx, tokenHash, mail.verifyType, redirectTo),
    Token: token,
    TokenHash: tokenHash,
    Email: mail.user.email,
    NewEmail: mail.newEmail ?? '',
    RedirectTo: redirectTo,
    Data: mail.user.userMetadata,
  })
}

/**
 * GoTrue's per-address limit: another mail of the same kind (confirmation, recovery) only once
 * `emailMaxFrequencySeconds` have passed since the last one; the answer names the seconds left.
 */
function checkSendFrequency(ctx: AuthContext, lastSentAt: Date | null): void {
  if (!lastSentAt) return
  const left = lastSentAt.getTime() + ctx.settings.emailMaxFrequencySeconds * 1000 - Date.now()
  if (left > 0) throw authErrors.sentTooRecently(Math.ceil(left / 1000))
}

export async function signUp(
  ctx: AuthContext,
  body: Body,
  redirectParam: string | null,
): Promise<Body> {
  const email = requireEmail(body, 'To signup, please provide your email')
  const password = checkPassword(str(body.password))
  const data =
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)
      ? (body.data as Body)
      : {}
  const redirectTo = resolveRedirect(ctx, redirectParam)
  // bcrypt is slow on purpose: hash before taking the database queue.
  const passwordHash = await bcrypt.hash(password, ctx.settings.bcryptCost)
  return ctx.db.run(async (tx) => {
    const existing = await findUserByEmail(tx, email)
    // Hosted Auth answers a confirmed address like a new sign-up (a stand-in user, no mail, no
    // error), so sign-up cannot tell anyone which addresses have accounts.
    if (existing?.emailConfirmedAt) return standInUser(email, data)
    if (existing) checkSendFrequency(ctx, existing.confirmationSentAt)
    let user = existing
    if (!user) {
      const id = randomUUID()
      try {
        await insertUser(tx, { id, email, passwordHash, userMetadata: data })
        await checkDeferredConstraints(tx)
      } catch (error) {
        // The beta-code trigger (or any constraint) refused the user: GoTrue's generic answer.
        if (asPgError(error)) throw authErrors.unexpected('Database error saving new user')
        throw error
      }
      user = await findUserByEmail(tx, email)
      if (!user) throw authErrors.unexpected('Database error saving new user')
    }
    await sendTokenMail(
      ctx,
      tx,
      {
        kind: 'confirmation',
        tokenType: 'confirmation_token',
        verifyType: 'signup',
        user,
        to: email,
      },
      redirectTo,
    )
    await touchSignIns(tx, user.id, 'confirmation_sent_at')
    const fresh = await findUserByEmail(tx, email)
    return userJson(fresh ?? user)
  })
}

export async function signInWithPassword(ctx: AuthContext, body: Body): Promise<Body> {
  const email = str(body.email)?.trim().toLowerCase()
  const password = str(body.password)
  if (!email || !password) throw authErrors.invalidCredentials()
  const user = await ctx.db.run((tx) => findUserByEmail(tx, email))
  const matches = user?.encryptedPassword
    ? await bcrypt.compare(password, user.encryptedPassword)
    : false
  if (!user || !matches) throw authErrors.invalidCredentials()
  if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed()
  return ctx.db.run((tx) => createSession(tx, ctx.settings, user.id, 'password'))
}

export async function recover(
  ctx: AuthContext,
  body: Body,
  redirectParam: string | null,
): Promise<Body> {
  const email = requireEmail(body, 'Password recovery requires an email')
  const redirectTo = resolveRedirect(ctx, redirectParam)
  await ctx.db.run(async (tx) => {
    const user = await findUserByEmail(tx, email)
    // Unknown addresses get the same empty answer, so accounts cannot be discovered.
    if (!user) return
    checkSendFrequency(ctx, user.recoverySentAt)
    await sendTokenMail(
      ctx,
      tx,
      {
        kind: 'recovery',
        tokenType: 'recovery_token',
        verifyType: 'recovery',
        user,
        to: user.email,
      },
      redirectTo,
    )
    await touchSignIns(tx, user.id, 'recovery_sent_at')
  })
  return {}
}

export async function resend(
  ctx: AuthContext,
  body: Body,
  redirectParam: string | null,
): Promise<Body> {
  const email = requireEmail(body, 'To resend, please provide your email')
  if (body.type !== 'signup')
    throw authErrors.validation(
      'Missing one of these types: signup, email_change, sms, phone_change',
    )
  const redirectTo = resolveRedirect(ctx, redirectParam)
  await ctx.db.run(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user || user.emailConfirmedAt) return
    checkSendFrequency(ctx, user.confirmationSentAt)
    await sendTokenMail(
      ctx,
      tx,
      {
        kind: 'confirmation',
        tokenType: 'confirmation_token',
        verifyType: 'signup',
        user,
        to: user.email,
      },
      redirectTo,
    )
    await touchSignIns(tx, user.id, 'confirmation_sent_at')
  })
  return { message_id: null }
}
