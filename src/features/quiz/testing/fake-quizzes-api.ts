import { http, HttpResponse, type HttpHandler } from 'msw'
import type { AttemptRow, QuizRow } from '../model/quiz-rows'

/**
 * In-memory quizzes and quiz_attempts tables behind msw, in the PostgREST dialect supabase-js
 * speaks (eq / in filters, order). `requests` records what went over the wire.
 */

export const REST_URL = 'http://127.0.0.1:54321/rest/v1'

export interface RecordedRestRequest {
  method: string
  table: string
  params: URLSearchParams
  body: unknown
}

function filter<T extends Record<string, unknown>>(rows: T[], params: URLSearchParams): T[] {
  return rows.filter((row) => {
    for (const [column, raw] of params) {
      if (column === 'select' || column === 'order') continue
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

export function createFakeQuizzesApi(
  initial: { quizzes?: QuizRow[]; attempts?: AttemptRow[] } = {},
) {
  const quizzes: QuizRow[] = [...(initial.quizzes ?? [])]
  const attempts: AttemptRow[] = [...(initial.attempts ?? [])]
  const requests: RecordedRestRequest[] = []
  const failures = new Map<string, number>()

  function record(request: Request, table: string, body?: unknown) {
    requests.push({
      method: request.method,
      table,
      params: new URL(request.url).searchParams,
      body,
    })
  }
  function failing(key: string) {
    const status = failures.get(key)
    return status ? HttpResponse.json({ code: 'XX000', message: 'boom' }, { status }) : null
  }

  const handlers: HttpHandler[] = [
    http.get(`${REST_URL}/quizzes`, ({ request }) => {
      record(request, 'quizzes')
      const params = new URL(request.url).searchParams
      return failing('GET quizzes') ?? HttpResponse.json(ordered(filter(quizzes, params), params))
    }),
    http.get(`${REST_URL}/quiz_attempts`, ({ request }) => {
      record(request, 'quiz_attempts')
      const params = new URL(request.url).searchParams
      return (
        failing('GET quiz_attempts') ?? HttpResponse.json(ordered(filter(attempts, params), params))
      )
    }),
    http.post(`${REST_URL}/quizzes`, async ({ request }) => {
      const body = (await request.json()) as Partial<QuizRow>
      record(request, 'quizzes', body)
      const failure = failing('POST quizzes')
      if (failure) return failure
      quizzes.push({
        id: body.id ?? `quiz-${quizzes.length + 1}`,
        study_guide_id: body.study_guide_id ?? '',
        user_id: 'user-1',
        title: body.title ?? null,
        questions: body.questions ?? [],
        difficulty: body.difficulty ?? null,
        settings: body.settings ?? {},
        user_feedback: null,
        created_at: new Date().toISOString(),
      })
      return new HttpResponse(null, { status: 201 })
    }),
    http.post(`${REST_URL}/quiz_attempts`, async ({ request }) => {
      const body = (await request.json()) as AttemptRow
      record(request, 'quiz_attempts', body)
      const failure = failing('POST quiz_attempts')
      if (failure) return failure
      attempts.push({ ...body, user_id: 'user-1' })
      return new HttpResponse(null, { status: 201 })
    }),
    http.patch(`${REST_URL}/quizzes`, async ({ request }) => {
      const body = (await request.json()) as Partial<QuizRow>
      record(request, 'quizzes', body)
      const failure = failing('PATCH quizzes')
      if (failure) return failure
      for (const row of filter(quizzes, new URL(request.url).searchParams)) Object.assign(row, body)
      return new HttpResponse(null, { status: 204 })
    }),
  ]

  return {
    handlers,
    requests,
    quizzes,
    attempts,
    /** Make `"METHOD table"` (e.g. 'POST quiz_attempts') answer with `status`. */
    fail: (key: string, status = 500) => failures.set(key, status),
  }
}

let rowCounter = 0

export function quizRow(overrides: Partial<QuizRow> = {}): QuizRow {
  rowCounter += 1
  return {
    id: `00000000-0000-4000-9000-${String(rowCounter).padStart(12, '0')}`,
    study_guide_id: 'guide-1',
    user_id: 'user-1',
    title: `Biology - Quiz ${rowCounter}`,
    questions: [
      {
        id: 'q_0',
        question: 'What absorbs light?',
        options: ['Chlorophyll', 'Mitochondria', 'Ribosome', 'Nucleus'],
        correctAnswer: 0,
        explanation: 'Chlorophyll is the pigment.',
      },
      {
        id: 'q_1',
        question: 'Where is the Calvin cycle?',
        options: ['Stroma', 'Thylakoid', 'Nucleus', 'Cytoplasm'],
        correctAnswer: 0,
        explanation: '',
      },
    ],
    difficulty: 'medium',
    settings: {
      questionCount: 2,
      allowRetake: true,
      useExternalContent: false,
      selectedGuides: [],
    },
    user_feedback: null,
    created_at: new Date(Date.UTC(2026, 10, rowCounter)).toISOString(),
    ...overrides,
  }
}

export function attemptRow(quizId: string, overrides: Partial<AttemptRow> = {}): AttemptRow {
  rowCounter += 1
  return {
    id: `00000000-0000-4000-a000-${String(rowCounter).padStart(12, '0')}`,
    quiz_id: quizId,
    user_id: 'user-1',
    score: 50,
    total_questions: 2,
    correct_answers: 1,
    time_spent: 42,
    answers: [],
    wrong_answers: [],
    completed_at: new Date(Date.UTC(2026, 10, rowCounter, 12)).toISOString(),
    ...overrides,
  }
}
