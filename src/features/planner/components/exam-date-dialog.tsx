import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import {
  DEFAULT_TARGET_RECALL,
  isDateValue,
  MAX_TARGET_RECALL,
  MIN_TARGET_RECALL,
  type ExamDate,
} from '@/entities/exam-date/exam-date'
import { formatNumber } from '@/lib/i18n/format'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import '../model/today-catalogue'

export interface ExamDateDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  guideId: string
  /** The saved date, if any: the form starts from it. */
  current: ExamDate | undefined
  saving: boolean
  onSave: (exam: ExamDate) => void
}

const MIN_PERCENT = Math.round(MIN_TARGET_RECALL * 100)
const MAX_PERCENT = Math.round(MAX_TARGET_RECALL * 100)

interface FieldErrors {
  date?: string
  recall?: string
}

function validate(date: string, percent: string): FieldErrors {
  const errors: FieldErrors = {}
  if (!isDateValue(date)) errors.date = translate('today.examDate.chooseDay')
  const value = Number(percent)
  if (!Number.isInteger(value) || value < MIN_PERCENT || value > MAX_PERCENT)
    errors.recall = translate('today.examDate.wholePercent', {
      min: formatNumber(MIN_PERCENT),
      max: formatNumber(MAX_PERCENT),
    })
  return errors
}

/** 'Set exam date': the day (a native date input) and the recall wanted on it. */
export function ExamDateDialog(props: ExamDateDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t('today.examDate.set')}>
      {/* Mounted with the dialog, so each opening starts from the saved values. */}
      {props.open ? <ExamDateForm {...props} /> : null}
    </Dialog>
  )
}

function ExamDateForm({ guideId, current, saving, onSave }: ExamDateDialogProps) {
  const [date, setDate] = useState(current?.examDate ?? '')
  const [percent, setPercent] = useState(
    String(Math.round((current?.targetRecall ?? DEFAULT_TARGET_RECALL) * 100)),
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const { t } = useTranslation()

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate(date, percent)
    setErrors(found)
    if (found.date || found.recall) return
    onSave({ guideId, examDate: date, targetRecall: Number(percent) / 100 })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t('today.examDate.date')}
        type="date"
        required
        value={date}
        error={errors.date}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        label={t('today.examDate.recall')}
        type="number"
        inputMode="numeric"
        min={MIN_PERCENT}
        max={MAX_PERCENT}
        step={1}
        required
        value={percent}
        hint={t('today.examDate.recallHint')}
        error={errors.recall}
        onChange={(event) => setPercent(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {t('today.examDate.save')}
        </Button>
      </div>
    </form>
  )
}
