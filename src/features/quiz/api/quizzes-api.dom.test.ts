import { MAX_QUIZ_QUESTIONS, MAX_STUDY_SET_JSON_BYTES } from '@/config/limits'
import { messages } from '@/lib/errors'
import { jsonByteLength } from '@/lib/stored-size'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import type { Quiz, QuizQuestion } from '../model/quiz'
import { saveOrKeep } from '@/entities/unsaved-work/unsaved-work'
import { quizWork } from './quizzes-api'

async function insertQuiz(quiz: Quiz & { studyGuideId: string }) {
  const outcome = await saveOrKeep(quizWork(quiz))
  if (!outcome.saved) throw outcome.error
}

const question = (n: number, explanation = 'Because.'): QuizQuestion => ({
  id: `q_${n}`,
  question: `Question ${n}?`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 0,
  explanation,
})

async function quizOf(questions: QuizQuestion[]): Promise<Quiz & { studyGuideId: string }> {
  const owner = await signInNewAccount('Ada')
  const guide = await insertGuide(owner)
  return {
    id: crypto.randomUUID(),
    studyGuideId: guide.id,
    title: 'Quiz 1',
    questions,
    difficulty: 'medium',
    settings: {
      questionCount: 20,
      allowRetake: true,
      useExternalContent: false,
      selectedGuides: [],
    },
    userFeedback: null,
    createdAt: new Date().toISOString(),
    attempts: [],
  }
}

const savedQuizzes = async () => (await sql('select id from public.quizzes')).length

describe('what one saved quiz may hold (the database refuses more)', () => {
  it('saves the largest quiz offered: 20 questions', async () => {
    const before = await savedQuizzes()
    await insertQuiz(
      await quizOf(Array.from({ length: MAX_QUIZ_QUESTIONS }, (_, n) => question(n))),
    )
    expect(await savedQuizzes()).toBe(before + 1)
  })

  it('refuses a 21st question before any request', async () => {
    const quiz = await quizOf(Array.from({ length: MAX_QUIZ_QUESTIONS + 1 }, (_, n) => question(n)))
    await expect(insertQuiz(quiz)).rejects.toThrow(
      'This quiz is too large to save: a quiz holds at most 20 questions and 1 MB of text.',
    )
    expect(requestsTo('/rest/v1/quizzes', 'POST')).toHaveLength(0)
  })

  it('shows the same message when the database measures the JSON over 1 MiB', async () => {
    // Just under 1 MiB as the browser writes it; the database's text of it has a space after
    // every ',' and ':', which takes it over.
    const questions = Array.from({ length: MAX_QUIZ_QUESTIONS }, (_, n) => question(n))
    const room = MAX_STUDY_SET_JSON_BYTES - jsonByteLength(questions) - 10
    questions[0] = question(0, 'x'.repeat(room + 'Because.'.length))
    expect(jsonByteLength(questions)).toBeLessThanOrEqual(MAX_STUDY_SET_JSON_BYTES)
    const before = await savedQuizzes()
    await expect(insertQuiz(await quizOf(questions))).rejects.toThrow(messages.quizTooLarge)
    expect(requestsTo('/rest/v1/quizzes', 'POST')).toHaveLength(1)
    expect(await savedQuizzes()).toBe(before)
  })
})
