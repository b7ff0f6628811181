import { insertAs, type Account } from '@/testing/backend-fixtures'
import type { AttemptRow, QuizRow } from '../model/quiz-rows'

/** Saved quizzes and attempts of `owner`, inserted on the local backend (RLS applies). */

let quizzes = 0

/** A medium two-question photosynthesis quiz (answer 0 is right for both). */
export function insertQuiz(
  owner: Account,
  guideId: string,
  overrides: Partial<QuizRow> = {},
): Promise<QuizRow> {
  quizzes += 1
  return insertAs<QuizRow>(owner, 'quizzes', {
    study_guide_id: guideId,
    title: `Biology - Quiz ${quizzes}`,
    questions: [
      {
        id: 'q_0',
        question: 'What absorbs light?',
        options: ['Chlorophyll', 'Mitochondria', 'Ribosome', 'Nucleus'],
        correctAnswer: 0,
        explanation: 'Chlorophyll is the pigment.',
      },
      {
        id: 'q_1',
        question: 'Where is the Calvin cycle?',
        options: ['Stroma', 'Thylakoid', 'Nucleus', 'Cytoplasm'],
        correctAnswer: 0,
        explanation: '',
      },
    ],
    difficulty: 'medium',
    settings: {
      questionCount: 2,
      allowRetake: true,
      useExternalContent: false,
      selectedGuides: [],
    },
    ...overrides,
  })
}

export function insertAttempt(
  owner: Account,
  quizId: string,
  overrides: Partial<AttemptRow> = {},
): Promise<AttemptRow> {
  return insertAs<AttemptRow>(owner, 'quiz_attempts', {
    quiz_id: quizId,
    score: 50,
    total_questions: 2,
    correct_answers: 1,
    time_spent: 42,
    answers: [],
    wrong_answers: [],
    ...overrides,
  })
}
