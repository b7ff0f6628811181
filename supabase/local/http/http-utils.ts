import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { MAX_BODY_BYTES } from '../config.ts'

/**
 * The backend speaks the Fetch API: every route is a `Request` → `Response` function, so the
 * Node HTTP server (serveFetch below) and in-process callers (the app's component tests, through
 * msw) run the very same code.
 */
export type FetchHandler = (request: Request) => Promise<Response>

/**
 * Supabase's gateway CORS answer: the headers supabase-js sends (its own list in
 * @supabase/supabase-js/cors, x-retry-count of postgrest-js's retried reads among them, and the
 * schema and Prefer headers postgrest-js adds), content-range exposed. Which
 * origin may read the answer is request-guard.ts's decision (only the app's own, not '*').
 */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, x-retry-count, prefer, range, accept-profile, content-profile, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'content-range, x-supabase-api-version',
  'Access-Control-Max-Age': '3600',
}

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large')
  }
}

/**
 * Reads the whole body, up to MAX_BODY_BYTES. A larger body is drained (not buffered) before we
 * answer 413, so the client receives the response instead of a reset connection.
 */
export async function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  if (!req.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  let tooLarge = false
  const reader = req.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) tooLarge = true
    if (!tooLarge) chunks.push(value)
    // Past 4x the limit, stop draining: the connection is dropped instead.
    if (size > limit * 4) {
      await reader.cancel()
      break
    }
  }
  if (tooLarge) throw new BodyTooLargeError()
  return Buffer.concat(chunks).toString('utf8')
}

export function send(
  status: number,
  body: string | undefined,
  headers: Record<string, string> = {},
): Response {
  const all: Record<string, string> = { ...CORS_HEADERS, ...headers }
  if (body !== undefined && !Object.keys(all).some((k) => k.toLowerCase() === 'content-type')) {
    all['Content-Type'] = 'application/json; charset=utf-8'
  }
  return new Response(body, { status, headers: all })
}

export function sendJson(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): Response {
  return send(status, JSON.stringify(value), headers)
}

export function header(req: Request, name: string): string | undefined {
  return req.headers.get(name) ?? undefined
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(req: Request): string | undefined {
  const value = header(req, 'authorization')
  const match = value?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim()
}

/** The request URL, or null when the request line or Host header do not make one. */
export function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  } catch {
    return null
  }
}

function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  })
}

/** Sends a fetch Response through a Node response. */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, headers)
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined)
}

/**
 * Serves a FetchHandler on a Node HTTP server. A handler that throws is a bug: `onError` hears
 * of it and the client gets `failure` (a 500). A request whose URL cannot be parsed (`GET //[`,
 * `Host: [`) is the client's mistake: 400, and the server keeps serving.
 */
export function serveFetch(
  handler: FetchHandler,
  onError: (error: unknown) => void,
  failure: () => Response,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const answer = async (): Promise<void> => {
      const url = requestUrl(req)
      let response: Response
      try {
        response = url
          ? await handler(toRequest(req, url))
          : sendJson(400, { message: 'The request URL is malformed.' })
      } catch (error) {
        onError(error)
        response = failure()
      }
      await writeResponse(res, response)
    }
    answer().catch((error: unknown) => {
      onError(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  }
}
