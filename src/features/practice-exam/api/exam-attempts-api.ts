import { AppError, messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { Json } from '@/types/database.types'
import type { ExamAttempt, QuestionResult } from '../model/attempt'
import type { SavedExamAttempt } from '../model/exam'

/**
 * practice_exam_attempts calls: a submitted exam is recorded once its grades are in, regraded
 * after a second look (both through the offline queue), and listed with its guide (newest first). RLS keeps rows to their owner.
 * A refused save says it in the student's words (`messages.saveExamAttempt`, through the queue);
 * a failed list names the call for the log.
 */
/** Enough for the list on the guide; the table holds up to 1,000 a guide. */
const LISTED = 20

function document(attempt: ExamAttempt, results: Record<string, QuestionResult>): Json {
  const { exam, answers, spent } = attempt
  return JSON.parse(JSON.stringify({ questions: exam.questions, answers, spent, results })) as Json
}

const spentSeconds = (attempt: ExamAttempt) =>
  Math.round(Object.values(attempt.spent).reduce((sum, ms) => sum + ms, 0) / 1000)

/** The offline queue's kind of change for a submitted exam (the app registers its sender). */
export const examAttemptChange = 'exam-attempt'

/** A submitted exam as it waits in the offline queue: its practice_exam_attempts row. */
export interface ExamAttemptRow {
  id: string
  study_guide_id: string
  score: number
  total_questions: number
  time_limit_minutes: number | null
  time_spent: number
  attempt: Json
  /** Only on the first save: a regrade keeps the time the exam was submitted. */
  completed_at?: string
}

export function examAttemptRow(
  id: string,
  guideId: string,
  attempt: ExamAttempt,
  results: Record<string, QuestionResult>,
  score: number,
  submittedAt?: number,
): ExamAttemptRow {
  return {
    id,
    study_guide_id: guideId,
    score,
    total_questions: attempt.exam.questions.length,
    time_limit_minutes: attempt.exam.timeLimit,
    time_spent: spentSeconds(attempt),
    attempt: document(attempt, results),
    ...(submittedAt === undefined ? {} : { completed_at: new Date(submittedAt).toISOString() }),
  }
}

/** Records the attempt, or its regrade (same id: a second send changes nothing more). */
export async function sendExamAttempt(row: ExamAttemptRow): Promise<void> {
  const { error, status } = await supabase.from('practice_exam_attempts').upsert(row)
  // The status tells the queue a refusal for good (set aside, said) from a failure (sent again).
  if (error) throw new AppError('data', messages.saveExamAttempt, { cause: error, status })
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

/** One saved attempt as recorded: its time limit and its document (questions, answers, results). */
export async function fetchExamAttempt(
  id: string,
): Promise<{ timeLimit: number | null; document: unknown }> {
  const { data, error } = await supabase
    .from('practice_exam_attempts')
    .select('time_limit_minutes,attempt')
    .eq('id', id)
    .single()
  if (error || !data)
    throw new AppError('data', 'practice_exam_attempts: select one refused', { cause: error })
  return { timeLimit: data.time_limit_minutes, document: data.attempt }
}
