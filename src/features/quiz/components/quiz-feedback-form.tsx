import { useId, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { QUIZ_COMMENTS_MAX_CHARS } from '@/config/limits'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import { PERCEIVED_DIFFICULTIES, type PerceivedDifficulty, type QuizFeedback } from '../model/quiz'
import { focusOnMount } from '@/components/ui/focus-on-mount'

export interface QuizFeedbackFormProps {
  draft: QuizFeedback
  saving: boolean
  onChange: (patch: Partial<QuizFeedback>) => void
  onSubmit: () => void
  onSkip: () => void
}

const difficultyText = {
  too_easy: 'quiz.feedback.too_easy',
  just_right: 'quiz.feedback.just_right',
  too_hard: 'quiz.feedback.too_hard',
} as const satisfies Record<PerceivedDifficulty, MessageKey>

const RATINGS = [1, 2, 3, 4, 5] as const

export function QuizFeedbackForm({
  draft,
  saving,
  onChange,
  onSubmit,
  onSkip,
}: QuizFeedbackFormProps) {
  const { t } = useTranslation()
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
        {t('quiz.feedback.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('quiz.feedback.intro')}</p>

      <ChoiceChips
        label={t('quiz.feedback.perceived')}
        name="perceived-difficulty"
        options={PERCEIVED_DIFFICULTIES}
        text={(value) => t(difficultyText[value])}
        value={draft.perceivedDifficulty}
        onChange={(perceivedDifficulty) => onChange({ perceivedDifficulty })}
      />

      <ChoiceChips
        label={t('quiz.feedback.rating')}
        name="rating"
        options={RATINGS}
        text={(count) => t('quiz.feedback.stars', { count })}
        value={draft.rating as (typeof RATINGS)[number]}
        onChange={(rating) => onChange({ rating })}
      />

      <div className="space-y-1">
        <label htmlFor={commentsId} className="text-sm font-medium text-slate-800">
          {t('quiz.feedback.comments')}
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
          {t('quiz.feedback.submit')}
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={saving}>
          {t('quiz.feedback.skip')}
        </Button>
      </div>
    </form>
  )
}
