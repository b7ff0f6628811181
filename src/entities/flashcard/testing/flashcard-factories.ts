import type { Flashcard, FlashcardSession, FlashcardSet } from '@/entities/flashcard/flashcard'

/** Test data for the flashcard feature. */

export function makeCards(count: number): Flashcard[] {
  const levels = ['easy', 'medium', 'hard'] as const
  return Array.from({ length: count }, (_, index) => ({
    id: `card_${index}`,
    front: `Term ${index + 1}`,
    back: `Definition of term ${index + 1}.`,
    difficulty: levels[index % 3] ?? 'medium',
  }))
}

export function makeSet(overrides: Partial<FlashcardSet> = {}): FlashcardSet {
  return {
    id: 'set-1',
    studyGuideId: 'guide-1',
    title: 'Photosynthesis Flashcards',
    cards: makeCards(3),
    createdAt: '2026-11-20T09:00:00.000Z',
    schedule: {},
    sessions: [],
    ...overrides,
  }
}

export function makeSession(overrides: Partial<FlashcardSession> = {}): FlashcardSession {
  return {
    id: 'session-1',
    flashcardSetId: 'set-1',
    completedAt: '2026-11-20T10:00:00.000Z',
    totalCards: 10,
    reviewedCards: 10,
    difficultyRatings: {},
    timeSpent: 95,
    ...overrides,
  }
}
