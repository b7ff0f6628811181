import { useId, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
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

      <ChoiceChips
        label="Perceived difficulty"
        name="perceived-difficulty"
        options={PERCEIVED_DIFFICULTIES}
        text={(value) => difficultyText[value]}
        value={draft.perceivedDifficulty}
        onChange={(perceivedDifficulty) => onChange({ perceivedDifficulty })}
      />

      <ChoiceChips
        label="Rating"
        name="rating"
        options={RATINGS}
        text={(value) => (value === 1 ? '1 star' : `${value} stars`)}
        value={draft.rating as (typeof RATINGS)[number]}
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
