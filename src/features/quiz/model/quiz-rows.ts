import { z } from '@/lib/zod'
import { toCitedItems, type ReadBack } from '@/study-engine/citations/stored-citations'
import { isBeingRead } from '@/entities/study-work/readings-in-flight'
import { QUIZ_OPTION_COUNT } from '@/config/limits'
import type { Json, Tables } from '@/types/database.types'
import { defaultFeedback, defaultSettings } from './quiz-flow'
import type {
  AttemptAnswer,
  Difficulty,
  Quiz,
  QuizAttempt,
  QuizFeedback,
  QuizQuestion,
  QuizSettings,
  WrongAnswer,
} from './quiz'

/**
 * quizzes / quiz_attempts rows ↔ domain objects, mapped once here. The jsonb columns are parsed
 * tolerantly: a malformed question is dropped rather than crashing the whole history.
 */

export type QuizRow = Tables<'quizzes'>
export type AttemptRow = Tables<'quiz_attempts'>

const questionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).length(QUIZ_OPTION_COUNT),
  correctAnswer: z
    .number()
    .int()
    .min(0)
    .max(QUIZ_OPTION_COUNT - 1),
  explanation: z.string().catch(''),
})

const settingsSchema = z.object({
  questionCount: z.number().int().positive().catch(10),
  allowRetake: z.boolean().catch(true),
  useExternalContent: z.boolean().catch(false),
  selectedGuides: z.array(z.string()).catch([]),
})

const feedbackSchema = z.object({
  perceivedDifficulty: z.enum(['too_easy', 'just_right', 'too_hard']),
  rating: z.number().int().min(1).max(5).catch(5),
  comments: z.string().catch(''),
})

const answerSchema = z.object({
  questionId: z.string(),
  selectedAnswer: z.number().int(),
  isCorrect: z.boolean(),
})
const wrongAnswerSchema = z.object({
  questionId: z.string().optional().catch(undefined),
  question: z.string(),
  userAnswer: z.string(),
  correctAnswer: z.string(),
  explanation: z.string().catch(''),
})

function parseList<T>(schema: z.ZodType<T>, value: Json | null): T[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

function toDifficulty(value: string | null): Difficulty {
  return value === 'easy' || value === 'hard' ? value : 'medium'
}

export function toQuestions(value: Json, readBack: ReadBack = {}): QuizQuestion[] {
  return toCitedItems(questionSchema, value, readBack)
}

export function toSettings(value: Json, difficulty: Difficulty): QuizSettings {
  const parsed = settingsSchema.safeParse(value)
  return parsed.success ? parsed.data : defaultSettings(difficulty)
}

export function toFeedback(value: Json | null): QuizFeedback | null {
  if (value === null) return null
  const parsed = feedbackSchema.safeParse(value)
  return parsed.success ? { ...defaultFeedback(), ...parsed.data } : null
}

export function toAttempt(row: AttemptRow): QuizAttempt {
  return {
    id: row.id,
    quizId: row.quiz_id,
    score: row.score ?? 0,
    totalQuestions: row.total_questions ?? 0,
    correctAnswers: row.correct_answers ?? 0,
    timeSpent: row.time_spent ?? 0,
    completedAt: row.completed_at,
    answers: parseList<AttemptAnswer>(answerSchema, row.answers),
    wrongAnswers: parseList<WrongAnswer>(wrongAnswerSchema, row.wrong_answers),
  }
}

export function toQuiz(row: QuizRow, attempts: QuizAttempt[]): Quiz {
  const difficulty = toDifficulty(row.difficulty)
  return {
    id: row.id,
    studyGuideId: row.study_guide_id,
    title: row.title ?? 'Quiz',
    questions: toQuestions(row.questions, { stillReading: isBeingRead(row.id) }),
    difficulty,
    settings: toSettings(row.settings, difficulty),
    userFeedback: toFeedback(row.user_feedback),
    createdAt: row.created_at,
    attempts,
  }
}
