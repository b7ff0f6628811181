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
 * PostgREST-shaped error instead of passing it to the backend: every time, or `once`; only
 * requests whose query holds every one of `params` (e.g. `{ kind: 'eq.exam' }`) when given.
 */
export function failRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  options: { status?: number; once?: boolean; params?: Record<string, string> } = {},
): void {
  const matches = (request: Request) => {
    const query = new URL(request.url).searchParams
    return Object.entries(options.params ?? {}).every(([key, value]) => query.get(key) === value)
  }
  // Spent here, not by msw's `once`, which a request passed on (not matching) would spend.
  let spent = false
  const fail = ({ request }: { request: Request }) => {
    if (spent || !matches(request)) return undefined
    spent = options.once ?? false
    return HttpResponse.json(
      { code: 'XX000', details: null, hint: null, message: 'boom' },
      { status: options.status ?? 500 },
    )
  }
  const route = `${LOCAL_SUPABASE_URL}${path}`
  const handlers = {
    GET: http.get,
    POST: http.post,
    PATCH: http.patch,
    DELETE: http.delete,
    PUT: http.put,
  }
  server.use(handlers[method](route, fail))
}
