import type { ExamAttempt, QuestionResult } from './attempt'
import type { ExamQuestion, TimeLimit } from './exam'

/** A saved attempt's document as `examAttemptRow` writes it (api/exam-attempts-api.ts). */
interface SavedDocument {
  questions: ExamQuestion[]
  answers: Record<string, string>
  spent: Record<string, number>
  results: Record<string, QuestionResult>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readDocument(value: unknown): SavedDocument | null {
  if (!isRecord(value) || !Array.isArray(value.questions)) return null
  const { answers, spent, results } = value
  if (!isRecord(answers) || !isRecord(spent) || !isRecord(results)) return null
  return value as unknown as SavedDocument
}

/**
 * A saved attempt as the results show it again, read only: its questions, answers, time per
 * question and grades as they were saved (a question still grading then shows no grade); null
 * when the document cannot be read.
 */
export function savedAttemptOf(
  id: string,
  guideTitle: string,
  saved: { timeLimit: number | null; document: unknown },
): { attempt: ExamAttempt; results: Record<string, QuestionResult> } | null {
  const document = readDocument(saved.document)
  if (!document) return null
  const exam = {
    id,
    guideTitle,
    timeLimit: saved.timeLimit as TimeLimit,
    questions: document.questions,
  }
  const attempt: ExamAttempt = {
    exam,
    layout: 'all',
    current: 0,
    answers: document.answers,
    spent: document.spent,
    startedAt: 0,
    deadline: null,
    currentSince: 0,
  }
  return { attempt, results: document.results }
}
