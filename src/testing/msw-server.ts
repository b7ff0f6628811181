import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { localBackendHandler, recordBackendRequest } from './local-backend'

/**
 * The one msw server of component tests. Supabase requests reach the local backend
 * (local-backend.ts) and are logged in `backendRequests`; tests add handlers with
 * `server.use(...)`, e.g. failRequest below.
 */
export const server = setupServer(localBackendHandler)
server.events.on('request:start', ({ request }) => recordBackendRequest(request))

/**
 * Answers `method path` on the Supabase URL (e.g. 'POST', '/rest/v1/quiz_attempts') with a
 * PostgREST-shaped error instead of passing it to the backend: every time, or `once`.
 */
export function failRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  options: { status?: number; once?: boolean } = {},
): void {
  const fail = () =>
    HttpResponse.json(
      { code: 'XX000', details: null, hint: null, message: 'boom' },
      { status: options.status ?? 500 },
    )
  const route = `${LOCAL_SUPABASE_URL}${path}`
  const once = { once: options.once ?? false }
  const handlers = {
    GET: http.get,
    POST: http.post,
    PATCH: http.patch,
    DELETE: http.delete,
    PUT: http.put,
  }
  server.use(handlers[method](route, fail, once))
}
