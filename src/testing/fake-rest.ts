import { HttpResponse } from 'msw'

/**
 * Shared pieces of the in-memory PostgREST fakes that feature tests put behind msw: the URL
 * supabase-js calls in tests, the eq / in filters and order it sends, a log of the requests and
 * scripted failures.
 */

export const REST_URL = 'http://127.0.0.1:54321/rest/v1'

export interface RecordedRestRequest {
  method: string
  table: string
  params: URLSearchParams
  headers: Headers
  body: unknown
}

const notFilters = new Set(['select', 'order', 'columns', 'limit', 'offset'])

export function filterRows<T extends Record<string, unknown>>(
  rows: T[],
  params: URLSearchParams,
): T[] {
  return rows.filter((row) => {
    for (const [column, raw] of params) {
      if (notFilters.has(column)) continue
      const value = String(row[column])
      if (raw.startsWith('eq.') && value !== raw.slice(3)) return false
      if (raw.startsWith('in.')) {
        const list = raw
          .slice(3)
          .replace(/^\(|\)$/g, '')
          .split(',')
          .map((item) => item.replace(/^"|"$/g, ''))
        if (!list.includes(value)) return false
      }
    }
    return true
  })
}

export function orderRows<T extends Record<string, unknown>>(
  rows: T[],
  params: URLSearchParams,
): T[] {
  const [column, direction] = (params.get('order') ?? '').split('.')
  if (!column) return rows
  return [...rows].sort((a, b) => {
    const compared = String(a[column]).localeCompare(String(b[column]))
    return direction === 'desc' ? -compared : compared
  })
}

/** The rows a GET asks for: filtered, then ordered. */
export function selectRows<T extends Record<string, unknown>>(rows: T[], request: Request): T[] {
  const params = new URL(request.url).searchParams
  return orderRows(filterRows(rows, params), params)
}

/** Records requests and answers scripted failures, keyed `"METHOD table"`. */
export function createRestLog() {
  const requests: RecordedRestRequest[] = []
  const failures = new Map<string, number>()
  return {
    requests,
    /** Records the request and returns its JSON body (undefined for a GET). */
    async record(request: Request, table: string): Promise<unknown> {
      const body: unknown = request.method === 'GET' ? undefined : await request.clone().json()
      requests.push({
        method: request.method,
        table,
        params: new URL(request.url).searchParams,
        headers: request.headers,
        body,
      })
      return body
    },
    /** The scripted failure for `key`, if any. */
    failing(key: string) {
      const status = failures.get(key)
      return status ? HttpResponse.json({ code: 'XX000', message: 'boom' }, { status }) : null
    },
    /** Make `"METHOD table"` (e.g. 'POST quiz_attempts') answer with `status`. */
    fail(key: string, status = 500) {
      failures.set(key, status)
    },
  }
}
