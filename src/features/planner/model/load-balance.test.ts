import { describe, expect, it } from 'vitest'
import { createRng } from '@/lib/prng'
import { balanceLoad, loadPerDay, type PlannedReview } from './load-balance'

function reviews(
  count: number,
  dueDay: number,
  earliestDay: number,
  prefix = 'r',
): PlannedReview[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `${prefix}${dueDay}-${index}`,
    dueDay,
    earliestDay,
  }))
}

describe('balanceLoad', () => {
  it('leaves a plan under the limit as it is', () => {
    const plan = balanceLoad([...reviews(3, 0, 0), ...reviews(4, 2, 1)], 10)
    expect(loadPerDay(plan)).toEqual([3, 0, 4])
  })

  it('moves the surplus of a day to earlier days, never later, keeping every day under the limit', () => {
    const plan = balanceLoad([...reviews(2, 0, 0), ...reviews(12, 3, 0)], 5)
    expect(loadPerDay(plan)).toEqual([2, 2, 5, 5])
    for (const [key, day] of plan) {
      const dueDay = Number(key.slice(1).split('-')[0])
      expect(day).toBeLessThanOrEqual(dueDay)
    }
  })

  it('moves a review no earlier than its recall allows; a day stays over only when nothing can move', () => {
    const plan = balanceLoad([...reviews(3, 0, 0), ...reviews(6, 2, 2)], 4)
    expect(loadPerDay(plan)).toEqual([3, 0, 6])
  })

  it('keeps every day of a random library under the limit whenever the reviews allow it', () => {
    const random = createRng(11)
    // Two bursts of 400 reviews (days 10 and 20) over 1,200 spread across 30 days.
    const library: PlannedReview[] = Array.from({ length: 2_000 }, (_, index) => {
      const dueDay = index < 400 ? 10 : index < 800 ? 20 : Math.floor(random() * 30)
      return {
        key: `c${index}`,
        dueDay,
        earliestDay: Math.max(0, dueDay - 1 - Math.floor(random() * 10)),
      }
    })
    const limit = 100
    const load = loadPerDay(balanceLoad(library, limit))
    expect(load.reduce((sum, count) => sum + count, 0)).toBe(2_000)
    // Before balancing the busiest days held well over 100.
    expect(
      Math.max(...loadPerDay(new Map(library.map((review) => [review.key, review.dueDay])))),
    ).toBeGreaterThan(limit)
    expect(Math.max(...load)).toBeLessThanOrEqual(limit)
  })
})
