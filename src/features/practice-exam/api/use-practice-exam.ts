import { readerLanguage } from '@/study-engine/text/reader-language'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useReducer, useRef } from 'react'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { translate } from '@/lib/i18n/i18n'
import { shownError } from '@/lib/i18n/error-text'
import { newId } from '@/lib/new-id'
import {
  firstResults,
  gradedResult,
  moveTo,
  startAttempt,
  type ExamAttempt,
  type ExamLayout,
  type QuestionResult,
} from '../model/attempt'
import { sectionResults, totalScore, weakestSections } from '../model/exam-results'
import { saveExamFocus } from '@/entities/exam-date/exam-focus'
import { toast } from '@/lib/toast'
import { saveThroughQueue } from '@/lib/offline-queue/save'
import {
  examAttemptChange,
  examAttemptRow,
  fetchExamAttempts,
  sendExamAttempt,
} from './exam-attempts-api'
import type { Exam, ExamSettings, WrittenGrade } from '../model/exam'
import {
  examFlowReducer,
  initialExamFlow,
  type ExamFlow,
  type ExamFlowAction,
} from '../model/exam-flow'
import { clearAttempt, loadAttempt, saveAttempt } from './attempt-storage'
import { citedSections, prepareExam } from './cite-exam'
import { focusTerms } from '../model/focus-terms'
import { gradeWrittenAnswer } from './grade-written'

import '../model/practice-catalogue'

/** A guide with nothing to ask about (its message is shown in the interface language). */
class NoQuestions extends Error {}

const preparingError = (error: unknown) =>
  error instanceof NoQuestions
    ? translate('practice.noQuestions')
    : shownError(error, { text: translate('practice.prepareFailed') })

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
  const attemptsKey = ['practice-exam-attempts', guide.id]
  const attempts = useQuery({
    queryKey: attemptsKey,
    queryFn: () => fetchExamAttempts(guide.id ?? ''),
    enabled: guide.id !== null,
  })

  /** Every change of the sitting is kept in this browser as it is made. */
  function dispatch(action: ExamFlowAction) {
    const next = examFlowReducer(flow, action)
    if (next.screen === 'taking' && next !== flow) saveAttempt(guide.id, next.attempt)
    dispatchFlow(action)
  }

  async function prepared(settings: ExamSettings): Promise<Exam> {
    const source = await loadGuideSource(client, guide)
    const exam = await prepareExam(guide, settings, newId(), readerLanguage(), source)
    if (exam.questions.length === 0) throw new NoQuestions()
    return exam
  }

  /** The exam printed before sitting (printable), by the settings that made it. */
  const toPrint = useRef<{ settings: string; exam: Promise<Exam> } | null>(null)

  async function start(settings: ExamSettings, layout: ExamLayout) {
    dispatch({ type: 'prepare' })
    try {
      const exam = await examToSit(settings)
      dispatch({ type: 'start', attempt: startAttempt(exam, layout, new Date().getTime()) })
    } catch (error) {
      dispatch({ type: 'prepare-failed', error: preparingError(error) })
    }
  }

  /**
   * The exam to print before sitting one: the same one for the same settings, so 'Download
   * answer key (PDF)' after 'Download exam (PDF)' answers the exam's questions; null (and why,
   * told) when none.
   */
  async function printable(settings: ExamSettings): Promise<Exam | null> {
    const key = JSON.stringify(settings)
    if (toPrint.current?.settings !== key)
      toPrint.current = { settings: key, exam: prepared(settings) }
    try {
      return await toPrint.current.exam
    } catch (error) {
      toPrint.current = null
      toast.error(preparingError(error))
      return null
    }
  }

  /** The exam printed for these settings is the one sat; the next one is new. */
  async function examToSit(settings: ExamSettings): Promise<Exam> {
    const printed = toPrint.current
    toPrint.current = null
    return printed?.settings === JSON.stringify(settings) ? printed.exam : prepared(settings)
  }

  /** Grades one written answer into the flow, and says how it stands. */
  async function grade(
    attempt: ExamAttempt,
    questionId: string,
    secondLook?: { reason: string; previous: WrittenGrade },
  ): Promise<QuestionResult> {
    const question = attempt.exam.questions.find((q) => q.id === questionId)
    if (question?.kind !== 'written') return { status: 'failed' }
    const look = secondLook ? { secondLook: true } : {}
    dispatch({ type: 'grading', questionId, ...look })
    try {
      const answer = attempt.answers[questionId] ?? ''
      const loadSource = () => loadGuideSource(client, guide)
      const written = await gradeWrittenAnswer(question, answer, loadSource, secondLook)
      dispatch({ type: 'graded', questionId, grade: written, ...look })
      return gradedResult(question, written)
    } catch (error) {
      console.warn('Grading a written answer failed', error)
      dispatch({ type: 'grading-failed', questionId })
      return { status: 'failed' }
    }
  }

  /**
   * A saved guide keeps the attempt with its grades (again after a second look or a retry),
   * through the offline queue: with no connection it waits on this device and is sent when the
   * connection returns. The terms of its weakest sections come first in /today.
   */
  async function save(
    attempt: ExamAttempt,
    results: Record<string, QuestionResult>,
    submittedAt?: number,
  ) {
    if (guide.id === null) return
    const weakest = new Set(weakestSections(sectionResults(attempt, results)))
    // The sections as the exam was built: by the material's topics its definitions rest on.
    const sections = await citedSections(guide.content, await loadGuideSource(client, guide))
    const terms = focusTerms(sections, attempt.exam.questions, weakest, guide.content)
    saveExamFocus([guide.id, ...(guide.sourceGuideIds ?? [])], terms)
    const row = examAttemptRow(
      attempt.exam.id,
      guide.id,
      attempt,
      results,
      totalScore(results),
      submittedAt,
    )
    try {
      const saved = await saveThroughQueue(examAttemptChange, row, row.id, sendExamAttempt)
      if (saved.sent) await client.invalidateQueries({ queryKey: attemptsKey })
    } catch (error) {
      console.warn('The practice exam was not saved', error)
      toast.error(translate('practice.saveFailed'))
    }
  }

  async function submit() {
    if (flow.screen !== 'taking') return
    const now = Date.now()
    dispatch({ type: 'submit', now })
    // As the reducer books it: the time on the question in front of the student counts.
    const attempt = moveTo(flow.attempt, flow.attempt.current, now)
    const results = firstResults(attempt)
    const grading = Object.entries(results).filter(([, result]) => result.status === 'grading')
    const graded = await Promise.all(
      grading.map(async ([id]) => [id, await grade(attempt, id)] as const),
    )
    await save(attempt, { ...results, ...Object.fromEntries(graded) }, now)
    // Kept until then: a reload while written answers are graded sits the exam again, answered.
    clearAttempt(guide.id)
  }

  async function regrade(
    questionId: string,
    secondLook?: { reason: string; previous: WrittenGrade },
  ) {
    if (flow.screen !== 'results') return
    const { attempt, results } = flow
    const result = await grade(attempt, questionId, secondLook)
    if (result.status === 'graded') await save(attempt, { ...results, [questionId]: result })
  }

  function retry(questionId: string) {
    void regrade(questionId)
  }

  function askSecondLook(questionId: string, reason: string) {
    if (flow.screen !== 'results') return
    const result = flow.results[questionId]
    if (result?.status !== 'graded') return
    void regrade(questionId, { reason, previous: result.grade })
  }

  function newExam() {
    clearAttempt(guide.id)
    dispatch({ type: 'new-exam' })
  }

  return {
    flow,
    attempts: attempts.data ?? [],
    dispatch,
    start,
    printable,
    submit: () => void submit(),
    retry,
    askSecondLook,
    newExam,
  }
}
