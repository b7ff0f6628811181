import { request, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * The gateway's /functions/v1/* route: the request goes to the local Deno functions
 * (functions-runner.ts) as `/<name>/…`, the way hosted Supabase hands it to a function, and the
 * answer streams back unchanged (a streamed AI reply arrives piece by piece). Like hosted
 * Supabase's gateway (Cloudflare), it records the caller's address in cf-connecting-ip, the one
 * header the functions trust, and drops every forwarding header the caller sent. server.ts has
 * checked Host and Origin before a request gets here.
 */
export const FUNCTIONS_PREFIX = '/functions/v1'

export function isFunctionsPath(url: string | undefined): boolean {
  return url === FUNCTIONS_PREFIX || (url ?? '').startsWith(`${FUNCTIONS_PREFIX}/`)
}

const CALLER_SET = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'forwarded',
  'host',
])

function unavailable(req: IncomingMessage, res: ServerResponse, message: string): void {
  const origin = req.headers.origin
  res.writeHead(503, {
    'Content-Type': 'application/json',
    ...(typeof origin === 'string'
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : {}),
  })
  res.end(
    JSON.stringify({
      error: { message, type: 'functions_unavailable', code: 'functions_unavailable' },
    }),
  )
}

export function proxyToFunctions(
  req: IncomingMessage,
  res: ServerResponse,
  target: string | undefined,
): void {
  if (!target) {
    unavailable(req, res, 'The local Edge Functions are not running.')
    return
  }
  const url = new URL(target)
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !CALLER_SET.has(name)) headers[name] = value
  }
  headers['cf-connecting-ip'] = req.socket.remoteAddress ?? 'unknown'
  const upstream = request(
    {
      host: url.hostname,
      port: url.port,
      method: req.method,
      path: (req.url ?? '/').slice(FUNCTIONS_PREFIX.length) || '/',
      headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) unavailable(req, res, 'The local Edge Functions did not answer.')
    else res.end()
  })
  // The caller went away (an aborted fetch): the function hears of it and stops the provider.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy()
  })
  req.pipe(upstream)
}
