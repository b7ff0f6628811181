import { addDays, toDateValue, type ExamDate } from '@/entities/exam-date/exam-date'
import type { Difficulty, FlashcardSet } from '@/entities/flashcard/flashcard'
import { forecastExam, type ExamForecast } from '../model/exam-forecast'
import { learnedModel, learnedSchedule, needsFit } from '../model/memory-model'
import { fitToLog, type LoggedReview, type ParameterFit } from '../model/personal-parameters'
import {
  applyRatings,
  examTarget,
  gradeFor,
  type MemoryModel,
} from '@/entities/flashcard/scheduling'
import { cardsDueToday } from '../model/today-plan'

/**
 * The exam planner against a simulated student (`npm run bench:planner` and the tests). The
 * student is any memory at all behind two calls: `review` is one study of a card on integer day
 * `day` (the first call is its first study) and says whether they recalled it; `probability` is
 * their chance of recalling the card on `day`, without changing their memory. Day 0 is the
 * first study day and the exam is on day `days`.
 *
 * The app's run does what /today does: each day it learns the student's memory from the review
 * log so far (memory-model.ts: a fit of FSRS's weights when the log calls for one, which the
 * browser runs in a worker, the stability scales, the card states replayed), studies the cards
 * the plan puts on that day, records the ratings the app records (medium for a recalled card,
 * hard for a forgotten or new one) and schedules them toward the exam. The student studies as each day begins and the exam
 * is as its day begins, so the app and the student measure the same whole days.
 *
 * The oracle the plan is compared with is in exam-oracle.ts.
 */

export interface Student {
  /**
   * Whether the student recalled the card (rated medium if so, hard if not), or the rating
   * they pressed: a student may press easy or hard after recalling.
   */
  review(cardId: string, day: number): boolean | Difficulty
  probability(cardId: string, day: number): number
}

export interface ExamRunOptions {
  student: Student
  cards: number
  days: number
  targetRecall: number
  /** Reviews a day at most (none when absent). */
  dailyLimit?: number
}

/**
 * What the app's run learns from the reviews: everything (the default), only the stability
 * scale (no fit of FSRS's weights), or nothing (FSRS-6's defaults throughout).
 */
export type Learning = 'full' | 'scale' | 'none'

export interface ExamRunResult {
  /** The student's mean chance of recalling a card on exam day (their expected score). */
  examDayRecall: number
  reviews: number
  reviewsPerDay: number[]
}

export interface AppRunResult extends ExamRunResult {
  /** The app's exam forecast (mean predicted recall on exam day) after the last study day. */
  predictedRecall: number
  /** The least exam-day recall the student's reviews allow, as the same forecast says it. */
  lowestRecall: number
  /** The model the app ended with, and the card states it ended with (by card id). */
  model: MemoryModel | undefined
  schedule: FlashcardSet['schedule']
  /** Every review the app recorded, in order. */
  log: LoggedReview[]
  /** The same forecast as the flashcards tab shows it at the start of some earlier days. */
  forecasts: { day: number; predictedRecall: number; lowestRecall: number }[]
}

const START = new Date(2026, 10, 2)
const GUIDE_ID = 'simulated-guide'

function dayStart(day: number): Date {
  return addDays(START, day)
}

function cardIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `card_${index}`)
}

function examDayRecall(student: Student, ids: readonly string[], days: number): number {
  return ids.reduce((sum, id) => sum + student.probability(id, days), 0) / ids.length
}

function newSet(ids: readonly string[]): FlashcardSet {
  return {
    id: 'simulated',
    studyGuideId: GUIDE_ID,
    title: 'Simulated cards',
    cards: ids.map((id) => ({ id, front: id, back: id, difficulty: 'medium' })),
    createdAt: START.toISOString(),
    schedule: {},
    sessions: [],
  }
}

function ratingOf(answer: boolean | Difficulty): Difficulty {
  if (typeof answer === 'string') return answer
  return answer ? 'medium' : 'hard'
}

/** The model /today would plan with after the reviews of `log`, fitting when it is time. */
function learn(
  log: readonly LoggedReview[],
  fit: ParameterFit | null,
  learning: Learning,
): { model: MemoryModel | undefined; fit: ParameterFit | null } {
  if (learning === 'none') return { model: undefined, fit }
  let current = fit
  if (learning === 'full' && needsFit(log, fit)) {
    const outcome = fitToLog(log)
    if (outcome.kind === 'fitted') current = outcome.fit
  }
  return { model: learnedModel(log, current), fit: current }
}

const pick = ({ predictedRecall, lowestRecall }: ExamForecast) => ({
  predictedRecall,
  lowestRecall,
})

/** The app's planner, as /today runs it, studying with `student` until the exam. */
export function runAppPlan(options: ExamRunOptions & { learning?: Learning }): AppRunResult {
  const { student, days } = options
  const ids = cardIds(options.cards)
  const exam: ExamDate = {
    guideId: GUIDE_ID,
    examDate: toDateValue(dayStart(days)),
    targetRecall: options.targetRecall,
  }
  let set = newSet(ids)
  const log: LoggedReview[] = []
  const reviewsPerDay: number[] = []
  const forecasts: AppRunResult['forecasts'] = []
  let fit: ParameterFit | null = null
  let model: MemoryModel | undefined
  for (let day = 0; day < days; day++) {
    const now = dayStart(day)
    ;({ model, fit } = learn(log, fit, options.learning ?? 'full'))
    set = { ...set, schedule: learnedSchedule(set, log, model) }
    if (day > 0 && day % 7 === 0) {
      const forecast = forecastExam([set], exam, now, model)
      if (forecast) forecasts.push({ day, ...pick(forecast) })
    }
    const target = examTarget(exam, now)
    const due = cardsDueToday([set], now, options.dailyLimit ?? Infinity, model, () => target)
    const ratings: Record<string, Difficulty> = {}
    for (const { card } of due) {
      ratings[card.id] = ratingOf(student.review(card.id, day))
      log.push({
        setId: set.id,
        cardId: card.id,
        grade: gradeFor(ratings[card.id]!),
        reviewedAt: now.toISOString(),
      })
    }
    set = { ...set, schedule: applyRatings(set.schedule, ratings, now, target, model) }
    reviewsPerDay.push(due.length)
  }
  ;({ model } = learn(log, fit, options.learning ?? 'full'))
  set = { ...set, schedule: learnedSchedule(set, log, model) }
  const last = forecastExam([set], exam, new Date(dayStart(days).getTime() - 1), model)
  return {
    examDayRecall: examDayRecall(student, ids, days),
    predictedRecall: last?.predictedRecall ?? 0,
    lowestRecall: last?.lowestRecall ?? 0,
    model,
    schedule: set.schedule,
    log,
    forecasts,
    reviews: reviewsPerDay.reduce((sum, count) => sum + count, 0),
    reviewsPerDay,
  }
}
