import { useId, useState, type FormEvent } from 'react'
import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { Spinner } from '@/components/ui/spinner'
import type { ExamLayout } from '../model/attempt'
import {
  QUESTION_KINDS,
  TIME_LIMITS,
  type ExamSettings,
  type QuestionKind,
  type TimeLimit,
} from '../model/exam'

export const QUESTION_COUNTS = [5, 10, 20] as const
export const LAYOUTS: readonly { value: ExamLayout; label: string }[] = [
  { value: 'one', label: 'One question a page' },
  { value: 'all', label: 'All on one page' },
]

const timeLabel = (value: string) =>
  TIME_LIMITS.find((limit) => String(limit.value) === value)?.label ?? value

/** The exam's settings: time limit, number of questions, the mix of kinds and the layout. */
export function ExamSetupForm({
  preparing,
  error,
  onStart,
}: {
  preparing: boolean
  error: string | null
  onStart: (settings: ExamSettings, layout: ExamLayout) => void
}) {
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
          Practice exam
        </h2>
        <p className="text-sm text-slate-600">
          Questions from every section of the guide, graded when you submit: written answers against
          the points your material makes.
        </p>
      </div>
      <ChoiceChips
        label="Time limit"
        name="exam-time-limit"
        options={TIME_LIMITS.map((limit) => String(limit.value))}
        text={timeLabel}
        value={String(timeLimit)}
        onChange={(value) => setTimeLimit(value === 'null' ? null : (Number(value) as TimeLimit))}
      />
      <ChoiceChips
        label="Number of questions"
        name="exam-question-count"
        options={QUESTION_COUNTS}
        value={count}
        onChange={setCount}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Question types</legend>
        {QUESTION_KINDS.map(({ kind, label }) => (
          <CheckboxField
            key={kind}
            label={label}
            checked={kinds.includes(kind)}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
      </fieldset>
      <ChoiceChips
        label="Layout"
        name="exam-layout"
        options={LAYOUTS.map((option) => option.value)}
        text={(value) => LAYOUTS.find((option) => option.value === value)?.label ?? value}
        value={layout}
        onChange={setLayout}
      />
      {noKind ? <Alert tone="error">Choose at least one question type.</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex items-center gap-3">
        <Button type="submit" busy={preparing} disabled={noKind}>
          Start exam
        </Button>
        {preparing ? <Spinner label="Preparing the exam…" /> : null}
      </div>
    </form>
  )
}
