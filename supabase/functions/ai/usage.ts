import { hashAddress, type Caller } from '../_shared/caller.ts'
import type { ServiceRest } from '../_shared/service-rest.ts'

/**
 * Daily token accounting in public.ai_usage (supabase/migrations/…_ai_usage.sql): a request
 * first reserves what it may cost (prompt estimate + max_tokens), refused when the caller has
 * used today's allowance; when it ends, the reservation is settled to what it really used.
 */

export const DAILY_LIMIT_MESSAGE = "You have used today's AI allowance. It resets at midnight UTC."

/** ~4 characters per token: the usual rough rule, used only when the provider gives no usage. */
export const estimateTokens = (characters: number): number => Math.ceil(characters / 4)

export interface Reservation {
  allowed: boolean
  used: number
  settle(actualTokens: number): Promise<void>
}

interface ReserveRow {
  allowed: boolean
  used: number | string
  usage_day: string
}

export async function reserveTokens(
  rest: ServiceRest,
  caller: Caller,
  tokens: number,
  dailyLimit: number,
): Promise<Reservation> {
  const who =
    caller.kind === 'user'
      ? { p_user_id: caller.userId, p_client_hash: null }
      : { p_user_id: null, p_client_hash: await hashAddress(caller.address) }
  const rows = await rest.rpc<ReserveRow[]>('ai_usage_reserve', {
    ...who,
    p_tokens: tokens,
    p_daily_limit: dailyLimit,
  })
  const row = rows[0]
  if (!row) throw new Error('ai_usage_reserve returned no row')
  return {
    allowed: row.allowed,
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
