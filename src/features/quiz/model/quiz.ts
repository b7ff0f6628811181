import type { Citation } from '@/lib/citation'
import type { Difficulty, GeneratedQuestion } from '@/study-engine/types'

/** The quiz feature's domain types (quiz, question, attempt, settings, feedback). */

export type { Difficulty }

/**
 * A question as the quiz keeps it: what the engine wrote, its claimed source replaced by the
 * citations the app checked (absent for quizzes made before, or without a source).
 */
export type QuizQuestion = Omit<GeneratedQuestion, 'claim'> & { citations?: Citation[] }

export type PerceivedDifficulty = 'too_easy' | 'just_right' | 'too_hard'

export const PERCEIVED_DIFFICULTIES: readonly PerceivedDifficulty[] = [
  'too_easy',
  'just_right',
  'too_hard',
]

export interface QuizFeedback {
  perceivedDifficulty: PerceivedDifficulty
  /** 1 to 5. */
  rating: number
  comments: string
}

export interface QuizSettings {
  questionCount: number
  allowRetake: boolean
  useExternalContent: boolean
  selectedGuides: string[]
}

export interface AttemptAnswer {
  questionId: string
  /** -1 when the question was left unanswered. */
  selectedAnswer: number
  isCorrect: boolean
}

export interface WrongAnswer {
  /** Which question (absent in attempts saved before it was kept), for its citations. */
  questionId?: string
  question: string
  /** The chosen option's text, or 'No answer'. */
  userAnswer: string
  correctAnswer: string
  explanation: string
}

export interface QuizAttempt {
  id: string
  quizId: string
  /** Percent, rounded. */
  score: number
  totalQuestions: number
  correctAnswers: number
  /** Seconds. */
  timeSpent: number
  completedAt: string
  answers: AttemptAnswer[]
  wrongAnswers: WrongAnswer[]
}

export interface Quiz {
  id: string
  /** null for a quiz of an unsaved guide (kept in memory only). */
  studyGuideId: string | null
  title: string
  questions: QuizQuestion[]
  difficulty: Difficulty
  settings: QuizSettings
  userFeedback: QuizFeedback | null
  createdAt: string
  /** Newest first. */
  attempts: QuizAttempt[]
}

export const NO_ANSWER = 'No answer'

/** The guide title plus a quiz number. */
export function quizTitle(guideTitle: string, number: number): string {
  return `${guideTitle} - Quiz ${number}`
}
