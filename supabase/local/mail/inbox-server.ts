import { createServer, type Server } from 'node:http'
import type { SerialDb } from '../db.ts'
import { CORS_HEADERS, send, sendJson, serveFetch } from '../http/http-utils.ts'
import { guardRequests } from '../http/request-guard.ts'
import { renderInboxPage } from './inbox-page.ts'
import { clearMessages, listMessages } from './mailer.ts'

/**
 * The inbox on LOCAL_INBOX_PORT: an HTML page and GET/DELETE /api/messages. Its mails hold
 * sign-in links, so no other origin may use it (request-guard.ts): only its own page, and
 * tools that send no Origin (tests, curl).
 */
export function createInboxServer(db: SerialDb, onError: (error: unknown) => void): Server {
  const handle = async (req: Request): Promise<Response> => {
    const url = new URL(req.url)
    const to = url.searchParams.get('to') ?? undefined
    if (req.method === 'OPTIONS') return send(200, undefined, CORS_HEADERS)
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const messages = await listMessages(db, to)
      return sendJson(
        200,
        messages.map(({ id: _id, ...message }) => message),
      )
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      await clearMessages(db, to)
      return send(204, undefined)
    }
    if (url.pathname === '/clear' && req.method === 'POST') {
      await clearMessages(db)
      return send(303, undefined, { Location: '/' })
    }
    if (url.pathname === '/' && req.method === 'GET') {
      return send(200, renderInboxPage(await listMessages(db, to)), {
        'Content-Type': 'text/html; charset=utf-8',
      })
    }
    return sendJson(404, { message: 'Not found' })
  }
  return createServer(
    serveFetch(guardRequests(handle, new Set()), onError, () =>
      sendJson(500, { message: 'Internal error' }),
    ),
  )
}
