import { queryOptions, useQuery } from '@tanstack/react-query'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import { examFor, type ExamDate } from './exam-date'
import { fetchExamDates, fetchUnitGuides } from './exam-dates-api'

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

/** Under the guides' keys, so a unit guide made or deleted refreshes it. */
export function unitGuidesQuery() {
  return queryOptions({ queryKey: [...guideKeys.all, 'units'], queryFn: fetchUnitGuides })
}

export function useUnitGuides(enabled = true) {
  return useQuery({ ...unitGuidesQuery(), enabled })
}

/** The exam a saved guide's cards study toward: its own or a unit guide's (see examFor). */
export function useGuideExam(guideId: string | null): ExamDate | undefined {
  const exams = useExamDates(guideId !== null)
  const units = useUnitGuides(guideId !== null)
  if (guideId === null || !exams.data) return undefined
  return examFor(guideId, exams.data, units.data ?? [], new Date())
}
