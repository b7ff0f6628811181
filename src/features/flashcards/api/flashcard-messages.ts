import { formatCount } from '@/lib/format-count'

/**
 * Messages for flashcard persistence beyond the spec (sessions, schedules and the student's
 * memory model are saved, which the spec's catalogue has no words for); they follow its
 * 'Failed to …' pattern.
 */
export const flashcardDataMessages = {
  saveSession: 'Failed to save flashcard session',
  fetchReviews: 'Failed to load your review history',
  fetchParameters: 'Failed to load your memory model',
  saveParameters: 'Failed to save your memory model',
} as const

/** "Export to Anki" and "Import cards" (beyond the spec). */
export const ankiMessages = {
  exportFailed: 'Failed to export the set to Anki',
  importFailed: 'Failed to import the cards',
  importing: 'Importing cards…',
  imported: (input: {
    cards: number
    fileName: string
    titles: readonly string[]
    mediaSkipped: number
  }) => {
    const cards = `${formatCount(input.cards)} ${input.cards === 1 ? 'card' : 'cards'}`
    const into =
      input.titles.length === 1
        ? `"${input.titles[0]}"`
        : `${input.titles.length} sets, "${input.titles[0]}" to "${input.titles.at(-1)}"`
    const media =
      input.mediaSkipped === 0
        ? ''
        : ` ${formatCount(input.mediaSkipped)} media ${input.mediaSkipped === 1 ? 'file was' : 'files were'} skipped.`
    return `Imported ${cards} from "${input.fileName}" into ${into}.${media}`
  },
} as const
