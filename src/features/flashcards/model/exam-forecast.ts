import {
  addDays,
  daysUntilExam,
  examStart,
  toDateValue,
  type ExamDate,
} from '@/entities/exam-date/exam-date'
import type { FlashcardSet } from './flashcard'
import { endOfDay, examTarget, recallAt, reviewCard, type CardSchedule } from './scheduling'

/**
 * The flashcards tab's forecast (issue #20): the guide's cards followed day by day until the
 * exam, each reviewed when due and rated medium, scheduled toward the exam. It gives the reviews
 * per day of the plan and the mean predicted recall (FSRS retrievability) at the start of exam
 * day if the student follows it; 'without further study' is the same from today's states.
 */

export interface ReviewDay {
  /** 'YYYY-MM-DD'. */
  date: string
  reviews: number
}

export interface ExamForecast {
  predictedRecall: number
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

export function forecastExam(
  sets: readonly FlashcardSet[],
  exam: ExamDate,
  now: Date,
): ExamForecast | null {
  const days = daysUntilExam(exam.examDate, now)
  const cards = sets.flatMap((set) => set.cards.map((card) => set.schedule[card.id]))
  if (days < 1 || cards.length === 0) return null
  const start = examStart(exam.examDate)
  const states: (CardSchedule | undefined)[] = [...cards]
  const reviewsPerDay: ReviewDay[] = []
  for (let day = 0; day < days; day++) {
    const at = studyMoment(now, day)
    const target = examTarget(exam, at)
    let reviews = 0
    states.forEach((stored, index) => {
      if (stored && new Date(stored.due).getTime() > endOfDay(at).getTime()) return
      states[index] = reviewCard(stored, 'medium', at, target)
      reviews++
    })
    reviewsPerDay.push({ date: toDateValue(at), reviews })
  }
  return {
    predictedRecall: mean(states.map((stored) => recallAt(stored, start))),
    withoutStudy: mean(cards.map((stored) => recallAt(stored, start))),
    reviewsPerDay,
  }
}
