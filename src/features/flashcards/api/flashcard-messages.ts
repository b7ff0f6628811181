/**
 * Messages for flashcard persistence beyond the spec (sessions and schedules are saved, which
 * the spec's catalogue has no words for); they follow its 'Failed to …' pattern.
 */
export const flashcardDataMessages = {
  saveSession: 'Failed to save flashcard session',
} as const
