import {
  addDays,
  daysBetween,
  daysUntilExam,
  examStart,
  toDateValue,
  type ExamDate,
} from '@/entities/exam-date/exam-date'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import {
  examTarget,
  memoryEvent,
  recallAt,
  reviewCard,
  type CardSchedule,
} from '@/entities/flashcard/scheduling'
import {
  DAY_MS,
  forecastRecall,
  firstLapseShift,
  keptAfterLongGapLapse,
  LONG_GAP,
  shifted,
  type PlannerModel,
} from './recall-by-gap'
import { lowestImagined, lowestRecall } from './forecast-range'
import { examDue, leastAfterReview, probeOf, probePasses } from './last-day-review'

/**
 * The flashcards tab's forecast: the guide's cards followed day by day until the
 * exam, each reviewed when due and rated medium, scheduled toward the exam. It gives the reviews
 * per day of the plan and the mean predicted recall (FSRS retrievability) at the start of exam
 * day if the student follows it, with each card's last review weighed as it may go (recalled or
 * forgotten, by its predicted recall then); 'without further study' is the same from today's
 * states. The recall of each card's state as it stands, and the chance its next review succeeds,
 * are corrected by how the student's own reviews after gaps of the same length turned out
 * (recall-by-gap.ts), when the model carries that calibration.
 */

/**
 * Farther than a year the forecast says nothing useful, and following every card that long
 * would only draw a flat chart.
 */
export const MAX_FORECAST_DAYS = 366

export interface ReviewDay {
  /** 'YYYY-MM-DD'. */
  date: string
  reviews: number
}

export interface ExamForecast {
  predictedRecall: number
  /**
   * The least exam-day recall the student's own reviews allow under the same plan
   * (forecast-range.ts): under predictedRecall by more than SURE_WITHIN, the forecast is not sure.
   */
  lowestRecall: number
  withoutStudy: number
  reviewsPerDay: ReviewDay[]
}

/** Noon of the day `day` days after today, or now for today. */
function studyMoment(now: Date, day: number): Date {
  if (day === 0) return now
  const at = addDays(now, day)
  at.setHours(12)
  return at
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/**
 * A card whose last review was a recall at no less than `least`, what the last-day rule counts
 * on after a review (last-day-review.ts): a recall does not leave a card weaker than a first
 * study leaves it, while a model fitted without a review after weeks can put it far under (the
 * easy-and-hard student, 150 cards: recalled on the last day after 19 days, forecast 78.9 %,
 * kept 96 %). A lapse can (FSRS's memory), so relearnt cards count only in the deck's mean.
 */
function recalledAtLeast(card: CardSchedule | undefined, point: number, least: number): number {
  return card && memoryEvent(card) === 'recalled' ? Math.max(point, least) : point
}

export function forecastExam(
  sets: readonly FlashcardSet[],
  exam: ExamDate,
  now: Date,
  model?: PlannerModel,
): ExamForecast | null {
  const days = daysUntilExam(exam.examDate, now)
  const cards = sets.flatMap((set) => set.cards.map((card) => set.schedule[card.id]))
  if (days < 1 || days > MAX_FORECAST_DAYS || cards.length === 0) return null
  const start = examStart(exam.examDate)
  const follow = (probing: boolean) => followPlan(cards, exam, now, days, start, probing, model)
  const withoutStudy = mean(cards.map((stored) => forecastRecall(stored, start, model)))
  const target = examTarget(exam, now)
  const probe = target ? probeOf(model, target, cards) : null
  if (!target || !probe) return { ...follow(false), withoutStudy }
  // While the plan waits for the probe, the forecast weighs what follows if it shows the target
  // (the last-day plan it follows now) and if not (the per-card plan) by the chance it shows it.
  const [passes, fails] = [follow(true), follow(false)]
  const p = probePasses(model, target, probe.size)
  return {
    predictedRecall: p * passes.predictedRecall + (1 - p) * fails.predictedRecall,
    lowestRecall: p * passes.lowestRecall + (1 - p) * fails.lowestRecall,
    withoutStudy,
    reviewsPerDay: passes.reviewsPerDay,
  }
}

/**
 * A card forgotten at its `last` review before the exam (`failed`: its state then), on exam day.
 * After a long gap and within a day and a half of the exam: a card only studied before, as the
 * model reads it shifted by how the probe's lapses (cards only studied, forgotten after a long
 * gap) kept a day later (firstLapseShift); another card, at the share the student kept a day
 * after all such lapses (keptAfterLongGapLapse). Otherwise the calibrated reading of its state.
 * The probe's share alone read the last day's lapses of cards only studied 12–15 points under
 * what FSRS-like students keep (session 65: 69–71 % against 82–86 %): a lapse three weeks on
 * leaves more than one a week on, as FSRS's model says too.
 */
function lapsedRecall(
  last: { before: CardSchedule; at: Date },
  failed: CardSchedule,
  start: Date,
  model: PlannerModel | undefined,
): number {
  const reviewed = last.before.last_review
  const gap = reviewed ? (last.at.getTime() - new Date(reviewed).getTime()) / DAY_MS : 0
  if (gap < LONG_GAP || start.getTime() - last.at.getTime() > 1.5 * DAY_MS)
    return forecastRecall(failed, start, model)
  const shift = memoryEvent(last.before) === 'first' ? firstLapseShift(model) : null
  if (shift !== null) return shifted(recallAt(failed, start, model), shift)
  return keptAfterLongGapLapse(model) ?? forecastRecall(failed, start, model)
}

/** The forecast of the plan as it stands (probing: waiting for the probe), less withoutStudy. */
function followPlan(
  cards: readonly (CardSchedule | undefined)[],
  exam: ExamDate,
  now: Date,
  days: number,
  start: Date,
  probing: boolean,
  model?: PlannerModel,
): Omit<ExamForecast, 'withoutStudy'> {
  const counts = Array.from({ length: days }, () => 0)
  // Card by card, from one review to the next: the work grows with the reviews, not the days.
  const predicted = cards.map((stored) => {
    let state = stored
    let day = state
      ? Math.max(
          0,
          daysBetween(now, new Date(examDue(state, model, examTarget(exam, now), probing).due)),
        )
      : 0
    let last: { before: CardSchedule; at: Date } | null = null
    // Each review it imagines is recalled (rated medium): by then the student has been seen to
    // recall a card after that gap (provenDays), as the plan will know when it comes.
    let seen = model
    while (day < days) {
      const at = studyMoment(now, day)
      if (state) last = { before: state, at }
      if (state?.last_review && seen?.provenDays !== undefined) {
        const gap = (at.getTime() - new Date(state.last_review).getTime()) / DAY_MS
        seen = { ...seen, provenDays: Math.max(seen.provenDays, gap) }
      }
      state = reviewCard(state, 'medium', at, examTarget(exam, at), seen)
      counts[day] = (counts[day] ?? 0) + 1
      day = Math.max(
        day + 1,
        daysBetween(now, new Date(examDue(state, seen, examTarget(exam, at), probing).due)),
      )
    }
    // The calibration corrects the recall of the state a card is in, not of states the forecast
    // imagines after reviews still ahead (those are the model's), and the chance the last one
    // succeeds. The least recall: the bounds of forecast-range.ts in their place.
    const imagined = state !== stored
    const recallOf = (card: CardSchedule | undefined, at: Date) =>
      imagined ? recallAt(card, at, model) : forecastRecall(card, at, model)
    const lowestOf = (card: CardSchedule | undefined) =>
      imagined ? lowestImagined(card, start, model) : lowestRecall(card, start, model, recallOf)
    const least = leastAfterReview(state, start, model)
    const recall = {
      point: recalledAtLeast(state, recallOf(state, start), least),
      lowest: lowestOf(state),
      least,
    }
    if (!last) return recall
    // The last review may fail, and a card forgotten with no day left to relearn it is weaker on
    // exam day: the two outcomes weighed by the card's predicted recall when it comes (at least,
    // as if it were not relearnt that day, with the least chance of recalling it).
    const failed = reviewCard(last.before, 'hard', last.at, examTarget(exam, last.at), model)
    const atLeast = lowestRecall(last.before, last.at, model, (card, at) =>
      forecastRecall(card, at, model),
    )
    const lowest = atLeast * recall.lowest + (1 - atLeast) * lowestImagined(failed, start, model)
    if (new Date(failed.due).getTime() < start.getTime())
      return { point: recall.point, lowest, least }
    // A lapse at that review leaves the card in a state of a kind whose next days the student's
    // own reviews have shown (a day after a lapse: the probe's, the per-card plan's), so it is
    // read with their calibration, as a state the card is in (session 58: the easy-and-hard
    // student's day-14 forecasts at 80 % went from −1.2…−4.4 to −2.0…+0.5 points).
    const p = forecastRecall(last.before, last.at, model)
    return {
      point: p * recall.point + (1 - p) * lapsedRecall(last, failed, start, model),
      lowest,
      least,
    }
  })
  const reviewsPerDay = counts.map((reviews, day) => ({
    date: toDateValue(addDays(now, day)),
    reviews,
  }))
  return {
    // Never under what the last-day rule counts on for the deck (last-day-review.ts): a model
    // fitted to long gaps can read cards relearnt on the last day as lost.
    predictedRecall: Math.max(
      mean(predicted.map((card) => card.point)),
      mean(predicted.map((card) => card.least)),
    ),
    lowestRecall: mean(predicted.map((card) => card.lowest)),
    reviewsPerDay,
  }
}
