import {
  FEEDBACK_DEFAULT_DIFFICULTY,
  FEEDBACK_DEFAULT_RATING,
  QUIZ_DEFAULT_QUESTION_COUNT,
  QUIZ_OPTION_COUNT,
} from '@/config/limits'
import { forcesBroader } from './difficulty'
import type {
  Difficulty,
  Quiz,
  QuizAttempt,
  QuizFeedback,
  QuizQuestion,
  QuizSettings,
} from './quiz'

/**
 * The quiz flow's five screens as a pure reducer. The list of quizzes is
 * server data (TanStack Query); the flow only holds the quiz being taken and its progress.
 */

export type ExplanationState = { status: 'loading' } | { status: 'ready'; text: string }

export interface QuizRun {
  quiz: Quiz
  /** Identifies this pass through the quiz, so a late explanation from an earlier pass is dropped. */
  runId: number
  index: number
  /** The chosen option per question index; null until answered. */
  answers: (number | null)[]
  /** Wrong-answer explanations by question id. */
  explanations: Record<string, ExplanationState>
  /** Epoch ms when the timer started. */
  startedAt: number
}

export type QuizFlowState =
  | { screen: 'dashboard' }
  | { screen: 'settings'; settings: QuizSettings; difficulty: Difficulty }
  | { screen: 'quiz'; run: QuizRun }
  | { screen: 'results'; run: QuizRun; attempt: QuizAttempt }
  | { screen: 'feedback'; run: QuizRun; attempt: QuizAttempt; draft: QuizFeedback }

export type QuizFlowAction =
  | { type: 'openSettings'; difficulty: Difficulty }
  | { type: 'updateSettings'; patch: Partial<Omit<QuizSettings, 'selectedGuides'>> }
  | { type: 'backToDashboard' }
  | { type: 'generated'; quiz: Quiz; runId: number; now: number }
  | { type: 'start'; quiz: Quiz; runId: number; now: number }
  | { type: 'answer'; option: number }
  | { type: 'explanationLoaded'; runId: number; questionId: string; text: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'finish'; attempt: QuizAttempt }
  | { type: 'retake'; runId: number; now: number }
  | { type: 'rate' }
  | { type: 'editFeedback'; patch: Partial<QuizFeedback> }
  | { type: 'submitFeedback' }
  | { type: 'skipFeedback' }
  /** The second opinion changed the citations of a quiz's questions (the same questions). */
  | { type: 'citationsRevised'; quizId: string; questions: QuizQuestion[] }

export const initialQuizFlowState: QuizFlowState = { screen: 'dashboard' }

export function defaultSettings(difficulty: Difficulty): QuizSettings {
  return {
    questionCount: QUIZ_DEFAULT_QUESTION_COUNT,
    allowRetake: true,
    useExternalContent: forcesBroader(difficulty),
    selectedGuides: [],
  }
}

export function defaultFeedback(): QuizFeedback {
  return {
    perceivedDifficulty: FEEDBACK_DEFAULT_DIFFICULTY,
    rating: FEEDBACK_DEFAULT_RATING,
    comments: '',
  }
}

function newRun(quiz: Quiz, runId: number, now: number): QuizRun {
  return {
    quiz,
    runId,
    index: 0,
    answers: quiz.questions.map(() => null),
    explanations: {},
    startedAt: now,
  }
}

export function isAnswered(run: QuizRun, index = run.index): boolean {
  return run.answers[index] !== null && run.answers[index] !== undefined
}

export function isLastQuestion(run: QuizRun): boolean {
  return run.index === run.quiz.questions.length - 1
}

function answer(run: QuizRun, option: number): QuizRun {
  const question = run.quiz.questions[run.index]
  // An answer locks once chosen.
  if (
    !question ||
    isAnswered(run) ||
    !Number.isInteger(option) ||
    option < 0 ||
    option >= QUIZ_OPTION_COUNT
  )
    return run
  const answers = run.answers.with(run.index, option)
  const explanations =
    option === question.correctAnswer
      ? run.explanations
      : { ...run.explanations, [question.id]: { status: 'loading' as const } }
  return { ...run, answers, explanations }
}

export function quizFlowReducer(state: QuizFlowState, action: QuizFlowAction): QuizFlowState {
  switch (action.type) {
    case 'openSettings':
      return state.screen === 'dashboard'
        ? {
            screen: 'settings',
            settings: defaultSettings(action.difficulty),
            difficulty: action.difficulty,
          }
        : state
    case 'updateSettings': {
      if (state.screen !== 'settings') return state
      const settings = { ...state.settings, ...action.patch }
      // Hard quizzes force broader questions; the checkbox cannot turn them off.
      if (forcesBroader(state.difficulty)) settings.useExternalContent = true
      return { ...state, settings }
    }
    case 'backToDashboard':
      return state.screen === 'settings' || state.screen === 'results' || state.screen === 'quiz'
        ? initialQuizFlowState
        : state
    case 'citationsRevised':
      return 'run' in state && state.run.quiz.id === action.quizId
        ? {
            ...state,
            run: { ...state.run, quiz: { ...state.run.quiz, questions: action.questions } },
          }
        : state
    case 'generated':
      return state.screen === 'settings'
        ? { screen: 'quiz', run: newRun(action.quiz, action.runId, action.now) }
        : state
    case 'start':
      return state.screen === 'dashboard' && action.quiz.questions.length > 0
        ? { screen: 'quiz', run: newRun(action.quiz, action.runId, action.now) }
        : state
    case 'answer': {
      if (state.screen !== 'quiz') return state
      const next = answer(state.run, action.option)
      return next === state.run ? state : { ...state, run: next }
    }
    case 'explanationLoaded': {
      if (state.screen !== 'quiz' || state.run.runId !== action.runId) return state
      const current = state.run.explanations[action.questionId]
      if (current?.status !== 'loading') return state
      return {
        ...state,
        run: {
          ...state.run,
          explanations: {
            ...state.run.explanations,
            [action.questionId]: { status: 'ready', text: action.text },
          },
        },
      }
    }
    case 'next':
      if (state.screen !== 'quiz' || !isAnswered(state.run) || isLastQuestion(state.run))
        return state
      return { ...state, run: { ...state.run, index: state.run.index + 1 } }
    case 'previous':
      if (state.screen !== 'quiz' || state.run.index === 0) return state
      return { ...state, run: { ...state.run, index: state.run.index - 1 } }
    case 'finish': {
      if (state.screen !== 'quiz' || !isLastQuestion(state.run) || !isAnswered(state.run))
        return state
      if (action.attempt.quizId !== state.run.quiz.id) return state
      const quiz = { ...state.run.quiz, attempts: [action.attempt, ...state.run.quiz.attempts] }
      return { screen: 'results', run: { ...state.run, quiz }, attempt: action.attempt }
    }
    case 'retake':
      // Retake exists only when multiple attempts are enabled.
      return state.screen === 'results' && state.run.quiz.settings.allowRetake
        ? { screen: 'quiz', run: newRun(state.run.quiz, action.runId, action.now) }
        : state
    case 'rate':
      return state.screen === 'results'
        ? { ...state, screen: 'feedback', draft: defaultFeedback() }
        : state
    case 'editFeedback':
      return state.screen === 'feedback'
        ? { ...state, draft: { ...state.draft, ...action.patch } }
        : state
    case 'submitFeedback':
      // The dashboard holds no draft, so the next Rate Quiz starts from the defaults again.
      return state.screen === 'feedback' ? initialQuizFlowState : state
    case 'skipFeedback':
      return state.screen === 'feedback'
        ? { screen: 'results', run: state.run, attempt: state.attempt }
        : state
  }
}
