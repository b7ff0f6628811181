import { default_w, forgetting_curve } from 'ts-fsrs'
import { describe, expect, it } from 'vitest'
import { addDays } from '@/entities/exam-date/exam-date'
import { gradeFor, recallAt, reviewCard } from '@/entities/flashcard/scheduling'
import { predictions, type Prediction } from './memory-model'
import { bandOf, forecastRecall, LONG_GAP, recallByGap } from './recall-by-gap'

const NOW = new Date('2026-11-20T10:00:00')

/** `count` reviews after `elapsed` days on a card of stability 2 days, `hits` of them recalled. */
function reviews(count: number, hits: number, elapsed: number): Prediction[] {
  return Array.from({ length: count }, (_, index) => ({
    elapsed,
    stability: 2,
    recalled: index < hits,
    after: 'recalled',
    afterGap: 2,
    afterSecondSight: false,
    at: index,
  }))
}

describe('the forecast’s calibration by gap length', () => {
  it('puts gaps in bands of 1, 2–3, 4–7, 8–14 and 15 days or more', () => {
    expect([0.4, 1, 1.4, 2, 3, 4, 7, 8, 14, 15, 40].map(bandOf)).toEqual([
      0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ])
  })

  it('says nothing without reviews, and leaves a band no review was seen after empty', () => {
    expect(recallByGap([], undefined)).toBeUndefined()
    const byGap = recallByGap(reviews(40, 30, 5), undefined)!
    expect(byGap.pooled.filter((offset) => offset === null)).toHaveLength(4)
    expect(byGap.byEvent.first?.every((offset) => offset === null)).toBe(true)
  })

  it('raises the recall of a gap where the student recalled more than the model predicted, and lowers another where less', () => {
    // FSRS-6 predicts 94 % a day after and 76 % ten days after a card of stability 2 days.
    const [dayAfter, tenDays] = [1, 10].map((days) => forgetting_curve(default_w, days, 2))
    expect(dayAfter).toBeCloseTo(0.94, 2)
    expect(tenDays).toBeCloseTo(0.76, 2)
    const byGap = recallByGap([...reviews(60, 60, 1), ...reviews(60, 27, 10)], undefined)!
    expect(byGap.pooled[0]).toBeGreaterThan(0.4)
    expect(byGap.pooled[3]).toBeLessThan(-0.4)
  })

  it('tells the day after a lapse from the day after a recall', () => {
    const lapsed = reviews(60, 60, 1).map((review) => ({ ...review, after: 'forgotten' as const }))
    const byGap = recallByGap([...lapsed, ...reviews(60, 40, 1)], undefined)!
    expect(byGap.byEvent.forgotten![0]).toBeGreaterThan(byGap.pooled[0]! + 0.3)
    expect(byGap.byEvent.recalled![0]).toBeLessThan(byGap.pooled[0]! - 0.3)
  })

  it('counts, for the probe, the reviews a day after a review that followed a long gap', () => {
    // Each card's reviews, by day: only the day after a review LONG_GAP days on counts.
    const days: Record<string, [number, 'medium' | 'hard'][]> = {
      kept: [
        [0, 'hard'],
        [LONG_GAP, 'medium'],
        [LONG_GAP + 1, 'medium'],
      ],
      lost: [
        [0, 'hard'],
        [LONG_GAP, 'hard'],
        [LONG_GAP + 1, 'hard'],
      ],
      relearnt: [
        [0, 'hard'],
        [LONG_GAP, 'hard'],
        [LONG_GAP + 1, 'medium'],
      ],
      shortGap: [
        [0, 'hard'],
        [LONG_GAP - 1, 'medium'],
        [LONG_GAP, 'medium'],
      ],
      twoDaysOn: [
        [0, 'hard'],
        [LONG_GAP, 'medium'],
        [LONG_GAP + 2, 'medium'],
      ],
      dayAfterStudy: [
        [0, 'hard'],
        [1, 'medium'],
      ],
      lostAfterReview: [
        [0, 'hard'],
        [1, 'medium'],
        [LONG_GAP + 1, 'hard'],
        [LONG_GAP + 2, 'medium'],
      ],
    }
    const log = Object.entries(days).flatMap(([cardId, reviews]) =>
      reviews.map(([day, rating]) => ({
        setId: 's',
        cardId,
        grade: gradeFor(rating),
        reviewedAt: addDays(NOW, day).toISOString(),
      })),
    )
    const byGap = recallByGap(predictions(log, undefined), undefined)!
    expect(byGap.afterLongGap).toEqual({ recalled: 3, reviews: 4 })
    // Of those, the cards forgotten at the long-gap review,
    expect(byGap.afterLongGapLapse).toEqual({ recalled: 2, reviews: 3 })
    // and of these the cards only studied before it (the probe's), with their shift.
    expect(byGap.afterLongGapFirstLapse?.reviews).toBe(2)
    expect(recallByGap(reviews(10, 9, 1), undefined)!.afterLongGap).toBeUndefined()
  })

  it('is moved little by a handful of reviews', () => {
    const [few, many] = [5, 200].map(
      (count) => recallByGap(reviews(count, 0, 10), undefined)!.pooled[3]!,
    ) as [number, number]
    expect(few).toBeGreaterThan(-2)
    expect(many).toBeLessThan(few - 1)
  })

  it('shifts the recall the forecast counts on by the shift of the card’s kind of state in the band of the gap, and no other', () => {
    // A card not known at first sight: FSRS-6 predicts 77 % a day after.
    const card = reviewCard(undefined, 'hard', NOW)
    const model = {
      recallByGap: {
        pooled: [1, 1, 1, 1, 1],
        byEvent: { first: [1, null, null, -1, null], recalled: [-2, -2, -2, -2, -2] },
        longestGap: { pooled: 30, byEvent: {} },
        shortest: { days: 1, kept: 0.9, reviews: 9 },
      },
    }
    const at = (days: number) => addDays(NOW, days)
    const plain = (days: number) => recallAt(card, at(days))
    expect(forecastRecall(card, at(1), model)).toBeGreaterThan(plain(1) + 0.03)
    expect(forecastRecall(card, at(10), model)).toBeLessThan(plain(10) - 0.05)
    expect(forecastRecall(card, at(2), model)).toBe(plain(2))
    expect(forecastRecall(card, at(30), model)).toBe(plain(30))
    expect(forecastRecall(card, at(10), {})).toBe(plain(10))
    expect(forecastRecall(undefined, at(10), model)).toBe(0)
  })
})
