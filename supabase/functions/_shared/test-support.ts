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
export const userToken = (sub: string) =>
  signHs256({ sub, role: 'authenticated', aud: 'authenticated', exp: inAnHour() })
export const anonKey = () => signHs256({ role: 'anon', iss: 'supabase', exp: inAnHour() })

export interface UsageRow {
  tokens: number
  requests: number
}

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
export function world(outside: (req: Request) => Response | Promise<Response>): World {
  const usage = new Map<string, UsageRow>()
  const seen: Request[] = []
  let broken = false
  const keyOf = (args: Record<string, unknown>) =>
    typeof args.p_user_id === 'string' ? args.p_user_id : `address:${args.p_client_hash}`
  const rpc = async (name: string, req: Request): Promise<Response> => {
    if (broken) return new Response('{"message":"down"}', { status: 503 })
    if (req.headers.get('apikey') !== SERVICE_KEY) return new Response('{}', { status: 401 })
    const args = (await req.json()) as Record<string, unknown>
    const row = usage.get(keyOf(args)) ?? { tokens: 0, requests: 0 }
    usage.set(keyOf(args), row)
    if (name === 'ai_usage_reserve') {
      const used = row.tokens
      const allowed = used < (args.p_daily_limit as number)
      if (allowed) {
        row.tokens += args.p_tokens as number
        row.requests += 1
      }
      return Response.json([{ allowed, used, usage_day: '2026-11-24' }])
    }
    row.tokens = Math.max(0, row.tokens + (args.p_delta as number))
    return new Response(null, { status: 204 })
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
