import { useMutation, useQueryClient } from '@tanstack/react-query'
import { reportFailure } from '@/lib/report-failure'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import { examDateKeys } from '@/entities/exam-date/exam-date-queries'
import { examDateMessages, saveExamDate } from '@/entities/exam-date/exam-dates-api'

/** Saves a guide's exam date; the cached list shows it everywhere at once. */
export function useSaveExamDate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveExamDate,
    onSuccess: (saved) => {
      client.setQueryData<ExamDate[]>(examDateKeys.all, (exams = []) => [
        ...exams.filter((exam) => exam.guideId !== saved.guideId),
        saved,
      ])
    },
    onError: reportFailure(examDateMessages.save),
  })
}
