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
  examSafeRecall,
  type CardSchedule,
  type ExamTarget,
} from '@/entities/flashcard/scheduling'
import {
  DAY_MS,
  forecastRecall,
  keptAfterLongGapLapse,
  LONG_GAP,
  type PlannerModel,
} from './recall-by-gap'
import { lowestImagined, lowestRecall } from './forecast-range'
import { examDue, leastAfterReview, probeOf, probePasses, WAITS_BELOW } from './last-day-review'

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
  const withoutStudy = mean(cards.map((stored) => forecastRecall(stored, start, model)))
  const target = examTarget(exam, now)
  if (!target) return null
  const follow = (probing: boolean) => followPlan(cards, target, now, days, probing, model)
  const probe = probeOf(model, target, cards)
  if (!probe) return { ...follow(false), withoutStudy }
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
 * A card forgotten at its `last` review before the exam (`failed`: its state then), on exam day:
 * after a long gap and within a day and a half of the exam, what the student kept a day after
 * such lapses (keptAfterLongGapLapse); otherwise the calibrated reading of its state.
 */
function lapsedRecall(
  last: { before: CardSchedule; at: Date },
  failed: CardSchedule,
  start: Date,
  model: PlannerModel | undefined,
): number {
  const reviewed = last.before.last_review
  const gap = reviewed ? (last.at.getTime() - new Date(reviewed).getTime()) / DAY_MS : 0
  const kept = keptAfterLongGapLapse(model)
  if (kept !== null && gap >= LONG_GAP && start.getTime() - last.at.getTime() <= 1.5 * DAY_MS)
    return kept
  return forecastRecall(failed, start, model)
}

/** The exam while it is ahead of `at`: none once its day has begun (scheduling.ts, examTarget). */
function aheadOf(target: ExamTarget, at: Date): ExamTarget | null {
  return at.getTime() < target.start.getTime() ? target : null
}

/** A card's exam-day recall as the forecast counts it: its point, its least, what the rule counts on. */
interface CardRecall {
  point: number
  lowest: number
  least: number
}

/**
 * A card followed until the exam: its exam-day recall, and, when its last review falls on the
 * exam's eve after an earlier study, its recall without that review (`withoutEve`).
 */
interface FollowedCard extends CardRecall {
  withoutEve?: CardRecall
}

/**
 * The cards whose review on the exam's eve the plan leaves out (their indexes): under a 95 %
 * target (WAITS_BELOW) the plan reviews on the eve only as many of the cards due then as bring
 * the deck's mean forecast to examSafeRecall, the margin a card needs to skip the eve on its own
 * (scheduling.ts), the cards the least sure without it first. The oracle plans the deck's mean
 * and leaves cards under it (decision 024, session 59: fsrs-default at 80 %, 71 of 150 cards at
 * 64.7 %). A card left out counts at the least recall the student's reviews allow (the forecast
 * range's bound, forecast-range.ts), not at the calibrated forecast: that reads gaps no review has
 * shown, and counted on it the plan missed the target (the power-law student, 30 cards, 80 %:
 * 76.1 % on exam day, forecast +14.9 points).
 */
function skippedOnEve(cards: readonly FollowedCard[], target: ExamTarget): Set<number> {
  if (target.targetRecall >= WAITS_BELOW) return new Set()
  const counted = (card: FollowedCard) => (card.withoutEve ? card.withoutEve.lowest : card.point)
  const needed = examSafeRecall(target.targetRecall) * cards.length
  const eve = cards.flatMap((card, index) => (card.withoutEve ? [{ card, index }] : []))
  let total = cards.reduce((sum, card) => sum + counted(card), 0)
  const skipped = new Set(eve.map(({ index }) => index))
  eve.sort((a, b) => counted(a.card) - counted(b.card))
  for (const { card, index } of eve) {
    if (total >= needed) break
    total += card.point - counted(card)
    skipped.delete(index)
  }
  return skipped
}

/**
 * The cards of a deck due today, the exam's eve, whose review the plan leaves out (their indexes
 * in `cards`; skippedOnEve): the same choice the forecast imagines on the days before.
 */
export function eveSkips(
  cards: readonly (CardSchedule | undefined)[],
  target: ExamTarget,
  now: Date,
  probing: boolean,
  model?: PlannerModel,
): Set<number> {
  return skippedOnEve(followCards(cards, target, now, 1, probing, model), target)
}

/** The forecast of the plan as it stands (probing: waiting for the probe), less withoutStudy. */
function followPlan(
  cards: readonly (CardSchedule | undefined)[],
  target: ExamTarget,
  now: Date,
  days: number,
  probing: boolean,
  model?: PlannerModel,
): Omit<ExamForecast, 'withoutStudy'> {
  const followed = followCards(cards, target, now, days, probing, model)
  const skipped = skippedOnEve(followed, target)
  const predicted = followed.map((card, index) => (skipped.has(index) ? card.withoutEve! : card))
  const counts = Array.from({ length: days }, () => 0)
  for (const card of followed)
    for (const day of card.reviewDays) counts[day] = (counts[day] ?? 0) + 1
  counts[days - 1] = (counts[days - 1] ?? 0) - skipped.size
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

/** A card's last review before the exam: its state before it, and when. */
interface LastReview {
  before: CardSchedule
  at: Date
}

/**
 * Every card followed from one review to the next until the exam (the work grows with the
 * reviews, not the days): the days it is reviewed on and its exam-day recall (FollowedCard).
 */
function followCards(
  cards: readonly (CardSchedule | undefined)[],
  target: ExamTarget,
  now: Date,
  days: number,
  probing: boolean,
  model?: PlannerModel,
): (FollowedCard & { reviewDays: number[] })[] {
  return cards.map((stored) => {
    let state = stored
    let day = state
      ? Math.max(
          0,
          daysBetween(now, new Date(examDue(state, model, aheadOf(target, now), probing).due)),
        )
      : 0
    let last: LastReview | null = null
    let previous: LastReview | null = null
    const reviewDays: number[] = []
    // Each review it imagines is recalled (rated medium): by then the student has been seen to
    // recall a card after that gap (provenDays), as the plan will know when it comes.
    let seen = model
    // What the plan will have seen when the last review comes, before that review.
    let provenBefore = model?.provenDays
    while (day < days) {
      const at = studyMoment(now, day)
      previous = last
      provenBefore = seen?.provenDays
      if (state) last = { before: state, at }
      if (state?.last_review && seen?.provenDays !== undefined) {
        const gap = (at.getTime() - new Date(state.last_review).getTime()) / DAY_MS
        seen = { ...seen, provenDays: Math.max(seen.provenDays, gap) }
      }
      state = reviewCard(state, 'medium', at, aheadOf(target, at), seen)
      reviewDays.push(day)
      day = Math.max(
        day + 1,
        daysBetween(now, new Date(examDue(state, seen, aheadOf(target, at), probing).due)),
      )
    }
    const recall = examDayRecall(stored, state, last, target, model)
    // A card may go without its review on the eve only over a gap the student has been seen to
    // recall a card after (provenDays, as keepsUntilExam asks of a card on its own).
    const onEve =
      reviewDays.at(-1) === days - 1 &&
      last?.before.last_review !== undefined &&
      (target.start.getTime() - new Date(last.before.last_review).getTime()) / DAY_MS <=
        (provenBefore ?? Infinity)
    return onEve
      ? {
          ...recall,
          reviewDays,
          withoutEve: examDayRecall(stored, last!.before, previous, target, model),
        }
      : { ...recall, reviewDays }
  })
}

/** The exam-day recall of a card now `stored`, in the state `state` after its `last` review. */
function examDayRecall(
  stored: CardSchedule | undefined,
  state: CardSchedule | undefined,
  last: LastReview | null,
  target: ExamTarget,
  model?: PlannerModel,
): CardRecall {
  const start = target.start
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
  const failed = reviewCard(last.before, 'hard', last.at, aheadOf(target, last.at), model)
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
}
