import { asJson } from '@/lib/as-json'
import { MAX_QUIZ_QUESTIONS } from '@/config/limits'
import { fetchNewestFirst } from '@/lib/all-rows'
import { AppError, messages } from '@/lib/errors'
import { fitsStudySet } from '@/lib/stored-size'
import { supabase } from '@/lib/supabase'
import { reviseStored, type NewWork } from '@/entities/unsaved-work/unsaved-work'
import type { Quiz, QuizAttempt, QuizFeedback } from '../model/quiz'
import { toAttempt, toQuiz } from '../model/quiz-rows'
import { quizDataMessages } from './quiz-messages'

/**
 * quizzes and quiz_attempts calls (beyond the spec: history and adaptation survive reloads).
 * Ids are made in the browser so a quiz is usable at once and its row matches the cached copy.
 * RLS keeps every row to its owner; the local backend has no embedding, hence two selects.
 */

const QUIZ_COLUMNS =
  'id,study_guide_id,user_id,title,questions,difficulty,settings,user_feedback,created_at'
const ATTEMPT_COLUMNS =
  'id,quiz_id,user_id,score,total_questions,correct_answers,time_spent,answers,wrong_answers,completed_at'

/** The guide's quizzes, newest first, each with its attempts newest first. */
export async function fetchQuizzes(guideId: string): Promise<Quiz[]> {
  // Both lists in pages (lib/all-rows.ts): a server answers at most max_rows rows per read.
  const { data: rows, error } = await fetchNewestFirst(
    () =>
      supabase
        .from('quizzes')
        .select(QUIZ_COLUMNS, { count: 'exact' })
        .eq('study_guide_id', guideId),
    'created_at',
  )
  if (error || !rows) throw new AppError('data', quizDataMessages.fetchQuizzes, { cause: error })
  if (rows.length === 0) return []
  const quizIds = rows.map((row) => row.id)
  const { data: attemptRows, error: attemptsError } = await fetchNewestFirst(
    () =>
      supabase
        .from('quiz_attempts')
        .select(ATTEMPT_COLUMNS, { count: 'exact' })
        .in('quiz_id', quizIds),
    'completed_at',
  )
  if (attemptsError || !attemptRows)
    throw new AppError('data', quizDataMessages.fetchQuizzes, { cause: attemptsError })
  const attempts = attemptRows.map(toAttempt)
  return rows.map((row) =>
    toQuiz(
      row,
      attempts.filter((attempt) => attempt.quizId === row.id),
    ),
  )
}

/**
 * A new quiz as work to save (entities/unsaved-work): kept in the browser until it is stored.
 * One over the size the database accepts is refused with its message, before anything is kept.
 */
export function quizWork(quiz: Quiz & { studyGuideId: string }): NewWork {
  if (!fitsStudySet(quiz.questions, MAX_QUIZ_QUESTIONS))
    throw new AppError('validation', messages.quizTooLarge)
  return {
    id: quiz.id,
    kind: 'quiz',
    title: quiz.title,
    inserts: [
      {
        table: 'quizzes',
        row: {
          id: quiz.id,
          study_guide_id: quiz.studyGuideId,
          title: quiz.title,
          questions: asJson(quiz.questions),
          difficulty: quiz.difficulty,
          settings: asJson(quiz.settings),
        },
        refusedForSize: { constraint: 'quizzes_questions_limit', message: messages.quizTooLarge },
      },
    ],
  }
}

/**
 * Stores an attempt with its id made on this device; sent again (the offline queue's retry), the
 * row already there is kept and nothing is written twice.
 */
export async function insertAttempt(attempt: QuizAttempt): Promise<void> {
  const { error, status } = await supabase.from('quiz_attempts').upsert(
    {
      id: attempt.id,
      quiz_id: attempt.quizId,
      score: attempt.score,
      total_questions: attempt.totalQuestions,
      correct_answers: attempt.correctAnswers,
      time_spent: attempt.timeSpent,
      answers: asJson(attempt.answers),
      wrong_answers: asJson(attempt.wrongAnswers),
      completed_at: attempt.completedAt,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  )
  if (error) throw new AppError('data', quizDataMessages.saveAttempt, { cause: error, status })
}

/** Sets the quiz's feedback (sent again, the same value is written again: idempotent). */
export async function updateQuizFeedback({
  quizId,
  feedback,
}: {
  quizId: string
  feedback: QuizFeedback
}): Promise<void> {
  const { error, status } = await supabase
    .from('quizzes')
    .update({ user_feedback: asJson(feedback) })
    .eq('id', quizId)
  if (error) throw new AppError('data', quizDataMessages.saveFeedback, { cause: error, status })
}

/**
 * A quiz's questions with their citations judged again (the same questions): changed in the
 * browser while the quiz waits there to be saved, else in its row.
 */
export function reviseQuizQuestions(quizId: string, questions: Quiz['questions']): Promise<void> {
  return reviseStored(
    quizId,
    { table: 'quizzes', column: 'questions', key: ['id', quizId] },
    asJson(questions),
    quizDataMessages.saveQuiz,
  )
}
