import { http, HttpResponse, type HttpHandler } from 'msw'
import type { FlashcardSessionRow, FlashcardSetRow } from '../model/flashcard-rows'

/**
 * In-memory flashcard_sets and flashcard_sessions tables behind msw, in the PostgREST dialect
 * supabase-js speaks (eq / in filters, order, return=representation, single object).
 * `requests` records what went over the wire.
 */

export const REST_URL = 'http://127.0.0.1:54321/rest/v1'

export interface RecordedRestRequest {
  method: string
  table: string
  params: URLSearchParams
  headers: Headers
  body: unknown
}

function filter<T extends Record<string, unknown>>(rows: T[], params: URLSearchParams): T[] {
  return rows.filter((row) => {
    for (const [column, raw] of params) {
      if (column === 'select' || column === 'order' || column === 'columns') continue
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

function ordered<T extends Record<string, unknown>>(rows: T[], params: URLSearchParams): T[] {
  const [column, direction] = (params.get('order') ?? '').split('.')
  if (!column) return rows
  return [...rows].sort((a, b) => {
    const compared = String(a[column]).localeCompare(String(b[column]))
    return direction === 'desc' ? -compared : compared
  })
}

let counter = 0
const uuid = (prefix: string) =>
  `00000000-0000-4000-${prefix}-${String(++counter).padStart(12, '0')}`

export function createFakeFlashcardsApi(
  initial: { sets?: FlashcardSetRow[]; sessions?: FlashcardSessionRow[] } = {},
) {
  const sets: FlashcardSetRow[] = [...(initial.sets ?? [])]
  const sessions: FlashcardSessionRow[] = [...(initial.sessions ?? [])]
  const requests: RecordedRestRequest[] = []
  const failures = new Map<string, number>()

  async function record(request: Request, table: string) {
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json()
    requests.push({
      method: request.method,
      table,
      params: new URL(request.url).searchParams,
      headers: request.headers,
      body,
    })
    return body
  }
  function failing(key: string) {
    const status = failures.get(key)
    return status ? HttpResponse.json({ code: 'XX000', message: 'boom' }, { status }) : null
  }

  const handlers: HttpHandler[] = [
    http.get(`${REST_URL}/flashcard_sets`, async ({ request }) => {
      await record(request, 'flashcard_sets')
      const params = new URL(request.url).searchParams
      return (
        failing('GET flashcard_sets') ?? HttpResponse.json(ordered(filter(sets, params), params))
      )
    }),
    http.get(`${REST_URL}/flashcard_sessions`, async ({ request }) => {
      await record(request, 'flashcard_sessions')
      const params = new URL(request.url).searchParams
      return (
        failing('GET flashcard_sessions') ??
        HttpResponse.json(ordered(filter(sessions, params), params))
      )
    }),
    http.post(`${REST_URL}/flashcard_sets`, async ({ request }) => {
      const body = (await record(request, 'flashcard_sets')) as Partial<FlashcardSetRow>
      const failure = failing('POST flashcard_sets')
      if (failure) return failure
      const row: FlashcardSetRow = {
        id: uuid('8000'),
        study_guide_id: body.study_guide_id ?? '',
        user_id: 'user-1',
        title: body.title ?? '',
        cards: body.cards ?? [],
        schedule: body.schedule ?? {},
        created_at: new Date().toISOString(),
      }
      sets.push(row)
      const single = request.headers.get('accept')?.includes('vnd.pgrst.object') ?? false
      return HttpResponse.json(single ? row : [row], { status: 201 })
    }),
    http.post(`${REST_URL}/flashcard_sessions`, async ({ request }) => {
      const body = (await record(request, 'flashcard_sessions')) as FlashcardSessionRow
      const failure = failing('POST flashcard_sessions')
      if (failure) return failure
      sessions.push({ ...body, user_id: 'user-1' })
      return new HttpResponse(null, { status: 201 })
    }),
    http.patch(`${REST_URL}/flashcard_sets`, async ({ request }) => {
      const body = (await record(request, 'flashcard_sets')) as Partial<FlashcardSetRow>
      const failure = failing('PATCH flashcard_sets')
      if (failure) return failure
      for (const row of filter(sets, new URL(request.url).searchParams)) Object.assign(row, body)
      return new HttpResponse(null, { status: 204 })
    }),
  ]

  return {
    handlers,
    requests,
    sets,
    sessions,
    /** Make `"METHOD table"` (e.g. 'POST flashcard_sessions') answer with `status`. */
    fail: (key: string, status = 500) => failures.set(key, status),
  }
}

export function setRow(overrides: Partial<FlashcardSetRow> = {}): FlashcardSetRow {
  return {
    id: uuid('9000'),
    study_guide_id: 'guide-1',
    user_id: 'user-1',
    title: 'Photosynthesis Flashcards',
    cards: [
      {
        id: 'card_0',
        front: 'Chlorophyll',
        back: 'The pigment that absorbs light.',
        difficulty: 'easy',
      },
      {
        id: 'card_1',
        front: 'Stroma',
        back: 'Fluid where the Calvin cycle runs.',
        difficulty: 'medium',
      },
    ],
    schedule: {},
    created_at: '2026-11-18T09:00:00.000Z',
    ...overrides,
  }
}

export function sessionRow(
  setId: string,
  overrides: Partial<FlashcardSessionRow> = {},
): FlashcardSessionRow {
  return {
    id: uuid('a000'),
    flashcard_set_id: setId,
    user_id: 'user-1',
    completed_at: '2026-11-19T12:00:00.000Z',
    total_cards: 2,
    reviewed_cards: 2,
    difficulty_ratings: {},
    time_spent: 30,
    ...overrides,
  }
}
