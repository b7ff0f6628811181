import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ExamQuestion, WrittenGrade } from '../model/exam'
import { gradeWrittenAnswer } from './grade-written'

type WrittenQuestion = Extract<ExamQuestion, { kind: 'written' }>

const question: WrittenQuestion = {
  id: 'x_0',
  kind: 'written',
  section: 'Cell Structures',
  prompt: 'What do mitochondria and ribosomes do?',
  rubric: [
    { text: 'Mitochondria: release energy', keyTerms: ['energi'] },
    { text: 'Ribosomes: make proteins', keyTerms: ['protein'] },
  ],
  modelAnswer: 'Mitochondria release energy; ribosomes make proteins.',
}

const first: WrittenGrade = { verdict: 'Partly right', found: [0], missed: [1], by: 'model' }

afterEach(() => vi.unstubAllGlobals())

describe('gradeWrittenAnswer offline', () => {
  it('refuses a second look with the offline message instead of regrading by key terms', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const answer = 'Mitochondria release energy. Ribosomes make proteins.'
    await expect(
      gradeWrittenAnswer(question, answer, async () => undefined, {
        reason: 'I said ribosomes make proteins.',
        previous: first,
      }),
    ).rejects.toThrow('You are offline. This needs a connection.')
  })
})
