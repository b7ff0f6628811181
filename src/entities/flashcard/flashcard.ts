import type { Citation } from '@/lib/citation'
import type { Cited } from '@/study-engine/citations/with-citations'
import type { Difficulty, GeneratedCard } from '@/study-engine/types'
import type { CardSchedule } from './scheduling'

/** The flashcard feature's domain types (flashcard set, card, session). */

export type { Difficulty }

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard']

export interface Flashcard {
  /** `card_` plus its index in the set. */
  id: string
  front: string
  back: string
  /** The difficulty the AI gave the card. */
  difficulty: Difficulty
  /** Where its back comes from in the guide's material, as checked. */
  citations?: Citation[]
}

export interface FlashcardSession {
  id: string
  flashcardSetId: string
  completedAt: string
  totalCards: number
  /** Cards turned over at least once in the session. */
  reviewedCards: number
  /** Per card index in the set (the `n` of `card_n`): the student's rating. */
  difficultyRatings: Record<string, Difficulty>
  /** Seconds. */
  timeSpent: number
}

export interface FlashcardSet {
  id: string
  /** null for a set of an unsaved guide (kept in memory only). */
  studyGuideId: string | null
  title: string
  cards: Flashcard[]
  createdAt: string
  /** Beyond the spec: the FSRS state per card id; a card without one is new (due now). */
  schedule: Record<string, CardSchedule>
  /** Newest first. */
  sessions: FlashcardSession[]
  /** The file its cards were imported from ("Import cards"); absent for a generated set. */
  importedFrom?: string
}

export interface FlashcardSettings {
  cardCount: number
  shuffle: boolean
  showDifficulty: boolean
}

/** Cards numbered, each with its checked citations when the guide has a source. */
export function toFlashcards(cards: readonly Cited<GeneratedCard>[]): Flashcard[] {
  return cards.map(({ front, back, difficulty, citations }, index) => ({
    id: `card_${index}`,
    front,
    back,
    difficulty,
    ...(citations ? { citations } : {}),
  }))
}
