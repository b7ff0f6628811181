/**
 * Fixed development settings of the embedded local backend. The JWT secret is Supabase's public
 * demo secret (the same one `supabase start` uses), so the demo anon / service_role keys from
 * `.env.example` verify against it. Never use any of this for a hosted project.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEFAULT_BACKEND_PORT = 54321
export const DEFAULT_INBOX_PORT = 54324
export const DEFAULT_DB_DIR = '.local-db/data'
export const DEFAULT_SITE_URL = 'http://127.0.0.1:5173'
/** Kong in front of Supabase rejects larger bodies; we answer 413 the same way. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024
/** GoTrue's defaults: JWT_EXP 3600 s, MAILER_OTP_EXP 86400 s, minimum password length 6. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600
export const OTP_TTL_SECONDS = 86_400
export const MIN_PASSWORD_LENGTH = 6
export const BCRYPT_COST = 10

export interface BackendSettings {
  /** Public URL of this API (used in JWT `iss` and in e-mail verification links). */
  apiUrl: string
  siteUrl: string
  accessTokenTtlSeconds: number
  otpTtlSeconds: number
  /** Seconds during which an already-rotated refresh token may be exchanged again (GoTrue: 10). */
  refreshReuseIntervalSeconds: number
  bcryptCost: number
}
