/**
 * record_flashcard_session: shared fixtures of its PGlite and PostgreSQL
 * tests. The seeded student owns a set of cards; a review is a ts-fsrs state as the app stores
 * it, dated by its last review.
 */
import { ids } from './actors'

export const student = { id: ids.student, email: 'student@example.com' }
export const stranger = {
  id: '00000000-0000-4000-8000-0000000000c0',
  email: 'stranger@example.com',
}
export const setId = '00000000-0000-4000-8000-0000000000c1'

export function review(lastReview: string, reps = 1) {
  return {
    due: '2026-12-01T00:00:00.000Z',
    stability: 3.2,
    difficulty: 5.1,
    elapsed_days: 0,
    scheduled_days: 3,
    learning_steps: 0,
    reps,
    lapses: 0,
    state: 2,
    last_review: lastReview,
  }
}

export const cards = Array.from({ length: 20 }, (_, index) => ({
  id: `card_${index}`,
  front: `Front ${index}`,
  back: `Back ${index}`,
  difficulty: 'medium',
}))

/** The set, with card_0 reviewed once already; the stranger signs up with a code of their own. */
export async function addFlashcardRows(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await run(`insert into public.beta_access_codes (code) values ('STRANGE1')`)
  await run(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{"beta_code":"STRANGE1"}')`,
    [stranger.id, stranger.email],
  )
  await run(
    `insert into public.flashcard_sets (id, study_guide_id, user_id, title, cards, schedule)
     values ($1, $2, $3, 'Cells Flashcards', $4, $5)`,
    [
      setId,
      ids.studentGuide,
      student.id,
      JSON.stringify(cards),
      JSON.stringify({ card_0: review('2026-11-01T09:00:00.000Z') }),
    ],
  )
}

/** The RPC as supabase-js calls it (named arguments). */
export const recordSql = `select public.record_flashcard_session(
  session_id => $1, set_id => $2, completed_at => $3, total_cards => $4, reviewed_cards => $5,
  difficulty_ratings => $6, time_spent => $7, reviewed_schedule => $8) as schedule`

export function recordParams(
  sessionId: string,
  reviewed: Record<string, unknown>,
  completedAt = '2026-11-20T10:00:00.000Z',
): unknown[] {
  const ratings = Object.fromEntries(
    Object.keys(reviewed).map((cardId) => [cardId.replace('card_', ''), 'medium']),
  )
  return [
    sessionId,
    setId,
    completedAt,
    cards.length,
    Object.keys(reviewed).length,
    JSON.stringify(ratings),
    60,
    JSON.stringify(reviewed),
  ]
}

/** Version 2 of the RPC (20261125110000): the session's reviews as a ninth argument. */
export const recordWithLogSql = `select public.record_flashcard_session(
  session_id => $1, set_id => $2, completed_at => $3, total_cards => $4, reviewed_cards => $5,
  difficulty_ratings => $6, time_spent => $7, reviewed_schedule => $8, review_log => $9) as schedule`

export function logEntry(cardId: string, overrides: Record<string, unknown> = {}) {
  return {
    card_id: cardId,
    rating: 3,
    reviewed_at: '2026-11-20T10:00:00.000Z',
    elapsed_days: 2.5,
    state: 2,
    cram: false,
    ...overrides,
  }
}

/** Version 4 (20261128800100): what each card's state was computed from, as a tenth argument. */
export const recordBasedOnSql = `select public.record_flashcard_session(
  session_id => $1, set_id => $2, completed_at => $3, total_cards => $4, reviewed_cards => $5,
  difficulty_ratings => $6, time_spent => $7, reviewed_schedule => $8, review_log => $9,
  based_on => $10) as answer`

/** A device's session of one card, computed from `basedOn` (the card's last review before). */
export function deviceSession(
  cardId: string,
  reviewedAt: string,
  basedOn: string | null,
): { id: string; args: unknown[] } {
  const id = crypto.randomUUID()
  return {
    id,
    args: [
      ...recordParams(id, { [cardId]: review(reviewedAt) }, reviewedAt),
      JSON.stringify([logEntry(cardId, { reviewed_at: reviewedAt })]),
      JSON.stringify({ [cardId]: basedOn }),
    ],
  }
}

export const replaySql = `select public.replay_card_schedule(set_id => $1, replayed => $2) as written`

/** record_flashcard_sessions (20261128900310) as supabase-js calls it. */
export const batchSql = `select public.record_flashcard_sessions(sessions => $1) as answers`

const NAMES = [
  'session_id',
  'set_id',
  'completed_at',
  'total_cards',
  'reviewed_cards',
  'difficulty_ratings',
  'time_spent',
  'reviewed_schedule',
  'review_log',
  'based_on',
] as const

/** A session's arguments (deviceSession's, as the SQL takes them) as one object of the batch. */
export function asBatchEntry(args: unknown[]): Record<string, unknown> {
  return Object.fromEntries(
    NAMES.map((name, index) => {
      const value = args[index]
      return [name, index >= 5 && typeof value === 'string' ? JSON.parse(value) : value]
    }),
  )
}
