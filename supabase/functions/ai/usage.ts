import { hashAddress, type Caller } from '../_shared/caller.ts'
import type { ServiceRest } from '../_shared/service-rest.ts'

/**
 * Daily token accounting in public.ai_usage (supabase/migrations/…_ai_usage.sql and
 * …_ai_allowance.sql): a request first reserves what it may cost (prompt estimate + max_tokens),
 * refused when that would pass the caller's allowance (or, for an anonymous visitor, all
 * visitors' allowance together); when it ends, the reservation is settled to what it used.
 */

export const DAILY_LIMIT_MESSAGE = "You have used today's AI allowance. It resets at midnight UTC."
export const ANONYMOUS_TOTAL_MESSAGE =
  "Today's AI allowance for visitors without an account is used up. Sign in to go on, or try again after midnight UTC."
export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm you are human to use AI without an account.'
export const CAPTCHA_FAILED_MESSAGE = 'The human check did not pass. Please try it again.'

/** ~4 characters per token: the usual rough rule, used only when the provider gives no usage. */
export const estimateTokens = (characters: number): number => Math.ceil(characters / 4)

/** Which rule refused a reservation. */
export type Refusal = 'daily_limit' | 'anonymous_total' | 'captcha_required'

export interface Reservation {
  allowed: boolean
  refusal: Refusal | undefined
  used: number
  settle(actualTokens: number): Promise<void>
}

interface ReserveRow {
  allowed: boolean
  reason: Refusal | null
  used: number | string
  usage_day: string
}

export async function reserveTokens(
  rest: ServiceRest,
  caller: Caller,
  tokens: number,
  dailyLimit: number,
  anonymous: { totalLimit: number; verified: boolean } = { totalLimit: 0, verified: true },
): Promise<Reservation> {
  const who =
    caller.kind === 'user'
      ? { p_user_id: caller.userId, p_client_hash: null }
      : { p_user_id: null, p_client_hash: await hashAddress(caller.address) }
  const rows = await rest.rpc<ReserveRow[]>('ai_usage_reserve', {
    ...who,
    p_tokens: tokens,
    p_daily_limit: dailyLimit,
    ...(caller.kind === 'anonymous'
      ? { p_anonymous_total_limit: anonymous.totalLimit, p_verified: anonymous.verified }
      : {}),
  })
  const row = rows[0]
  if (!row) throw new Error('ai_usage_reserve returned no row')
  return {
    allowed: row.allowed,
    refusal: row.allowed ? undefined : (row.reason ?? 'daily_limit'),
    used: Number(row.used),
    settle: async (actualTokens) => {
      if (!row.allowed || actualTokens === tokens) return
      await rest.rpc('ai_usage_settle', {
        ...who,
        p_day: row.usage_day,
        p_delta: Math.round(actualTokens - tokens),
      })
    },
  }
}
