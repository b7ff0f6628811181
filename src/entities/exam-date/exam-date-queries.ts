import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExamDate } from './exam-date'
import { fetchExamDates } from './exam-dates-api'

/**
 * The student's exam dates as one query: the guide header, the flashcards tab and /today all
 * read it, so a date saved in one place shows everywhere at once.
 */
export const examDateKeys = { all: ['exam-dates'] as const }

export function examDatesQuery() {
  return queryOptions({ queryKey: examDateKeys.all, queryFn: fetchExamDates })
}

/** The student's exam dates; none for an unsaved guide's viewer (`enabled` false). */
export function useExamDates(enabled = true) {
  return useQuery({ ...examDatesQuery(), enabled })
}

/** The exam date of one saved guide, if any (null: an unsaved guide). */
export function useExamDate(guideId: string | null): ExamDate | undefined {
  const exams = useExamDates(guideId !== null)
  return exams.data?.find((exam) => exam.guideId === guideId)
}
