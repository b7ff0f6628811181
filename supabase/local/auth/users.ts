import { randomUUID } from 'node:crypto'
import type { Tx } from '../db.ts'
import { authErrors } from './auth-errors.ts'

export interface UserRow {
  id: string
  email: string
  encryptedPassword: string | null
  emailConfirmedAt: Date | null
  userMetadata: Record<string, unknown>
  appMetadata: Record<string, unknown>
  createdAt: Date
  updatedAt: Date
  lastSignInAt: Date | null
  confirmationSentAt: Date | null
  recoverySentAt: Date | null
  newEmail: string | null
  emailChangeSentAt: Date | null
}

interface RawUser {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | null
  raw_user_meta_data: Record<string, unknown> | null
  raw_app_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  last_sign_in_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  new_email: string | null
  email_change_sent_at: Date | null
  confirmation_token: string | null
  recovery_token: string | null
  email_change_token_new: string | null
  email_change: string | null
}

const SELECT_USER = `
  select u.id, u.email, u.encrypted_password, u.email_confirmed_at, u.raw_user_meta_data,
         u.raw_app_meta_data, u.created_at, u.updated_at, s.last_sign_in_at,
         s.confirmation_sent_at, s.recovery_sent_at, c.new_email, c.sent_at as email_change_sent_at,
         u.confirmation_token, u.recovery_token, u.email_change_token_new, u.email_change
    from auth.users u
    left join local_auth.sign_ins s on s.user_id = u.id
    left join local_auth.email_changes c on c.user_id = u.id`

/**
 * Supabase Auth scans these columns into Go strings: a NULL fails the query, and every request
 * that reads the user (sign-in first) answers 500 'Database error querying schema'. So does this
 * backend, so a seed or fixture that leaves them NULL fails here as it would on Supabase.
 */
const STRING_COLUMNS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
] as const

function toUser(raw: RawUser): UserRow {
  if (STRING_COLUMNS.some((column) => raw[column] === null))
    throw authErrors.unexpected('Database error querying schema')
  return {
    id: raw.id,
    email: raw.email,
    encryptedPassword: raw.encrypted_password,
    emailConfirmedAt: raw.email_confirmed_at,
    userMetadata: raw.raw_user_meta_data ?? {},
    appMetadata: raw.raw_app_meta_data ?? {},
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    lastSignInAt: raw.last_sign_in_at,
    confirmationSentAt: raw.confirmation_sent_at,
    recoverySentAt: raw.recovery_sent_at,
    newEmail: raw.new_email,
    emailChangeSentAt: raw.email_change_sent_at,
  }
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<RawUser>(`${SELECT_USER} where lower(u.email) = lower($1)`, [
    email,
  ])
  return rows[0] ? toUser(rows[0]) : undefined
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<RawUser>(`${SELECT_USER} where u.id = $1`, [id])
  return rows[0] ? toUser(rows[0]) : undefined
}

export async function requireUser(tx: Tx, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id)
  if (!user) throw new Error(`user ${id} vanished inside its own transaction`)
  return user
}

export async function insertUser(
  tx: Tx,
  user: {
    id: string
    email: string
    passwordHash: string
    userMetadata: Record<string, unknown>
    /** Set by the admin API only (service role), e.g. beta_exempt. */
    appMetadata?: Record<string, unknown>
  },
): Promise<void> {
  // The sign-up trigger (beta codes) fires on this insert and may raise. Like Supabase Auth, the
  // token columns are written as '' (they have no default) and the e-mail identity comes along.
  await tx.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data,
                             raw_app_meta_data, confirmation_token, recovery_token,
                             email_change_token_new, email_change)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4::jsonb, $5::jsonb, '', '', '', '')`,
    [
      user.id,
      user.email,
      user.passwordHash,
      JSON.stringify(user.userMetadata),
      JSON.stringify({ provider: 'email', providers: ['email'], ...user.appMetadata }),
    ],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3::jsonb, 'email', now())`,
    [
      user.id,
      user.id,
      JSON.stringify({
        sub: user.id,
        email: user.email,
        email_verified: false,
        phone_verified: false,
      }),
    ],
  )
}

/**
 * Runs the deferred checks on the new user now (the beta-code rule for users without a code,
 * require_beta_code_or_exemption), so a refusal is answered like the trigger's other refusals
 * instead of surfacing at commit. The app_metadata they read is written by the insert itself.
 */
export async function checkDeferredConstraints(tx: Tx): Promise<void> {
  await tx.query('set constraints all immediate')
}

export async function touchSignIns(
  tx: Tx,
  userId: string,
  column: 'last_sign_in_at' | 'confirmation_sent_at' | 'recovery_sent_at',
): Promise<void> {
  await tx.query(
    `insert into local_auth.sign_ins (user_id, ${column}) values ($1, now())
     on conflict (user_id) do update set ${column} = now()`,
    [userId],
  )
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null)

/** The user object GoTrue returns (auth-js `User`). */
export function userJson(user: UserRow): Record<string, unknown> {
  const identityData = {
    sub: user.id,
    email: user.email,
    email_verified: user.emailConfirmedAt !== null,
    phone_verified: false,
  }
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    ...(user.newEmail
      ? { new_email: user.newEmail, email_change_sent_at: iso(user.emailChangeSentAt) }
      : {}),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: { ...user.userMetadata, ...identityData },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt ?? user.createdAt),
        created_at: iso(user.createdAt),
        updated_at: iso(user.updatedAt),
        email: user.email.toLowerCase(),
      },
    ],
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  }
}

/**
 * What hosted Auth answers a sign-up with an address that already has a confirmed account
 * (GoTrue's sanitizeUser): a user that does not exist — a new random id, the sign-up's own data,
 * no identities, nothing confirmed — so the answer looks like any new sign-up's.
 */
export function standInUser(
  email: string,
  userMetadata: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
