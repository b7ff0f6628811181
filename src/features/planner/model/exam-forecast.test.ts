import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { makeCards, makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import { forecastExam } from './exam-forecast'
import { surelyKept } from './last-day-review'
import { examTarget, recallAt, reviewCard } from '@/entities/flashcard/scheduling'
import { runAppPlan, type Student } from '../testing/exam-simulation'
import { forecastRecall } from './recall-by-gap'

const NOW = new Date('2026-11-20T10:00:00')
const exam = (days: number) => ({
  guideId: 'g',
  examDate: toDateValue(addDays(NOW, days)),
  targetRecall: 0.9,
})

/** A model whose reviews showed `recalled` of `reviews` cards kept a day after a review. */
const keptADayAfter = (recalled: number, reviews: number) => ({
  recallByGap: {
    pooled: [],
    byEvent: {},
    longestGap: { pooled: 19, byEvent: {} },
    shortest: { days: 1, kept: recalled / (reviews + 1), reviews },
  },
})

describe('forecastExam', () => {
  it('plans every new card today and their reviews until the exam, and promises the target', () => {
    const set = makeSet({ cards: makeCards(10) })
    const forecast = forecastExam([set], exam(9), NOW)!
    expect(forecast.reviewsPerDay).toHaveLength(9)
    expect(forecast.reviewsPerDay[0]).toEqual({ date: '2026-11-20', reviews: 10 })
    expect(forecast.reviewsPerDay.at(-1)?.date).toBe('2026-11-28')
    expect(forecast.withoutStudy).toBe(0)
    expect(forecast.predictedRecall).toBeGreaterThanOrEqual(0.9)
  })

  it.each([1, 2, 3])(
    'a student who follows the plan forecast for new cards reaches the target (seed %i)',
    async (seed) => {
      // The simulated student's own recall on exam day, not the app's prediction: FSRS-6's
      // memory with their own answers (a first sight is their Hard, which the app reads as
      // Again). The plan is the forecast's (FSRS-6's defaults, nothing learnt on the way).
      const url = new URL('../../../../bench/students/fsrs-default.mjs', import.meta.url)
      const { createStudent } = (await import(url.href)) as {
        createStudent: (seed: number) => Student
      }
      const run = runAppPlan({
        cards: 60,
        days: 9,
        targetRecall: 0.9,
        learning: 'none',
        student: createStudent(seed),
      })
      expect(run.examDayRecall).toBeGreaterThanOrEqual(0.9)
    },
  )

  it('says what is left without further study from the cards’ current states', () => {
    const learned = reviewCard(undefined, 'medium', addDays(NOW, -1))
    const set = makeSet({
      cards: makeCards(2),
      schedule: { card_0: learned, card_1: learned },
    })
    const forecast = forecastExam([set], exam(20), NOW)!
    expect(forecast.withoutStudy).toBeGreaterThan(0.3)
    expect(forecast.withoutStudy).toBeLessThan(0.9)
    expect(forecast.predictedRecall).toBeGreaterThan(forecast.withoutStudy)
  })

  it('weighs the chance that the last review before the exam fails', () => {
    const faded = reviewCard(undefined, 'medium', addDays(NOW, -30))
    const set = makeSet({ cards: makeCards(1), schedule: { card_0: faded } })
    const forecast = forecastExam([set], exam(1), NOW)!
    expect(forecast.reviewsPerDay).toEqual([{ date: '2026-11-20', reviews: 1 }])
    const target = examTarget(exam(1), NOW)!
    const [recalled, forgotten] = (['medium', 'hard'] as const).map((rating) =>
      recallAt(reviewCard(faded, rating, NOW, target), target.start),
    )
    expect(forecast.predictedRecall).toBeLessThan(recalled! - 0.01)
    expect(forecast.predictedRecall).toBeGreaterThan(forgotten!)
  })

  it('reads a lapse at the last review by what the student keeps a day after a lapse', () => {
    // The student's reviews a day after a lapse showed them keeping more than the model says
    // (2 in log-odds): the forecast weighs the lapse at that reading, not the model's alone.
    const faded = reviewCard(undefined, 'medium', addDays(NOW, -30))
    const set = makeSet({ cards: makeCards(1), schedule: { card_0: faded } })
    const model = {
      recallByGap: {
        ...keptADayAfter(5, 10).recallByGap,
        byEvent: { forgotten: [2, null, null, null, null] },
      },
    }
    const target = examTarget(exam(1), NOW)!
    const [recalled, forgotten] = (['medium', 'hard'] as const).map((rating) =>
      reviewCard(faded, rating, NOW, target),
    )
    const lapsed = forecastRecall(forgotten, target.start, model)
    expect(lapsed).toBeGreaterThan(recallAt(forgotten, target.start) + 0.05)
    const p = recallAt(faded, NOW)
    expect(forecastExam([set], exam(1), NOW, model)!.predictedRecall).toBeCloseTo(
      p * recallAt(recalled, target.start) + (1 - p) * lapsed,
      10,
    )
  })

  it('reads a lapse after a long gap on the exam’s eve by what the student kept after such lapses', () => {
    // Forgotten after 30 days: of the student's lapses after a long gap, 6 of 10 were kept a day
    // later, (6 + 1) / (10 + 2); with 9 seen, the calibrated reading of the state as before.
    const faded = reviewCard(undefined, 'medium', addDays(NOW, -30))
    const set = makeSet({ cards: makeCards(1), schedule: { card_0: faded } })
    const target = examTarget(exam(1), NOW)!
    const [recalled, forgotten] = (['medium', 'hard'] as const).map((rating) =>
      reviewCard(faded, rating, NOW, target),
    )
    const withLapses = (recalled: number, reviews: number) => ({
      recallByGap: {
        ...keptADayAfter(5, 10).recallByGap,
        afterLongGapLapse: { recalled, reviews },
      },
    })
    const p = recallAt(faded, NOW)
    const forecast = (lapsed: number, reviews: number) =>
      forecastExam([set], exam(1), NOW, withLapses(lapsed, reviews))!.predictedRecall
    expect(forecast(6, 10)).toBeCloseTo(
      p * recallAt(recalled, target.start) + (1 - p) * (7 / 12),
      10,
    )
    expect(forecast(5, 9)).toBeCloseTo(
      p * recallAt(recalled, target.start) +
        (1 - p) * forecastRecall(forgotten, target.start, withLapses(5, 9)),
      10,
    )
  })

  it('reads a lapse after weeks of a card only studied by the model, shifted as the probe’s such lapses were', () => {
    // Studied 30 days ago and forgotten on the exam's eve. The student's ten lapses of cards only
    // studied, at the probe's long gap, kept 0.8 log-odds more a day later than the model said;
    // all their long-gap lapses kept 6 of 10. A lapse weeks later of a card only studied is read
    // as the model reads it, shifted by 0.8; a card reviewed since keeps the share, 7 / 12.
    const studied = reviewCard(undefined, 'medium', addDays(NOW, -30))
    const reviewed = reviewCard(studied, 'medium', addDays(NOW, -20))
    const target = examTarget(exam(1), NOW)!
    const model = {
      recallByGap: {
        ...keptADayAfter(5, 10).recallByGap,
        afterLongGapLapse: { recalled: 6, reviews: 10 },
        afterLongGapFirstLapse: { reviews: 10, shift: 0.8 },
      },
    }
    const forecast = (card: typeof studied) => {
      const set = makeSet({ cards: makeCards(1), schedule: { card_0: card } })
      const [recalled, forgotten] = (['medium', 'hard'] as const).map((rating) =>
        reviewCard(card, rating, NOW, target),
      )
      const p = forecastRecall(card, NOW, model)
      const lapsed = (read: number) => p * recallAt(recalled, target.start) + (1 - p) * read
      const logOdds = Math.log(
        recallAt(forgotten, target.start) / (1 - recallAt(forgotten, target.start)),
      )
      return {
        shown: forecastExam([set], exam(1), NOW, model)!.predictedRecall,
        shifted: lapsed(1 / (1 + Math.exp(-(logOdds + 0.8)))),
        share: lapsed(7 / 12),
      }
    }
    const onlyStudied = forecast(studied)
    expect(onlyStudied.shown).toBeCloseTo(onlyStudied.shifted, 10)
    expect(onlyStudied.shown).toBeGreaterThan(onlyStudied.share + 0.02)
    const reviewedSince = forecast(reviewed)
    expect(reviewedSince.shown).toBeCloseTo(reviewedSince.share, 10)
  })

  it('counts on a card relearnt the day before the exam keeping what the student keeps a day after a review', () => {
    // Forgotten after 19 days and relearnt on the exam's eve: the model alone puts it far under
    // what the student's reviews show they keep a day after a review (380 of 400: surely 94 %).
    const lapsed = reviewCard(reviewCard(undefined, 'hard', addDays(NOW, -19)), 'hard', NOW)
    const set = makeSet({ cards: makeCards(1), schedule: { card_0: lapsed } })
    const model = keptADayAfter(380, 400)
    const tomorrow = examTarget(exam(1), NOW)!.start
    expect(recallAt(lapsed, tomorrow)).toBeLessThan(0.9)
    expect(forecastExam([set], exam(1), NOW, model)!.predictedRecall).toBeCloseTo(
      surelyKept(380, 400),
      10,
    )
  })

  it('counts a card recalled the day before the exam at no less than the rule does, card by card', () => {
    // Recalled after 19 days on the exam's eve, but a model fitted without such a review puts
    // recalled states far under a first study's (as the easy-and-hard and power-law students'
    // fits did). A recall does not leave a card weaker than a first study: the forecast counts
    // it at the rule's bound at least, even where the deck's mean is over that bound.
    const recalled = reviewCard(reviewCard(undefined, 'hard', addDays(NOW, -19)), 'medium', NOW)
    const relearnt = reviewCard(reviewCard(undefined, 'hard', addDays(NOW, -19)), 'hard', NOW)
    const set = makeSet({ cards: makeCards(2), schedule: { card_0: recalled, card_1: relearnt } })
    const model = {
      ...keptADayAfter(170, 200),
      stabilityScale: { recalled: 0.02, forgotten: 50 },
    }
    const tomorrow = examTarget(exam(1), NOW)!.start
    const least = surelyKept(170, 200)
    const [weak, strong] = [
      recallAt(recalled, tomorrow, model),
      recallAt(relearnt, tomorrow, model),
    ]
    expect(weak).toBeLessThan(least - 0.05)
    expect((weak + strong) / 2).toBeGreaterThan(least)
    expect(forecastExam([set], exam(1), NOW, model)!.predictedRecall).toBeCloseTo(
      (least + strong) / 2,
      10,
    )
  })

  it('imagines the gaps the student is seen to recall after growing with the recalls it imagines', () => {
    // Proven over a day only: the next interval is at most three days. The review it imagines
    // then is a recall after three days, so the plan may leave nine; the last day comes first.
    const known = reviewCard(reviewCard(undefined, 'easy', addDays(NOW, -60)), 'easy', NOW)
    const set = makeSet({ cards: makeCards(1), schedule: { card_0: known } })
    const forecast = forecastExam([set], { ...exam(10), targetRecall: 0.95 }, NOW, {
      provenDays: 1,
    })!
    expect(forecast.reviewsPerDay.map((day) => day.reviews)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 1])
  })

  it('has nothing to forecast on or after exam day, more than a year ahead, or without cards', () => {
    expect(forecastExam([makeSet()], exam(0), NOW)).toBeNull()
    expect(forecastExam([makeSet({ cards: [] })], exam(5), NOW)).toBeNull()
    expect(forecastExam([makeSet()], exam(367), NOW)).toBeNull()
    expect(forecastExam([makeSet()], exam(366), NOW)?.reviewsPerDay).toHaveLength(366)
  })
})
