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

/** 'Could not save your study guide.' — shown where the work stays on screen. */
export function couldNotSaveMessage(kind: UnsavedKind): string {
  return `Could not save your ${kindNames[kind].one}.`
}

/** '1 study guide is waiting to be saved', '2 quizzes and 1 flashcard set are waiting…'. */
export function waitingMessage(works: readonly { kind: UnsavedKind }[]): string {
  const counts = (Object.keys(kindNames) as UnsavedKind[])
    .map((kind) => ({ kind, count: works.filter((work) => work.kind === kind).length }))
    .filter(({ count }) => count > 0)
  const parts = counts.map(
    ({ kind, count }) => `${count} ${count === 1 ? kindNames[kind].one : kindNames[kind].many}`,
  )
  const listed =
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `${listed} ${works.length === 1 ? 'is' : 'are'} waiting to be saved`
}
