import { createHash, randomInt } from 'node:crypto'
import type { BackendSettings } from '../config.ts'
import type { Tx } from '../db.ts'
import { authErrors } from './auth-errors.ts'

export type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_current' | 'email_change_token_new'

export interface IssuedToken {
  token: string
  tokenHash: string
}

/** GoTrue's token hash: hex sha224 of e-mail + the 6-digit OTP (so both link and code work). */
const hashToken = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')

/** Issues a new token for (user, type), replacing any earlier one as GoTrue does. */
export async function issueToken(
  tx: Tx,
  userId: string,
  type: TokenType,
  email: string,
  redirectTo: string,
): Promise<IssuedToken> {
  const token = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const tokenHash = hashToken(email, token)
  await tx.query(
    `insert into local_auth.one_time_tokens (user_id, token_type, token_hash, relates_to, redirect_to)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           redirect_to = excluded.redirect_to, created_at = now()`,
    [userId, type, tokenHash, email.toLowerCase(), redirectTo],
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
 * Consumes a token by hash (link / verifyOtp({ token_hash })) or by e-mail + OTP. Unknown and
 * expired tokens answer alike, as GoTrue does, so links cannot be probed.
 */
export async function consumeToken(
  tx: Tx,
  settings: BackendSettings,
  types: TokenType[],
  by: { tokenHash: string } | { email: string; otp: string },
): Promise<FoundToken> {
  const tokenHash = 'tokenHash' in by ? by.tokenHash : hashToken(by.email, by.otp)
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
      where token_hash = $1 and token_type = any($2::text[])`,
    [tokenHash, types, settings.otpTtlSeconds],
  )
  const row = rows[0]
  if (!row || row.expired) throw authErrors.otpExpired()
  await tx.query(`delete from local_auth.one_time_tokens where id = $1`, [row.id])
  return {
    userId: row.user_id,
    tokenType: row.token_type,
    relatesTo: row.relates_to,
    redirectTo: row.redirect_to,
  }
}
