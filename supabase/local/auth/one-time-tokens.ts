import { createHash, randomBytes, randomInt } from 'node:crypto'
import { MAX_OTP_ATTEMPTS, type BackendSettings } from '../config.ts'
import type { Tx } from '../db.ts'

export type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_current' | 'email_change_token_new'

export interface IssuedToken {
  /** The 6-digit code ({{ .Token }} in templates). */
  token: string
  /** The link's token ({{ .TokenHash }}): 56 random hex digits, GoTrue's length. */
  tokenHash: string
}

/** GoTrue's hash of a code: hex sha224 of e-mail + the 6-digit OTP. */
const hashOtp = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')

/** Issues a new token for (user, type), replacing any earlier one (and its count) as GoTrue does. */
export async function issueToken(
  tx: Tx,
  userId: string,
  type: TokenType,
  email: string,
  redirectTo: string,
): Promise<IssuedToken> {
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const tokenHash = randomBytes(28).toString('hex')
  const address = email.toLowerCase()
  await tx.query(
    `insert into local_auth.one_time_tokens
       (user_id, token_type, token_hash, otp_hash, relates_to, redirect_to)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, otp_hash = excluded.otp_hash,
           relates_to = excluded.relates_to, redirect_to = excluded.redirect_to,
           failed_attempts = 0, created_at = now()`,
    [userId, type, tokenHash, hashOtp(address, token), address, redirectTo],
  )
  return { token, tokenHash }
}

export interface FoundToken {
  userId: string
  tokenType: TokenType
  relatesTo: string
  redirectTo: string | null
}

/**
 * A wrong code for an address counts against all its tokens; at MAX_OTP_ATTEMPTS they are void.
 * Runs in the request's transaction, which must commit even though the request fails.
 */
async function countWrongCode(tx: Tx, email: string): Promise<void> {
  await tx.query(
    `update local_auth.one_time_tokens set failed_attempts = failed_attempts + 1 where relates_to = $1`,
    [email.toLowerCase()],
  )
  await tx.query(
    `delete from local_auth.one_time_tokens where relates_to = $1 and failed_attempts >= $2`,
    [email.toLowerCase(), MAX_OTP_ATTEMPTS],
  )
}

/**
 * Consumes a token by its link hash (link / verifyOtp({ token_hash })) or by e-mail + code.
 * Returns null for an unknown, expired or used token (GoTrue answers all alike, so links cannot
 * be probed): the caller answers otp_expired after this transaction commits, so a wrong code is
 * counted. Expiry is GoTrue's: older than MAILER_OTP_EXP seconds (config.toml otp_expiry).
 */
export async function consumeToken(
  tx: Tx,
  settings: BackendSettings,
  types: TokenType[],
  by: { tokenHash: string } | { email: string; otp: string },
): Promise<FoundToken | null> {
  const [column, value] =
    'tokenHash' in by ? ['token_hash', by.tokenHash] : ['otp_hash', hashOtp(by.email, by.otp)]
  const { rows } = await tx.query<{
    id: string
    user_id: string
    token_type: TokenType
    relates_to: string
    redirect_to: string | null
    expired: boolean
  }>(
    `select id, user_id, token_type, relates_to, redirect_to,
            created_at < now() - make_interval(secs => $3) as expired
       from local_auth.one_time_tokens
      where ${column} = $1 and token_type = any($2::text[])`,
    [value, types, settings.otpTtlSeconds],
  )
  const row = rows[0]
  if (!row || row.expired) {
    if ('email' in by) await countWrongCode(tx, by.email)
    return null
  }
  await tx.query(`delete from local_auth.one_time_tokens where id = $1`, [row.id])
  return {
    userId: row.user_id,
    tokenType: row.token_type,
    relatesTo: row.relates_to,
    redirectTo: row.redirect_to,
  }
}
