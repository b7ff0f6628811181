import { readBytesLimited } from '../_shared/http.ts'
import { addressAllowed, urlRefusal, type FetchRules } from './address-rules.ts'
import { refusalText, type Refusal } from './refusals.ts'

/**
 * A page fetched as a public fetcher does: before every request (the first and each redirect,
 * at most MAX_REDIRECTS) the URL's scheme and port are checked and its host resolved, and the
 * request is refused when any address it resolves to is not public (address-rules.ts). The body
 * is read up to MAX_BYTES within TIMEOUT_MS in all, and only HTML, PDF and plain text are kept.
 *
 * Residual risk (SECURITY.md): fetch resolves the name again when it connects, so a name whose
 * answers change between the check and the connection (DNS rebinding with a zero TTL) could
 * still reach a refused address; Deno's fetch cannot be given the checked address for https.
 */

export const MAX_REDIRECTS = 5
export const MAX_BYTES = 20 * 1024 * 1024
export const TIMEOUT_MS = 15_000

export const ALLOWED_TYPES = ['text/html', 'application/xhtml+xml', 'application/pdf', 'text/plain']

export interface FetchDeps {
  /** The addresses a host name resolves to (A and AAAA); empty when there are none. */
  resolve(host: string): Promise<string[]>
  fetch: typeof fetch
}

export type Fetched =
  | {
      ok: true
      url: string
      /** The media type alone ('text/html'), and the header as the site sent it (its charset). */
      type: string
      contentType: string
      bytes: Uint8Array<ArrayBuffer>
    }
  | { ok: false; status: number; code: string; refusal: Refusal; reason: string }

const refused = (status: number, code: string, refusal: Refusal): Fetched => ({
  ok: false,
  status,
  code,
  refusal,
  reason: refusalText(refusal),
})

/** Deno's resolver: A and AAAA records; a name without either has no addresses. */
export async function resolveWithDns(host: string): Promise<string[]> {
  const lookup = (type: 'A' | 'AAAA') => Deno.resolveDns(host, type).catch(() => [] as string[])
  const [v4, v6] = await Promise.all([lookup('A'), lookup('AAAA')])
  return [...v4, ...v6]
}

/** Why the URL's host may not be reached, or null when every address it has is allowed. */
async function hostRefusal(url: URL, rules: FetchRules, deps: FetchDeps): Promise<Refusal | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const literal = /^[\d.]+$/.test(host) || host.includes(':')
  const addresses = literal ? [host] : await deps.resolve(host)
  if (addresses.length === 0) return { name: 'addressNotFound' }
  return addresses.every((address) => addressAllowed(address, rules))
    ? null
    : { name: 'privateAddress' }
}

export async function fetchPublic(
  link: string,
  rules: FetchRules,
  deps: FetchDeps,
  timeoutMs = TIMEOUT_MS,
): Promise<Fetched> {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return refused(400, 'invalid_url', { name: 'notAddress' })
  }
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    for (let hop = 0; ; hop += 1) {
      const badUrl = urlRefusal(url, rules)
      if (badUrl) return refused(403, 'url_refused', badUrl)
      const badHost = await hostRefusal(url, rules, deps)
      if (badHost) return refused(403, 'address_refused', badHost)
      const response = await deps.fetch(url, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9' },
      })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => undefined)
        if (hop >= MAX_REDIRECTS)
          return refused(502, 'too_many_redirects', { name: 'tooManyRedirects' })
        url = new URL(location, url)
        continue
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        const wall = response.status === 401 || response.status === 403
        return refused(
          502,
          'page_unavailable',
          wall ? { name: 'pageNeedsSignIn' } : { name: 'siteAnswered', value: response.status },
        )
      }
      const contentType = response.headers.get('content-type') ?? ''
      const type = contentType.split(';')[0]!.trim().toLowerCase()
      if (!ALLOWED_TYPES.includes(type)) {
        await response.body?.cancel().catch(() => undefined)
        return refused(415, 'type_refused', { name: 'typeRefused' })
      }
      const bytes = await readBytesLimited(response, MAX_BYTES, signal)
      if (signal.aborted) throw signal.reason
      if (!bytes) return refused(413, 'too_large', { name: 'tooLarge' })
      return { ok: true, url: url.href, type, contentType, bytes }
    }
  } catch {
    return signal.aborted
      ? refused(504, 'timeout', { name: 'timeout' })
      : refused(502, 'unreachable', { name: 'siteUnreachable' })
  }
}
