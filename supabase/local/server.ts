import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { handleAuth } from './auth/auth-router.ts'
import type { AuthContext } from './auth/context.ts'
import { CORS_HEADERS, send, sendJson } from './http/http-utils.ts'
import { handleRest } from './rest/rest-router.ts'
import type { RestContext } from './rest/rest-context.ts'

/** The API server: /auth/v1 (GoTrue subset) and /rest/v1 (PostgREST subset) behind Kong-like CORS. */
export function createApiServer(
  auth: AuthContext,
  rest: RestContext,
  onError: (error: unknown) => void,
): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'OPTIONS') return send(res, 200, undefined, CORS_HEADERS)
    const path = url.pathname
    if (path === '/auth/v1' || path.startsWith('/auth/v1/'))
      return handleAuth(auth, req, res, url, path.slice('/auth/v1'.length) || '/')
    if (path === '/rest/v1' || path.startsWith('/rest/v1/'))
      return handleRest(rest, req, res, url, path.slice('/rest/v1'.length) || '/')
    if (path === '/' || path === '/health')
      return sendJson(res, 200, { name: 'studywise-local-backend', status: 'ok' })
    return sendJson(res, 404, { message: 'no Route matched with those values' })
  }
  const trace = process.env.LOCAL_BACKEND_LOG === '1'
  return createServer((req, res) => {
    const started = performance.now()
    if (trace)
      res.on('finish', () =>
        console.log(
          `${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
        ),
      )
    handle(req, res).catch((error: unknown) => {
      onError(error)
      if (!res.headersSent)
        sendJson(res, 500, {
          code: 500,
          error_code: 'unexpected_failure',
          msg: 'Unexpected failure',
          message: 'Unexpected failure',
        })
      else res.end()
    })
  })
}
