/**
 * HTTP helpers the Edge Functions share: CORS (the app calls them from the browser), JSON and
 * OpenAI-shaped error answers, and a body reader with a size cap.
 */

/**
 * The origins whose pages may call the functions: ALLOWED_ORIGINS (comma-separated), else the
 * site's own (SITE_URL, else the app's default site). Requests without an Origin header (servers,
 * curl) are not browsers' and pass; CORS only ever protects browsers.
 */
export const DEFAULT_SITE_URL = 'https://studywise.app'

export function allowedOriginsFromEnv(env: EnvReader): Set<string> {
  const listed = (env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const candidates = listed.length > 0 ? listed : [env('SITE_URL')?.trim() || DEFAULT_SITE_URL]
  const origins = new Set<string>()
  for (const candidate of candidates) {
    try {
      origins.add(new URL(candidate).origin)
    } catch {
      throw new Error(`ALLOWED_ORIGINS / SITE_URL must hold URLs, got "${candidate}"`)
    }
  }
  return origins
}

/**
 * A page from an origin that is not allowed is refused outright (403, no CORS headers), before
 * anything else happens: it can neither read an answer nor spend an allowance. Undefined when the
 * request may go on.
 */
export function refuseForeignOrigin(
  req: Request,
  allowed: ReadonlySet<string>,
): Response | undefined {
  const origin = req.headers.get('origin')
  if (origin === null || allowed.has(origin)) return undefined
  return new Response(
    JSON.stringify({
      error: {
        message: `This function does not answer pages from ${origin}.`,
        type: 'origin_not_allowed',
        code: 'origin_not_allowed',
      },
    }),
    { status: 403, headers: { 'Content-Type': 'application/json', Vary: 'Origin' } },
  )
}

/**
 * CORS for a request whose origin was allowed (refuseForeignOrigin runs first): its own origin
 * back, and whatever headers its preflight asks for (Authorization, apikey, x-captcha-token).
 */
export function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.get('origin')
  return {
    ...(origin === null ? {} : { 'Access-Control-Allow-Origin': origin }),
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers.get('access-control-request-headers') ??
      'authorization, apikey, content-type, x-client-info, x-captcha-token',
    'Access-Control-Max-Age': '3600',
  }
}

export function preflight(req: Request): Response {
  return new Response(null, { status: 204, headers: corsHeaders(req) })
}

export function json(
  req: Request,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders(req), 'Content-Type': 'application/json', ...headers },
  })
}

/** OpenAI's error shape, so the app's error mapping reads ours like a provider's. */
export function errorResponse(
  req: Request,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json(req, status, { error: { message, type: code, code } }, headers)
}

export function methodNotAllowed(req: Request): Response {
  return errorResponse(req, 405, 'method_not_allowed', 'Only POST is supported here.', {
    Allow: 'POST, OPTIONS',
  })
}

export function notFound(req: Request): Response {
  return errorResponse(req, 404, 'not_found', 'No such endpoint.')
}

/**
 * The part of the path after the function's name: hosted Supabase hands a function
 * `/<name>/rest…`, a gateway in front may keep `/functions/v1/<name>/rest…`. Undefined when the
 * path does not name the function.
 */
export function subPath(url: URL, name: string): string | undefined {
  const match = new RegExp(`^(?:/functions/v1)?/${name}(/.*)?$`).exec(url.pathname)
  if (!match) return undefined
  return (match[1] ?? '/').replace(/\/+$/, '') || '/'
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too_large' }

/**
 * Reads the body as text, refusing more than `limitBytes` (by Content-Length when given, else
 * while reading, so a large body is never held in memory).
 */
export async function readBodyLimited(req: Request, limitBytes: number): Promise<BodyResult> {
  const bytes = await readBytesLimited(req, limitBytes)
  return bytes
    ? { ok: true, text: new TextDecoder().decode(bytes) }
    : { ok: false, reason: 'too_large' }
}

/**
 * A request's or a response's body as bytes, or null past `limitBytes` (by Content-Length when
 * given, else while reading: a large body is never held in memory). Reading stops when `signal`
 * aborts; the caller decides what a part read means.
 */
export async function readBytesLimited(
  message: Request | Response,
  limitBytes: number,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limitBytes) {
    await message.body?.cancel().catch(() => undefined)
    return null
  }
  const reader = message.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  while (!signal?.aborted) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Reads a whole number from the environment; `fallback` when unset, an error when malformed. */
export function envNumber(
  env: (name: string) => string | undefined,
  name: string,
  fallback: number,
): number {
  const raw = env(name)?.trim()
  if (!raw) return fallback
  const value = Number(raw.replace(/[_,]/g, ''))
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`)
  }
  return value
}

export type EnvReader = (name: string) => string | undefined
