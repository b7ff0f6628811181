import type { MessageKey } from '@/lib/i18n/catalogues'
import type { Difficulty, Quiz } from './quiz'

/**
 * The next quiz's difficulty follows the latest quiz's feedback.
 * No quizzes or no feedback → medium; too_easy raises (easy → medium, else hard); too_hard
 * lowers (hard → medium, else easy); just_right keeps the latest quiz's difficulty.
 */
export function nextDifficulty(
  quizzes: readonly Pick<Quiz, 'difficulty' | 'userFeedback'>[],
): Difficulty {
  const latest = quizzes[0]
  if (!latest?.userFeedback) return 'medium'
  switch (latest.userFeedback.perceivedDifficulty) {
    case 'too_easy':
      return latest.difficulty === 'easy' ? 'medium' : 'hard'
    case 'too_hard':
      return latest.difficulty === 'hard' ? 'medium' : 'easy'
    case 'just_right':
      return latest.difficulty
  }
}

/** Hard quizzes always mix in broader questions on the topic. */
export function forcesBroader(difficulty: Difficulty): boolean {
  return difficulty === 'hard'
}

/** Each difficulty's name in the catalogue ('Easy', 'Medium', 'Hard' in English). */
export const difficultyNames = {
  easy: 'quiz.difficulty.easy',
  medium: 'quiz.difficulty.medium',
  hard: 'quiz.difficulty.hard',
} as const satisfies Record<Difficulty, MessageKey>
