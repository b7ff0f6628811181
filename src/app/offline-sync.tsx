import { useEffect, useState } from 'react'
import SyncStatus from '@/components/layout/sync-status'
import {
  countAlsoWaiting,
  queueChange,
  refreshCount,
  registerSender,
  subscribeSync,
  syncNow,
  syncState,
} from '@/lib/offline-queue/sync'
import {
  flashcardSessionBatches,
  flashcardSessionChange,
  sendFlashcardSession,
} from '@/entities/flashcard/send-sessions'
import { reviewLogKey } from '@/entities/flashcard/flashcards-api'
import {
  countKeptSessions,
  queueAllSessionsKept,
  queueSessionsLeft,
  type QueueKeptSession,
} from '@/entities/flashcard/session-in-progress'
import { updateGuide } from '@/entities/study-guide/guides-api'
import { guideUpdateChange } from '@/entities/study-guide/guide-update'
import { feedbackChange, sendQueuedFeedback } from '@/features/feedback/api/queue-feedback'
import {
  examAttemptChange,
  sendExamAttempt,
  type ExamAttemptRow,
} from '@/features/practice-exam/api/exam-attempts-api'
import { insertAttempt, updateQuizFeedback } from '@/features/quiz/api/quizzes-api'
import { quizAttemptChange, quizFeedbackChange } from '@/features/quiz/api/use-quizzes'
import { translate } from '@/lib/i18n/i18n'
import '@/lib/offline-queue/sync-catalogue'
import type { QueuedFlashcardSession } from '@/entities/flashcard/finish-session'
import type { GuideUpdate } from '@/entities/study-guide/guides-api'
import type { QuizAttempt } from '@/features/quiz/model/quiz'
import { queryClient } from './query-client'

/**
 * How each kind of change kept in the offline queue is sent. Registered before the queue is
 * first sent, so changes made on an earlier visit (before a reload, in a closed tab) are sent
 * too, before the screen that made them is opened again.
 */
function registerOfflineSenders() {
  registerSender(
    flashcardSessionChange,
    sendFlashcardSession,
    describeSession,
    flashcardSessionBatches,
  )
  registerSender(quizAttemptChange, insertAttempt, describeAttempt)
  registerSender(quizFeedbackChange, updateQuizFeedback, () => translate('sync.change.quizRating'))
  registerSender(guideUpdateChange, updateGuide, describeGuideUpdate)
  registerSender(feedbackChange, sendQueuedFeedback, () => translate('sync.change.feedback'))
  registerSender(examAttemptChange, sendExamAttempt, describeExamAttempt)
  // A flashcard session in progress is one change waiting too, before it joins the queue, and
  // so is new work whose save failed (a guide made offline), kept in the browser until saved.
  countAlsoWaiting(async (userId) => {
    const { countUnsaved } = await loadUnsavedWork()
    return countKeptSessions(userId) + (await countUnsaved(userId))
  })
}

const loadUnsavedWork = () => import('@/entities/unsaved-work/unsaved-work')

/** What a refused change was, as the student made it (said when it is set aside). */
function describeSession({ session }: QueuedFlashcardSession): string {
  return translate('sync.change.flashcardSession', { count: session.reviewedCards })
}

function describeAttempt(attempt: QuizAttempt): string {
  return translate('sync.change.quizAttempt', { score: attempt.score })
}

function describeExamAttempt(row: ExamAttemptRow): string {
  return translate('sync.change.examAttempt', {
    score: row.score,
    total: row.total_questions,
  })
}

function describeGuideUpdate({ changes }: GuideUpdate): string {
  return changes.title === undefined
    ? translate('sync.change.guideColour')
    : translate('sync.change.guideName', { title: changes.title })
}

/** What the queue's changes write: read again once they are sent, not before. */
const readAfterSending = [['flashcard-sets'], reviewLogKey, ['practice-exam-attempts']] as const

/**
 * Once the queue is sent, the sets, the review log and the practice exams are read again. Not before: TanStack Query
 * reads what is stale as soon as the connection returns, while the queue is still being sent;
 * /today would count as due the cards just reviewed offline, and the read (a thousand reviews
 * parsed, then the offline copy saved again) competed with the sends for the main thread. Until
 * the queue is empty, reconnecting reads neither of them.
 */
function readAgainOnceSent(): () => void {
  for (const queryKey of readAfterSending)
    queryClient.setQueryDefaults(queryKey, { refetchOnReconnect: () => syncState().waiting === 0 })
  let waiting = syncState().waiting
  return subscribeSync(() => {
    const now = syncState()
    if (waiting > 0 && now.waiting === 0 && now.online)
      for (const queryKey of readAfterSending) void queryClient.invalidateQueries({ queryKey })
    waiting = now.waiting
  })
}

/** Work kept in the browser, then saved (or refused for good): the header counts it again. */
function countAgainWhenUnsavedChanges(): () => void {
  let unsubscribe: (() => void) | undefined
  let active = true
  void loadUnsavedWork().then(({ subscribeUnsaved }) => {
    if (active) unsubscribe = subscribeUnsaved(() => void refreshCount())
  })
  return () => {
    active = false
    unsubscribe?.()
  }
}

/** A flashcard session kept on the device joins `userId`'s queue, with its own id. */
function queueSessionOf(userId: string): QueueKeptSession {
  return (change, stored) =>
    queueChange(userId, flashcardSessionChange, change, change.session.id, stored)
}

/**
 * Signing out with a connection: every flashcard session kept on this device (in progress in a
 * tab too: signing out ends it) joins the queue, and the queue is sent, for at most `limitMs`
 * (a slow connection must not hold the sign-out). What is still waiting then is what the Logout
 * prompt counts.
 */
export async function sendBeforeSignOut(userId: string, limitMs: number): Promise<void> {
  await queueAllSessionsKept(userId, queueSessionOf(userId))
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    syncNow(userId),
    new Promise((resolve) => (timer = setTimeout(resolve, limitMs))),
  ]).finally(() => clearTimeout(timer))
}

/**
 * The signed-in student's offline queue (loaded on demand): the queue's senders and its word in
 * the header. Changes made offline are already in the cache (each screen puts them there at
 * once), so nothing is read again when they are sent. The offline copy is kept by the signed-in
 * pages' layout (require-auth.tsx).
 */
export default function OfflineSync({ userId }: { userId: string }) {
  useState(registerOfflineSenders)
  useEffect(readAgainOnceSent, [])
  useEffect(countAgainWhenUnsavedChanges, [])
  // Flashcard sessions a reload or a closed tab left in progress join the queue.
  useEffect(() => {
    queueSessionsLeft(userId, queueSessionOf(userId)).catch((error: unknown) =>
      console.warn('Sessions left in progress wait on the device.', error),
    )
  }, [userId])
  return <SyncStatus userId={userId} />
}
