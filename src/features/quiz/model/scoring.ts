import { messages } from '@/lib/errors'
import {
  NO_ANSWER,
  type AttemptAnswer,
  type QuizAttempt,
  type QuizQuestion,
  type WrongAnswer,
} from './quiz'

/** Percent of correct answers, rounded. */
export function scorePercent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100)
}

/** Minutes:seconds, or N/A when zero. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'N/A'
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}

/** What a wrong answer shows when no generated explanation is available. */
export function fallbackExplanation(question: Pick<QuizQuestion, 'explanation'>): string {
  return question.explanation.trim() !== '' ? question.explanation : messages.explanationFallback
}

export interface AttemptInput {
  id: string
  quizId: string
  questions: readonly QuizQuestion[]
  /** Chosen option per question index; null when unanswered. */
  answers: readonly (number | null)[]
  /** Generated explanations by question id. */
  explanations: Readonly<Record<string, string | undefined>>
  timeSpent: number
  completedAt: string
}

export function buildAttempt(input: AttemptInput): QuizAttempt {
  const answers: AttemptAnswer[] = []
  const wrongAnswers: WrongAnswer[] = []
  input.questions.forEach((question, index) => {
    const selected = input.answers[index] ?? null
    const isCorrect = selected === question.correctAnswer
    answers.push({ questionId: question.id, selectedAnswer: selected ?? -1, isCorrect })
    if (!isCorrect) {
      wrongAnswers.push({
        questionId: question.id,
        question: question.question,
        userAnswer: selected === null ? NO_ANSWER : (question.options[selected] ?? NO_ANSWER),
        correctAnswer: question.options[question.correctAnswer] ?? '',
        explanation: input.explanations[question.id] ?? fallbackExplanation(question),
      })
    }
  })
  const correctAnswers = answers.filter((answer) => answer.isCorrect).length
  return {
    id: input.id,
    quizId: input.quizId,
    score: scorePercent(correctAnswers, input.questions.length),
    totalQuestions: input.questions.length,
    correctAnswers,
    timeSpent: Math.max(0, Math.round(input.timeSpent)),
    completedAt: input.completedAt,
    answers,
    wrongAnswers,
  }
}

/** The running timer: m:ss from zero. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
