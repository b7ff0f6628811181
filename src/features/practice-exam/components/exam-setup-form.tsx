import { useId, useState, type FormEvent } from 'react'
import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Spinner } from '@/components/ui/spinner'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { formatWholeNumber } from '@/lib/i18n/format'
import type { ExamLayout } from '../model/attempt'
import { ExamPdfButtons } from './exam-pdf-buttons'
import {
  type Exam,
  QUESTION_KINDS,
  TIME_LIMITS,
  type ExamSettings,
  type QuestionKind,
  type TimeLimit,
} from '../model/exam'
import '../model/practice-catalogue'

export const QUESTION_COUNTS = [5, 10, 20] as const
const LAYOUT_NAMES: Record<ExamLayout, MessageKey> = {
  one: 'practice.layout.one',
  all: 'practice.layout.all',
}
export const LAYOUTS = Object.keys(LAYOUT_NAMES) as ExamLayout[]
/** A layout's name in the interface language ('One question a page'). */
export const layoutName = (layout: string) =>
  layout in LAYOUT_NAMES ? translate(LAYOUT_NAMES[layout as ExamLayout]) : layout

const timeLabel = (value: string) =>
  value === 'null'
    ? translate('practice.noTimeLimit')
    : translate('practice.minutes', { minutes: formatWholeNumber(Number(value)) })

/**
 * The exam's settings: time limit, number of questions, the mix of kinds and the layout; the
 * exam they make can be downloaded as a PDF, with its answer key, before it is sat.
 */
export function ExamSetupForm({
  preparing,
  error,
  onStart,
  onPrint,
}: {
  preparing: boolean
  error: string | null
  onStart: (settings: ExamSettings, layout: ExamLayout) => void
  /** The exam these settings make, to download before sitting it (ExamPdfButtons). */
  onPrint: (settings: ExamSettings) => Promise<Exam | null>
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const [timeLimit, setTimeLimit] = useState<TimeLimit>(20)
  const [count, setCount] = useState<number>(10)
  const [kinds, setKinds] = useState<readonly QuestionKind[]>(QUESTION_KINDS.map((k) => k.kind))
  const [layout, setLayout] = useState<ExamLayout>('one')
  const noKind = kinds.length === 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!preparing && !noKind) onStart({ timeLimit, count, kinds }, layout)
  }

  function toggle(kind: QuestionKind, on: boolean) {
    setKinds((current) =>
      QUESTION_KINDS.map((k) => k.kind).filter((k) => (k === kind ? on : current.includes(k))),
    )
  }

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="max-w-xl space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('practice.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('practice.intro')}</p>
      </div>
      <ChoiceChips
        label={t('practice.timeLimit')}
        name="exam-time-limit"
        options={TIME_LIMITS.map((limit) => String(limit))}
        text={timeLabel}
        value={String(timeLimit)}
        onChange={(value) => setTimeLimit(value === 'null' ? null : (Number(value) as TimeLimit))}
      />
      <ChoiceChips
        label={t('practice.questionCount')}
        name="exam-question-count"
        options={QUESTION_COUNTS}
        text={(value) => formatWholeNumber(value)}
        value={count}
        onChange={setCount}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          {t('practice.questionTypes')}
        </legend>
        {QUESTION_KINDS.map(({ kind, label }) => (
          <CheckboxField
            key={kind}
            label={t(label)}
            checked={kinds.includes(kind)}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
      </fieldset>
      <ChoiceChips
        label={t('practice.layout')}
        name="exam-layout"
        options={LAYOUTS}
        text={layoutName}
        value={layout}
        onChange={setLayout}
      />
      {noKind ? <Alert tone="error">{t('practice.noKind')}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" className="h-11" busy={preparing} disabled={noKind}>
          {t('practice.start')}
        </Button>
        {preparing ? <Spinner label={t('practice.preparing')} /> : null}
        <ExamPdfButtons
          examToPrint={() => onPrint({ timeLimit, count, kinds })}
          disabled={noKind}
        />
      </div>
    </form>
  )
}
