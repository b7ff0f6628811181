import { termKey } from '@/study-engine/text/tokens'
import type { Exam, ExamQuestion, WrittenGrade } from './exam'
import { writtenScore } from './exam'

/**
 * One sitting of a practice exam, kept as plain data (it is saved in the browser after every
 * change, so a reload, a closed tab or a lost connection resumes it where it was).
 */
export type ExamLayout = 'one' | 'all'

export interface ExamAttempt {
  exam: Exam
  layout: ExamLayout
  /** The question shown (one a page), or the last one the student was in (all on one page). */
  current: number
  /** Question id → the answer as typed or picked ('0'…'3' for an option, 'true' / 'false'). */
  answers: Record<string, string>
  /** Question id → milliseconds spent on it. */
  spent: Record<string, number>
  startedAt: number
  /** Epoch ms when time runs out; null: no time limit. */
  deadline: number | null
  /** Since when the current question has been in front of the student. */
  currentSince: number
}

export function startAttempt(exam: Exam, layout: ExamLayout, now: number): ExamAttempt {
  return {
    exam,
    layout,
    current: 0,
    answers: {},
    spent: {},
    startedAt: now,
    deadline: exam.timeLimit === null ? null : now + exam.timeLimit * 60_000,
    currentSince: now,
  }
}

/** The time on the current question is booked, and another question becomes current. */
export function moveTo(attempt: ExamAttempt, index: number, now: number): ExamAttempt {
  const question = attempt.exam.questions[attempt.current]
  const spent = question
    ? {
        ...attempt.spent,
        [question.id]: (attempt.spent[question.id] ?? 0) + Math.max(0, now - attempt.currentSince),
      }
    : attempt.spent
  const last = attempt.exam.questions.length - 1
  return { ...attempt, spent, current: Math.min(Math.max(index, 0), last), currentSince: now }
}

export const isAnswered = (attempt: ExamAttempt, question: ExamQuestion) =>
  (attempt.answers[question.id] ?? '').trim() !== ''

export function unanswered(attempt: ExamAttempt): number[] {
  return attempt.exam.questions.flatMap((question, index) =>
    isAnswered(attempt, question) ? [] : [index],
  )
}

const normalised = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!?,;:]+$/, '')

/** A choice, true/false or blank answer: right (1) or wrong (0), at once. */
export function closedScore(question: ExamQuestion, answer: string): number {
  if (question.kind === 'choice') return answer === String(question.answer) ? 1 : 0
  if (question.kind === 'true-false') return answer === String(question.answer) ? 1 : 0
  if (question.kind === 'blank') {
    const given = normalised(answer)
    const right = normalised(question.answer)
    return given === right || (given !== '' && termKey(given) === termKey(right)) ? 1 : 0
  }
  return 0
}

/** How a question stands once the exam is submitted. */
export type QuestionResult =
  | { status: 'scored'; score: number }
  | { status: 'grading'; secondLook?: boolean }
  | { status: 'failed'; previous?: WrittenGrade }
  | { status: 'graded'; score: number; grade: WrittenGrade; secondLook?: boolean }

/** Closed questions scored; written ones waiting for their grader (an empty one is Not yet). */
export function firstResults(attempt: ExamAttempt): Record<string, QuestionResult> {
  const results: Record<string, QuestionResult> = {}
  for (const question of attempt.exam.questions) {
    const answer = attempt.answers[question.id] ?? ''
    if (question.kind !== 'written') {
      results[question.id] = { status: 'scored', score: closedScore(question, answer) }
    } else if (answer.trim() === '') {
      const grade: WrittenGrade = {
        verdict: 'Not yet',
        found: [],
        missed: question.rubric.map((_, index) => index),
        by: 'key-terms',
      }
      results[question.id] = { status: 'graded', score: 0, grade }
    } else {
      results[question.id] = { status: 'grading' }
    }
  }
  return results
}

export function gradedResult(question: ExamQuestion, grade: WrittenGrade): QuestionResult {
  const points = question.kind === 'written' ? question.rubric.length : 1
  return { status: 'graded', score: writtenScore(grade, points), grade }
}
