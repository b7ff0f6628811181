import { describe, expect, it } from 'vitest'
import { toCards, toFlashcardSet, toRatings, toSchedule, toSession } from './flashcard-rows'
import { reviewCard } from './scheduling'

describe('flashcard rows', () => {
  it('maps a set row, dropping malformed cards and schedule entries', () => {
    const schedule = reviewCard(undefined, 'easy', new Date('2026-11-20T10:00:00Z'))
    const set = toFlashcardSet(
      {
        id: 's',
        study_guide_id: 'g',
        user_id: 'u',
        title: 'Cells Flashcards',
        cards: [{ id: 'card_0', front: 'F', back: 'B', difficulty: 'hard' }, { front: 'no id' }],
        schedule: { card_0: schedule, card_1: { due: 5 } },
        created_at: '2026-11-20T10:00:00Z',
      },
      [],
    )
    expect(set).toEqual({
      id: 's',
      studyGuideId: 'g',
      title: 'Cells Flashcards',
      cards: [{ id: 'card_0', front: 'F', back: 'B', difficulty: 'hard' }],
      createdAt: '2026-11-20T10:00:00Z',
      schedule: { card_0: schedule },
      sessions: [],
    })
  })

  it('falls back to medium for an unknown difficulty and to empty values for wrong shapes', () => {
    expect(
      toCards([{ id: 'card_0', front: 'F', back: 'B', difficulty: 'weird' }])[0]?.difficulty,
    ).toBe('medium')
    expect(toCards({})).toEqual([])
    expect(toSchedule([])).toEqual({})
    expect(toRatings({ '0': 'easy', '1': 'nope' })).toEqual({ '0': 'easy' })
  })

  it('maps a session row', () => {
    expect(
      toSession({
        id: 'x',
        flashcard_set_id: 's',
        user_id: 'u',
        completed_at: '2026-11-20T10:00:00Z',
        total_cards: 15,
        reviewed_cards: null,
        difficulty_ratings: { '3': 'hard' },
        time_spent: 42,
      }),
    ).toEqual({
      id: 'x',
      flashcardSetId: 's',
      completedAt: '2026-11-20T10:00:00Z',
      totalCards: 15,
      reviewedCards: 0,
      difficultyRatings: { '3': 'hard' },
      timeSpent: 42,
    })
  })
})
