import { withCitations, withRevisedCitations } from '@/study-engine/citations/with-citations'
import { getStudyEngine } from '@/study-engine/engine'
import { newId } from '@/lib/new-id'
import {
  keepCheckedWork,
  type CheckedWork,
  type FromGuide,
} from '@/entities/study-work/checked-work'
import { quizTitle, type Difficulty, type Quiz, type QuizSettings } from '../model/quiz'
import { quizWork, reviseQuizQuestions } from './quizzes-api'

export interface GenerateQuizVariables {
  settings: QuizSettings
  difficulty: Difficulty
  /** The new quiz's number: one more than the quizzes so far. */
  number: number
}

/**
 * A new quiz of the guide, made by the current engine, its questions checked against the
 * material and kept on generated work's one path (checked-work.ts): saved with a saved guide,
 * on screen only with an unsaved one; the second opinion's verdicts follow into its row.
 */
export async function generateQuiz({
  guide,
  source,
  variables: { settings, difficulty, number },
}: FromGuide<GenerateQuizVariables>): Promise<CheckedWork<Quiz>> {
  const checked = await withCitations(getStudyEngine()).generateQuiz({
    content: guide.content,
    count: settings.questionCount,
    includeBroader: settings.useExternalContent,
    difficulty,
    source,
  })
  return keepCheckedWork(
    { value: checked.items, revised: checked.revised },
    {
      make: (questions): Quiz => ({
        id: newId(),
        studyGuideId: guide.id,
        title: quizTitle(guide.title, number),
        questions,
        difficulty,
        settings,
        userFeedback: null,
        createdAt: new Date().toISOString(),
        attempts: [],
      }),
      rows: (quiz) =>
        quiz.studyGuideId === null ? null : quizWork({ ...quiz, studyGuideId: quiz.studyGuideId }),
      revise: (quiz, citations) => ({
        ...quiz,
        questions: withRevisedCitations(quiz.questions, citations),
      }),
      storeRevision: (quizId, _citations, quiz) => reviseQuizQuestions(quizId, quiz.questions),
      name: 'the quiz citations',
    },
  )
}
