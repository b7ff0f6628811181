import { describe, expect, it } from 'vitest'
import { makeSession, makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import { flashcardFlowReducer, initialFlashcardFlowState } from './flashcard-flow'
import { reviewCard } from './scheduling'
import {
  buildSession,
  completionPercent,
  formatSessionTime,
  previousSessions,
  scheduleAfterRun,
} from './session'

const NOW = new Date('2026-11-20T10:00:00Z').getTime()

describe('scheduleAfterRun', () => {
  function ratedRun(mode: 'all' | 'cram') {
    const schedule = { card_0: reviewCard(undefined, 'medium', new Date(NOW - 5 * 86_400_000)) }
    let state = flashcardFlowReducer(initialFlashcardFlowState, {
      type: 'study',
      set: makeSet({ schedule }),
      mode,
      now: NOW,
    })
    state = flashcardFlowReducer(state, { type: 'flip' })
    state = flashcardFlowReducer(state, { type: 'rate', rating: 'easy' })
    if (state.screen !== 'cards') throw new Error('not studying')
    return { run: state.run, schedule }
  }

  it('moves the rated cards of an ordinary session', () => {
    const { run, schedule } = ratedRun('all')
    const after = scheduleAfterRun(run, schedule, new Date(NOW), null)
    const reviewed = reviewCard(schedule.card_0, 'easy', new Date(NOW))
    expect(after.schedule).toEqual({ card_0: reviewed })
    expect(after.reviewed).toEqual({ card_0: reviewed })
    expect(after.log).toEqual([
      {
        card_id: 'card_0',
        rating: 4,
        reviewed_at: new Date(NOW).toISOString(),
        elapsed_days: 5,
        state: schedule.card_0.state,
        cram: false,
      },
    ])
  })

  it('keeps the schedule of a cram session as it was (its ratings are still recorded)', () => {
    const { run, schedule } = ratedRun('cram')
    expect(run.deck).toHaveLength(3)
    const after = scheduleAfterRun(run, schedule, new Date(NOW), null)
    expect(after.schedule).toBe(schedule)
    expect(after.reviewed).toEqual({})
    expect(after.log).toMatchObject([{ card_id: 'card_0', rating: 4, cram: true }])
    expect(buildSession(run, { id: 's', now: NOW }).difficultyRatings).toEqual({ '0': 'easy' })
  })
})

describe('buildSession', () => {
  it('records total, reviewed (turned) cards, ratings per card index and whole seconds', () => {
    const set = makeSet()
    let state = flashcardFlowReducer(initialFlashcardFlowState, {
      type: 'study',
      set,
      mode: 'all',
      now: NOW,
    })
    state = flashcardFlowReducer(state, { type: 'shuffle', order: [2, 1, 0] })
    state = flashcardFlowReducer(state, { type: 'flip' })
    state = flashcardFlowReducer(state, { type: 'rate', rating: 'hard' })
    state = flashcardFlowReducer(state, { type: 'next' })
    state = flashcardFlowReducer(state, { type: 'flip' })
    if (state.screen !== 'cards') throw new Error('not studying')
    const session = buildSession(state.run, { id: 's1', now: NOW + 61_400 })
    expect(session).toEqual({
      id: 's1',
      flashcardSetId: 'set-1',
      completedAt: '2026-11-20T10:01:01.400Z',
      totalCards: 3,
      reviewedCards: 2,
      difficultyRatings: { '2': 'hard' },
      timeSpent: 61,
    })
  })
})

describe('completion', () => {
  it('is reviewed / total as a rounded percent', () => {
    expect(completionPercent({ reviewedCards: 2, totalCards: 3 })).toBe(67)
    expect(completionPercent({ reviewedCards: 0, totalCards: 0 })).toBe(0)
    expect(completionPercent({ reviewedCards: 15, totalCards: 15 })).toBe(100)
  })
})

describe('previousSessions', () => {
  it('lists the 3 newest sessions across the sets, with their set titles', () => {
    const a = makeSet({
      id: 'a',
      title: 'A',
      sessions: [
        makeSession({ id: 'a2', completedAt: '2026-11-20T12:00:00Z' }),
        makeSession({ id: 'a1', completedAt: '2026-11-18T12:00:00Z' }),
      ],
    })
    const b = makeSet({
      id: 'b',
      title: 'B',
      sessions: [
        makeSession({ id: 'b2', completedAt: '2026-11-19T12:00:00Z' }),
        makeSession({ id: 'b1', completedAt: '2026-11-17T12:00:00Z' }),
      ],
    })
    expect(previousSessions([a, b]).map((entry) => [entry.session.id, entry.setTitle])).toEqual([
      ['a2', 'A'],
      ['b2', 'B'],
      ['a1', 'A'],
    ])
  })
})

describe('formatSessionTime', () => {
  it('shows minutes:seconds, or N/A for zero', () => {
    expect(formatSessionTime(95)).toBe('1:35')
    expect(formatSessionTime(5)).toBe('0:05')
    expect(formatSessionTime(0)).toBe('N/A')
  })
})
