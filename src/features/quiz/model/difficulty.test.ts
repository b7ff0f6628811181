import { describe, expect, it } from 'vitest'
import { forcesBroader, nextDifficulty } from './difficulty'
import type { Difficulty, PerceivedDifficulty } from './quiz'

describe('nextDifficulty', () => {
  it('is medium with no quizzes', () => {
    expect(nextDifficulty([])).toBe('medium')
  })

  it.each<Difficulty>(['easy', 'medium', 'hard'])(
    'is medium when the latest %s quiz has no feedback',
    (difficulty) => {
      expect(nextDifficulty([{ difficulty, userFeedback: null }])).toBe('medium')
    },
  )

  it.each<[Difficulty, PerceivedDifficulty, Difficulty]>([
    ['easy', 'too_easy', 'medium'],
    ['medium', 'too_easy', 'hard'],
    ['hard', 'too_easy', 'hard'],
    ['hard', 'too_hard', 'medium'],
    ['medium', 'too_hard', 'easy'],
    ['easy', 'too_hard', 'easy'],
    ['easy', 'just_right', 'easy'],
    ['medium', 'just_right', 'medium'],
    ['hard', 'just_right', 'hard'],
  ])('%s rated %s gives %s', (difficulty, perceivedDifficulty, expected) => {
    expect(
      nextDifficulty([
        { difficulty, userFeedback: { perceivedDifficulty, rating: 3, comments: '' } },
      ]),
    ).toBe(expected)
  })

  it('follows only the latest (first) quiz, not older feedback', () => {
    const older = {
      difficulty: 'easy' as const,
      userFeedback: { perceivedDifficulty: 'too_easy' as const, rating: 5, comments: '' },
    }
    expect(nextDifficulty([{ difficulty: 'hard', userFeedback: null }, older])).toBe('medium')
  })

  it('forces broader questions only for hard', () => {
    expect(forcesBroader('hard')).toBe(true)
    expect(forcesBroader('medium')).toBe(false)
    expect(forcesBroader('easy')).toBe(false)
  })
})
