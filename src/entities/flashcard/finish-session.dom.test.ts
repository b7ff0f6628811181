import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import type { FlashcardSet } from './flashcard'
import type { StudyRun } from './flashcard-flow'
import { toFlashcardSet } from './flashcard-rows'
import { finishSession, planFinishedSessions } from './finish-session'
import { insertSet } from './testing/saved-sets'

const NOW = Date.parse('2026-11-20T10:00:00.000Z')

/** A run over every card of `set`, the first card rated `rating`, both turned over. */
function runOver(set: FlashcardSet, rating: 'easy' | 'hard' = 'easy'): StudyRun {
  return {
    set,
    mode: 'all',
    deck: set.cards,
    index: set.cards.length - 1,
    flipped: true,
    ratings: { card_0: rating },
    reviewed: set.cards.map((card) => card.id),
    showDifficulty: true,
    startedAt: NOW - 40_000,
  }
}

const noExam = () => undefined

describe('finishSession', () => {
  it('records each set’s session and its rated card’s new state, and returns the merged schedule', async () => {
    const owner = await signInNewAccount('Finish')
    const guide = await insertGuide(owner)
    const first = toFlashcardSet(await insertSet(owner, guide.id), [])
    const second = toFlashcardSet(await insertSet(owner, guide.id, { title: 'Second' }), [])

    const finished = await finishSession({
      runs: [runOver(first), runOver(second, 'hard')],
      now: NOW,
      examFor: noExam,
      model: undefined,
      record: true,
    })

    const sessions = await sql<{
      flashcard_set_id: string
      reviewed_cards: number
      time_spent: number
    }>(
      'select flashcard_set_id, reviewed_cards, time_spent from public.flashcard_sessions order by flashcard_set_id',
    )
    expect(sessions).toEqual(
      [first.id, second.id]
        .sort()
        .map((id) => ({ flashcard_set_id: id, reviewed_cards: 2, time_spent: 40 })),
    )
    const stored = await sql<{ id: string; schedule: Record<string, { reps: number }> }>(
      'select id, schedule from public.flashcard_sets where id = any($1)',
      [[first.id, second.id]],
    )
    for (const row of stored) {
      // Only the rated card has a state; the one merely turned over has none.
      expect(Object.keys(row.schedule)).toEqual(['card_0'])
      expect(finished.merged.get(row.id)).toEqual(row.schedule)
    }
    const reviews = await sql('select card_id from public.flashcard_reviews where user_id = $1', [
      owner.id,
    ])
    expect(reviews).toHaveLength(2)
  }, 30_000)

  it('writes nothing for sets that are not saved, and still plans their sessions', async () => {
    await signInNewAccount('Unsaved')
    const set: FlashcardSet = {
      id: 'unsaved-set',
      studyGuideId: null,
      title: 'Cells',
      cards: [{ id: 'card_0', front: 'Cell', back: 'The unit of life.', difficulty: 'easy' }],
      createdAt: new Date(NOW).toISOString(),
      schedule: {},
      sessions: [],
    }
    const recordCalls = () => requestsTo('/rest/v1/rpc/record_flashcard_session').length
    const before = recordCalls()
    const planned: unknown[] = []
    const finished = await finishSession(
      { runs: [runOver(set)], now: NOW, examFor: noExam, model: undefined, record: false },
      (plan) => planned.push(...plan),
    )
    expect(recordCalls()).toBe(before)
    expect(finished.merged.size).toBe(0)
    expect(finished.planned).toEqual(planned)
    expect(finished.planned[0]).toMatchObject({
      session: { flashcardSetId: 'unsaved-set', reviewedCards: 1, totalCards: 1, timeSpent: 40 },
      reviewed: { card_0: expect.objectContaining({ reps: 1 }) },
    })
  })

  it('leaves a cram run’s schedule as it was, but logs its ratings', () => {
    const set: FlashcardSet = {
      id: 'set',
      studyGuideId: 'guide',
      title: 'Cells',
      cards: [{ id: 'card_0', front: 'Cell', back: 'The unit of life.', difficulty: 'easy' }],
      createdAt: new Date(NOW).toISOString(),
      schedule: {},
      sessions: [],
    }
    const [finished] = planFinishedSessions({
      runs: [{ ...runOver(set), mode: 'cram' }],
      now: NOW,
      examFor: noExam,
      model: undefined,
      record: true,
    })
    expect(finished?.reviewed).toEqual({})
    expect(finished?.log).toEqual([expect.objectContaining({ card_id: 'card_0', cram: true })])
  })
})
