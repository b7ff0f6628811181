import { createServer, type Server } from 'node:http'
import { unexpectedFailure } from './api.ts'
import { isFunctionsPath, proxyToFunctions } from './functions/functions-proxy.ts'
import { serveFetch, type FetchHandler } from './http/http-utils.ts'

/**
 * The API server: the API's Request → Response function on a Node HTTP server, and, when the
 * Edge Functions run (functions-runner.ts), /functions/v1/* streamed to them.
 */
export function createApiServer(
  handler: FetchHandler,
  onError: (error: unknown) => void,
  functionsUrl: () => string | undefined = () => undefined,
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
    if (isFunctionsPath(req.url)) proxyToFunctions(req, res, functionsUrl())
    else serve(req, res)
  })
}
