import { http, HttpResponse, type HttpHandler } from 'msw'
import { createRestLog, filterRows, REST_URL, selectRows } from '@/testing/fake-rest'
import type { FlashcardSessionRow, FlashcardSetRow } from '../model/flashcard-rows'

/**
 * In-memory flashcard_sets and flashcard_sessions tables behind msw, in the PostgREST dialect
 * supabase-js speaks (eq / in filters, order, return=representation, single object).
 * `requests` records what went over the wire.
 */

let counter = 0
const uuid = (prefix: string) =>
  `00000000-0000-4000-${prefix}-${String(++counter).padStart(12, '0')}`

export function createFakeFlashcardsApi(
  initial: { sets?: FlashcardSetRow[]; sessions?: FlashcardSessionRow[] } = {},
) {
  const sets: FlashcardSetRow[] = [...(initial.sets ?? [])]
  const sessions: FlashcardSessionRow[] = [...(initial.sessions ?? [])]
  const log = createRestLog()

  const handlers: HttpHandler[] = [
    http.get(`${REST_URL}/flashcard_sets`, async ({ request }) => {
      await log.record(request, 'flashcard_sets')
      return log.failing('GET flashcard_sets') ?? HttpResponse.json(selectRows(sets, request))
    }),
    http.get(`${REST_URL}/flashcard_sessions`, async ({ request }) => {
      await log.record(request, 'flashcard_sessions')
      return (
        log.failing('GET flashcard_sessions') ?? HttpResponse.json(selectRows(sessions, request))
      )
    }),
    http.post(`${REST_URL}/flashcard_sets`, async ({ request }) => {
      const body = (await log.record(request, 'flashcard_sets')) as Partial<FlashcardSetRow>
      const failure = log.failing('POST flashcard_sets')
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
      const body = (await log.record(request, 'flashcard_sessions')) as FlashcardSessionRow
      const failure = log.failing('POST flashcard_sessions')
      if (failure) return failure
      sessions.push({ ...body, user_id: 'user-1' })
      return new HttpResponse(null, { status: 201 })
    }),
    http.patch(`${REST_URL}/flashcard_sets`, async ({ request }) => {
      const body = (await log.record(request, 'flashcard_sets')) as Partial<FlashcardSetRow>
      const failure = log.failing('PATCH flashcard_sets')
      if (failure) return failure
      for (const row of filterRows(sets, new URL(request.url).searchParams))
        Object.assign(row, body)
      return new HttpResponse(null, { status: 204 })
    }),
  ]

  return {
    handlers,
    requests: log.requests,
    sets,
    sessions,
    /** Make `"METHOD table"` (e.g. 'POST flashcard_sessions') answer with `status`. */
    fail: log.fail,
  }
}

/** Two cards of a photosynthesis set. */
export const sampleCards = [
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
]

export function setRow(overrides: Partial<FlashcardSetRow> = {}): FlashcardSetRow {
  return {
    id: uuid('9000'),
    study_guide_id: 'guide-1',
    user_id: 'user-1',
    title: 'Photosynthesis Flashcards',
    cards: sampleCards,
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
