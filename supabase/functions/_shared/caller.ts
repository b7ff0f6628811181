import type { EnvReader } from './http.ts'
import { ipv4Bytes, ipv6Groups } from './ip-address.ts'
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
  /** Who issues the project's user tokens: `<SUPABASE_URL>/auth/v1`, or AUTH_JWT_ISSUER. */
  issuer?: string | undefined
  /** The one request header the platform's gateway sets to the caller's address. */
  clientIpHeader?: string | undefined
}

/**
 * Hosted Supabase is reached through Cloudflare, which sets `cf-connecting-ip` to the address
 * it received the request from, replacing whatever the caller sent under that name. The other
 * forwarding headers (x-real-ip, x-forwarded-for) pass through from the caller, so they name
 * nobody. The local backend's gateway sets the same header (functions-proxy.ts).
 */
export const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip'

/** Issuers of the project's anon keys: hosted projects ("supabase") and the CLI's demo keys. */
const ANON_KEY_ISSUERS = new Set(['supabase', 'supabase-demo'])

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
    issuer: env('AUTH_JWT_ISSUER')?.trim() || (supabaseUrl ? `${supabaseUrl}/auth/v1` : undefined),
    clientIpHeader: env('CLIENT_IP_HEADER')?.trim().toLowerCase() || DEFAULT_CLIENT_IP_HEADER,
  }
}

/**
 * The key an anonymous allowance is counted under: an IPv4 address as it is; an IPv6 address by
 * its /64 network, since one subscriber usually holds a whole /64 and can use any address in it
 * (an IPv4 address mapped into IPv6 counts as that IPv4 address). Anything else is "unknown": all
 * such callers share one allowance.
 */
export function allowanceAddress(address: string): string {
  const trimmed = address.trim()
  const v4 = ipv4Bytes(trimmed)
  if (v4) return v4.join('.')
  const groups = ipv6Groups(trimmed)
  if (!groups) return 'unknown'
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The caller's address: only the header the platform's gateway sets (CLIENT_IP_HEADER, default
 * cf-connecting-ip), never one the caller may have chosen; when it holds a list, the last entry
 * is the one the gateway added. Without it, the connection's own address (behind a gateway: the
 * gateway's, so all such callers share one allowance).
 */
export function clientAddress(
  req: Request,
  info?: ConnectionInfo,
  header = DEFAULT_CLIENT_IP_HEADER,
): string {
  const fromGateway = req.headers.get(header)?.split(',').pop()?.trim()
  const connection = (info?.remoteAddr as { hostname?: string } | undefined)?.hostname
  return allowanceAddress(fromGateway || connection || 'unknown')
}

const audiences = (aud: unknown): unknown[] => (Array.isArray(aud) ? aud : [aud])

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
    return { kind: 'anonymous', address: clientAddress(req, info, keys.clientIpHeader) }
  }
  const result = await verifyJwt(token, keys, options)
  if (!result.ok) return undefined
  const { role, sub, aud, iss } = result.claims
  if (role === 'authenticated' && typeof sub === 'string' && sub !== '') {
    // A user token of this project: its audience, and its issuer when the project's is known.
    if (!audiences(aud).includes('authenticated')) return undefined
    if (keys.issuer !== undefined && iss !== keys.issuer) return undefined
    return { kind: 'user', userId: sub }
  }
  if (role === 'anon') {
    // Supabase's anon keys carry no audience; one that names another audience is not ours.
    if (aud !== undefined && !audiences(aud).includes('anon')) return undefined
    if (typeof iss !== 'string' || (!ANON_KEY_ISSUERS.has(iss) && iss !== keys.issuer)) {
      return undefined
    }
    return { kind: 'anonymous', address: clientAddress(req, info, keys.clientIpHeader) }
  }
  return undefined
}

/** A SHA-256 (hex) of an address: what is stored or keyed instead of the address itself. */
export async function hashAddress(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
