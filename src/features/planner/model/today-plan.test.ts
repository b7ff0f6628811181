import { describe, expect, it } from 'vitest'
import { addDays } from '@/entities/exam-date/exam-date'
import { makeCards, makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import {
  flashcardFlowReducer,
  initialFlashcardFlowState,
} from '@/entities/flashcard/flashcard-flow'
import { recallAt, reviewCard } from '@/entities/flashcard/scheduling'
import { buildSession } from '@/entities/flashcard/session'
import {
  cardsDueToday,
  earliestDay,
  EARLY_REVIEW_RECALL,
  focusFirst,
  groupByGuide,
} from './today-plan'
import { splitRun, todaySet } from './today-session'

const NOW = new Date('2026-11-20T10:00:00')

describe('today’s plan', () => {
  it('allows an early review from the first day the card’s recall has fallen to 95 %', () => {
    const learned = reviewCard(undefined, 'medium', addDays(NOW, -2))
    const day = earliestDay(learned, NOW)
    const midday = (offset: number) => new Date(addDays(NOW, offset).setHours(12))
    expect(recallAt(learned, midday(day))).toBeLessThanOrEqual(EARLY_REVIEW_RECALL)
    if (day > 0) expect(recallAt(learned, midday(day - 1))).toBeGreaterThan(EARLY_REVIEW_RECALL)
    expect(earliestDay(undefined, NOW)).toBe(0)
  })

  it('pulls reviews of a day over the limit to today when their recall allows', () => {
    // 6 cards learned long ago, all due tomorrow; the limit is 4 a day.
    const old = reviewCard(undefined, 'hard', addDays(NOW, -3))
    const tomorrow = { ...old, due: addDays(NOW, 1).toISOString() }
    const set = makeSet({
      cards: makeCards(6),
      schedule: Object.fromEntries(makeCards(6).map((card) => [card.id, tomorrow])),
    })
    expect(cardsDueToday([set], NOW, 100)).toHaveLength(0)
    expect(cardsDueToday([set], NOW, 4)).toHaveLength(2)
  })

  it('groups the cards by guide in the order the guides come', () => {
    const a = makeSet({ id: 'a', studyGuideId: 'g1' })
    const b = makeSet({ id: 'b', studyGuideId: 'g2', cards: makeCards(1) })
    const c = makeSet({ id: 'c', studyGuideId: 'g1', cards: makeCards(2) })
    const groups = groupByGuide(cardsDueToday([a, b, c], NOW, 100))
    expect(groups.map((group) => [group.guideId, group.cards.length])).toEqual([
      ['g1', 5],
      ['g2', 1],
    ])
  })
})

describe('Study all due', () => {
  it('studies one deck and records one session per set with its own ratings and share of the time', () => {
    const a = makeSet({ id: 'a', title: 'A', cards: makeCards(2) })
    const b = makeSet({ id: 'b', title: 'B', cards: makeCards(2) })
    const due = cardsDueToday([a, b], NOW, 100).filter((card) => card.key !== 'a/card_0')
    let state = flashcardFlowReducer(initialFlashcardFlowState, {
      type: 'study',
      set: todaySet(due, NOW.toISOString(), 'Cards due today'),
      mode: 'all',
      now: NOW.getTime(),
    })
    for (const rating of ['hard', 'medium', 'easy'] as const) {
      state = flashcardFlowReducer(state, { type: 'flip' })
      state = flashcardFlowReducer(state, { type: 'rate', rating })
      state = flashcardFlowReducer(state, { type: 'next' })
    }
    if (state.screen !== 'cards') throw new Error('not studying')
    const parts = splitRun(state.run, [a, b], NOW.getTime() + 90_000)
    expect(parts.map((part) => [part.set.id, part.ratings, part.reviewed])).toEqual([
      ['a', { card_1: 'hard' }, ['card_1']],
      ['b', { card_0: 'medium', card_1: 'easy' }, ['card_0', 'card_1']],
    ])
    const sessions = parts.map((part) =>
      buildSession(part, { id: part.set.id, now: NOW.getTime() + 90_000 }),
    )
    expect(sessions.map((session) => [session.totalCards, session.timeSpent])).toEqual([
      [1, 30],
      [2, 60],
    ])
    expect(sessions[0]?.difficultyRatings).toEqual({ '1': 'hard' })
  })
})

describe('focusFirst', () => {
  const set = (id: string, guideId: string, fronts: string[]) => ({
    id,
    studyGuideId: guideId,
    title: id,
    cards: fronts.map((front, i) => ({
      id: `card_${i}`,
      front,
      back: 'b',
      difficulty: 'easy' as const,
    })),
    createdAt: '2026-11-28T00:00:00Z',
    schedule: {},
    sessions: [],
  })
  const due = (sets: ReturnType<typeof set>[]) =>
    sets.flatMap((s) => s.cards.map((card) => ({ key: `${s.id}/${card.id}`, set: s, card })))

  it("brings a guide's weakest practice-exam terms first, whole words only, other guides untouched", () => {
    const cards = due([
      set('a', 'g1', ['What is mitosis?', 'What does osmosis move?', 'Osmosisless word']),
      set('b', 'g2', ['What is osmosis here?']),
    ])
    const ordered = focusFirst(cards, { g1: ['Osmosis'] }).map((card) => card.key)
    expect(ordered).toEqual(['a/card_1', 'a/card_0', 'a/card_2', 'b/card_0'])
    expect(focusFirst(cards, {}).map((card) => card.key)).toEqual(cards.map((card) => card.key))
  })
})
