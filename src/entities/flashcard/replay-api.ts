import { asJson } from '@/lib/as-json'
import { fetchAllRows } from '@/lib/all-rows'
import { AppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import type { FlashcardSession } from './flashcard'
import { flashcardDataMessages } from './flashcard-messages'
import { sessionRecordArgs, toSchedule } from './flashcard-rows'
import { replayReviews, type LoggedReview, type ReplayedCard } from './replay-reviews'
import type { CardSchedule, MemoryModel } from './scheduling'
import type { ReviewLogEntry } from './session'

/**
 * A session made offline, sent with what its cards' states were computed from, so that a card
 * another device reviewed in between is replayed (replay-reviews.ts) rather than overwritten:
 * record_flashcard_session's `based_on` and replay_card_schedule (migration 20261128800100).
 */

export interface SessionBase {
  /** Each reviewed card's state before the session (null: a new card). */
  before: Record<string, CardSchedule | null>
  /** What the session scheduled toward and with, for the replay. */
  exam: ExamDate | null
  model: MemoryModel | null
}

/** Sends before giving up: each failed write means another review came in meanwhile. */
const REPLAY_TRIES = 5

export function saveFailed(cause: unknown, status?: number): AppError {
  return new AppError('data', flashcardDataMessages.saveSession, { cause, status })
}

/** What each reviewed card's state was computed from, as record_flashcard_session's `based_on`. */
export function basedOnOf(before: SessionBase['before']): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(before).map(([cardId, state]) => [cardId, state?.last_review ?? null]),
  )
}

/** A recorded session as sent `based_on`: the merged schedule and the cards to replay. */
export interface RecordedBasedOn {
  schedule: Record<string, CardSchedule>
  stale: string[]
}

/** The cards to replay, from record_flashcard_session's answer to a session sent `based_on`. */
export function readStale(data: unknown): string[] {
  const { stale } = (data ?? {}) as { stale?: unknown }
  return Array.isArray(stale) ? stale.filter((id): id is string => typeof id === 'string') : []
}

/** record_flashcard_session's answer to a session sent `based_on`. */
export function readRecordedBasedOn(data: unknown): RecordedBasedOn {
  const answer = (data ?? {}) as { schedule?: unknown }
  return { schedule: toSchedule(asJson(answer.schedule ?? {})), stale: readStale(data) }
}

/** Records the session; answers the merged schedule and the cards to replay. */
async function recordBasedOn(
  session: FlashcardSession,
  reviewed: Record<string, CardSchedule>,
  log: readonly ReviewLogEntry[],
  before: SessionBase['before'],
): Promise<RecordedBasedOn> {
  const { data, error, status } = await supabase.rpc('record_flashcard_session', {
    ...sessionRecordArgs(session, reviewed, log),
    based_on: basedOnOf(before),
  })
  if (error) throw saveFailed(error, status)
  return readRecordedBasedOn(data)
}

/** The logged reviews of some cards of a set, oldest first. */
async function fetchCardReviews(setId: string, cardIds: string[]): Promise<LoggedReview[]> {
  const { data, error } = await fetchAllRows(
    (from, to) =>
      supabase
        .from('flashcard_reviews')
        .select('id,card_id,rating,reviewed_at,cram', { count: 'exact' })
        .eq('flashcard_set_id', setId)
        .in('card_id', cardIds)
        .order('reviewed_at', { ascending: true })
        .order('id', { ascending: true })
        .range(from, to),
    (row) => row.id,
  )
  if (error || !data) throw saveFailed(error)
  return data
}

/** Replays the stale cards and writes them, again while another review keeps coming in. */
export async function replayStale(
  setId: string,
  stale: string[],
  base: SessionBase,
): Promise<Record<string, CardSchedule>> {
  for (let attempt = 0; attempt < REPLAY_TRIES; attempt++) {
    const log = await fetchCardReviews(setId, stale)
    const replayed: Record<string, ReplayedCard & { after: string | null }> = {}
    for (const cardId of stale) {
      const before = base.before[cardId] ?? undefined
      const card = replayReviews(
        before,
        log.filter((review) => review.card_id === cardId),
        base.exam ?? undefined,
        base.model ?? undefined,
      )
      if (card) replayed[cardId] = { ...card, after: before?.last_review ?? null }
    }
    const { data, error, status } = await supabase.rpc('replay_card_schedule', {
      set_id: setId,
      replayed: asJson(replayed),
    })
    if (error) throw saveFailed(error, status)
    if (data === true)
      return Object.fromEntries(Object.entries(replayed).map(([id, card]) => [id, card.schedule]))
  }
  throw saveFailed(new Error('The review log kept changing while the schedule was replayed'))
}

/**
 * Sends a session made on this device: recorded (idempotent on its id), then the cards another
 * device reviewed in between are replayed from the whole log. Answers the set's schedule.
 */
export async function recordAndReplay(
  session: FlashcardSession,
  reviewed: Record<string, CardSchedule>,
  log: readonly ReviewLogEntry[],
  base: SessionBase,
): Promise<Record<string, CardSchedule>> {
  const { schedule, stale } = await recordBasedOn(session, reviewed, log, base.before)
  if (stale.length === 0) return schedule
  return { ...schedule, ...(await replayStale(session.flashcardSetId, stale, base)) }
}
