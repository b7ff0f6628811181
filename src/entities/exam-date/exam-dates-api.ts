import { AppError, messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { ExamDate, UnitGuide } from './exam-date'

/**
 * exam_dates calls. RLS keeps every row to its owner, so "all exam dates" are the
 * signed-in student's; a guide has at most one row per owner, written by upsert.
 */

export const examDateMessages = {
  fetch: messages.fetchExamDates,
  fetchUnits: messages.fetchUnitGuides,
  save: messages.saveExamDate,
} as const

const COLUMNS = 'study_guide_id,exam_date,target_recall'

interface ExamDateRow {
  study_guide_id: string
  exam_date: string
  target_recall: number
}

function toExamDate(row: ExamDateRow): ExamDate {
  return { guideId: row.study_guide_id, examDate: row.exam_date, targetRecall: row.target_recall }
}

export async function fetchExamDates(): Promise<ExamDate[]> {
  const { data, error } = await supabase.from('exam_dates').select(COLUMNS)
  if (error || !data) throw new AppError('data', examDateMessages.fetch, { cause: error })
  return data.map(toExamDate)
}

export async function saveExamDate(exam: ExamDate): Promise<ExamDate> {
  const { data, error } = await supabase
    .from('exam_dates')
    .upsert(
      {
        study_guide_id: exam.guideId,
        exam_date: exam.examDate,
        target_recall: exam.targetRecall,
        updated_at: new Date().toISOString(),
      },
      { onConflict: 'study_guide_id,user_id' },
    )
    .select(COLUMNS)
    .single()
  if (error || !data) throw new AppError('data', examDateMessages.save, { cause: error })
  return toExamDate(data)
}

/**
 * The student's unit guides (and practice exams' guides of several guides, kind 'exam') and what
 * they are made of: their exams apply to their parts.
 */
export async function fetchUnitGuides(): Promise<UnitGuide[]> {
  const { data, error } = await supabase
    .from('study_guide_summaries')
    .select('id,title,source_guide_ids')
    .in('kind', ['unit', 'exam'])
  if (error || !data) throw new AppError('data', examDateMessages.fetchUnits, { cause: error })
  return data.map((row) => ({
    id: row.id ?? '',
    title: row.title ?? '',
    sourceGuideIds: row.source_guide_ids ?? [],
  }))
}
