import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { reportFailure } from '@/lib/toast'
import { withCitations, withRevisedCitations } from '@/study-engine/citations/with-citations'
import { getStudyEngine } from '@/study-engine/engine'
import { newId } from '@/lib/new-id'
import { useGuideScopedKey } from '@/entities/study-guide/guide-keys'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { saveOrKeepShown } from '@/entities/unsaved-work/unsaved-work'
import {
  quizTitle,
  type Difficulty,
  type Quiz,
  type QuizAttempt,
  type QuizFeedback,
  type QuizQuestion,
  type QuizSettings,
} from '../model/quiz'
import { quizDataMessages } from './quiz-messages'
import {
  fetchQuizzes,
  insertAttempt,
  quizWork,
  updateQuizFeedback,
  reviseQuizQuestions,
} from './quizzes-api'

/**
 * The guide's quizzes as TanStack Query data. A saved guide's quizzes live in the database; an
 * unsaved guide's (guide.id null) live only in this query cache, under a per-panel key, and no
 * request is ever made for them.
 */

export function useQuizzesKey(guide: GuideRef): QueryKey {
  return useGuideScopedKey('quizzes', guide)
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

export interface GenerateQuizVariables {
  settings: QuizSettings
  difficulty: Difficulty
  /** The new quiz's number: one more than the quizzes so far. */
  number: number
}

/** A new quiz, and its questions as the second opinion on their citations leaves them. */
export interface GeneratedQuiz {
  quiz: Quiz
  /** The questions with changed citations; null when the second opinion changed none. */
  revised: Promise<QuizQuestion[] | null>
}

/**
 * Generates with the current engine, saves (saved guides only) and puts the quiz first, with
 * the local check's verdicts; the second opinion's changes follow into the cache and the saved
 * row (or the quiz kept in the browser after a failed save).
 */
export function useGenerateQuiz(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      settings,
      difficulty,
      number,
    }: GenerateQuizVariables): Promise<GeneratedQuiz> => {
      const source = await loadGuideSource(client, guide)
      const checked = await withCitations(getStudyEngine()).generateQuiz({
        content: guide.content,
        count: settings.questionCount,
        includeBroader: settings.useExternalContent,
        difficulty,
        source,
      })
      const quiz: Quiz = {
        id: newId(),
        studyGuideId: guide.id,
        title: quizTitle(guide.title, number),
        questions: checked.items,
        difficulty,
        settings,
        userFeedback: null,
        createdAt: new Date().toISOString(),
        attempts: [],
      }
      if (quiz.studyGuideId !== null)
        await saveOrKeepShown(quizWork({ ...quiz, studyGuideId: quiz.studyGuideId }))
      const revised = checked.revised.then(
        (citations) => citations && withRevisedCitations(quiz.questions, citations),
      )
      return { quiz, revised }
    },
    onSuccess: ({ quiz, revised }) => {
      client.setQueryData<Quiz[]>(key, (quizzes = []) => [quiz, ...quizzes])
      void revised.then(async (questions) => {
        if (!questions) return
        updateQuiz(client, key, quiz.id, (cached) => ({ ...cached, questions }))
        if (quiz.studyGuideId === null) return
        try {
          await reviseQuizQuestions(quiz.id, questions)
        } catch (error) {
          // The student has the quiz; only the refined verdicts wait for its next generation.
          console.warn('Saving the second opinion on the quiz citations failed', error)
        }
      })
    },
    onError: (error) => console.warn('Quiz generation failed', error),
  })
}

/** Keeps the attempt in the cache at once, then saves it; a failed save is reported, not lost. */
export function useRecordAttempt(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (attempt: QuizAttempt) => (guide.id ? insertAttempt(attempt) : Promise.resolve()),
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
    mutationFn: ({ quizId, feedback }: { quizId: string; feedback: QuizFeedback }) =>
      guide.id ? updateQuizFeedback(quizId, feedback) : Promise.resolve(),
    onSuccess: (_result, { quizId, feedback }) => {
      updateQuiz(client, key, quizId, (quiz) => ({ ...quiz, userFeedback: feedback }))
    },
    onError: reportFailure(quizDataMessages.saveFeedback),
  })
}
