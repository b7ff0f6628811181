import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { SettingsForm } from '@/components/study-tool/settings-form'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { QUIZ_QUESTION_COUNTS } from '@/config/limits'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import { difficultyNames, forcesBroader } from '../model/difficulty'
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
  const { t } = useTranslation()
  const forced = forcesBroader(difficulty)
  return (
    <SettingsForm
      title={t('quiz.settings.title')}
      description={t('quiz.settings.difficulty', { difficulty: t(difficultyNames[difficulty]) })}
      generating={generating}
      error={error}
      submitLabel={t('quiz.settings.generate')}
      backLabel={t('quiz.backToQuizzes')}
      busyLabel={t('quiz.settings.generating')}
      onGenerate={onGenerate}
      onCancel={onCancel}
    >
      <ChoiceChips
        label={t('quiz.settings.questionCount')}
        name="question-count"
        options={QUIZ_QUESTION_COUNTS}
        value={settings.questionCount}
        onChange={(questionCount) => onChange({ questionCount })}
      />
      <div className="space-y-3">
        <CheckboxField
          label={t('quiz.settings.allowRetake')}
          checked={settings.allowRetake}
          onChange={(allowRetake) => onChange({ allowRetake })}
        />
        <CheckboxField
          label={t('quiz.settings.broader')}
          checked={settings.useExternalContent}
          disabled={forced}
          onChange={(useExternalContent) => onChange({ useExternalContent })}
          hint={forced ? t('quiz.settings.broaderForced') : t('quiz.settings.broaderHint')}
        />
      </div>
    </SettingsForm>
  )
}
