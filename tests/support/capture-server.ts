/**
 * A tiny HTTP server that records every POST it receives (used as the feedback webhook in e2e).
 * GET /__captured returns the recorded requests; DELETE /__captured clears them.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { pathToFileURL } from 'node:url'

export interface CapturedRequest {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
}

export function startCaptureServer(
  port = 0,
): Promise<{ url: string; server: Server; captured: CapturedRequest[] }> {
  const captured: CapturedRequest[] = []
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    if (path === '/__captured') {
      if (request.method === 'DELETE') captured.length = 0
      response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(captured))
      return
    }
    if (request.method === 'POST') {
      const text = await readBody(request)
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // keep the raw text
      }
      captured.push({ path, headers: request.headers, body })
      response.writeHead(204, cors).end()
      return
    }
    response.writeHead(404, cors).end()
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actualPort = typeof address === 'object' && address ? address.port : port
      resolve({ url: `http://127.0.0.1:${actualPort}`, server, captured })
    })
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const portIndex = process.argv.indexOf('--port')
  const port = portIndex >= 0 ? Number(process.argv[portIndex + 1]) : 55430
  void startCaptureServer(port).then(({ url }) => console.log(`capture server on ${url}`))
}
