import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { SettingsForm } from '@/components/study-tool/settings-form'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { FLASHCARD_COUNTS } from '@/config/limits'
import type { FlashcardSettings } from '@/entities/flashcard/flashcard'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/flashcards-catalogue'

export interface FlashcardSettingsFormProps {
  settings: FlashcardSettings
  generating: boolean
  error: string | null
  onChange: (patch: Partial<FlashcardSettings>) => void
  onGenerate: () => void
  onCancel: () => void
}

/** The settings screen: card count, shuffle and difficulty tracking. */
export function FlashcardSettingsForm({
  settings,
  generating,
  error,
  onChange,
  onGenerate,
  onCancel,
}: FlashcardSettingsFormProps) {
  const { t } = useTranslation()
  return (
    <SettingsForm
      title={t('flashcards.settings.title')}
      generating={generating}
      error={error}
      submitLabel={t('flashcards.generate')}
      backLabel={t('flashcards.backToSets')}
      busyLabel={t('flashcards.settings.generating')}
      onGenerate={onGenerate}
      onCancel={onCancel}
    >
      <ChoiceChips
        label={t('flashcards.settings.cardCount')}
        name="flashcard-count"
        options={FLASHCARD_COUNTS}
        value={settings.cardCount}
        onChange={(cardCount) => onChange({ cardCount })}
        disabled={generating}
      />
      <div className="space-y-3">
        <CheckboxField
          label={t('flashcards.settings.shuffle')}
          checked={settings.shuffle}
          disabled={generating}
          onChange={(shuffle) => onChange({ shuffle })}
        />
        <CheckboxField
          label={t('flashcards.settings.showDifficulty')}
          checked={settings.showDifficulty}
          disabled={generating}
          onChange={(showDifficulty) => onChange({ showDifficulty })}
        />
      </div>
    </SettingsForm>
  )
}
