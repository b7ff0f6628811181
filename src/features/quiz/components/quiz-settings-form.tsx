import { useId, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CountChoice } from '@/components/ui/count-choice'
import { Spinner } from '@/components/ui/spinner'
import { QUIZ_QUESTION_COUNTS } from '@/config/limits'
import { difficultyLabels, forcesBroader } from '../model/difficulty'
import type { Difficulty, QuizSettings } from '../model/quiz'
import { focusOnMount } from './focus'

export interface QuizSettingsFormProps {
  settings: QuizSettings
  difficulty: Difficulty
  generating: boolean
  error: string | null
  onChange: (patch: Partial<Omit<QuizSettings, 'selectedGuides'>>) => void
  onGenerate: () => void
  onCancel: () => void
}

export function QuizSettingsForm({
  settings,
  difficulty,
  generating,
  error,
  onChange,
  onGenerate,
  onCancel,
}: QuizSettingsFormProps) {
  const broaderHintId = useId()
  const forced = forcesBroader(difficulty)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!generating) onGenerate()
  }

  return (
    <form onSubmit={submit} aria-labelledby="quiz-settings-heading" className="max-w-xl space-y-6">
      <div>
        <h2
          id="quiz-settings-heading"
          ref={focusOnMount}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          Quiz settings
        </h2>
        <p className="text-sm text-slate-600">
          Difficulty: <strong>{difficultyLabels[difficulty]}</strong> (adapted from your latest quiz
          feedback)
        </p>
      </div>

      <CountChoice
        label="Question count"
        name="question-count"
        options={QUIZ_QUESTION_COUNTS}
        value={settings.questionCount}
        onChange={(questionCount) => onChange({ questionCount })}
      />

      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={settings.allowRetake}
            onChange={(event) => onChange({ allowRetake: event.target.checked })}
          />
          Enable multiple attempts
        </label>
        <div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={settings.useExternalContent}
              disabled={forced}
              aria-describedby={broaderHintId}
              onChange={(event) => onChange({ useExternalContent: event.target.checked })}
            />
            Include broader topic questions
          </label>
          <p id={broaderHintId} className="ml-6 text-xs text-slate-500">
            {forced
              ? 'Hard quizzes always include broader questions: 60% from the guide, 40% beyond it.'
              : '60% of the questions from the guide, 40% on the wider topic.'}
          </p>
        </div>
      </div>

      {error && <Alert tone="error">{error}</Alert>}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={generating}>
          Generate Quiz
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={generating}>
          Back to quizzes
        </Button>
        {generating && <Spinner label="Generating quiz…" />}
      </div>
    </form>
  )
}
