import type { FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CountChoice } from '@/components/ui/count-choice'
import { Spinner } from '@/components/ui/spinner'
import { FLASHCARD_COUNTS } from '@/config/limits'
import type { FlashcardSettings } from '../model/flashcard'
import { focusOnMount } from './focus'

export interface FlashcardSettingsFormProps {
  settings: FlashcardSettings
  generating: boolean
  error: string | null
  onChange: (patch: Partial<FlashcardSettings>) => void
  onGenerate: () => void
  onCancel: () => void
}

/** The settings screen: card count, shuffle and difficulty tracking (spec section 2). */
export function FlashcardSettingsForm({
  settings,
  generating,
  error,
  onChange,
  onGenerate,
  onCancel,
}: FlashcardSettingsFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!generating) onGenerate()
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="flashcard-settings-heading"
      className="max-w-xl space-y-6"
    >
      <h2
        id="flashcard-settings-heading"
        ref={focusOnMount}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        Flashcard settings
      </h2>

      <CountChoice
        label="Card count"
        name="flashcard-count"
        options={FLASHCARD_COUNTS}
        value={settings.cardCount}
        onChange={(cardCount) => onChange({ cardCount })}
        disabled={generating}
      />

      <div className="space-y-3">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={settings.shuffle}
            disabled={generating}
            onChange={(event) => onChange({ shuffle: event.target.checked })}
          />
          Shuffle cards
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={settings.showDifficulty}
            disabled={generating}
            onChange={(event) => onChange({ showDifficulty: event.target.checked })}
          />
          Show difficulty tracking
        </label>
      </div>

      {error && <Alert tone="error">{error}</Alert>}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={generating}>
          Generate Flashcards
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={generating}>
          Back to sets
        </Button>
        {generating && <Spinner label="Generating flashcards…" />}
      </div>
    </form>
  )
}
