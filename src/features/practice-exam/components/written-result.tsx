import { useId, useState, type FormEvent } from 'react'
import { Citations } from '@/components/citations/citations'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { MathText } from '@/components/ui/math-text'
import { Spinner } from '@/components/ui/spinner'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { namedText } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import { aiOutOfReach } from '@/study-engine/engine'
import type { QuestionResult } from '../model/attempt'
import type { ExamQuestion, RubricPoint, WrittenVerdict } from '../model/exam'

const VERDICT_NAMES: Record<WrittenVerdict, MessageKey> = {
  'Full marks': 'practice.written.fullMarks',
  'Partly right': 'practice.written.partlyRight',
  'Not yet': 'practice.written.notYet',
}

type WrittenQuestion = Extract<ExamQuestion, { kind: 'written' }>

function PointList({ label, points }: { label: string; points: RubricPoint[] }) {
  if (points.length === 0) return null
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-800">{label}</h4>
      <ul aria-label={label} className="ms-5 list-disc space-y-1 text-sm">
        {points.map((point) => (
          <li key={point.text}>
            <MathText text={point.text} />
            <Citations citations={point.citations} className="mt-1" />
          </li>
        ))}
      </ul>
    </div>
  )
}

function SecondLookForm({ onSend }: { onSend: (reason: string) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  /** Sent with no connection: said, and the reason stays in the field. */
  const [offline, setOffline] = useState(false)
  const fieldId = useId()
  if (!open)
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('practice.written.ask')}
      </Button>
    )
  function send(event: FormEvent) {
    event.preventDefault()
    if (reason.trim() === '') return
    const outOfReach = aiOutOfReach()
    setOffline(outOfReach)
    if (!outOfReach) onSend(reason.trim())
  }
  return (
    <form onSubmit={send} className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {t('practice.written.why')}
      </label>
      <textarea
        id={fieldId}
        ref={(element) => element?.focus()}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      {offline ? <Alert tone="error">{namedText('offline')}</Alert> : null}
      <Button type="submit" size="sm" disabled={reason.trim() === ''}>
        {t('practice.written.send')}
      </Button>
    </form>
  )
}

/**
 * A written answer's grade: the verdict, the points found and missed, and the model answer; with
 * Retry and 'Ask for a second look' unless read only (an earlier attempt: no handlers).
 */
export function WrittenResult({
  question,
  result,
  onRetry,
  onSecondLook,
}: {
  question: WrittenQuestion
  result: QuestionResult | undefined
  onRetry?: () => void
  onSecondLook?: (reason: string) => void
}) {
  const { t } = useTranslation()
  if (result?.status === 'grading')
    return (
      <Spinner
        label={t(result.secondLook ? 'practice.written.secondLooking' : 'practice.written.grading')}
      />
    )
  if (result?.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('practice.written.failed')}{' '}
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('practice.written.retry')}
          </Button>
        ) : null}
      </p>
    )
  if (result?.status !== 'graded') return null
  const { grade } = result
  const pick = (indices: number[]) => indices.flatMap((i) => question.rubric[i] ?? [])
  return (
    <div className="space-y-3">
      <p className="text-base font-semibold" data-verdict={grade.verdict}>
        {t(VERDICT_NAMES[grade.verdict])}
      </p>
      {grade.by === 'key-terms' ? (
        <p className="text-sm text-slate-600">{t('practice.written.byKeyTerms')}</p>
      ) : null}
      {grade.explanation ? (
        <p className="text-sm text-slate-700">
          {result.secondLook
            ? t('practice.written.secondLook', { explanation: grade.explanation })
            : grade.explanation}
        </p>
      ) : null}
      <PointList label={t('practice.written.pointsFound')} points={pick(grade.found)} />
      <PointList label={t('practice.written.pointsMissed')} points={pick(grade.missed)} />
      <div>
        <h4 className="text-sm font-medium text-slate-800">{t('practice.written.modelAnswer')}</h4>
        <p className="text-sm text-slate-700">
          <MathText text={question.modelAnswer} />
        </p>
      </div>
      {grade.by === 'model' && onSecondLook ? <SecondLookForm onSend={onSecondLook} /> : null}
    </div>
  )
}
