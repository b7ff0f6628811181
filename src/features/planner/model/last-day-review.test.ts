import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { makeCards, makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import { examTarget, reviewCard } from '@/entities/flashcard/scheduling'
import { forecastExam } from './exam-forecast'
import {
  EVIDENCE_CARDS,
  PROBE_CARDS,
  PROBE_SHARE,
  probeOf,
  leastAfterReview,
  probePasses,
  surelyKept,
} from './last-day-review'
import { LONG_GAP, type PlannerModel } from './recall-by-gap'
import { cardsDueToday, dueDayOf, planReviews } from './today-plan'

const NOW = new Date('2026-11-20T10:00:00')
const EXAM_IN = 20
const exam = { guideId: 'g', examDate: toDateValue(addDays(NOW, EXAM_IN)), targetRecall: 0.8 }
const target = examTarget(exam, NOW)
/**
 * A model whose reviews showed `kept` of the cards recalled a day after their review, and none
 * after a longer gap (so toward the exam an interval grows to a few days at most).
 */
const keeping = (
  kept: number,
  reviews = 100,
  afterLongGap?: { recalled: number; reviews: number },
): PlannerModel => ({
  provenDays: 1,
  recallByGap: {
    pooled: [],
    byEvent: {},
    longestGap: { pooled: 1, byEvent: {} },
    shortest: { days: 1, kept: Math.round(kept * reviews) / (reviews + 1), reviews },
    ...(afterLongGap ? { afterLongGap } : {}),
  },
})
/** A card studied yesterday and recalled today: the per-card plan brings it back within days. */
const reviewed = reviewCard(
  reviewCard(undefined, 'hard', addDays(NOW, -1), target),
  'medium',
  NOW,
  target,
)

describe('reviews before the exam’s last day', () => {
  it('wait for it once the student keeps the target a day after a review', () => {
    expect(dueDayOf(reviewed, NOW, keeping(0.7), target)).toBeLessThan(EXAM_IN - 1)
    expect(dueDayOf(reviewed, NOW, keeping(0.9), target)).toBe(EXAM_IN - 1)
    // Nine of ten kept is not yet sure enough to count on 80 %; ninety of a hundred is.
    expect(dueDayOf(reviewed, NOW, keeping(0.9, 10), target)).toBeLessThan(EXAM_IN - 1)
    // The rule is for an exam's plan under a 95 % target only.
    const at95 = examTarget({ ...exam, targetRecall: 0.95 }, NOW)
    expect(dueDayOf(reviewed, NOW, keeping(0.99), at95)).toBeLessThan(EXAM_IN - 1)
    expect(dueDayOf(reviewed, NOW, keeping(0.9), null)).toBe(dueDayOf(reviewed, NOW))
  })

  it('are none in the forecast of a student who keeps the target a day after a review', () => {
    const cards = makeCards(5)
    const set = makeSet({
      cards,
      schedule: Object.fromEntries(cards.map((card) => [card.id, reviewed])),
    })
    const reviews = (model: PlannerModel) =>
      forecastExam([set], exam, NOW, model)!.reviewsPerDay.map((day) => day.reviews)
    expect(
      reviews(keeping(0.7))
        .slice(0, -1)
        .some((count) => count > 0),
    ).toBe(true)
    expect(reviews(keeping(0.9))).toEqual([...Array.from({ length: EXAM_IN - 1 }, () => 0), 5])
  })

  it('of the first studied cards wait a day for what the first of them show', () => {
    const studiedSet = (count: number) => {
      const cards = makeCards(count)
      const studied = reviewCard(undefined, 'hard', addDays(NOW, -1), target)
      return makeSet({
        cards,
        schedule: Object.fromEntries(cards.map((card) => [card.id, studied])),
      })
    }
    const set = studiedSet(2 * EVIDENCE_CARDS + 5)
    const due = (model?: PlannerModel, of = set) =>
      cardsDueToday([of], NOW, Infinity, model, () => target).length
    expect(due()).toBe(EVIDENCE_CARDS)
    // Of a small deck, half: a day-after review of every card would cost a review a card.
    expect(due(undefined, studiedSet(30))).toBe(15)
    expect(due(undefined, studiedSet(1))).toBe(1)
    // Without an exam, or at a 95 % target, every due card comes as before.
    expect(cardsDueToday([set], NOW, Infinity)).toHaveLength(set.cards.length)
    const at95 = examTarget({ ...exam, targetRecall: 0.95 }, NOW)
    expect(cardsDueToday([set], NOW, Infinity, undefined, () => at95)).toHaveLength(
      set.cards.length,
    )
  })
})

describe('the probe, when a day after a first study the student keeps less than the target', () => {
  const studiedSet = (count: number) => {
    const cards = makeCards(count)
    const studied = reviewCard(undefined, 'hard', NOW, target)
    return makeSet({
      cards,
      schedule: Object.fromEntries(cards.map((card) => [card.id, studied])),
    })
  }
  /** How many of the set's cards the plan puts on each day from today. */
  const perDay = (set: ReturnType<typeof studiedSet>, model: PlannerModel) => {
    const days = Array.from({ length: EXAM_IN }, () => 0)
    for (const day of planReviews([set], NOW, Infinity, model, () => target).values()) days[day]!++
    return days
  }

  it('brings PROBE_CARDS studied cards back after LONG_GAP days; the others wait for the last day', () => {
    const set = studiedSet(PROBE_CARDS + 40)
    const days = perDay(set, keeping(0.7))
    expect(days[LONG_GAP]).toBe(PROBE_CARDS)
    expect(days[EXAM_IN - 1]).toBe(40)
    expect(days.reduce((sum, count) => sum + count, 0)).toBe(set.cards.length)
    // A deck with fewer cards to probe keeps the per-card plan: nothing waits for the last day.
    expect(perDay(studiedSet(PROBE_CARDS - 1), keeping(0.7))[EXAM_IN - 1]).toBe(0)
  })

  it('takes PROBE_SHARE of a deck larger than PROBE_CARDS / PROBE_SHARE', () => {
    const large = studiedSet(500)
    const days = perDay(large, keeping(0.7))
    expect(days[LONG_GAP]).toBe(500 * PROBE_SHARE)
    expect(days[EXAM_IN - 1]).toBe(500 - 500 * PROBE_SHARE)
    const cards = large.cards.map((card) => large.schedule[card.id])
    expect(probeOf(keeping(0.7), target, cards)).toEqual({ size: 50, left: 50 })
    // 45 seen a day after their long gap (not yet the target): 5 to come.
    const seen = keeping(0.7, 100, { recalled: 30, reviews: 45 })
    expect(probeOf(seen, target, cards)).toEqual({ size: 50, left: 5 })
  })

  it('keeps the probe LONG_GAP days on under a daily limit', () => {
    const set = studiedSet(PROBE_CARDS + 40)
    const days = planReviews([set], NOW, 10, keeping(0.7), () => target)
    const onProbeDay = [...days.values()].filter((day) => day === LONG_GAP)
    expect(onProbeDay).toHaveLength(PROBE_CARDS)
  })

  it('looks at a probed card again the next day', () => {
    const earlier = reviewCard(undefined, 'hard', addDays(NOW, -LONG_GAP), target)
    const probed = reviewCard(earlier, 'medium', NOW, target)
    const cards = makeCards(PROBE_CARDS + 10)
    const set = makeSet({
      cards,
      schedule: Object.fromEntries(
        cards.map((card, index) => [card.id, index < PROBE_CARDS ? probed : earlier]),
      ),
    })
    const days = perDay(set, keeping(0.7))
    expect(days[1]).toBe(PROBE_CARDS)
    expect(days[EXAM_IN - 1]).toBe(10)
  })

  it('lets the reviews wait for the last day when the share kept after it reaches the target', () => {
    const set = studiedSet(PROBE_CARDS + 40)
    const probedAll = (recalled: number) => keeping(0.7, 100, { recalled, reviews: PROBE_CARDS })
    expect(dueDayOf(reviewed, NOW, probedAll(PROBE_CARDS), target)).toBe(EXAM_IN - 1)
    expect(perDay(set, probedAll(PROBE_CARDS))[EXAM_IN - 1]).toBe(set.cards.length)
    // 20 of 30 kept: the per-card plan, with no card left waiting for the last day.
    expect(dueDayOf(reviewed, NOW, probedAll(20), target)).toBeLessThan(EXAM_IN - 1)
    expect(perDay(set, probedAll(20))[EXAM_IN - 1]).toBe(0)
  })

  it('is made when a day after a first study the student keeps the target, but not surely enough', () => {
    const set = studiedSet(PROBE_CARDS + 40)
    // 27 of 30 kept: the target at the rule's bound, not at SKIP_PROBE_Z's.
    const days = perDay(set, keeping(0.9, 30))
    expect(days[LONG_GAP]).toBe(PROBE_CARDS)
    expect(days[EXAM_IN - 1]).toBe(40)
    // 90 of 100 kept: sure enough, no probe.
    expect(perDay(set, keeping(0.9))[EXAM_IN - 1]).toBe(set.cards.length)
    // After it the shortest gaps pool its reviews with the first evidence: 20 of 30 kept leaves
    // 47 of 60, the per-card plan; 28 of 30, 55 of 60, lets the reviews wait.
    const probed = (recalled: number) =>
      keeping((27 + recalled) / 60, 60, { recalled, reviews: PROBE_CARDS })
    expect(dueDayOf(reviewed, NOW, probed(20), target)).toBeLessThan(EXAM_IN - 1)
    expect(perDay(set, probed(20))[EXAM_IN - 1]).toBe(0)
    expect(dueDayOf(reviewed, NOW, probed(28), target)).toBe(EXAM_IN - 1)
  })

  it('gives the chance that the probe shows the target from the student’s reviews so far', () => {
    expect(probePasses(keeping(0.7), target!)).toBeLessThan(0.05)
    const unsure = probePasses(keeping(0.83, 30), target!)
    expect(unsure).toBeGreaterThan(0.1)
    expect(unsure).toBeLessThan(0.9)
    // Once the probe's own reviews are in, they count, not the first evidence.
    expect(probePasses(keeping(0.7, 100, { recalled: 20, reviews: 20 }), target!)).toBeGreaterThan(
      0.9,
    )
    // The shortest gaps pool the probe's reviews with the first evidence: 25 of 30 and 15 of 20.
    expect(probePasses(keeping(40 / 50, 50, { recalled: 15, reviews: 20 }), target!)).toBe(0)
  })

  it('is forecast by its two outcomes, weighed by the chance it shows the target', () => {
    const set = studiedSet(PROBE_CARDS + 40)
    const recall = (model: PlannerModel) => forecastExam([set], exam, NOW, model)!.predictedRecall
    const probedAll = (kept: number, reviews: number, recalled: number) =>
      keeping(kept, reviews, { recalled, reviews: PROBE_CARDS })
    // A student far from the target: the per-card plan, as if the probe had already failed.
    expect(recall(keeping(0.7))).toBeCloseTo(recall(probedAll(0.7, 100, 20)), 2)
    // One near it: between the per-card plan and the last-day plan.
    const near = recall(keeping(0.83, 30))
    expect(near).toBeLessThan(recall(probedAll(0.83, 30, 20)))
    expect(near).toBeGreaterThan(recall(probedAll(0.83, 30, PROBE_CARDS)))
  })
})

describe('the least the forecast counts on for a card after a review', () => {
  it('is what the rule counts on: the share kept a day after a review, surely, compounded', () => {
    const least = surelyKept(90, 100)
    const daysOn = (days: number) => new Date(NOW.getTime() + days * 86_400_000)
    expect(leastAfterReview(reviewed, daysOn(1), keeping(0.9))).toBeCloseTo(least, 10)
    expect(leastAfterReview(reviewed, daysOn(3), keeping(0.9))).toBeCloseTo(least ** 3, 10)
    expect(leastAfterReview(reviewed, daysOn(1), undefined)).toBe(0)
    expect(leastAfterReview(undefined, daysOn(1), keeping(0.9))).toBe(0)
  })
})
