import { default_w } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import { addDays } from '@/entities/exam-date/exam-date'
import { reviewCard, type CardSchedule } from '@/entities/flashcard/scheduling'
import { createRng } from '@/lib/prng'
import { runAppPlan, type Student } from '../testing/exam-simulation'
import { cheapestOracle } from '../testing/exam-oracle'
import { PLAN_MARGIN, planTowardExam } from './exam-plan'

const NOW = new Date(2026, 10, 20)
const exam = (days: number, targetRecall: number) => ({
  start: addDays(NOW, days),
  targetRecall,
})

/** `count` cards studied `daysAgo` days ago, the i-th rated medium after i days more. */
function studiedDeck(count: number, daysAgo: number): CardSchedule[] {
  return Array.from({ length: count }, (_, index) =>
    reviewCard(undefined, 'medium', addDays(NOW, -daysAgo - (index % 5))),
  )
}

const expectedReviews = (plan: { reviewsPerDay: number[] }) =>
  plan.reviewsPerDay.reduce((sum, count) => sum + count, 0)

describe('the deck plan toward an exam', () => {
  it('spends fewer reviews for a lower target, and promises each target', () => {
    const deck = studiedDeck(40, 3)
    const plans = [0.8, 0.85, 0.9].map((target) => planTowardExam(deck, exam(12, target), NOW)!)
    plans.forEach((plan, index) =>
      expect(plan.predictedRecall).toBeGreaterThanOrEqual([0.8, 0.85, 0.9][index]! + PLAN_MARGIN),
    )
    expect(expectedReviews(plans[0]!)).toBeLessThan(expectedReviews(plans[1]!))
    expect(expectedReviews(plans[1]!)).toBeLessThan(expectedReviews(plans[2]!))
  })

  it('reviews only as many of a deck of like cards as the target needs', () => {
    const alike = Array.from({ length: 30 }, () =>
      reviewCard(undefined, 'medium', addDays(NOW, -6)),
    )
    const plan = planTowardExam(alike, exam(1, 0.8), NOW)!
    const reviewed = plan.cards.filter((card) => card.nextDay === 0).length
    expect(reviewed).toBeGreaterThan(0)
    expect(reviewed).toBeLessThan(30)
    expect(plan.predictedRecall).toBeGreaterThanOrEqual(0.81)
    expect(plan.predictedRecall).toBeLessThan(0.81 + 0.02)
  })

  it('studies every new card today, and plans nothing once the exam day has begun', () => {
    const plan = planTowardExam([undefined, undefined], exam(9, 0.85), NOW)!
    expect(plan.cards.map((card) => card.nextDay)).toEqual([0, 0])
    expect(plan.reviewsPerDay[0]).toBe(2)
    expect(planTowardExam([undefined], exam(0, 0.85), NOW)).toBeNull()
  })
})

/**
 * A student the bench does not ship: FSRS-6 memory with its first stabilities and growth drawn
 * here (each between 0.4 and 1.6 times the defaults), rating by their own recall.
 */
async function heldOutStudent(draw: () => number) {
  const url = new URL('../../../../bench/students/memory.mjs', import.meta.url)
  const { fsrsStudent } = (await import(url.href)) as {
    fsrsStudent: (seed: number, weightsOf: () => readonly number[]) => Student
  }
  const first = 0.4 + 1.2 * draw()
  const growth = 0.4 + 1.2 * draw()
  const weights = default_w.map((weight, index) =>
    index <= 3 ? weight * first : index === 8 ? weight + Math.log(growth) : weight,
  )
  return (seed: number) => fsrsStudent(seed, () => weights)
}

describe('the app following the deck plan, graded by students it has not seen', () => {
  it.each([0.8, 0.9])(
    'a target of %s: exam-day recall at least the target less a point, at most 1.75 times the oracle’s reviews and fewer than at 0.95',
    async (targetRecall) => {
      const rng = createRng(4500 + Math.round(targetRecall * 100))
      const createStudent = await heldOutStudent(rng)
      const deck = { cards: 80, days: 14 }
      const run = runAppPlan({ ...deck, targetRecall, student: createStudent(77) })
      const at95 = runAppPlan({ ...deck, targetRecall: 0.95, student: createStudent(77) })
      expect(run.examDayRecall).toBeGreaterThanOrEqual(targetRecall - 0.01)
      expect(run.reviews).toBeLessThan(at95.reviews * 0.85)
      const oracle = cheapestOracle({ ...deck, targetRecall }, () => createStudent(77))
      expect(run.reviews / oracle.reviews).toBeLessThanOrEqual(1.75)
    },
    60_000,
  )
})
