import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useExamDate } from '@/entities/exam-date/exam-date-queries'
import { useTranslation } from '@/lib/i18n/i18n'
import { useSaveExamDate } from '../api/use-save-exam-date'
import { shownExamCountdown } from '../model/exam-countdown'
import { ExamDateDialog } from './exam-date-dialog'

/** The guide header's exam line: the countdown once a date is saved, and 'Set exam date'. */
export function ExamDateControl({ guideId }: { guideId: string }) {
  const exam = useExamDate(guideId)
  const save = useSaveExamDate()
  const [open, setOpen] = useState(false)
  const { t } = useTranslation()
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      {exam ? (
        <p className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {shownExamCountdown(exam.examDate, new Date())}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('today.examDate.set')}
      </Button>
      <ExamDateDialog
        open={open}
        onOpenChange={setOpen}
        guideId={guideId}
        current={exam}
        saving={save.isPending}
        onSave={(next) => save.mutate(next, { onSuccess: () => setOpen(false) })}
      />
    </div>
  )
}
