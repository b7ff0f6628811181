import { hashAddress, type Caller } from '../_shared/caller.ts'
import { errorResponse } from '../_shared/http.ts'
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

/** The answer when the usage table cannot be reached: nothing goes to the provider uncounted. */
export const usageUnavailable = (req: Request): Response =>
  errorResponse(
    req,
    503,
    'usage_unavailable',
    'AI usage cannot be counted right now. Please try again later.',
  )

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

/** The counts of ai_usage besides tokens (public.ai_usage_meter_reserve, …_ai_speech_usage.sql). */
export type Meter = 'audio' | 'speech'

export interface MeterReservation {
  allowed: boolean
  /** Sets the count to what was used instead of what was reserved (in the background). */
  settle(used: number): void
}

const callerArgs = async (caller: Caller) =>
  caller.kind === 'user'
    ? { p_user_id: caller.userId, p_client_hash: null }
    : { p_user_id: null, p_client_hash: await hashAddress(caller.address) }

/**
 * Reserves `amount` of a meter (seconds transcribed, characters spoken) for the caller's UTC
 * day, refused past `dailyLimit`; throws when the count cannot be reached. A settle that fails
 * is logged: the request has gone by then.
 */
export async function reserveMeter(
  rest: ServiceRest,
  caller: Caller,
  meter: Meter,
  amount: number,
  dailyLimit: number,
  background: { defer: (work: Promise<unknown>) => void; log: (line: string) => void },
): Promise<MeterReservation> {
  const who = await callerArgs(caller)
  const rows = await rest.rpc<{ allowed: boolean; usage_day: string }[]>('ai_usage_meter_reserve', {
    ...who,
    p_meter: meter,
    p_amount: amount,
    p_daily_limit: dailyLimit,
  })
  const row = rows[0]
  if (!row) throw new Error('ai_usage_meter_reserve returned no row')
  return {
    allowed: row.allowed,
    settle(used) {
      if (!row.allowed || used === amount) return
      background.defer(
        rest
          .rpc('ai_usage_meter_settle', {
            ...who,
            p_meter: meter,
            p_day: row.usage_day,
            p_delta: Math.round(used - amount),
          })
          .catch((error: unknown) =>
            background.log(`${meter} usage could not be settled: ${String(error)}`),
          ),
      )
    },
  }
}

/**
 * reserveMeter for a route: the reservation, or the caller's answer when the count cannot be
 * reached (503) or the day's allowance is used (429 with `limitMessage`).
 */
export async function reserveMeterOrRefuse(
  req: Request,
  rest: ServiceRest,
  caller: Caller,
  meter: { name: Meter; amount: number; dailyLimit: number; limitMessage: string },
  background: { defer: (work: Promise<unknown>) => void; log: (line: string) => void },
): Promise<MeterReservation | Response> {
  let reservation: MeterReservation
  try {
    reservation = await reserveMeter(
      rest,
      caller,
      meter.name,
      meter.amount,
      meter.dailyLimit,
      background,
    )
  } catch (error) {
    background.log(
      `${meter.name} usage could not be counted: ${error instanceof Error ? error.message : String(error)}`,
    )
    return usageUnavailable(req)
  }
  return reservation.allowed
    ? reservation
    : errorResponse(req, 429, 'daily_limit', meter.limitMessage)
}

export async function reserveTokens(
  rest: ServiceRest,
  caller: Caller,
  tokens: number,
  dailyLimit: number,
  anonymous: { totalLimit: number; verified: boolean } = { totalLimit: 0, verified: true },
): Promise<Reservation> {
  const who = await callerArgs(caller)
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
