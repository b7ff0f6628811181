import { z } from '@/lib/zod'
import { toCitedItems, type ReadBack } from '@/study-engine/citations/stored-citations'
import { isBeingRead } from '@/entities/study-work/readings-in-flight'
import { asJson } from '@/lib/as-json'
import type { Database, Json, Tables } from '@/types/database.types'
import type { Difficulty, Flashcard, FlashcardSession, FlashcardSet } from './flashcard'
import { cardScheduleSchema, type CardSchedule } from './scheduling'
import type { ReviewLogEntry } from './session'

/**
 * flashcard_sets / flashcard_sessions rows ↔ domain objects, mapped once here. jsonb columns
 * are parsed tolerantly: a malformed card or schedule entry is dropped, not the whole set.
 */

export type FlashcardSetRow = Tables<'flashcard_sets'>
export type FlashcardSessionRow = Tables<'flashcard_sessions'>

const difficultySchema = z.enum(['easy', 'medium', 'hard'])

const cardSchema = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  difficulty: difficultySchema.catch('medium'),
})

export function toCards(value: Json, readBack: ReadBack = {}): Flashcard[] {
  return toCitedItems(cardSchema, value, readBack)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function toSchedule(value: Json): Record<string, CardSchedule> {
  if (!isRecord(value)) return {}
  const schedule: Record<string, CardSchedule> = {}
  for (const [cardId, entry] of Object.entries(value)) {
    const parsed = cardScheduleSchema.safeParse(entry)
    if (parsed.success) schedule[cardId] = parsed.data
  }
  return schedule
}

export function toRatings(value: Json): Record<string, Difficulty> {
  if (!isRecord(value)) return {}
  const ratings: Record<string, Difficulty> = {}
  for (const [index, rating] of Object.entries(value)) {
    const parsed = difficultySchema.safeParse(rating)
    if (parsed.success) ratings[index] = parsed.data
  }
  return ratings
}

export function toSession(row: FlashcardSessionRow): FlashcardSession {
  return {
    id: row.id,
    flashcardSetId: row.flashcard_set_id,
    completedAt: row.completed_at,
    totalCards: row.total_cards ?? 0,
    reviewedCards: row.reviewed_cards ?? 0,
    difficultyRatings: toRatings(row.difficulty_ratings),
    timeSpent: row.time_spent,
  }
}

export function toFlashcardSet(row: FlashcardSetRow, sessions: FlashcardSession[]): FlashcardSet {
  return {
    id: row.id,
    studyGuideId: row.study_guide_id,
    title: row.title,
    cards: toCards(row.cards, { stillReading: isBeingRead(row.id) }),
    createdAt: row.created_at,
    schedule: toSchedule(row.schedule),
    sessions,
    ...(row.imported_from ? { importedFrom: row.imported_from } : {}),
  }
}

/** record_flashcard_session's arguments for a finished session: its row, its cards' new states and its ratings. */
export function sessionRecordArgs(
  session: FlashcardSession,
  reviewed: Record<string, CardSchedule>,
  log: readonly ReviewLogEntry[],
): Database['public']['Functions']['record_flashcard_session']['Args'] {
  return {
    session_id: session.id,
    set_id: session.flashcardSetId,
    completed_at: session.completedAt,
    total_cards: session.totalCards,
    reviewed_cards: session.reviewedCards,
    difficulty_ratings: asJson(session.difficultyRatings),
    time_spent: session.timeSpent,
    reviewed_schedule: asJson(reviewed),
    review_log: asJson(log),
  }
}
