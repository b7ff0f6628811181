/**
 * What the functions' Deno tests share: tokens signed like Supabase signs them, and a `fetch`
 * that plays the outside world — the provider or webhook (a handler per test) and the
 * project's PostgREST RPCs for AI usage (kept in memory with the database functions' rules,
 * which tests/db proves on PostgreSQL itself). Not a test file: `deno test` runs *.test.ts.
 */

export const JWT_SECRET = 'test-jwt-secret-with-at-least-32-characters!'
export const SUPABASE_URL = 'http://supabase.test'
export const SERVICE_KEY = 'eyJ.service-role-key-for-tests'

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const encodePart = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)))

export async function signHs256(
  claims: Record<string, unknown>,
  secret = JWT_SECRET,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): Promise<string> {
  const input = `${encodePart(header)}.${encodePart(claims)}`
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(input))
  return `${input}.${base64Url(new Uint8Array(signature))}`
}

/** An ES256 signing key as hosted Supabase's new JWT signing keys are, with its public JWKS. */
export async function es256Signer(kid: string) {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid, alg: 'ES256' }
  return {
    jwks: { keys: [jwk] },
    async sign(claims: Record<string, unknown>): Promise<string> {
      const input = `${encodePart({ alg: 'ES256', typ: 'JWT', kid })}.${encodePart(claims)}`
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(input),
      )
      return `${input}.${base64Url(new Uint8Array(signature))}`
    },
  }
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
/** Who issues the project's user tokens, as the functions learn it from SUPABASE_URL. */
export const ISSUER = `${SUPABASE_URL}/auth/v1`
export const userToken = (sub: string, claims: Record<string, unknown> = {}) =>
  signHs256({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iss: ISSUER,
    exp: inAnHour(),
    ...claims,
  })
export const anonKey = () => signHs256({ role: 'anon', iss: 'supabase', exp: inAnHour() })

export interface UsageRow {
  tokens: number
  requests: number
  /** Seconds of audio transcribed (public.ai_usage.audio_seconds). */
  audio?: number
  /** Characters spoken for audio overviews (public.ai_usage.speech_characters). */
  speech?: number
}

/** The key under which all anonymous visitors' tokens are counted together in `usage`. */
export const ANONYMOUS_TOTAL = 'anonymous-total'

export interface World {
  fetch: typeof fetch
  /** Requests that reached the provider or webhook (not the RPCs). */
  outside: Request[]
  /** AI usage per caller key (a user id or `address:<sha256>`), as the RPCs left it. */
  usage: Map<string, UsageRow>
  /** Makes the usage RPCs fail (the database is down). */
  breakUsage(): void
}

/** A fetch for the handlers: RPCs at SUPABASE_URL go to the in-memory usage, the rest to `outside`. */
export function world(
  outside: (req: Request) => Response | Promise<Response>,
  options: { now?: () => number } = {},
): World {
  const now = options.now ?? (() => Date.now())
  const hits = new Map<string, number[]>()
  const delivered = new Set<string>()
  /**
   * public.feedback_rate_hit (migration …_feedback_rate_limit.sql): seconds to wait, or 0;
   * public.feedback_delivered / feedback_record_delivery (…_feedback_deliveries.sql).
   */
  const rpcOther = (name: string, args: Record<string, unknown>): Response => {
    if (name === 'feedback_delivered') return Response.json(delivered.has(args.p_id as string))
    if (name === 'feedback_record_delivery') {
      delivered.add(args.p_id as string)
      return new Response(null, { status: 204 })
    }
    if (name !== 'feedback_rate_hit')
      return Response.json({ message: 'no such function' }, { status: 404 })
    const at = now()
    const windowMs = (args.p_window_seconds as number) * 1000
    const key = args.p_caller as string
    const recent = (hits.get(key) ?? []).filter((time) => at - time < windowMs)
    hits.set(key, recent)
    if (recent.length >= (args.p_max as number)) {
      return Response.json(Math.ceil((windowMs - (at - recent[0]!)) / 1000))
    }
    recent.push(at)
    return Response.json(0)
  }
  const usage = new Map<string, UsageRow>()
  const seen: Request[] = []
  let broken = false
  const keyOf = (args: Record<string, unknown>) =>
    typeof args.p_user_id === 'string' ? args.p_user_id : `address:${args.p_client_hash}`
  const rpc = async (name: string, req: Request): Promise<Response> => {
    if (broken) return new Response('{"message":"down"}', { status: 503 })
    if (req.headers.get('apikey') !== SERVICE_KEY) return new Response('{}', { status: 401 })
    const args = (await req.json()) as Record<string, unknown>
    if (!name.startsWith('ai_usage_')) return rpcOther(name, args)
    const row = usage.get(keyOf(args)) ?? { tokens: 0, requests: 0 }
    usage.set(keyOf(args), row)
    const anonymous = typeof args.p_user_id !== 'string'
    const total = usage.get(ANONYMOUS_TOTAL) ?? { tokens: 0, requests: 0 }
    if (name === 'ai_usage_meter_reserve') {
      // The rules of public.ai_usage_meter_reserve (migration …_ai_speech_usage.sql).
      const meter = args.p_meter as 'audio' | 'speech'
      const used = row[meter] ?? 0
      const amount = args.p_amount as number
      const allowed = used + amount <= (args.p_daily_limit as number)
      if (allowed) {
        row[meter] = used + amount
        row.requests += 1
      }
      return Response.json([{ allowed, used, usage_day: '2026-11-24' }])
    }
    if (name === 'ai_usage_meter_settle') {
      const meter = args.p_meter as 'audio' | 'speech'
      row[meter] = Math.max(0, (row[meter] ?? 0) + (args.p_delta as number))
      return new Response(null, { status: 204 })
    }
    if (name === 'ai_usage_reserve') {
      // The rules of public.ai_usage_reserve (migration …_ai_allowance.sql).
      const used = row.tokens
      const tokens = args.p_tokens as number
      const verified = args.p_verified ?? true
      const totalLimit = args.p_anonymous_total_limit as number | undefined
      const reason =
        anonymous && !verified && row.requests === 0
          ? 'captcha_required'
          : used + tokens > (args.p_daily_limit as number)
            ? 'daily_limit'
            : anonymous && totalLimit !== undefined && total.tokens + tokens > totalLimit
              ? 'anonymous_total'
              : null
      if (reason === null) {
        row.tokens += tokens
        row.requests += 1
        if (anonymous && totalLimit !== undefined) {
          total.tokens += tokens
          usage.set(ANONYMOUS_TOTAL, total)
        }
      }
      return Response.json([{ allowed: reason === null, reason, used, usage_day: '2026-11-24' }])
    }
    if (name === 'ai_usage_settle') {
      row.tokens = Math.max(0, row.tokens + (args.p_delta as number))
      if (anonymous && usage.has(ANONYMOUS_TOTAL)) {
        total.tokens = Math.max(0, total.tokens + (args.p_delta as number))
      }
      return new Response(null, { status: 204 })
    }
    return rpcOther(name, args)
  }
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init)
    const rpcName = new RegExp(`^${SUPABASE_URL}/rest/v1/rpc/(\\w+)$`).exec(req.url)?.[1]
    if (rpcName) return rpc(rpcName, req)
    seen.push(req.clone())
    return outside(req)
  }) as typeof fetch
  return { fetch: fetchFn, outside: seen, usage, breakUsage: () => (broken = true) }
}

/** Collects deferred work so a test can wait for the usage to be settled. */
export function deferred() {
  const pending: Promise<unknown>[] = []
  return {
    defer: (work: Promise<unknown>) => void pending.push(work),
    settled: () => Promise.all(pending),
  }
}

export async function readAll(response: Response): Promise<string> {
  return await response.text()
}
