import { default_w, Rating, type Grade } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { dueUnder, recallAt, reviewCard } from '@/entities/flashcard/scheduling'
import { simulatedReviewLog } from '../testing/study-simulation'
import {
  calibration,
  learnedModel,
  learnedSchedule,
  needsFit,
  predictions,
  stabilityScale,
  stabilityScales,
  type Prediction,
} from './memory-model'
import type { LoggedReview } from './personal-parameters'

const NOW = new Date('2026-11-20T10:00:00Z')

/** `count` reviews three days after one with stability 3 days, recalled or not. */
function outcomes(count: number, recalled: boolean): Prediction[] {
  return Array.from({ length: count }, (_, at) => ({
    elapsed: 3,
    stability: 3,
    recalled,
    after: 'recalled',
    afterGap: 2,
    afterSecondSight: false,
    at,
  }))
}

describe('the stability scale', () => {
  it('is 1 with nothing to go on, and a handful of reviews moves it little', () => {
    expect(stabilityScale([])).toBe(1)
    expect(stabilityScale(outcomes(3, false))).toBeGreaterThan(0.4)
    expect(stabilityScale(outcomes(300, false))).toBeLessThan(0.1)
  })

  it('falls below 1 for a student who forgets faster than the app predicts, above it for one slower', () => {
    const scaleOf = (firstSight: typeof Rating.Hard | typeof Rating.Again) =>
      stabilityScales(
        predictions(simulatedReviewLog({ cards: 80, days: 30, seed: 3, firstSight }), undefined),
      ).overall
    // First stabilities 0.4 × FSRS's: under the app's w0 when a first sight is their Again,
    // over it when it is their Hard (0.4 × w1), which the app reads as Again all the same.
    expect(scaleOf(Rating.Again)).toBeLessThan(0.8)
    expect(scaleOf(Rating.Hard)).toBeGreaterThan(1.25)
  })

  it('for a student whose memory is FSRS-6’s, pressing Again for a card not known: near 1 after a recall and after a lapse', () => {
    const log = simulatedReviewLog({
      cards: 300,
      days: 30,
      seed: 3,
      memoryWeights: default_w,
      firstSight: Rating.Again,
    })
    const { byEvent } = stabilityScales(predictions(log, undefined))
    for (const event of ['recalled', 'forgotten'] as const) {
      expect(byEvent[event] ?? 1).toBeGreaterThan(0.8)
      expect(byEvent[event] ?? 1).toBeLessThan(1.25)
    }
  })
})

describe('due dates under a scale', () => {
  const reviewed = reviewCard(
    reviewCard(undefined, 'medium', NOW),
    'medium',
    new Date('2026-11-23T10:00:00Z'),
  )

  it('brings a review forward under a scale below 1, to where the scaled recall reaches 90 %', () => {
    const model = { stabilityScale: { recalled: 0.5 } }
    const due = new Date(dueUnder(reviewed, model, null).due)
    expect(due.getTime()).toBeLessThan(new Date(reviewed.due).getTime())
    expect(recallAt(reviewed, due, model)).toBeGreaterThan(0.85)
    expect(recallAt(reviewed, due, model)).toBeLessThan(0.95)
  })

  it('never moves a review later than FSRS scheduled it', () => {
    expect(dueUnder(reviewed, { stabilityScale: { recalled: 3 } }, null).due).toBe(reviewed.due)
  })

  it('scales a card by the review its state follows', () => {
    const lapsed = reviewCard(reviewed, 'hard', new Date('2026-12-10T10:00:00Z'))
    const model = { stabilityScale: { forgotten: 0.2 } }
    expect(dueUnder(reviewed, model, null).due).toBe(reviewed.due)
    expect(new Date(dueUnder(lapsed, model, null).due).getTime()).toBeLessThan(
      new Date(lapsed.due).getTime(),
    )
  })
})

describe('learning the model from the log', () => {
  const log = simulatedReviewLog({ cards: 120, days: 45, seed: 5 })

  it('fits once there are enough scored reviews, and again when the log has grown by half', () => {
    expect(needsFit(log.slice(0, 50), null)).toBe(false)
    expect(needsFit(log, null)).toBe(true)
    expect(needsFit(log, { reviewCount: 10_000 })).toBe(false)
  })

  it('uses fitted weights only when they predict better', () => {
    const weights = default_w.map((weight, index) => (index === 2 ? 5 : weight))
    expect(learnedModel(log, { weights, logLoss: 0.3, defaultLogLoss: 0.4 })?.weights).toBe(weights)
    expect(
      learnedModel(log, { weights, logLoss: 0.5, defaultLogLoss: 0.4 })?.weights,
    ).toBeUndefined()
  })

  it('knows the longest interval after which a card was recalled, forgotten ones aside', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, 1 + day, 10)).toISOString()
    const graded = (cardId: string, day: number, grade: Grade): LoggedReview => ({
      setId: 'set',
      cardId,
      grade,
      reviewedAt: at(day),
    })
    const reviews = [
      graded('a', 0, Rating.Hard),
      graded('a', 2, Rating.Good),
      graded('a', 9, Rating.Hard),
      graded('b', 0, Rating.Good),
      graded('b', 4, Rating.Easy),
    ]
    expect(calibration(reviews, undefined)?.provenDays).toBe(4)
    expect(learnedModel(reviews, null)?.provenDays).toBe(4)
    expect(calibration(reviews.slice(0, 3), undefined)?.provenDays).toBe(2)
    expect(
      calibration([graded('c', 0, Rating.Good), graded('c', 5, Rating.Hard)], undefined)
        ?.provenDays,
    ).toBe(0)
    expect(learnedModel([graded('c', 0, Rating.Good)], null)).toBeUndefined()
  })

  it('replays a card’s states under the weights in use; cram reviews and unknown histories stay as stored', () => {
    const weights = default_w.map((weight, index) => (index === 2 ? 20 : weight))
    const days = ['2026-11-01T10:00:00.000Z', '2026-11-04T10:00:00.000Z']
    const entry = (cardId: string, reviewedAt: string, cram = false): LoggedReview => ({
      setId: 'set',
      cardId,
      grade: Rating.Good,
      reviewedAt,
      ...(cram ? { cram } : {}),
    })
    const stored = (at: string) => reviewCard(undefined, 'medium', new Date(at))
    const set: FlashcardSet = {
      id: 'set',
      studyGuideId: 'guide',
      title: 'Cells Flashcards',
      cards: [],
      createdAt: days[0]!,
      // card_0: its two reviews; card_1: a review the log does not hold.
      schedule: {
        card_0: reviewCard(stored(days[0]!), 'medium', new Date(days[1]!)),
        card_1: stored(days[1]!),
      },
      sessions: [],
    }
    const reviews = [
      entry('card_0', days[0]!),
      entry('card_0', '2026-11-02T10:00:00.000Z', true),
      entry('card_0', days[1]!),
    ]
    const replayed = learnedSchedule(set, reviews, { weights })
    expect(replayed.card_0).toEqual(
      reviewCard(
        reviewCard(undefined, 'medium', new Date(days[0]!), null, { weights }),
        'medium',
        new Date(days[1]!),
        null,
        { weights },
      ),
    )
    expect(replayed.card_0!.stability).toBeGreaterThan(set.schedule.card_0!.stability)
    expect(replayed.card_1).toBe(set.schedule.card_1)
    expect(learnedSchedule(set, reviews, undefined)).toBe(set.schedule)
  })
})
