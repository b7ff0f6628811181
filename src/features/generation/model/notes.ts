import { MIN_CONTENT_CHARS } from '@/config/limits'
import { specMessage, type ShownMessage } from '@/lib/errors'
import { formatWholeNumber } from '@/lib/i18n/format'
import { translate } from '@/lib/i18n/i18n'
import './generation-catalogue'

/**
 * Pasted notes: the button is enabled from 50 characters as typed; on submit
 * the trimmed text is checked, so 50 spaces read as empty and padded short notes as too short.
 */
export function notesProblem(notes: string): ShownMessage | null {
  const trimmed = notes.trim()
  if (trimmed === '') return specMessage('notesEmpty')
  if (trimmed.length < MIN_CONTENT_CHARS) return specMessage('notesTooShort')
  return null
}

export function hasEnoughNotes(notes: string): boolean {
  return notes.length >= MIN_CONTENT_CHARS
}

/** '<n> more characters needed' under the minimum; null once it is reached. */
export function remainingHint(notes: string): string | null {
  const remaining = MIN_CONTENT_CHARS - notes.length
  if (remaining <= 0) return null
  return translate('generation.notes.remaining', {
    count: remaining,
    shown: formatWholeNumber(remaining),
  })
}

export interface NotesDraft {
  title: string
  notes: string
}

export const NOTES_DRAFT_KEY = 'studywise.notes-draft'

function draftStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Privacy modes may throw on access; the draft is then simply not kept.
    return null
  }
}

/** The draft kept for this tab (sessionStorage survives a reload, not a closed tab). */
export function loadNotesDraft(): NotesDraft {
  const raw = draftStorage()?.getItem(NOTES_DRAFT_KEY)
  if (!raw) return { title: '', notes: '' }
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof NotesDraft, unknown>>
    return {
      title: typeof value.title === 'string' ? value.title : '',
      notes: typeof value.notes === 'string' ? value.notes : '',
    }
  } catch {
    return { title: '', notes: '' }
  }
}

export function saveNotesDraft(draft: NotesDraft): void {
  const store = draftStorage()
  if (!store) return
  try {
    if (draft.title === '' && draft.notes === '') store.removeItem(NOTES_DRAFT_KEY)
    else store.setItem(NOTES_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Quota exceeded: the draft is a convenience, typing must not fail.
  }
}

export function clearNotesDraft(): void {
  draftStorage()?.removeItem(NOTES_DRAFT_KEY)
}
