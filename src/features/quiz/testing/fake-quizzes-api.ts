import { http, HttpResponse, type HttpHandler } from 'msw'
import { createRestLog, filterRows, REST_URL, selectRows } from '@/testing/fake-rest'
import type { AttemptRow, QuizRow } from '../model/quiz-rows'

/**
 * In-memory quizzes and quiz_attempts tables behind msw, in the PostgREST dialect supabase-js
 * speaks (eq / in filters, order). `requests` records what went over the wire.
 */

export function createFakeQuizzesApi(
  initial: { quizzes?: QuizRow[]; attempts?: AttemptRow[] } = {},
) {
  const quizzes: QuizRow[] = [...(initial.quizzes ?? [])]
  const attempts: AttemptRow[] = [...(initial.attempts ?? [])]
  const log = createRestLog()

  const handlers: HttpHandler[] = [
    http.get(`${REST_URL}/quizzes`, async ({ request }) => {
      await log.record(request, 'quizzes')
      return log.failing('GET quizzes') ?? HttpResponse.json(selectRows(quizzes, request))
    }),
    http.get(`${REST_URL}/quiz_attempts`, async ({ request }) => {
      await log.record(request, 'quiz_attempts')
      return log.failing('GET quiz_attempts') ?? HttpResponse.json(selectRows(attempts, request))
    }),
    http.post(`${REST_URL}/quizzes`, async ({ request }) => {
      const body = (await log.record(request, 'quizzes')) as Partial<QuizRow>
      const failure = log.failing('POST quizzes')
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
      const body = (await log.record(request, 'quiz_attempts')) as AttemptRow
      const failure = log.failing('POST quiz_attempts')
      if (failure) return failure
      attempts.push({ ...body, user_id: 'user-1' })
      return new HttpResponse(null, { status: 201 })
    }),
    http.patch(`${REST_URL}/quizzes`, async ({ request }) => {
      const body = (await log.record(request, 'quizzes')) as Partial<QuizRow>
      const failure = log.failing('PATCH quizzes')
      if (failure) return failure
      for (const row of filterRows(quizzes, new URL(request.url).searchParams))
        Object.assign(row, body)
      return new HttpResponse(null, { status: 204 })
    }),
  ]

  return {
    handlers,
    requests: log.requests,
    quizzes,
    attempts,
    /** Make `"METHOD table"` (e.g. 'POST quiz_attempts') answer with `status`. */
    fail: log.fail,
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
