import { useId } from 'react'
import { sourceLine } from '@/components/citations/citation-texts'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { MathText } from '@/components/ui/math-text'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import type { ExamQuestion } from '../model/exam'
import '../model/practice-catalogue'

const KIND_NAMES: Record<ExamQuestion['kind'], MessageKey> = {
  choice: 'practice.question.choice',
  'true-false': 'practice.question.trueFalse',
  blank: 'practice.question.blank',
  written: 'practice.question.written',
}

/**
 * One question with its answer field and the page it comes from ('Source: page 3'); its group is
 * named 'Question 3'.
 */
export function ExamQuestionView({
  question,
  number,
  answer,
  onAnswer,
  onFocus,
}: {
  question: ExamQuestion
  number: number
  answer: string
  onAnswer: (answer: string) => void
  onFocus?: () => void
}) {
  const { t } = useTranslation()
  const promptId = useId()
  const fieldId = useId()
  const name = t('practice.question', { number: formatWholeNumber(number) })
  const field = t('practice.question.answerTo', { number: formatWholeNumber(number) })
  // Plain words, not the results' 'Source: page 3' button: the passage holds the answer.
  const source = sourceLine(question.citations)
  return (
    <section
      aria-label={name}
      onFocus={onFocus}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 className="text-sm font-semibold text-slate-500">
        {name} · {t(KIND_NAMES[question.kind])}
      </h3>
      <p id={promptId} className="text-base text-slate-900">
        <MathText text={question.prompt} />
      </p>
      {source ? (
        <p dir="auto" className="text-xs text-slate-600">
          {source}
        </p>
      ) : null}
      {question.kind === 'choice' ? (
        <ChoiceChips
          label={field}
          name={`${fieldId}-choice`}
          options={question.options.map((_, index) => String(index))}
          text={(value) => <MathText text={question.options[Number(value)] ?? value} />}
          value={answer === '' ? null : answer}
          onChange={onAnswer}
        />
      ) : question.kind === 'true-false' ? (
        <ChoiceChips
          label={field}
          name={`${fieldId}-tf`}
          options={['true', 'false']}
          text={(value) => t(value === 'true' ? 'practice.true' : 'practice.false')}
          value={answer === '' ? null : answer}
          onChange={onAnswer}
        />
      ) : (
        <div className="space-y-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            {field}
          </label>
          {question.kind === 'blank' ? (
            <input
              id={fieldId}
              value={answer}
              onChange={(event) => onAnswer(event.target.value)}
              aria-describedby={promptId}
              dir="auto"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          ) : (
            <textarea
              id={fieldId}
              value={answer}
              rows={5}
              onChange={(event) => onAnswer(event.target.value)}
              aria-describedby={promptId}
              dir="auto"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          )}
        </div>
      )}
    </section>
  )
}
