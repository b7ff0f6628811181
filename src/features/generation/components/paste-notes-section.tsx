import { Check, Lightbulb, Sparkles } from 'lucide-react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { MIN_CONTENT_CHARS } from '@/config/limits'
import type { ShownMessage } from '@/lib/errors'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { useGeneration } from '../api/use-generation'
import { exampleNotes, exampleTitle } from '../model/example-notes'
import { isBusy } from '../model/generation-flow'
import {
  clearNotesDraft,
  hasEnoughNotes,
  loadNotesDraft,
  NOTES_DRAFT_KEY,
  notesProblem,
  remainingHint,
  saveNotesDraft,
  type NotesDraft,
} from '../model/notes'
import { GenerationStatus } from './generation-status'
import type { SectionProps } from './upload-section'

/**
 * The paste-notes section; the draft survives a reload until a guide is delivered
 * (signed in: until it is saved).
 */
export function PasteNotesSection({
  signedIn,
  userId,
  language,
  onGuideReady,
  onGuideRevised,
}: SectionProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<NotesDraft>(loadNotesDraft)
  const [validationError, setValidationError] = useState<ShownMessage | null>(null)
  const countId = useId()
  const generation = useGeneration({
    signedIn,
    userId,
    onGuideReady,
    onGuideRevised,
    onDelivered: clearNotesDraft,
    clearOnSave: [NOTES_DRAFT_KEY],
  })
  const { state, generate } = generation
  const busy = isBusy(state)
  const hint = remainingHint(draft.notes)

  function update(next: NotesDraft) {
    setDraft(next)
    setValidationError(null)
    saveNotesDraft(next)
  }

  function submit() {
    if (busy) return
    const error = notesProblem(draft.notes)
    setValidationError(error)
    if (error) return
    const notes = draft.notes.trim()
    void generate({
      material: async () => {
        const { readPlainText } = await import('@/lib/extract/transcript')
        const read = readPlainText(notes)
        return { text: read.content, passages: read.passages }
      },
      title: draft.title,
      language,
      withFiles: false,
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    submit()
  }

  // Ctrl/Cmd+Enter submits from the textarea, where Enter makes a new line.
  function onNotesKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit()
    }
  }

  return (
    // Named by title, not aria-labelledby: a field query such as getByLabel('Notes') would find
    // the region as well as the textarea. A div, since a <section> may not restate its own role.
    <div
      role="region"
      title={t('generation.notes.heading')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('generation.notes.heading')}</h2>
          <p className="text-sm text-slate-600">
            {t('generation.notes.intro', { min: formatWholeNumber(MIN_CONTENT_CHARS) })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          disabled={busy}
          onClick={() => update({ title: exampleTitle, notes: exampleNotes })}
        >
          <Lightbulb className="h-4 w-4" aria-hidden="true" />
          {t('generation.notes.tryExample')}
        </Button>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={t('generation.notes.title')}
          value={draft.title}
          onChange={(event) => update({ ...draft, title: event.target.value })}
          placeholder={t('generation.notes.titlePlaceholder')}
          maxLength={200}
        />
        <div className="space-y-1">
          <label htmlFor={`${countId}-notes`} className="block text-sm font-medium text-slate-700">
            {t('generation.notes.notes')}
          </label>
          <textarea
            id={`${countId}-notes`}
            value={draft.notes}
            onChange={(event) => update({ ...draft, notes: event.target.value })}
            onKeyDown={onNotesKeyDown}
            rows={10}
            aria-describedby={countId}
            aria-invalid={validationError ? true : undefined}
            placeholder={t('generation.notes.notesPlaceholder')}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
          />
          <p
            id={countId}
            aria-live="polite"
            className="flex items-center gap-1.5 text-xs text-slate-500"
          >
            <span>
              {t('generation.notes.count', {
                count: draft.notes.length,
                shown: formatWholeNumber(draft.notes.length),
              })}
            </span>
            {hint ? (
              <span>· {hint}</span>
            ) : (
              <span className="inline-flex items-center gap-1 text-green-700">
                <Check className="h-3.5 w-3.5" aria-hidden="true" />
                <span>{t('generation.notes.enough')}</span>
              </span>
            )}
          </p>
        </div>
        <Button type="submit" size="lg" disabled={!hasEnoughNotes(draft.notes) || busy}>
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          {t('generation.notes.generate')}
        </Button>
      </form>
      <GenerationStatus
        generation={generation}
        extraError={validationError}
        previewLabel={t('generation.notes.preview')}
      />
    </div>
  )
}
