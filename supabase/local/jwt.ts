import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose'
import { JWT_SECRET } from './config.ts'

// Copied into this realm's Uint8Array: under jsdom (the app's component tests run this backend in
// process) TextEncoder's bytes come from another realm, and jose checks `instanceof Uint8Array`.
const secretKey = new Uint8Array(new TextEncoder().encode(JWT_SECRET))

export type Claims = JWTPayload & Record<string, unknown>

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey)
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; message: string }

/** Only HS256 with our secret is accepted: `alg: none` and forged signatures are rejected. */
export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] })
    return { ok: true, claims: payload as Claims }
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      return { ok: false, reason: 'expired', message: 'JWT expired' }
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: 'invalid', message }
  }
}
