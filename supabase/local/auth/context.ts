import type { BackendSettings } from '../config.ts'
import type { SerialDb } from '../db.ts'

export interface AuthContext {
  db: SerialDb
  settings: BackendSettings
  /** The supabase/ folder: templates/ and config.toml (e-mail subjects). */
  supabaseDir: string
}

/** GoTrue accepts redirect_to only when allowed; for local development any http(s) URL is. */
export function resolveRedirect(ctx: AuthContext, redirectTo: string | null | undefined): string {
  if (redirectTo && /^https?:\/\//i.test(redirectTo)) {
    try {
      return new URL(redirectTo).toString()
    } catch {
      return ctx.settings.siteUrl
    }
  }
  return ctx.settings.siteUrl
}

export function verifyLink(
  ctx: AuthContext,
  tokenHash: string,
  type: string,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo })
  return `${ctx.settings.apiUrl}/auth/v1/verify?${query.toString()}`
}
