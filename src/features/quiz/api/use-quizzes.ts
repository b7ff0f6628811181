import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { newId } from '@/lib/new-id'
import { saveThroughQueue } from '@/lib/offline-queue/save'
import { reportFailure } from '@/lib/report-failure'
import { guideScopedKey, useGuideScopedKey } from '@/entities/study-guide/guide-keys'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { useGenerateWork } from '@/entities/study-work/use-generate-work'
import type { Quiz, QuizAttempt, QuizFeedback } from '../model/quiz'
import { quizDataMessages } from './quiz-messages'
import { generateQuiz } from './generate-quiz'
import { fetchQuizzes, insertAttempt, updateQuizFeedback } from './quizzes-api'

/**
 * The guide's quizzes as TanStack Query data. A saved guide's quizzes live in the database; an
 * unsaved guide's (guide.id null) live only in this query cache, under a per-panel key, and no
 * request is ever made for them.
 */

const quizzesScope = 'quizzes'

export function useQuizzesKey(guide: GuideRef): QueryKey {
  return useGuideScopedKey(quizzesScope, guide)
}

/** A saved guide's quizzes under useQuizzesKey's key, for fetching them ahead (the offline copy). */
export function savedQuizzesQuery(guideId: string) {
  return queryOptions<Quiz[]>({
    queryKey: guideScopedKey(quizzesScope, guideId),
    queryFn: () => fetchQuizzes(guideId),
  })
}

export function useQuizzes(guide: GuideRef, key: QueryKey) {
  const guideId = guide.id
  return useQuery<Quiz[]>({
    queryKey: key,
    queryFn: () => (guideId ? fetchQuizzes(guideId) : Promise.resolve([])),
    enabled: guideId !== null,
    ...(guideId === null ? { initialData: [], staleTime: Infinity, gcTime: Infinity } : {}),
  })
}

function updateQuiz(
  client: QueryClient,
  key: QueryKey,
  quizId: string,
  change: (quiz: Quiz) => Quiz,
) {
  client.setQueryData<Quiz[]>(key, (quizzes) =>
    quizzes?.map((quiz) => (quiz.id === quizId ? change(quiz) : quiz)),
  )
}

/**
 * Generates with the current engine (generateQuiz), saves (saved guides only) and puts the quiz
 * first, with the local check's verdicts; the second opinion's changes follow into the cache and
 * the saved row (or the quiz kept in the browser after a failed save).
 */
export function useGenerateQuiz(guide: GuideRef, key: QueryKey) {
  return useGenerateWork(guide, key, generateQuiz, {
    revisedPart: (cached, revised) => ({ ...cached, questions: revised.questions }),
    failure: 'Quiz generation failed',
  })
}

/** The offline queue's kinds of change for quizzes (the app registers their senders). */
export const quizAttemptChange = 'quiz-attempt'
export const quizFeedbackChange = 'quiz-feedback'

/**
 * Keeps the attempt in the cache at once, then saves it through the offline queue: with no
 * connection it waits on this device and is sent when the connection returns.
 */
export function useRecordAttempt(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (attempt: QuizAttempt) => {
      if (guide.id) await saveThroughQueue(quizAttemptChange, attempt, attempt.id, insertAttempt)
    },
    onMutate: (attempt) => {
      updateQuiz(client, key, attempt.quizId, (quiz) => ({
        ...quiz,
        attempts: [attempt, ...quiz.attempts],
      }))
    },
    onError: reportFailure(quizDataMessages.saveAttempt),
  })
}

export function useSaveFeedback(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: async (change: { quizId: string; feedback: QuizFeedback }) => {
      if (guide.id) await saveThroughQueue(quizFeedbackChange, change, newId(), updateQuizFeedback)
    },
    onSuccess: (_result, { quizId, feedback }) => {
      updateQuiz(client, key, quizId, (quiz) => ({ ...quiz, userFeedback: feedback }))
    },
    onError: reportFailure(quizDataMessages.saveFeedback),
  })
}
