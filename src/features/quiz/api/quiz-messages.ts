/**
 * Messages for quiz persistence. Saving quizzes is beyond the spec (ARCHITECTURE section 5), so
 * the spec's catalogue has no words for these failures; they follow its 'Failed to …' pattern.
 */
export const quizDataMessages = {
  fetchQuizzes: 'Failed to fetch quizzes',
  saveQuiz: 'Failed to save quiz',
  saveAttempt: 'Failed to save quiz attempt',
  saveFeedback: 'Failed to save quiz feedback',
} as const
