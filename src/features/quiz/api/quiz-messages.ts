import { messages } from '@/lib/errors'

/**
 * Messages for quiz persistence. Saving quizzes is beyond the spec (ARCHITECTURE section 5), so
 * the spec's catalogue has no words for these failures; they follow its 'Failed to …' pattern, in
 * the message table (lib/errors.ts), so a screen shows them in the student's language.
 */
export const quizDataMessages = {
  fetchQuizzes: messages.fetchQuizzes,
  saveQuiz: messages.saveQuiz,
  saveAttempt: messages.saveQuizAttempt,
  saveFeedback: messages.saveQuizFeedback,
} as const
