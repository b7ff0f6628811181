import type { BackendSettings } from '../config.ts'
import type { SerialDb } from '../db.ts'

export interface AuthContext {
  db: SerialDb
  settings: BackendSettings
  /** The supabase/ folder: templates/ and config.toml (e-mail subjects). */
  supabaseDir: string
}

/**
 * An allow-list entry as GoTrue matches it (a glob whose separators are '.' and '/'): `**` is
 * any text, `*` any text without a separator, `?` one character that is not one.
 */
function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*|\?)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^./]*'
          : part === '?'
            ? '[^./]'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

/**
 * GoTrue's redirect rule (as on hosted Supabase): redirect_to is followed when it is on the site
 * URL's host or matches an entry of the allow-list (config.toml additional_redirect_urls);
 * anything else, or nothing, leads to the site URL. An open redirect would let a forged link
 * hand a fresh session (in the URL fragment) to any site.
 */
export function resolveRedirect(ctx: AuthContext, redirectTo: string | null | undefined): string {
  const { siteUrl, redirectAllowList } = ctx.settings
  if (!redirectTo) return siteUrl
  let target: URL
  try {
    target = new URL(redirectTo)
  } catch {
    return siteUrl
  }
  const sameHost =
    (target.protocol === 'http:' || target.protocol === 'https:') &&
    target.hostname === new URL(siteUrl).hostname
  if (sameHost || redirectAllowList.some((entry) => globPattern(entry).test(redirectTo)))
    return target.toString()
  return siteUrl
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
