import { insertAs, type Account } from '@/testing/backend-fixtures'
import type { FlashcardSessionRow, FlashcardSetRow } from '@/entities/flashcard/flashcard-rows'

/** Saved flashcard sets and sessions of `owner`, inserted on the local backend (RLS applies). */

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

export function insertSet(
  owner: Account,
  guideId: string,
  overrides: Partial<FlashcardSetRow> = {},
): Promise<FlashcardSetRow> {
  return insertAs<FlashcardSetRow>(owner, 'flashcard_sets', {
    study_guide_id: guideId,
    title: 'Photosynthesis Flashcards',
    cards: sampleCards,
    schedule: {},
    created_at: '2026-11-18T09:00:00.000Z',
    ...overrides,
  })
}

export function insertSession(
  owner: Account,
  setId: string,
  overrides: Partial<FlashcardSessionRow> = {},
): Promise<FlashcardSessionRow> {
  return insertAs<FlashcardSessionRow>(owner, 'flashcard_sessions', {
    flashcard_set_id: setId,
    completed_at: '2026-11-19T12:00:00.000Z',
    total_cards: 2,
    reviewed_cards: 2,
    difficulty_ratings: {},
    time_spent: 30,
    ...overrides,
  })
}
