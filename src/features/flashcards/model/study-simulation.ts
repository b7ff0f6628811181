import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import type { Difficulty } from './flashcard'
import {
  examTarget,
  gradeFor,
  isDueToday,
  recallAt,
  reviewCard,
  type CardSchedule,
} from './scheduling'

/**
 * A simulated student studying toward an exam (issue #20): the unit tests and `npm run
 * bench:planner` run it. The student's memory follows FSRS with known parameters (the default
 * FSRS-6 weights): at each review a card is recalled with its true retrievability. A recalled
 * card is rated medium (easy one time in five); a forgotten one hard, the app's lowest rating,
 * while the true memory takes it as a lapse (FSRS Again). On exam day each card is recalled with
 * its true retrievability at the start of that day.
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
}

const truth = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }))

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

  for (const now of studyDays(options)) {
    const target = options.policy === 'exam' ? examTarget(exam, now) : null
    let reviews = 0
    for (let index = 0; index < options.cards; index++) {
      const stored = schedules[index]
      if (options.policy !== 'daily' && !isDueToday(stored, now)) continue
      const memory = memories[index]!
      const recalled = memory.reps > 0 && options.random() < trueRecall(memory, now)
      const rating: Difficulty = recalled ? (options.random() < 0.2 ? 'easy' : 'medium') : 'hard'
      // A first sight is a first learning, not a lapse.
      const grade = memory.reps === 0 || recalled ? gradeFor(rating) : Rating.Again
      memories[index] = truth.next(memory, now, grade).card
      schedules[index] = reviewCard(stored, rating, now, target)
      reviews++
    }
    reviewsPerDay.push(reviews)
  }

  const final = schedules.map((stored) => stored!)
  const predicted = final.map((stored) => recallAt(stored, examStartsAt))
  const recalledInExam = memories.filter(
    (memory) => options.random() < trueRecall(memory, examStartsAt),
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
  }
}

/** The student's true retrievability at `at`, over fractional days. */
function trueRecall(memory: Card, at: Date): number {
  if (!memory.last_review) return 0
  const elapsed = (at.getTime() - memory.last_review.getTime()) / 86_400_000
  return truth.forgetting_curve(Math.max(0, elapsed), memory.stability)
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
}
