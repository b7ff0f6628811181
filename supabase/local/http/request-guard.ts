import { DEFAULT_APP_ORIGINS } from '../config.ts'
import { sendJson, type FetchHandler } from './http-utils.ts'

/**
 * The local backend holds development keys anyone can read (the public demo service-role key)
 * and an inbox full of sign-in links, and every web page the developer opens can send requests
 * to 127.0.0.1. So it answers only:
 *  - requests addressed to a loopback name (`Host`): a page on a rebinding domain
 *    (evil.example resolving to 127.0.0.1) reaches the port but names its own host;
 *  - browser requests from the app's own origins (or the server's own, e.g. the inbox page);
 *    other origins are refused outright, not only left unreadable, so a form or a `no-cors`
 *    request from a foreign page changes nothing.
 * Requests without `Origin` (curl, Node, supabase-js in tests, a link opened from a mail) pass.
 */

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOST.test(hostname)
}

/** An origin as browsers send it (scheme, host, port), or null for what is not a URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The app's origins: Vite's dev and preview servers, the site URL (where e-mail links lead) and
 * any configured ones (LOCAL_ALLOWED_ORIGINS, comma-separated).
 */
export function appOrigins(siteUrl: string, configured: readonly string[] = []): Set<string> {
  const origins = [...DEFAULT_APP_ORIGINS, siteUrl, ...configured].map(originOf)
  return new Set(origins.filter((origin): origin is string => origin !== null))
}

/** LOCAL_ALLOWED_ORIGINS as a list. */
export function configuredOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}

/**
 * The answer to a request the rules above refuse, or undefined when it may go on. Every route
 * runs it first, the Edge Functions' /functions/v1 included (server.ts).
 */
export function refusal(
  url: URL,
  origin: string | null,
  origins: ReadonlySet<string>,
): Response | undefined {
  if (!isLoopbackHost(url.hostname)) {
    return sendJson(403, {
      message: `The local backend answers only requests to 127.0.0.1 or localhost, not to "${url.host}".`,
    })
  }
  if (origin !== null && origin !== url.origin && !origins.has(origin)) {
    return sendJson(403, {
      message: `The local backend does not answer pages from ${origin}; add it to LOCAL_ALLOWED_ORIGINS to allow it.`,
    })
  }
  return undefined
}

/** Wraps a handler with the rules above; an allowed origin gets itself back in the CORS answer. */
export function guardRequests(handler: FetchHandler, origins: ReadonlySet<string>): FetchHandler {
  return async (req) => {
    const origin = req.headers.get('origin')
    const refused = refusal(new URL(req.url), origin, origins)
    if (refused) return refused
    const response = await handler(req)
    if (origin !== null) {
      response.headers.set('Access-Control-Allow-Origin', origin)
      response.headers.append('Vary', 'Origin')
    }
    return response
  }
}
