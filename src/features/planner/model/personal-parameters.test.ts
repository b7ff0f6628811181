import { default_w, Rating } from 'ts-fsrs'
import {
  cardHistories,
  fitToLog,
  fittingSample,
  isBetter,
  logLoss,
  MIN_REVIEWS_TO_FIT,
  scoredReviews,
  type LoggedReview,
} from './personal-parameters'
import { reviewCard } from '@/entities/flashcard/scheduling'
import { FORGETFUL_STUDENT, SLOW_FORGETTER, simulatedReviewLog } from '../testing/study-simulation'

const review = (
  cardId: string,
  grade: LoggedReview['grade'],
  reviewedAt: string,
  setId = 's1',
) => ({
  setId,
  cardId,
  grade,
  reviewedAt,
})

describe('the review log as card histories', () => {
  it('keeps each card of each set apart, in time order, with the whole days between reviews', () => {
    const histories = cardHistories([
      review('card_0', Rating.Good, '2026-03-04T09:00:00Z'),
      review('card_0', Rating.Hard, '2026-03-01T20:00:00Z'),
      review('card_0', Rating.Easy, '2026-03-01T09:00:00Z', 's2'),
      review('card_0', Rating.Easy, '2026-03-04T21:00:00Z'),
    ])
    expect(histories).toEqual([
      { grades: [Rating.Hard, Rating.Good, Rating.Easy], days: [0, 3, 0] },
      { grades: [Rating.Easy], days: [0] },
    ])
  })

  it('scores reviews after a card’s first, on a later day; hard counts as not recalled', () => {
    const histories = cardHistories([
      review('a', Rating.Good, '2026-03-01T09:00:00Z'),
      review('a', Rating.Hard, '2026-03-03T09:00:00Z'),
      review('a', Rating.Good, '2026-03-03T10:00:00Z'),
      review('a', Rating.Easy, '2026-03-09T10:00:00Z'),
    ])
    expect(scoredReviews(histories)).toEqual({ recalled: 1, forgotten: 1 })
  })
})

describe('log loss', () => {
  it('is lower for the parameters the student’s memory follows than for ones it does not', () => {
    // The student's first sight is their own (FSRS's Hard); the app reads it as Again.
    const histories = cardHistories(simulatedReviewLog({ cards: 120, days: 45, seed: 3 }))
    const asRead = FORGETFUL_STUDENT.map((weight, index) =>
      index === 0 ? FORGETFUL_STUDENT[1]! : weight,
    )
    expect(logLoss(asRead, histories)).toBeLessThan(logLoss(default_w, histories))
    expect(logLoss(asRead, histories)).toBeLessThan(logLoss(FORGETFUL_STUDENT, histories))
  })
})

describe('fitting personal parameters', { timeout: 60_000 }, () => {
  it('fits a slow forgetter at least 10 % better than the defaults predict them', () => {
    const log = simulatedReviewLog({ cards: 150, days: 60, seed: 7, memoryWeights: SLOW_FORGETTER })
    const outcome = fitToLog(log, { steps: 40 })
    if (outcome.kind !== 'fitted') throw new Error(`not fitted: ${outcome.kind}`)
    const { fit } = outcome
    expect(fit.reviewCount).toBeGreaterThanOrEqual(MIN_REVIEWS_TO_FIT)
    expect(fit.weights).toHaveLength(21)
    expect(fit.logLoss).toBeLessThan(fit.defaultLogLoss * 0.9)
    expect(isBetter(fit)).toBe(true)
    // The student learns an unknown card at first sight as their FSRS Hard (w1); the app reads
    // that hard as Again, so the fit's w0 rises toward the student's w1.
    expect(fit.weights[0]).toBeGreaterThan(default_w[0]! * 2)
  })

  it('fits a forgetful student better than the defaults, if by less', () => {
    // Their first stability (0.4 × w1) is near the app's reading of a first hard (w0): the
    // defaults are not far off, and the fit gains 2–5 % on seeds 7–9.
    const outcome = fitToLog(simulatedReviewLog({ cards: 150, days: 60, seed: 7 }), { steps: 40 })
    if (outcome.kind !== 'fitted') throw new Error(`not fitted: ${outcome.kind}`)
    expect(outcome.fit.logLoss).toBeLessThan(outcome.fit.defaultLogLoss)
  })

  it('never returns parameters worse than the defaults on the log', () => {
    const log = simulatedReviewLog({
      cards: 150,
      days: 60,
      seed: 8,
      memoryWeights: default_w,
      firstSight: Rating.Again,
    })
    const outcome = fitToLog(log, { steps: 10 })
    if (outcome.kind !== 'fitted') throw new Error(`not fitted: ${outcome.kind}`)
    expect(outcome.fit.logLoss).toBeLessThanOrEqual(outcome.fit.defaultLogLoss)
  })

  it('refuses a log too short to say anything, and one with a single answer', () => {
    expect(fitToLog(simulatedReviewLog({ cards: 10, days: 20, seed: 1 }))).toMatchObject({
      kind: 'too-few',
    })
    const allRemembered = Array.from({ length: MIN_REVIEWS_TO_FIT }, (_, index) =>
      [0, 5].map((day) =>
        review(
          `card_${index}`,
          Rating.Good,
          `2026-03-${String(1 + day).padStart(2, '0')}T09:00:00Z`,
        ),
      ),
    ).flat()
    expect(fitToLog(allRemembered)).toEqual({ kind: 'one-sided', reviewCount: MIN_REVIEWS_TO_FIT })
  })

  it('learns from every n-th card of a long log, and from all of a short one', () => {
    const histories = cardHistories(simulatedReviewLog({ cards: 60, days: 30, seed: 2 }))
    const { recalled, forgotten } = scoredReviews(histories)
    expect(fittingSample(histories, recalled + forgotten, 10_000)).toBe(histories)
    const sample = fittingSample(histories, 3 * 1_000, 1_000)
    expect(sample).toEqual(histories.filter((_, index) => index % 3 === 0))
  })

  it('is used only when it predicts better', () => {
    expect(isBetter({ logLoss: 0.41, defaultLogLoss: 0.44 })).toBe(true)
    expect(isBetter({ logLoss: 0.44, defaultLogLoss: 0.44 })).toBe(false)
  })
})

describe('scheduling with personal parameters', () => {
  it('gives a new card the first interval the student’s own parameters set', () => {
    const now = new Date('2026-03-01T09:00:00Z')
    const slowForgetter = default_w.map((weight, index) => (index === 2 ? 20 : weight))
    const days = (weights?: readonly number[]) =>
      reviewCard(undefined, 'medium', now, null, weights && { weights }).scheduled_days
    expect(days()).toBeLessThan(5)
    expect(days(slowForgetter)).toBe(20)
  })
})
