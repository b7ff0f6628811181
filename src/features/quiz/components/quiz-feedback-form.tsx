import { useId, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { QUIZ_COMMENTS_MAX_CHARS } from '@/config/limits'
import { PERCEIVED_DIFFICULTIES, type PerceivedDifficulty, type QuizFeedback } from '../model/quiz'
import { focusOnMount } from '@/components/ui/focus-on-mount'

export interface QuizFeedbackFormProps {
  draft: QuizFeedback
  saving: boolean
  onChange: (patch: Partial<QuizFeedback>) => void
  onSubmit: () => void
  onSkip: () => void
}

const difficultyText: Record<PerceivedDifficulty, string> = {
  too_easy: 'Too easy',
  just_right: 'Just right',
  too_hard: 'Too hard',
}

const RATINGS = [1, 2, 3, 4, 5] as const

const choiceClasses =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50'

export function QuizFeedbackForm({
  draft,
  saving,
  onChange,
  onSubmit,
  onSkip,
}: QuizFeedbackFormProps) {
  const commentsId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!saving) onSubmit()
  }

  return (
    <form onSubmit={submit} aria-labelledby="quiz-feedback-heading" className="max-w-xl space-y-6">
      <h2
        id="quiz-feedback-heading"
        ref={focusOnMount}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        Rate this quiz
      </h2>
      <p className="text-sm text-slate-600">Your answer sets the difficulty of your next quiz.</p>

      <RadioChoices
        legend="Perceived difficulty"
        name="perceived-difficulty"
        choices={PERCEIVED_DIFFICULTIES.map((value) => ({ value, text: difficultyText[value] }))}
        checked={draft.perceivedDifficulty}
        onChange={(perceivedDifficulty) => onChange({ perceivedDifficulty })}
      />

      <RadioChoices
        legend="Rating"
        name="rating"
        choices={RATINGS.map((value) => ({
          value,
          text: value === 1 ? '1 star' : `${value} stars`,
        }))}
        checked={draft.rating}
        onChange={(rating) => onChange({ rating })}
      />

      <div className="space-y-1">
        <label htmlFor={commentsId} className="text-sm font-medium text-slate-800">
          Comments (optional)
        </label>
        <textarea
          id={commentsId}
          value={draft.comments}
          maxLength={QUIZ_COMMENTS_MAX_CHARS}
          rows={3}
          onChange={(event) => onChange({ comments: event.target.value })}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
        />
      </div>

      <div className="flex gap-3">
        <Button type="submit" busy={saving}>
          Submit
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={saving}>
          Skip
        </Button>
      </div>
    </form>
  )
}

/** A labelled group of radio buttons drawn as chips. */
function RadioChoices<Value extends string | number>(props: {
  legend: string
  name: string
  choices: { value: Value; text: string }[]
  checked: string | number | null | undefined
  onChange: (value: Value) => void
}) {
  const legendId = useId()
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="space-y-2">
      <p id={legendId} className="text-sm font-medium text-slate-800">
        {props.legend}
      </p>
      <div className="flex flex-wrap gap-2">
        {props.choices.map(({ value, text }) => (
          <label key={value} className={choiceClasses}>
            <input
              type="radio"
              name={props.name}
              value={value}
              checked={props.checked === value}
              onChange={() => props.onChange(value)}
            />
            {text}
          </label>
        ))}
      </div>
    </div>
  )
}
