import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { SettingsForm } from '@/components/study-tool/settings-form'
import { ChoiceChips } from '@/components/ui/choice-chips'
import { FLASHCARD_COUNTS } from '@/config/limits'
import type { FlashcardSettings } from '@/entities/flashcard/flashcard'

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
  return (
    <SettingsForm
      title="Flashcard settings"
      generating={generating}
      error={error}
      submitLabel="Generate Flashcards"
      backLabel="Back to sets"
      busyLabel="Generating flashcards…"
      onGenerate={onGenerate}
      onCancel={onCancel}
    >
      <ChoiceChips
        label="Card count"
        name="flashcard-count"
        options={FLASHCARD_COUNTS}
        value={settings.cardCount}
        onChange={(cardCount) => onChange({ cardCount })}
        disabled={generating}
      />
      <div className="space-y-3">
        <CheckboxField
          label="Shuffle cards"
          checked={settings.shuffle}
          disabled={generating}
          onChange={(shuffle) => onChange({ shuffle })}
        />
        <CheckboxField
          label="Show difficulty tracking"
          checked={settings.showDifficulty}
          disabled={generating}
          onChange={(showDifficulty) => onChange({ showDifficulty })}
        />
      </div>
    </SettingsForm>
  )
}
