import { Rating } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import { makeCards } from '@/entities/flashcard/testing/flashcard-factories'
import {
  applyRatings,
  dueCards,
  dueCount,
  endOfDay,
  gradeFor,
  isDueToday,
  reviewCard,
  type CardSchedule,
} from './scheduling'
import { memoryGrade } from './memory-grade'

const NOW = new Date('2026-11-20T10:00:00')
const DAY = 86_400_000

function daysUntilDue(schedule: CardSchedule, from: Date): number {
  return (new Date(schedule.due).getTime() - from.getTime()) / DAY
}

describe('gradeFor', () => {
  it('records easy → Easy, medium → Good, hard → Hard', () => {
    expect(gradeFor('easy')).toBe(Rating.Easy)
    expect(gradeFor('medium')).toBe(Rating.Good)
    expect(gradeFor('hard')).toBe(Rating.Hard)
  })

  it('is read by the memory model with hard as Again (not known), the others as recorded', () => {
    expect(memoryGrade(Rating.Hard)).toBe(Rating.Again)
    expect(memoryGrade(Rating.Good)).toBe(Rating.Good)
    expect(memoryGrade(Rating.Easy)).toBe(Rating.Easy)
  })
})

describe('reviewCard', () => {
  it('puts a new card further out the easier it was: hard < medium < easy, none due today', () => {
    const hard = reviewCard(undefined, 'hard', NOW)
    const medium = reviewCard(undefined, 'medium', NOW)
    const easy = reviewCard(undefined, 'easy', NOW)
    expect(daysUntilDue(hard, NOW)).toBeGreaterThanOrEqual(1)
    expect(daysUntilDue(medium, NOW)).toBeGreaterThan(daysUntilDue(hard, NOW))
    expect(daysUntilDue(easy, NOW)).toBeGreaterThan(daysUntilDue(medium, NOW))
    for (const schedule of [hard, medium, easy]) expect(isDueToday(schedule, NOW)).toBe(false)
  })

  it('records the review: one more rep, last review now', () => {
    const once = reviewCard(undefined, 'medium', NOW)
    expect(once.reps).toBe(1)
    expect(once.last_review).toBe(NOW.toISOString())
    const twice = reviewCard(once, 'medium', new Date(once.due))
    expect(twice.reps).toBe(2)
  })

  it('grows the interval when a due card is remembered again, more for easy than for hard', () => {
    const first = reviewCard(undefined, 'medium', NOW)
    const dueAt = new Date(first.due)
    const firstInterval = daysUntilDue(first, NOW)
    const good = reviewCard(first, 'medium', dueAt)
    const easy = reviewCard(first, 'easy', dueAt)
    const hard = reviewCard(first, 'hard', dueAt)
    expect(daysUntilDue(good, dueAt)).toBeGreaterThan(firstInterval)
    expect(daysUntilDue(easy, dueAt)).toBeGreaterThan(daysUntilDue(good, dueAt))
    expect(daysUntilDue(hard, dueAt)).toBeLessThan(daysUntilDue(good, dueAt))
  })

  it('takes hard on a card studied before as a lapse: back the next day, less stable than before', () => {
    const first = reviewCard(undefined, 'medium', NOW)
    const dueAt = new Date(first.due)
    const hard = reviewCard(first, 'hard', dueAt)
    expect(daysUntilDue(hard, dueAt)).toBe(1)
    expect(hard.lapses).toBe(1)
    expect(hard.stability).toBeLessThan(first.stability)
  })

  it('works from a schedule that went through JSON (the jsonb column)', () => {
    const stored = JSON.parse(JSON.stringify(reviewCard(undefined, 'easy', NOW))) as CardSchedule
    const next = reviewCard(stored, 'easy', new Date(stored.due))
    expect(new Date(next.due).getTime()).toBeGreaterThan(new Date(stored.due).getTime())
  })
})

describe('due today', () => {
  const cards = makeCards(4)

  it('counts new cards as due', () => {
    expect(dueCount(cards, {}, NOW)).toBe(4)
  })

  it('a card rated today leaves the due count until its due day comes', () => {
    const schedule = { card_1: reviewCard(undefined, 'hard', NOW) }
    expect(dueCount(cards, schedule, NOW)).toBe(3)
    expect(dueCards(cards, schedule, NOW).map((card) => card.id)).toEqual([
      'card_0',
      'card_2',
      'card_3',
    ])
    const dueDay = new Date(schedule.card_1.due)
    expect(dueCount(cards, schedule, dueDay)).toBe(4)
  })

  it('a card due later today is due today', () => {
    const schedule = reviewCard(undefined, 'hard', NOW)
    const lateToday = { ...schedule, due: new Date('2026-11-20T23:30:00').toISOString() }
    expect(isDueToday(lateToday, NOW)).toBe(true)
    const tomorrow = { ...schedule, due: new Date('2026-11-21T00:30:00').toISOString() }
    expect(isDueToday(tomorrow, NOW)).toBe(false)
  })

  it('endOfDay is the last millisecond of the local day', () => {
    const end = endOfDay(NOW)
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([
      20, 23, 59, 59,
    ])
  })
})

describe('applyRatings', () => {
  it('reviews exactly the rated cards and leaves the input untouched', () => {
    const earlier = reviewCard(undefined, 'easy', new Date('2026-11-01T10:00:00'))
    const schedule = { card_9: earlier }
    const next = applyRatings(schedule, { card_0: 'easy', card_1: 'hard' }, NOW)
    expect(Object.keys(next).sort()).toEqual(['card_0', 'card_1', 'card_9'])
    expect(next.card_9).toBe(earlier)
    expect(schedule).toEqual({ card_9: earlier })
    expect(new Date(next.card_0?.due ?? 0).getTime()).toBeGreaterThan(
      new Date(next.card_1?.due ?? 0).getTime(),
    )
  })
})
