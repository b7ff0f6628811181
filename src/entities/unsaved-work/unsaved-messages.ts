import { formatList } from '@/lib/i18n/format-list'
import { showsEnglishAsMade, translate } from '@/lib/i18n/i18n'
import '@/lib/offline-queue/sync-catalogue'

/**
 * The words for unsaved work (unsaved-work.ts), apart from it so a page can show them without
 * loading the Supabase client.
 */

export type UnsavedKind = 'study-guide' | 'quiz' | 'flashcard-set'

export const kindNames: Record<UnsavedKind, { one: string; many: string }> = {
  'study-guide': { one: 'study guide', many: 'study guides' },
  quiz: { one: 'quiz', many: 'quizzes' },
  'flashcard-set': { one: 'flashcard set', many: 'flashcard sets' },
}

/** 'Could not save your study guide.': the message table's name for each kind (shown where the
 * work stays on screen, in the student's language). */
export const couldNotSave = {
  'study-guide': 'couldNotSaveGuide',
  quiz: 'couldNotSaveQuiz',
  'flashcard-set': 'couldNotSaveFlashcardSet',
} as const satisfies Record<UnsavedKind, string>

/** How many works of each kind wait, in the kinds' order, the kinds with none left out. */
function countsOf(works: readonly { kind: UnsavedKind }[]) {
  return (Object.keys(kindNames) as UnsavedKind[])
    .map((kind) => ({ kind, count: works.filter((work) => work.kind === kind).length }))
    .filter(({ count }) => count > 0)
}

/** '1 study guide is waiting to be saved', '2 quizzes and 1 flashcard set are waiting…'. */
export function waitingMessage(works: readonly { kind: UnsavedKind }[]): string {
  const counts = countsOf(works)
  const parts = counts.map(
    ({ kind, count }) => `${count} ${count === 1 ? kindNames[kind].one : kindNames[kind].many}`,
  )
  const listed =
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `${listed} ${works.length === 1 ? 'is' : 'are'} waiting to be saved`
}

const KIND_COUNTS = {
  'study-guide': 'sync.unsaved.studyGuides',
  quiz: 'sync.unsaved.quizzes',
  'flashcard-set': 'sync.unsaved.flashcardSets',
} as const satisfies Record<UnsavedKind, string>

/**
 * waitingMessage in the interface language ('1 guía de estudio y 2 cuestionarios están pendientes
 * de guardar'); English exactly as above.
 */
export function shownWaitingMessage(works: readonly { kind: UnsavedKind }[]): string {
  if (showsEnglishAsMade()) return waitingMessage(works)
  const parts = countsOf(works).map(({ kind, count }) => translate(KIND_COUNTS[kind], { count }))
  return translate('sync.unsaved.waiting', { count: works.length, works: formatList(parts) })
}

/** '“Cells”, “Osmosis” — kept in this browser.', quoted and listed as the language does. */
export function keptMessage(titles: readonly string[]): string {
  const quoted = titles.map((title) => translate('sync.unsaved.title', { title }))
  return translate('sync.unsaved.kept', { titles: formatList(quoted) })
}
