/**
 * Verifies a Supabase JWT inside the function, with WebCrypto only (no imports to fetch at
 * deploy or test time). Supabase signs with one of:
 *   - HS256 and the project's JWT secret (legacy keys; also the embedded local backend), given
 *     as SUPABASE_JWT_SECRET or JWT_SECRET;
 *   - ES256 / RS256 signing keys, published as a JSON Web Key Set: hosted Edge Functions get it
 *     in SUPABASE_JWKS, and it is served at <SUPABASE_URL>/auth/v1/.well-known/jwks.json.
 * `alg: none`, unknown algorithms, bad signatures, tokens without a numeric `exp` and expired
 * tokens are refused. Audience and issuer are the caller's to check (caller.ts).
 */

export type Claims = Record<string, unknown>

export interface JwtKeys {
  /** HS256 secret. */
  secret?: string | undefined
  /** The signing keys, when known up front (SUPABASE_JWKS). */
  jwks?: { keys: JsonWebKey[] } | undefined
  /** Where to fetch the signing keys otherwise. */
  jwksUrl?: string | undefined
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: string }

const encoder = new TextEncoder()

function base64UrlDecode(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64UrlDecode(part)))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const JWKS_TTL_MS = 10 * 60_000
const jwksCache = new Map<string, { at: number; keys: JsonWebKey[] }>()

async function signingKeys(keys: JwtKeys, fetchFn: typeof fetch): Promise<JsonWebKey[]> {
  if (keys.jwks) return keys.jwks.keys
  if (!keys.jwksUrl) return []
  const cached = jwksCache.get(keys.jwksUrl)
  if (cached && Date.now() - cached.at < JWKS_TTL_MS) return cached.keys
  const response = await fetchFn(keys.jwksUrl)
  if (!response.ok) return cached?.keys ?? []
  const body = (await response.json()) as { keys?: JsonWebKey[] }
  const found = Array.isArray(body.keys) ? body.keys : []
  jwksCache.set(keys.jwksUrl, { at: Date.now(), keys: found })
  return found
}

type Verifier = { key: CryptoKey; algorithm: AlgorithmIdentifier | EcdsaParams }

async function verifierFor(
  header: Record<string, unknown>,
  keys: JwtKeys,
  fetchFn: typeof fetch,
): Promise<Verifier | undefined> {
  if (header.alg === 'HS256') {
    if (!keys.secret) return undefined
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(keys.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    return { key, algorithm: 'HMAC' }
  }
  if (header.alg !== 'ES256' && header.alg !== 'RS256') return undefined
  const jwk = (await signingKeys(keys, fetchFn)).find(
    (candidate) =>
      (header.kid === undefined || (candidate as { kid?: unknown }).kid === header.kid) &&
      (candidate.alg === undefined || candidate.alg === header.alg),
  )
  if (!jwk) return undefined
  if (header.alg === 'ES256') {
    const key = await crypto.subtle.importKey(
      'jwk',
      jwk,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    return { key, algorithm: { name: 'ECDSA', hash: 'SHA-256' } }
  }
  const key = await crypto.subtle.importKey(
    'jwk',
    jwk,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  return { key, algorithm: 'RSASSA-PKCS1-v1_5' }
}

export async function verifyJwt(
  token: string,
  keys: JwtKeys,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): Promise<VerifyResult> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJson(headerPart)
  const claims = decodeJson(payloadPart)
  if (!header || !claims) return { ok: false, reason: 'malformed JWT' }
  let verifier: Verifier | undefined
  try {
    verifier = await verifierFor(header, keys, options.fetch ?? fetch)
  } catch {
    return { ok: false, reason: 'signing key unavailable' }
  }
  if (!verifier) return { ok: false, reason: `no key for alg ${String(header.alg)}` }
  let valid: boolean
  try {
    valid = await crypto.subtle.verify(
      verifier.algorithm,
      verifier.key,
      base64UrlDecode(signaturePart),
      encoder.encode(`${headerPart}.${payloadPart}`),
    )
  } catch {
    valid = false
  }
  if (!valid) return { ok: false, reason: 'bad signature' }
  const nowSeconds = (options.now?.() ?? Date.now()) / 1000
  // Every token Supabase issues expires: one without a numeric exp would be valid for ever.
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) {
    return { ok: false, reason: 'no numeric exp' }
  }
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  if (claims.nbf !== undefined && typeof claims.nbf !== 'number') {
    return { ok: false, reason: 'nbf not numeric' }
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) {
    return { ok: false, reason: 'not yet valid' }
  }
  return { ok: true, claims }
}
