import { messages } from '@/lib/errors'

/**
 * Messages for flashcard persistence beyond the spec (sessions, schedules and the student's
 * memory model are saved, which the spec's catalogue has no words for); they follow its
 * 'Failed to …' pattern. Their words are in the message table (lib/errors.ts), so a screen shows
 * them in the student's language.
 */
export const flashcardDataMessages = {
  saveSession: messages.saveFlashcardSession,
  fetchReviews: messages.fetchReviews,
  fetchParameters: messages.fetchMemoryModel,
  saveParameters: messages.saveMemoryModel,
} as const
