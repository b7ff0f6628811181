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
/** The app's origins in development: Vite's dev server and `vite preview` (vite.config.ts). */
export const DEFAULT_APP_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
] as const
/**
 * A statement still running after this long fails (57014) and the database reopens (worker-db.ts),
 * so one heavy query cannot hold the single connection; hosted Supabase's roles have 3–8 s.
 */
export const STATEMENT_TIMEOUT_MS = 10_000
/** Kong in front of Supabase rejects larger bodies; we answer 413 the same way. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024
/**
 * GoTrue's defaults: JWT_EXP 3600 s, MAILER_OTP_EXP 86400 s (config.toml's `otp_expiry` wins, as
 * with `supabase start`), minimum password length 6.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 3600
export const OTP_TTL_SECONDS = 86_400
/** GoTrue's SMTP max frequency on hosted projects (and its default): one mail per 60 s. */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60
/**
 * Wrong codes one e-mail address may try (verifyOtp with email + code) before its codes are void
 * and a new one must be requested: a 6-digit code then has a 5-in-a-million chance, not certainty.
 */
export const MAX_OTP_ATTEMPTS = 5
export const MIN_PASSWORD_LENGTH = 6
export const BCRYPT_COST = 10

export interface BackendSettings {
  /** Public URL of this API (used in JWT `iss` and in e-mail verification links). */
  apiUrl: string
  siteUrl: string
  accessTokenTtlSeconds: number
  otpTtlSeconds: number
  /** Where redirect_to may lead besides the site URL's host (config.toml additional_redirect_urls). */
  redirectAllowList: string[]
  /** Seconds during which an already-rotated refresh token may be exchanged again (GoTrue: 10). */
  refreshReuseIntervalSeconds: number
  bcryptCost: number
  /** One confirmation or recovery mail per address per this long (config.toml max_frequency). */
  emailMaxFrequencySeconds: number
}
