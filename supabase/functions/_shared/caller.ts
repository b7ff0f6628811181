import type { EnvReader } from './http.ts'
import { verifyJwt, type JwtKeys } from './jwt.ts'

/**
 * Who is calling a function: a signed-in user (a Supabase access token, role authenticated) or
 * an anonymous visitor (the project's anon key, role anon, or a publishable key), known then
 * only by their address. Anything else is refused (401).
 */
export type Caller = { kind: 'user'; userId: string } | { kind: 'anonymous'; address: string }

export interface CallerKeys extends JwtKeys {
  /** New-style publishable keys (sb_publishable_…): not JWTs, they name anonymous callers. */
  publishableKeys: string[]
}

/** What Deno.serve tells a handler about the connection. */
export interface ConnectionInfo {
  /** A TCP address has a hostname; a Unix socket has none. */
  remoteAddr?: object
}

/** The project's keys as hosted Supabase (or the local runner) puts them in the environment. */
export function callerKeysFromEnv(env: EnvReader): CallerKeys {
  const supabaseUrl = env('SUPABASE_URL')?.replace(/\/+$/, '')
  const jwksText = env('SUPABASE_JWKS')?.trim()
  let jwks: { keys: JsonWebKey[] } | undefined
  if (jwksText) {
    const parsed = JSON.parse(jwksText) as { keys?: JsonWebKey[] }
    if (Array.isArray(parsed.keys) && parsed.keys.length > 0) jwks = { keys: parsed.keys }
  }
  const publishable = env('SUPABASE_PUBLISHABLE_KEYS')?.trim()
  return {
    secret: env('SUPABASE_JWT_SECRET') || env('JWT_SECRET') || undefined,
    jwks,
    jwksUrl: supabaseUrl ? `${supabaseUrl}/auth/v1/.well-known/jwks.json` : undefined,
    publishableKeys: publishable
      ? Object.values(JSON.parse(publishable) as Record<string, string>)
      : [],
  }
}

/**
 * The caller's address: the first address a proxy in front recorded, else the connection's.
 * Only the Supabase gateway (or the local one) stands in front, and it sets these headers.
 */
export function clientAddress(req: Request, info?: ConnectionInfo): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return (
    req.headers.get('cf-connecting-ip')?.trim() ||
    req.headers.get('x-real-ip')?.trim() ||
    forwarded ||
    (info?.remoteAddr as { hostname?: string } | undefined)?.hostname ||
    'unknown'
  )
}

function presentedToken(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  return bearer ?? req.headers.get('apikey')?.trim() ?? undefined
}

export async function identifyCaller(
  req: Request,
  keys: CallerKeys,
  info?: ConnectionInfo,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): Promise<Caller | undefined> {
  const token = presentedToken(req)
  if (!token) return undefined
  if (keys.publishableKeys.includes(token)) {
    return { kind: 'anonymous', address: clientAddress(req, info) }
  }
  const result = await verifyJwt(token, keys, options)
  if (!result.ok) return undefined
  const { role, sub } = result.claims
  if (role === 'authenticated' && typeof sub === 'string' && sub !== '') {
    return { kind: 'user', userId: sub }
  }
  if (role === 'anon') return { kind: 'anonymous', address: clientAddress(req, info) }
  return undefined
}

/** A SHA-256 (hex) of an address: what is stored or keyed instead of the address itself. */
export async function hashAddress(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
