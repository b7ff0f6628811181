import { describe, expect, it } from 'vitest'
import { makeQuiz } from '../testing/quiz-factories'
import { buildAttempt } from './scoring'
import {
  defaultFeedback,
  initialQuizFlowState,
  quizFlowReducer,
  type QuizFlowAction,
  type QuizFlowState,
  type QuizRun,
} from './quiz-flow'

const quiz = makeQuiz()

function run(actions: QuizFlowAction[], from: QuizFlowState = initialQuizFlowState): QuizFlowState {
  return actions.reduce(quizFlowReducer, from)
}

function inQuiz(): Extract<QuizFlowState, { screen: 'quiz' }> {
  const state = run([{ type: 'start', quiz, runId: 1, now: 1_000 }])
  if (state.screen !== 'quiz') throw new Error('expected the quiz screen')
  return state
}

function attemptFor(state: { run: QuizRun }) {
  return buildAttempt({
    id: 'attempt-1',
    quizId: state.run.quiz.id,
    questions: state.run.quiz.questions,
    answers: state.run.answers,
    explanations: {},
    timeSpent: 30,
    completedAt: '2026-11-21T00:00:00.000Z',
  })
}

function atLastAnswered() {
  return run(
    [
      { type: 'answer', option: 0 },
      { type: 'next' },
      { type: 'answer', option: 0 },
      { type: 'next' },
      { type: 'answer', option: 2 },
    ],
    inQuiz(),
  )
}

function inResults(q = quiz) {
  const last = run([
    { type: 'start', quiz: q, runId: 1, now: 0 },
    ...Array.from({ length: 3 }, (_, i): QuizFlowAction[] => [
      { type: 'answer', option: i % 4 },
      { type: 'next' },
    ]).flat(),
  ])
  if (last.screen !== 'quiz') throw new Error('expected the quiz screen')
  return quizFlowReducer(last, { type: 'finish', attempt: attemptFor(last) })
}

describe('quiz flow: dashboard and settings', () => {
  it('starts on the dashboard', () => {
    expect(initialQuizFlowState).toEqual({ screen: 'dashboard' })
  })

  it('Generate opens settings with the defaults (10 questions, retake on, broader off)', () => {
    expect(run([{ type: 'openSettings', difficulty: 'medium' }])).toEqual({
      screen: 'settings',
      difficulty: 'medium',
      settings: {
        questionCount: 10,
        allowRetake: true,
        useExternalContent: false,
        selectedGuides: [],
      },
    })
  })

  it('hard difficulty forces broader questions, and they cannot be turned off', () => {
    const state = run([
      { type: 'openSettings', difficulty: 'hard' },
      { type: 'updateSettings', patch: { useExternalContent: false } },
    ])
    expect(state.screen === 'settings' && state.settings.useExternalContent).toBe(true)
  })

  it('updates the count and checkboxes on the settings screen only', () => {
    const state = run([
      { type: 'openSettings', difficulty: 'easy' },
      {
        type: 'updateSettings',
        patch: { questionCount: 5, allowRetake: false, useExternalContent: true },
      },
    ])
    expect(state).toMatchObject({
      settings: { questionCount: 5, allowRetake: false, useExternalContent: true },
    })
    expect(run([{ type: 'updateSettings', patch: { questionCount: 5 } }])).toEqual(
      initialQuizFlowState,
    )
  })

  it('settings goes back to the dashboard', () => {
    expect(
      run([{ type: 'openSettings', difficulty: 'easy' }, { type: 'backToDashboard' }]),
    ).toEqual(initialQuizFlowState)
  })

  it('generated switches to the quiz at question 0 with no answers or explanations and starts the timer', () => {
    const state = run([
      { type: 'openSettings', difficulty: 'medium' },
      { type: 'generated', quiz, runId: 7, now: 5_000 },
    ])
    expect(state).toEqual({
      screen: 'quiz',
      run: {
        quiz,
        runId: 7,
        index: 0,
        answers: [null, null, null],
        explanations: {},
        startedAt: 5_000,
      },
    })
  })

  it('ignores generated outside settings, and start outside the dashboard', () => {
    expect(run([{ type: 'generated', quiz, runId: 1, now: 0 }])).toEqual(initialQuizFlowState)
    const settings = run([{ type: 'openSettings', difficulty: 'medium' }])
    expect(quizFlowReducer(settings, { type: 'start', quiz, runId: 1, now: 0 })).toBe(settings)
  })

  it('Start opens a quiz from the dashboard, but not an empty one', () => {
    expect(inQuiz().run.index).toBe(0)
    expect(run([{ type: 'start', quiz: makeQuiz({ questions: [] }), runId: 1, now: 0 }])).toEqual(
      initialQuizFlowState,
    )
  })
})

describe('quiz flow: answering', () => {
  it('records a correct answer without an explanation request', () => {
    const state = quizFlowReducer(inQuiz(), { type: 'answer', option: 0 })
    expect(state).toMatchObject({ run: { answers: [0, null, null], explanations: {} } })
  })

  it('a wrong answer puts its explanation into the loading state', () => {
    const state = quizFlowReducer(inQuiz(), { type: 'answer', option: 2 })
    expect(state).toMatchObject({
      run: { answers: [2, null, null], explanations: { q_0: { status: 'loading' } } },
    })
  })

  it('locks the answer once chosen, and ignores options outside 0-3', () => {
    const answered = quizFlowReducer(inQuiz(), { type: 'answer', option: 1 })
    expect(quizFlowReducer(answered, { type: 'answer', option: 0 })).toBe(answered)
    const fresh = inQuiz()
    expect(quizFlowReducer(fresh, { type: 'answer', option: 4 })).toBe(fresh)
    expect(quizFlowReducer(fresh, { type: 'answer', option: -1 })).toBe(fresh)
  })

  it('stores a loaded explanation for the current run only', () => {
    const wrong = quizFlowReducer(inQuiz(), { type: 'answer', option: 1 })
    const stale = quizFlowReducer(wrong, {
      type: 'explanationLoaded',
      runId: 99,
      questionId: 'q_0',
      text: 'Old',
    })
    expect(stale).toBe(wrong)
    const loaded = quizFlowReducer(wrong, {
      type: 'explanationLoaded',
      runId: 1,
      questionId: 'q_0',
      text: 'Why.',
    })
    expect(loaded).toMatchObject({
      run: { explanations: { q_0: { status: 'ready', text: 'Why.' } } },
    })
    expect(
      quizFlowReducer(loaded, {
        type: 'explanationLoaded',
        runId: 1,
        questionId: 'q_0',
        text: 'Again',
      }),
    ).toBe(loaded)
  })

  it('Next is refused until answered, then moves on; Previous is refused on the first question', () => {
    const fresh = inQuiz()
    expect(quizFlowReducer(fresh, { type: 'next' })).toBe(fresh)
    expect(quizFlowReducer(fresh, { type: 'previous' })).toBe(fresh)
    const second = run([{ type: 'answer', option: 0 }, { type: 'next' }], fresh)
    expect(second).toMatchObject({ run: { index: 1 } })
    expect(quizFlowReducer(second, { type: 'previous' })).toMatchObject({
      run: { index: 0, answers: [0, null, null] },
    })
  })

  it('Next does not go past the last question', () => {
    const last = atLastAnswered()
    expect(last).toMatchObject({ run: { index: 2 } })
    expect(quizFlowReducer(last, { type: 'next' })).toBe(last)
  })
})

describe('quiz flow: finishing, results and feedback', () => {
  it('finish on the answered last question stores the attempt first and shows results', () => {
    const last = atLastAnswered()
    if (last.screen !== 'quiz') throw new Error('expected the quiz screen')
    const attempt = attemptFor(last)
    const results = quizFlowReducer(last, { type: 'finish', attempt })
    expect(results).toMatchObject({ screen: 'results', attempt })
    expect(results.screen === 'results' && results.run.quiz.attempts[0]).toEqual(attempt)
  })

  it('finish is refused before the last question is answered or for another quiz', () => {
    const fresh = inQuiz()
    expect(quizFlowReducer(fresh, { type: 'finish', attempt: attemptFor(fresh) })).toBe(fresh)
    const last = atLastAnswered()
    if (last.screen !== 'quiz') throw new Error('expected the quiz screen')
    expect(
      quizFlowReducer(last, { type: 'finish', attempt: { ...attemptFor(last), quizId: 'other' } }),
    ).toBe(last)
  })

  it('Retake restarts the same quiz from question 0 with a fresh timer', () => {
    const results = inResults()
    const retaken = quizFlowReducer(results, { type: 'retake', runId: 2, now: 9_000 })
    expect(retaken).toMatchObject({
      screen: 'quiz',
      run: { runId: 2, index: 0, answers: [null, null, null], explanations: {}, startedAt: 9_000 },
    })
    expect(retaken.screen === 'quiz' && retaken.run.quiz.attempts).toHaveLength(1)
  })

  it('Retake is refused when multiple attempts are off', () => {
    const results = inResults(
      makeQuiz({
        settings: {
          questionCount: 3,
          allowRetake: false,
          useExternalContent: false,
          selectedGuides: [],
        },
      }),
    )
    expect(quizFlowReducer(results, { type: 'retake', runId: 2, now: 0 })).toBe(results)
  })

  it('results goes back to the dashboard', () => {
    expect(quizFlowReducer(inResults(), { type: 'backToDashboard' })).toEqual(initialQuizFlowState)
  })

  it('Rate Quiz opens feedback with just_right, rating 5 and no comments', () => {
    const feedback = quizFlowReducer(inResults(), { type: 'rate' })
    expect(feedback).toMatchObject({
      screen: 'feedback',
      draft: { perceivedDifficulty: 'just_right', rating: 5, comments: '' },
    })
  })

  it('edits the feedback draft', () => {
    const edited = run(
      [
        { type: 'rate' },
        { type: 'editFeedback', patch: { perceivedDifficulty: 'too_easy' } },
        { type: 'editFeedback', patch: { rating: 2, comments: 'Nice' } },
      ],
      inResults(),
    )
    expect(edited).toMatchObject({
      draft: { perceivedDifficulty: 'too_easy', rating: 2, comments: 'Nice' },
    })
  })

  it('Submit returns to the dashboard and the next Rate Quiz starts from the defaults', () => {
    const submitted = run(
      [
        { type: 'rate' },
        { type: 'editFeedback', patch: { rating: 1 } },
        { type: 'submitFeedback' },
      ],
      inResults(),
    )
    expect(submitted).toEqual(initialQuizFlowState)
    const again = run([{ type: 'rate' }], inResults())
    expect(again).toMatchObject({ draft: defaultFeedback() })
  })

  it('Skip returns to the results with the same attempt', () => {
    const results = inResults()
    const skipped = run([{ type: 'rate' }, { type: 'skipFeedback' }], results)
    expect(skipped).toEqual(results)
  })

  it('ignores actions that do not belong to the current screen', () => {
    const dashboard = initialQuizFlowState
    for (const action of [
      { type: 'answer', option: 0 },
      { type: 'next' },
      { type: 'previous' },
      { type: 'rate' },
      { type: 'submitFeedback' },
      { type: 'skipFeedback' },
      { type: 'retake', runId: 1, now: 0 },
      { type: 'editFeedback', patch: { rating: 1 } },
      { type: 'backToDashboard' },
    ] satisfies QuizFlowAction[]) {
      expect(quizFlowReducer(dashboard, action)).toBe(dashboard)
    }
    const results = inResults()
    expect(quizFlowReducer(results, { type: 'openSettings', difficulty: 'easy' })).toBe(results)
  })
})

describe('quiz flow: a second opinion after the quiz is shown', () => {
  const notFound = { status: 'not-found' as const }

  it('changes the citations of the quiz being taken, keeping the answers and the place', () => {
    const answered = run([{ type: 'answer', option: 0 }, { type: 'next' }], inQuiz())
    const questions = quiz.questions.map((question, index) =>
      index === 0 ? { ...question, citations: [notFound] } : question,
    )
    const revised = quizFlowReducer(answered, {
      type: 'citationsRevised',
      quizId: quiz.id,
      questions,
    })
    if (revised.screen !== 'quiz' || answered.screen !== 'quiz')
      throw new Error('expected the quiz screen')
    expect(revised.run.quiz.questions).toEqual(questions)
    expect(revised.run.answers).toEqual(answered.run.answers)
    expect(revised.run.index).toBe(1)
  })

  it('reaches the results screen too, and leaves another quiz alone', () => {
    const results = inResults()
    const questions = quiz.questions.map((question) => ({ ...question, citations: [notFound] }))
    const revised = quizFlowReducer(results, {
      type: 'citationsRevised',
      quizId: quiz.id,
      questions,
    })
    expect(revised.screen === 'results' && revised.run.quiz.questions).toEqual(questions)
    const other = { type: 'citationsRevised' as const, quizId: 'another-quiz', questions }
    expect(quizFlowReducer(results, other)).toBe(results)
    expect(quizFlowReducer(initialQuizFlowState, other)).toBe(initialQuizFlowState)
  })
})
