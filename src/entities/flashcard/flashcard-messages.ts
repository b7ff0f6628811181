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
