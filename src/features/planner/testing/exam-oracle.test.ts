import { describe, expect, it } from 'vitest'
import { cheapestOracle, cheapestPlan, policyRuns, runPolicy } from './exam-oracle'
import type { Student } from './exam-simulation'

/** The oracle graded on the bench's own students: their recall, never the app's. */
async function student(name: string): Promise<(seed: number) => Student> {
  const url = new URL(`../../../../bench/students/${name}.mjs`, import.meta.url)
  return ((await import(url.href)) as { createStudent: (seed: number) => Student }).createStudent
}

describe('the oracle', { timeout: 60_000 }, () => {
  it('runs a policy as its thresholds say: a first study, reviews under the spacing, the last day', async () => {
    const create = await student('power-law')
    const deck = { cards: 20, days: 21, targetRecall: 0 }
    const once = runPolicy({ ...deck, student: create(1) }, { spacing: 0, lastDay: 0 })
    expect(once.reviews).toBe(20)
    expect(once.reviewsPerDay.slice(1).every((count) => count === 0)).toBe(true)
    const twice = runPolicy({ ...deck, student: create(1) }, { spacing: 0, lastDay: 2 })
    expect(twice.reviewsPerDay[20]).toBe(20)
    expect(twice.examDayRecall).toBeGreaterThan(once.examDayRecall + 0.3)
  })

  it.each([0.8, 0.9, 0.95])(
    'reaches a %s target on the deck’s mean and overshoots it by less than half a point',
    async (target) => {
      const create = await student('power-law')
      const oracle = cheapestOracle({ cards: 200, days: 21, targetRecall: target }, () => create(2))
      expect(oracle.examDayRecall).toBeGreaterThanOrEqual(target)
      expect(oracle.examDayRecall).toBeLessThan(target + 0.005)
    },
  )

  it('spends fewer reviews mixing two policies over the cards than with one for all', async () => {
    const create = await student('forgetful')
    const runs = policyRuns({ cards: 120, days: 21 }, () => create(3))
    const mixed = cheapestPlan(runs, 0.9)
    const single = cheapestPlan(runs, 0.9, false)
    expect(single.examDayRecall).toBeGreaterThanOrEqual(0.9)
    expect(mixed.reviews).toBeLessThan(single.reviews)
    // The dearer policy goes to the first cards of the deck, not to the ones that turned out worst.
    const dearer = runs.find((run) => run.policy === mixed.dearer)!
    const cheaper = runs.find((run) => run.policy === mixed.cheaper)!
    const recall = cheaper.cardRecall.map((value, index) =>
      index < mixed.dearerCards ? dearer.cardRecall[index]! : value,
    )
    expect(recall.reduce((sum, value) => sum + value, 0) / recall.length).toBeCloseTo(
      mixed.examDayRecall,
      10,
    )
  })

  it('keeps a daily limit by never mixing runs', async () => {
    const create = await student('fsrs-default')
    const options = { cards: 100, days: 21, targetRecall: 0.9, dailyLimit: 40 }
    const oracle = cheapestOracle(options, () => create(1))
    expect(oracle.dearerCards).toBe(0)
    const run = runPolicy({ ...options, student: create(1) }, oracle.cheaper)
    expect(Math.max(...run.reviewsPerDay)).toBeLessThanOrEqual(40)
  })
})
