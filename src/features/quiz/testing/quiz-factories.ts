import type { Quiz, QuizQuestion } from '../model/quiz'

/** Test data: questions whose right answer is option (index % 4), as the msw sample quiz. */
export function makeQuestions(count: number): QuizQuestion[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `q_${index}`,
    question: `Question ${index + 1}?`,
    options: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((option) => `${option} ${index + 1}`),
    correctAnswer: index % 4,
    explanation: `Stored explanation ${index + 1}.`,
  }))
}

export function makeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 'quiz-1',
    studyGuideId: 'guide-1',
    title: 'Biology - Quiz 1',
    questions: makeQuestions(3),
    difficulty: 'medium',
    settings: {
      questionCount: 3,
      allowRetake: true,
      useExternalContent: false,
      selectedGuides: [],
    },
    userFeedback: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    attempts: [],
    ...overrides,
  }
}
