import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { SettingsForm } from '@/components/study-tool/settings-form'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { QUIZ_QUESTION_COUNTS } from '@/config/limits'
import { difficultyLabels, forcesBroader } from '../model/difficulty'
import type { Difficulty, QuizSettings } from '../model/quiz'

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
  const forced = forcesBroader(difficulty)
  return (
    <SettingsForm
      title="Quiz settings"
      description={
        <>
          Difficulty: <strong>{difficultyLabels[difficulty]}</strong> (adapted from your latest quiz
          feedback)
        </>
      }
      generating={generating}
      error={error}
      submitLabel="Generate Quiz"
      backLabel="Back to quizzes"
      busyLabel="Generating quiz…"
      onGenerate={onGenerate}
      onCancel={onCancel}
    >
      <ChoiceChips
        label="Question count"
        name="question-count"
        options={QUIZ_QUESTION_COUNTS}
        value={settings.questionCount}
        onChange={(questionCount) => onChange({ questionCount })}
      />
      <div className="space-y-3">
        <CheckboxField
          label="Enable multiple attempts"
          checked={settings.allowRetake}
          onChange={(allowRetake) => onChange({ allowRetake })}
        />
        <CheckboxField
          label="Include broader topic questions"
          checked={settings.useExternalContent}
          disabled={forced}
          onChange={(useExternalContent) => onChange({ useExternalContent })}
          hint={
            forced
              ? 'Hard quizzes always include broader questions: 60% from the guide, 40% beyond it.'
              : '60% of the questions from the guide, 40% on the wider topic.'
          }
        />
      </div>
    </SettingsForm>
  )
}
