import { AppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { Json } from '@/types/database.types'
import type { ExamAttempt, QuestionResult } from '../model/attempt'
import type { SavedExamAttempt } from '../model/exam'

/**
 * practice_exam_attempts calls: a submitted exam is recorded once its grades are in, regraded
 * after a second look, and listed with its guide (newest first). RLS keeps rows to their owner.
 * Their errors name the call for the log; the screen says it in the student's words
 * (`practice.saveFailed`).
 */
/** Enough for the list on the guide; the table holds up to 1,000 a guide. */
const LISTED = 20

function document(attempt: ExamAttempt, results: Record<string, QuestionResult>): Json {
  const { exam, answers, spent } = attempt
  return JSON.parse(JSON.stringify({ questions: exam.questions, answers, spent, results })) as Json
}

const spentSeconds = (attempt: ExamAttempt) =>
  Math.round(Object.values(attempt.spent).reduce((sum, ms) => sum + ms, 0) / 1000)

export async function recordExamAttempt(
  id: string,
  guideId: string,
  attempt: ExamAttempt,
  results: Record<string, QuestionResult>,
  score: number,
): Promise<void> {
  const { error } = await supabase.from('practice_exam_attempts').upsert({
    id,
    study_guide_id: guideId,
    score,
    total_questions: attempt.exam.questions.length,
    time_limit_minutes: attempt.exam.timeLimit,
    time_spent: spentSeconds(attempt),
    attempt: document(attempt, results),
  })
  if (error) throw new AppError('data', 'practice_exam_attempts: upsert refused', { cause: error })
}

export async function fetchExamAttempts(guideId: string): Promise<SavedExamAttempt[]> {
  const { data, error } = await supabase
    .from('practice_exam_attempts')
    .select('id,score,total_questions,time_spent,completed_at')
    .eq('study_guide_id', guideId)
    .order('completed_at', { ascending: false })
    .limit(LISTED)
  if (error || !data)
    throw new AppError('data', 'practice_exam_attempts: select refused', { cause: error })
  return data.map((row) => ({
    id: row.id,
    score: Number(row.score),
    totalQuestions: row.total_questions,
    timeSpentSeconds: row.time_spent,
    completedAt: row.completed_at,
  }))
}
