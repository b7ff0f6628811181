import {
  createEmptyCard,
  default_w,
  fsrs,
  generatorParameters,
  Rating,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs'
import { createRng } from '@/lib/prng'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import type { Difficulty } from '@/entities/flashcard/flashcard'
import type { LoggedReview } from '../model/personal-parameters'
import {
  examTarget,
  gradeFor,
  isDueToday,
  recallAt,
  reviewCard,
  type CardSchedule,
  type Weights,
} from '@/entities/flashcard/scheduling'

/**
 * A simulated student studying toward an exam: the unit tests and `npm run bench:fit` run it. The
 * student's memory follows FSRS with known parameters (the default FSRS-6 weights unless
 * `memoryWeights` says otherwise): at each review a card is recalled with its true retrievability.
 * A recalled card is rated medium (easy one time in five); a forgotten or new one hard, the app's
 * lowest rating. The true memory takes the student's own answer, whatever the app makes of the
 * rating: a first sight is a first learning (FSRS's Hard, unless `firstSight` says Again), a recall Good (Easy when rated easy), a
 * card forgotten a lapse (Again). On exam day each card is recalled with its true retrievability
 * at the start of that day.
 */

export type StudyPolicy = 'exam' | 'fsrs' | 'daily'

export interface SimulationOptions {
  cards: number
  examInDays: number
  targetRecall: number
  policy: StudyPolicy
  /** The first study day, at the hour the student studies every day. */
  start: Date
  random: () => number
  /** The parameters of the student's true memory (default: FSRS-6's). */
  memoryWeights?: readonly number[]
  /** The parameters the app schedules with (default: FSRS-6's). */
  weights?: Weights
  /**
   * What a first sight is to the student's memory: a first learning (FSRS's Hard, the default)
   * or a card not known (Again, as the app reads the hard it is rated).
   */
  firstSight?: typeof Rating.Hard | typeof Rating.Again
}

export interface SimulationResult {
  reviews: number
  reviewsPerDay: number[]
  /** Mean and lowest FSRS retrievability at the exam of the app's own card states. */
  predictedRecall: number
  lowestPredictedRecall: number
  /** Share of cards the simulated student recalls in the exam. */
  simulatedRecall: number
  /** Every card's last review came before the exam day began. */
  lastReviewsBeforeExam: boolean
  /** The app's card states on exam day. */
  schedules: CardSchedule[]
  /** Every rating, as flashcard_reviews keeps it (card ids are the cards' indexes). */
  reviewLog: LoggedReview[]
}

function memoryModel(weights: readonly number[] | undefined): FSRS {
  return fsrs(
    generatorParameters({
      ...(weights ? { w: [...weights] } : {}),
      enable_fuzz: false,
      enable_short_term: false,
    }),
  )
}

function studyDays(options: SimulationOptions): Date[] {
  return Array.from({ length: options.examInDays }, (_, day) => {
    const at = addDays(options.start, day)
    at.setHours(options.start.getHours(), options.start.getMinutes())
    return at
  })
}

export function simulateStudent(options: SimulationOptions): SimulationResult {
  const exam = {
    guideId: 'simulated',
    examDate: toDateValue(addDays(options.start, options.examInDays)),
    targetRecall: options.targetRecall,
  }
  const examStartsAt = addDays(options.start, options.examInDays)
  const schedules: (CardSchedule | undefined)[] = Array.from({ length: options.cards })
  const memories: Card[] = Array.from({ length: options.cards }, () =>
    createEmptyCard(options.start),
  )
  const reviewsPerDay: number[] = []
  const reviewLog: LoggedReview[] = []
  const truth = memoryModel(options.memoryWeights)

  for (const now of studyDays(options)) {
    const target = options.policy === 'exam' ? examTarget(exam, now) : null
    let reviews = 0
    for (let index = 0; index < options.cards; index++) {
      const stored = schedules[index]
      if (options.policy !== 'daily' && !isDueToday(stored, now)) continue
      const memory = memories[index]!
      const recalled = memory.reps > 0 && options.random() < trueRecall(truth, memory, now)
      const rating: Difficulty = recalled ? (options.random() < 0.2 ? 'easy' : 'medium') : 'hard'
      const grade =
        memory.reps === 0 ? (options.firstSight ?? Rating.Hard) : ownGrade(recalled, rating)
      memories[index] = truth.next(memory, now, grade).card
      schedules[index] = reviewCard(stored, rating, now, target, { weights: options.weights })
      reviewLog.push({
        setId: 'simulated',
        cardId: String(index),
        grade: gradeFor(rating),
        reviewedAt: now.toISOString(),
      })
      reviews++
    }
    reviewsPerDay.push(reviews)
  }

  const final = schedules.map((stored) => stored!)
  const predicted = final.map((stored) =>
    recallAt(stored, examStartsAt, { weights: options.weights }),
  )
  const recalledInExam = memories.filter(
    (memory) => options.random() < trueRecall(truth, memory, examStartsAt),
  ).length
  return {
    reviews: reviewsPerDay.reduce((sum, count) => sum + count, 0),
    reviewsPerDay,
    predictedRecall: mean(predicted),
    lowestPredictedRecall: Math.min(...predicted),
    simulatedRecall: recalledInExam / options.cards,
    lastReviewsBeforeExam: final.every(
      (stored) => new Date(stored.last_review ?? 0).getTime() < examStartsAt.getTime(),
    ),
    schedules: final,
    reviewLog,
  }
}

/** What the student's own memory went through: never the app's reading of the rating. */
function ownGrade(recalled: boolean, rating: Difficulty): Grade {
  if (!recalled) return Rating.Again
  return rating === 'easy' ? Rating.Easy : Rating.Good
}

/** The student's true retrievability at `at`, over fractional days. */
function trueRecall(truth: FSRS, memory: Card, at: Date): number {
  if (!memory.last_review) return 0
  const elapsed = (at.getTime() - memory.last_review.getTime()) / 86_400_000
  return truth.forgetting_curve(Math.max(0, elapsed), memory.stability)
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
}

/**
 * A student who forgets faster than FSRS's defaults assume (lower first stabilities, a steeper
 * curve): what personal parameters are for. Tests and `npm run bench:fit` fit their log.
 */
export const FORGETFUL_STUDENT: readonly number[] = default_w.map((weight, index) =>
  index <= 3 ? weight * 0.4 : index === 20 ? 0.4 : weight,
)

/**
 * A student who forgets more slowly than FSRS's defaults assume (higher first stabilities, a
 * flatter curve): far enough from the defaults for a fit to predict their log clearly better.
 */
export const SLOW_FORGETTER: readonly number[] = default_w.map((weight, index) =>
  index <= 3 ? weight * 2.5 : index === 20 ? 0.1 : weight,
)

/** The review log of `cards` cards studied when due (plain FSRS) for `days` days. */
export function simulatedReviewLog(options: {
  cards: number
  days: number
  seed: number
  memoryWeights?: readonly number[]
  firstSight?: SimulationOptions['firstSight']
}): LoggedReview[] {
  return simulateStudent({
    cards: options.cards,
    examInDays: options.days,
    targetRecall: 0.9,
    policy: 'fsrs',
    start: new Date('2026-01-05T18:00:00Z'),
    random: createRng(options.seed),
    memoryWeights: options.memoryWeights ?? FORGETFUL_STUDENT,
    ...(options.firstSight ? { firstSight: options.firstSight } : {}),
  }).reviewLog
}
