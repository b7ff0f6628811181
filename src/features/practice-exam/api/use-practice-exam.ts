import { useQueryClient } from '@tanstack/react-query'
import { useReducer } from 'react'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { errorMessage } from '@/lib/errors'
import { newId } from '@/lib/new-id'
import { startAttempt, type ExamAttempt, type ExamLayout } from '../model/attempt'
import { buildExam } from '../model/build-exam'
import type { ExamSettings, WrittenGrade } from '../model/exam'
import {
  examFlowReducer,
  initialExamFlow,
  type ExamFlow,
  type ExamFlowAction,
} from '../model/exam-flow'
import { clearAttempt, loadAttempt, saveAttempt } from './attempt-storage'
import { citeExam } from './cite-exam'
import { gradeWrittenAnswer } from './grade-written'

const NO_QUESTIONS =
  'This guide has no definitions to ask about yet: a practice exam needs key concepts or definitions.'

const PREPARE_FAILED = 'The practice exam could not be made. Please try again.'

function resumed(guideId: string | null): ExamFlow {
  const attempt = loadAttempt(guideId)
  return attempt ? { screen: 'taking', attempt } : initialExamFlow
}

/**
 * The practice exam of a guide: build and cite an exam, keep the sitting in this browser as it
 * changes, and grade it on submit (written answers one by one, each with Retry and a second
 * look).
 */
export function usePracticeExam(guide: GuideRef) {
  const client = useQueryClient()
  const [flow, dispatchFlow] = useReducer(examFlowReducer, guide.id, resumed)

  /** Every change of the sitting is kept in this browser as it is made. */
  function dispatch(action: ExamFlowAction) {
    const next = examFlowReducer(flow, action)
    if (next.screen === 'taking' && next !== flow) saveAttempt(guide.id, next.attempt)
    dispatchFlow(action)
  }

  async function start(settings: ExamSettings, layout: ExamLayout) {
    dispatch({ type: 'prepare' })
    try {
      const exam = buildExam(guide, settings, newId())
      if (exam.questions.length === 0) throw new Error(NO_QUESTIONS)
      const cited = await citeExam(exam, await loadGuideSource(client, guide))
      dispatch({ type: 'start', attempt: startAttempt(cited, layout, Date.now()) })
    } catch (error) {
      dispatch({
        type: 'prepare-failed',
        error:
          error instanceof Error && error.message === NO_QUESTIONS
            ? NO_QUESTIONS
            : errorMessage(error, PREPARE_FAILED),
      })
    }
  }

  async function grade(
    attempt: ExamAttempt,
    questionId: string,
    secondLook?: { reason: string; previous: WrittenGrade },
  ) {
    const question = attempt.exam.questions.find((q) => q.id === questionId)
    if (question?.kind !== 'written') return
    const look = secondLook ? { secondLook: true } : {}
    dispatch({ type: 'grading', questionId, ...look })
    try {
      const answer = attempt.answers[questionId] ?? ''
      const loadSource = () => loadGuideSource(client, guide)
      const written = await gradeWrittenAnswer(question, answer, loadSource, secondLook)
      dispatch({ type: 'graded', questionId, grade: written, ...look })
    } catch (error) {
      console.warn('Grading a written answer failed', error)
      dispatch({ type: 'grading-failed', questionId })
    }
  }

  function submit() {
    const current = flow
    if (current.screen !== 'taking') return
    clearAttempt(guide.id)
    dispatch({ type: 'submit', now: Date.now() })
    const { attempt } = current
    for (const question of attempt.exam.questions) {
      if (question.kind === 'written' && (attempt.answers[question.id] ?? '').trim() !== '')
        void grade(attempt, question.id)
    }
  }

  function retry(questionId: string) {
    if (flow.screen === 'results') void grade(flow.attempt, questionId)
  }

  function askSecondLook(questionId: string, reason: string) {
    const current = flow
    if (current.screen !== 'results') return
    const result = current.results[questionId]
    if (result?.status !== 'graded') return
    void grade(current.attempt, questionId, { reason, previous: result.grade })
  }

  function newExam() {
    clearAttempt(guide.id)
    dispatch({ type: 'new-exam' })
  }

  return { flow, dispatch, start, submit, retry, askSecondLook, newExam }
}
