import { createServer, type Server } from 'node:http'
import type { SerialDb } from '../db.ts'
import { CORS_HEADERS, send, sendJson } from '../http/http-utils.ts'
import { renderInboxPage } from './inbox-page.ts'
import { clearMessages, listMessages } from './mailer.ts'

/** The inbox on LOCAL_INBOX_PORT: an HTML page and GET/DELETE /api/messages. */
export function createInboxServer(db: SerialDb, onError: (error: unknown) => void): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const to = url.searchParams.get('to') ?? undefined
    const handle = async (): Promise<void> => {
      if (req.method === 'OPTIONS') return send(res, 200, undefined, CORS_HEADERS)
      if (url.pathname === '/api/messages' && req.method === 'GET') {
        const messages = await listMessages(db, to)
        return sendJson(
          res,
          200,
          messages.map(({ id: _id, ...message }) => message),
        )
      }
      if (url.pathname === '/api/messages' && req.method === 'DELETE') {
        await clearMessages(db, to)
        return send(res, 204, undefined)
      }
      if (url.pathname === '/clear' && req.method === 'POST') {
        await clearMessages(db)
        return send(res, 303, undefined, { Location: '/' })
      }
      if (url.pathname === '/' && req.method === 'GET') {
        return send(res, 200, renderInboxPage(await listMessages(db, to)), {
          'Content-Type': 'text/html; charset=utf-8',
        })
      }
      return sendJson(res, 404, { message: 'Not found' })
    }
    handle().catch((error: unknown) => {
      onError(error)
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' })
    })
  })
}
