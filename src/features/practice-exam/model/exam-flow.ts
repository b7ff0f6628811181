import {
  firstResults,
  gradedResult,
  moveTo,
  type ExamAttempt,
  type QuestionResult,
} from './attempt'
import type { WrittenGrade } from './exam'

/** The practice exam's screens: settings, the sitting, and the graded results. */
export type ExamFlow =
  | { screen: 'setup'; preparing: boolean; error: string | null }
  | { screen: 'taking'; attempt: ExamAttempt }
  | { screen: 'results'; attempt: ExamAttempt; results: Record<string, QuestionResult> }

export type ExamFlowAction =
  | { type: 'prepare' }
  | { type: 'prepare-failed'; error: string }
  | { type: 'start'; attempt: ExamAttempt }
  | { type: 'answer'; questionId: string; answer: string }
  | { type: 'move'; index: number; now: number }
  | { type: 'layout'; layout: ExamAttempt['layout'] }
  | { type: 'submit'; now: number }
  | { type: 'grading'; questionId: string; secondLook?: boolean }
  | { type: 'graded'; questionId: string; grade: WrittenGrade; secondLook?: boolean }
  | { type: 'grading-failed'; questionId: string }
  | { type: 'new-exam' }

export const initialExamFlow: ExamFlow = { screen: 'setup', preparing: false, error: null }

function withResult(flow: ExamFlow, questionId: string, result: QuestionResult): ExamFlow {
  if (flow.screen !== 'results') return flow
  return { ...flow, results: { ...flow.results, [questionId]: result } }
}

export function examFlowReducer(flow: ExamFlow, action: ExamFlowAction): ExamFlow {
  switch (action.type) {
    case 'prepare':
      return { screen: 'setup', preparing: true, error: null }
    case 'prepare-failed':
      return { screen: 'setup', preparing: false, error: action.error }
    case 'start':
      return { screen: 'taking', attempt: action.attempt }
    case 'new-exam':
      return initialExamFlow
    case 'answer':
      if (flow.screen !== 'taking') return flow
      return {
        ...flow,
        attempt: {
          ...flow.attempt,
          answers: { ...flow.attempt.answers, [action.questionId]: action.answer },
        },
      }
    case 'move':
      if (flow.screen !== 'taking' || action.index === flow.attempt.current) return flow
      return { ...flow, attempt: moveTo(flow.attempt, action.index, action.now) }
    case 'layout':
      if (flow.screen !== 'taking') return flow
      return { ...flow, attempt: { ...flow.attempt, layout: action.layout } }
    case 'submit': {
      if (flow.screen !== 'taking') return flow
      // Booking the current question's time: moving to it again adds what was spent since.
      const booked = moveTo(flow.attempt, flow.attempt.current, action.now)
      return { screen: 'results', attempt: booked, results: firstResults(booked) }
    }
    case 'grading': {
      if (flow.screen !== 'results') return flow
      return withResult(flow, action.questionId, {
        status: 'grading',
        ...(action.secondLook ? { secondLook: true } : {}),
      })
    }
    case 'graded': {
      if (flow.screen !== 'results') return flow
      const question = flow.attempt.exam.questions.find((q) => q.id === action.questionId)
      if (!question) return flow
      const result = gradedResult(question, action.grade)
      return withResult(flow, action.questionId, {
        ...result,
        ...(action.secondLook ? { secondLook: true } : {}),
      })
    }
    case 'grading-failed':
      return withResult(flow, action.questionId, { status: 'failed' })
  }
}
