import { createServer, type Server } from 'node:http'
import { unexpectedFailure } from './api.ts'
import { isFunctionsPath, proxyToFunctions } from './functions/functions-proxy.ts'
import {
  requestUrl,
  sendJson,
  serveFetch,
  writeResponse,
  type FetchHandler,
} from './http/http-utils.ts'
import { refusal } from './http/request-guard.ts'

/**
 * The API server: the API's Request → Response function on a Node HTTP server, and, when the
 * Edge Functions run (functions-runner.ts), /functions/v1/* streamed to them. The functions'
 * route passes the same Host and Origin check as the API's (request-guard.ts) before anything
 * reaches Deno, which holds the provider's key.
 */
export function createApiServer(
  handler: FetchHandler,
  onError: (error: unknown) => void,
  functionsUrl: () => string | undefined = () => undefined,
  origins: ReadonlySet<string> = new Set(),
): Server {
  const serve = serveFetch(handler, onError, unexpectedFailure)
  const trace = process.env.LOCAL_BACKEND_LOG === '1'
  return createServer((req, res) => {
    const started = performance.now()
    if (trace)
      res.on('finish', () =>
        console.log(
          `${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
        ),
      )
    if (!isFunctionsPath(req.url)) return serve(req, res)
    const url = requestUrl(req)
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null
    const refused = url
      ? refusal(url, origin, origins)
      : sendJson(400, { message: 'The request URL is malformed.' })
    if (refused) {
      req.resume()
      writeResponse(res, refused).catch(onError)
      return
    }
    proxyToFunctions(req, res, functionsUrl())
  })
}
