import { useReducer, useRef, useState } from 'react'
import { QueryStatus } from '@/components/study-tool/query-status'
import { usePanelKeys } from '@/components/study-tool/use-panel-keys'
import { OFFLINE_ENGINE_LABEL } from '@/study-engine/types'
import { useEngineLabel } from '@/study-engine/use-engine-label'
import { newId } from '@/lib/new-id'
import { specMessage } from '@/lib/errors'
import { shownError } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { explainWrongAnswer } from '../api/explain-mistake'
import { quizDataMessages } from '../api/quiz-messages'
import {
  useGenerateQuiz,
  useQuizzes,
  useQuizzesKey,
  useRecordAttempt,
  useSaveFeedback,
} from '../api/use-quizzes'
import { nextDifficulty } from '../model/difficulty'
import type { Quiz } from '../model/quiz'
import {
  initialQuizFlowState,
  isAnswered,
  isLastQuestion,
  quizFlowReducer,
  type QuizRun,
} from '../model/quiz-flow'
import { buildAttempt } from '../model/scoring'
import { QuizDashboard } from './quiz-dashboard'
import { QuizFeedbackForm } from './quiz-feedback-form'
import { QuizQuestionView } from './quiz-question-view'
import { QuizResults } from './quiz-results'
import { QuizSettingsForm } from './quiz-settings-form'

function readyExplanations(run: QuizRun): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const [id, explanation] of Object.entries(run.explanations)) {
    if (explanation.status === 'ready') texts[id] = explanation.text
  }
  return texts
}

/** The Quiz tab of a guide: the five-screen flow over the guide's saved (or in-memory) quizzes. */
export function QuizPanel({ guide }: { guide: GuideRef }) {
  const { t } = useTranslation()
  const key = useQuizzesKey(guide)
  const quizzesQuery = useQuizzes(guide, key)
  const generate = useGenerateQuiz(guide, key)
  const recordAttempt = useRecordAttempt(guide, key)
  const saveFeedback = useSaveFeedback(guide, key)
  const engineLabel = useEngineLabel()
  const [state, dispatch] = useReducer(quizFlowReducer, initialQuizFlowState)
  const runs = useRef(0)
  const rootRef = useRef<HTMLDivElement>(null)
  // The dashboard heading takes focus only when the student comes back to it.
  const [navigated, setNavigated] = useState(false)

  const quizzes = quizzesQuery.data ?? []
  const difficulty = nextDifficulty(quizzes)

  function start(quiz: Quiz) {
    setNavigated(true)
    dispatch({ type: 'start', quiz, runId: ++runs.current, now: Date.now() })
  }

  function openSettings() {
    setNavigated(true)
    generate.reset()
    dispatch({ type: 'openSettings', difficulty })
  }

  function generateQuiz() {
    if (state.screen !== 'settings') return
    generate.mutate(
      { settings: state.settings, difficulty: state.difficulty, number: quizzes.length + 1 },
      {
        onSuccess: ({ made: quiz, revised }) => {
          dispatch({ type: 'generated', quiz, runId: ++runs.current, now: Date.now() })
          void revised.then(
            (next) =>
              next &&
              dispatch({ type: 'citationsRevised', quizId: quiz.id, questions: next.questions }),
          )
        },
      },
    )
  }

  function answer(option: number) {
    if (state.screen !== 'quiz') return
    const { run } = state
    const question = run.quiz.questions[run.index]
    if (!question || isAnswered(run) || option < 0 || option >= question.options.length) return
    dispatch({ type: 'answer', option })
    if (option !== question.correctAnswer) {
      void explainWrongAnswer(question, option, guide.content).then((text) =>
        dispatch({ type: 'explanationLoaded', runId: run.runId, questionId: question.id, text }),
      )
    }
  }

  function finish() {
    if (state.screen !== 'quiz' || !isLastQuestion(state.run) || !isAnswered(state.run)) return
    const { run } = state
    const now = Date.now()
    const attempt = buildAttempt({
      id: newId(),
      quizId: run.quiz.id,
      questions: run.quiz.questions,
      answers: run.answers,
      explanations: readyExplanations(run),
      timeSpent: (now - run.startedAt) / 1_000,
      completedAt: new Date(now).toISOString(),
    })
    dispatch({ type: 'finish', attempt })
    recordAttempt.mutate(attempt)
  }

  function next() {
    if (state.screen !== 'quiz') return
    if (isLastQuestion(state.run)) finish()
    else dispatch({ type: 'next' })
  }

  function submitFeedback() {
    if (state.screen !== 'feedback') return
    saveFeedback.mutate(
      { quizId: state.run.quiz.id, feedback: state.draft },
      { onSuccess: () => dispatch({ type: 'submitFeedback' }) },
    )
  }

  // Keys 1-4 choose an option and Enter moves on, while a question is shown (beyond the spec).
  usePanelKeys(state.screen === 'quiz', rootRef, (event) => {
    if (state.screen !== 'quiz') return
    if (/^[1-4]$/.test(event.key)) {
      event.preventDefault()
      answer(Number(event.key) - 1)
    } else if (event.key === 'Enter' && isAnswered(state.run)) {
      event.preventDefault()
      next()
    }
  })

  return (
    <div ref={rootRef} className="space-y-6">
      {state.screen === 'dashboard' && (
        <QueryStatus
          query={quizzesQuery}
          loadingLabel={t('quiz.loading')}
          failedMessage={quizDataMessages.fetchQuizzes}
        >
          <QuizDashboard
            quizzes={quizzes}
            nextDifficulty={difficulty}
            focusHeading={navigated}
            onGenerate={openSettings}
            onStart={start}
          />
        </QueryStatus>
      )}

      {state.screen === 'settings' && (
        <QuizSettingsForm
          settings={state.settings}
          difficulty={state.difficulty}
          generating={generate.isPending}
          error={generate.isError ? shownError(generate.error, specMessage('quizFailed')) : null}
          onChange={(patch) => dispatch({ type: 'updateSettings', patch })}
          onGenerate={generateQuiz}
          onCancel={() => dispatch({ type: 'backToDashboard' })}
        />
      )}

      {state.screen === 'quiz' && (
        <QuizQuestionView
          run={state.run}
          onAnswer={answer}
          onNext={next}
          onPrevious={() => dispatch({ type: 'previous' })}
          onFinish={finish}
          onQuit={() => dispatch({ type: 'backToDashboard' })}
        />
      )}

      {state.screen === 'results' && (
        <QuizResults
          attempt={state.attempt}
          questions={state.run.quiz.questions}
          allowRetake={state.run.quiz.settings.allowRetake}
          onRate={() => dispatch({ type: 'rate' })}
          onRetake={() => dispatch({ type: 'retake', runId: ++runs.current, now: Date.now() })}
          onDone={() => dispatch({ type: 'backToDashboard' })}
        />
      )}

      {state.screen === 'feedback' && (
        <QuizFeedbackForm
          draft={state.draft}
          saving={saveFeedback.isPending}
          onChange={(patch) => dispatch({ type: 'editFeedback', patch })}
          onSubmit={submitFeedback}
          onSkip={() => dispatch({ type: 'skipFeedback' })}
        />
      )}

      <p className="text-xs text-slate-500">
        {t('quiz.engine', {
          engine: engineLabel === OFFLINE_ENGINE_LABEL ? t('quiz.offlineEngine') : engineLabel,
        })}
      </p>
    </div>
  )
}
