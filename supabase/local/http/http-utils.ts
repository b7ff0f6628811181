import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_BODY_BYTES } from '../config.ts'

/** Supabase's gateway CORS answer: any origin, the headers supabase-js sends, content-range exposed. */
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, prefer, range, accept-profile, content-profile, x-supabase-api-version',
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
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) tooLarge = true
    if (!tooLarge) chunks.push(chunk)
    // Past 4x the limit, stop draining: the connection is dropped instead.
    if (size > limit * 4) {
      req.destroy()
      break
    }
  }
  if (tooLarge) throw new BodyTooLargeError()
  return Buffer.concat(chunks).toString('utf8')
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | undefined,
  headers: Record<string, string> = {},
): void {
  const all: Record<string, string> = { ...CORS_HEADERS, ...headers }
  if (body !== undefined && !Object.keys(all).some((k) => k.toLowerCase() === 'content-type')) {
    all['Content-Type'] = 'application/json; charset=utf-8'
  }
  res.writeHead(status, all)
  res.end(body)
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(value), headers)
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const value = header(req, 'authorization')
  const match = value?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim()
}
