import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/errors'
import { makeQuestions } from '../testing/quiz-factories'
import { buildAttempt, fallbackExplanation, formatTime, scorePercent } from './scoring'

describe('scoring', () => {
  it('rounds the percent and handles an empty quiz', () => {
    expect(scorePercent(2, 3)).toBe(67)
    expect(scorePercent(1, 3)).toBe(33)
    expect(scorePercent(0, 0)).toBe(0)
  })

  it('formats time as m:ss, N/A when zero', () => {
    expect(formatTime(0)).toBe('N/A')
    expect(formatTime(5)).toBe('0:05')
    expect(formatTime(65)).toBe('1:05')
    expect(formatTime(600)).toBe('10:00')
  })

  it('falls back to the stored explanation, else the spec sentence', () => {
    expect(fallbackExplanation({ explanation: 'Because.' })).toBe('Because.')
    expect(fallbackExplanation({ explanation: ' ' })).toBe(messages.explanationFallback)
  })

  it('builds an attempt with answers, wrong answers and explanations', () => {
    const questions = makeQuestions(4)
    const attempt = buildAttempt({
      id: 'a1',
      quizId: 'quiz-1',
      questions,
      answers: [0, 0, null, 3],
      explanations: { q_1: 'Generated why.' },
      timeSpent: 64.6,
      completedAt: '2026-11-21T00:00:00.000Z',
    })
    expect(attempt).toMatchObject({
      score: 50,
      correctAnswers: 2,
      totalQuestions: 4,
      timeSpent: 65,
    })
    expect(attempt.answers).toEqual([
      { questionId: 'q_0', selectedAnswer: 0, isCorrect: true },
      { questionId: 'q_1', selectedAnswer: 0, isCorrect: false },
      { questionId: 'q_2', selectedAnswer: -1, isCorrect: false },
      { questionId: 'q_3', selectedAnswer: 3, isCorrect: true },
    ])
    expect(attempt.wrongAnswers).toEqual([
      {
        questionId: 'q_1',
        question: 'Question 2?',
        userAnswer: 'Alpha 2',
        correctAnswer: 'Beta 2',
        explanation: 'Generated why.',
      },
      {
        questionId: 'q_2',
        question: 'Question 3?',
        userAnswer: 'No answer',
        correctAnswer: 'Gamma 3',
        explanation: 'Stored explanation 3.',
      },
    ])
  })
})
