import { http, HttpResponse, type HttpHandler } from 'msw'
import type { GuideRow } from '@/entities/study-guide/study-guide'

/**
 * An in-memory study_guides table behind msw, speaking the PostgREST dialect supabase-js uses
 * (eq / in filters, order, Accept: vnd.pgrst.object for .single()), plus the summaries view.
 * Tests read `requests` to check what went over the wire.
 */

export const REST_URL = 'http://127.0.0.1:54321/rest/v1'

export interface StoredGuide extends GuideRow {
  user_id: string
}

export interface RecordedRequest {
  method: string
  table: string
  params: URLSearchParams
  body: unknown
}

let counter = 0

export function guideRow(overrides: Partial<StoredGuide> = {}): StoredGuide {
  counter += 1
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    user_id: 'user-1',
    title: `Guide ${counter}`,
    content: `# Guide ${counter}\n\nContent of guide ${counter}.`,
    original_text: `Original notes ${counter}`,
    cover_color: 'from-blue-400 to-blue-600',
    created_at: new Date(Date.UTC(2026, 10, counter)).toISOString(),
    kind: 'guide',
    source_guide_ids: [],
    ...overrides,
  }
}

function filterValue(param: string | null, operator: string): string | null {
  return param?.startsWith(`${operator}.`) ? param.slice(operator.length + 1) : null
}

function matches(row: StoredGuide, params: URLSearchParams): boolean {
  for (const column of ['id', 'user_id'] as const) {
    const raw = params.get(column)
    if (raw === null) continue
    const eq = filterValue(raw, 'eq')
    if (eq !== null && row[column] !== eq) return false
    const list = filterValue(raw, 'in')
    if (list !== null) {
      const ids = list
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((id) => id.replace(/^"|"$/g, ''))
      if (!ids.includes(row[column])) return false
    }
  }
  return true
}

function summary(row: StoredGuide) {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    cover_color: row.cover_color,
    created_at: row.created_at,
    kind: row.kind,
    source_guide_ids: row.source_guide_ids,
    preview: row.content.slice(0, 100),
    content_length: row.content.length,
  }
}

/** Applies a PostgREST select list with `alias:column` entries (a plain `*` keeps the row). */
function project(rows: object[], select: string | null): object[] {
  if (!select || select === '*') return rows
  const columns = select.split(',').map((item) => {
    const [alias, column] = item.includes(':') ? item.split(':') : [item, item]
    return { alias: alias ?? item, column: column ?? item }
  })
  return rows.map((row) => {
    const record = row as Record<string, unknown>
    return Object.fromEntries(columns.map(({ alias, column }) => [alias, record[column]]))
  })
}

function reply(request: Request, all: object[], status = 200) {
  const rows = project(all, new URL(request.url).searchParams.get('select'))
  if (request.headers.get('accept')?.includes('vnd.pgrst.object')) {
    if (rows.length !== 1) {
      return HttpResponse.json(
        { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
        { status: 406 },
      )
    }
    return HttpResponse.json(rows[0] as Record<string, unknown>, { status })
  }
  return HttpResponse.json(rows, { status })
}

export function createFakeGuidesApi(initial: StoredGuide[] = []) {
  const rows = [...initial]
  const requests: RecordedRequest[] = []
  const failures = new Map<string, number>()

  function record(request: Request, table: string, body: unknown = undefined) {
    requests.push({
      method: request.method,
      table,
      params: new URL(request.url).searchParams,
      body,
    })
  }
  function failing(method: string) {
    const status = failures.get(method)
    return status ? HttpResponse.json({ code: 'XX000', message: 'boom' }, { status }) : null
  }

  const handlers: HttpHandler[] = [
    http.get(`${REST_URL}/study_guide_summaries`, ({ request }) => {
      record(request, 'study_guide_summaries')
      const failure = failing('GET')
      if (failure) return failure
      const params = new URL(request.url).searchParams
      const list = rows
        .filter((row) => matches(row, params))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return reply(request, list.map(summary))
    }),
    http.get(`${REST_URL}/study_guides`, ({ request }) => {
      record(request, 'study_guides')
      const failure = failing('GET')
      if (failure) return failure
      const params = new URL(request.url).searchParams
      return reply(
        request,
        rows.filter((row) => matches(row, params)),
      )
    }),
    http.patch(`${REST_URL}/study_guides`, async ({ request }) => {
      const body = (await request.json()) as Partial<StoredGuide>
      record(request, 'study_guides', body)
      const failure = failing('PATCH')
      if (failure) return failure
      const params = new URL(request.url).searchParams
      for (const row of rows) if (matches(row, params)) Object.assign(row, body)
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete(`${REST_URL}/study_guides`, ({ request }) => {
      record(request, 'study_guides')
      const failure = failing('DELETE')
      if (failure) return failure
      const params = new URL(request.url).searchParams
      for (let index = rows.length - 1; index >= 0; index -= 1) {
        const row = rows[index]
        if (row && matches(row, params)) rows.splice(index, 1)
      }
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${REST_URL}/study_guides`, async ({ request }) => {
      const body = (await request.json()) as Partial<StoredGuide>
      record(request, 'study_guides', body)
      const failure = failing('POST')
      if (failure) return failure
      const row = guideRow({
        ...body,
        created_at: new Date(Date.UTC(2027, 0, rows.length + 1)).toISOString(),
      })
      rows.push(row)
      return reply(request, [{ ...row }], 201)
    }),
  ]

  return {
    rows,
    requests,
    handlers,
    /** Makes every request of this method fail with `status` from now on. */
    fail(method: 'GET' | 'PATCH' | 'DELETE' | 'POST', status = 500) {
      failures.set(method, status)
    },
    recover() {
      failures.clear()
    },
  }
}
