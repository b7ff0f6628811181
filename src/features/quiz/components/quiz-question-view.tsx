import { CheckCircle2, XCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Citations } from '@/components/citations/citations'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { MathText, useSpokenText } from '@/components/ui/math-text'
import { Spinner } from '@/components/ui/spinner'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { shownText } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import { isAnswered, isLastQuestion, type QuizRun } from '../model/quiz-flow'
import { fallbackExplanation } from '../model/scoring'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { QuizTimer } from './quiz-timer'
import { useStudying } from '@/lib/app-update/use-app-update'

export interface QuizQuestionViewProps {
  run: QuizRun
  onAnswer: (option: number) => void
  onNext: () => void
  onPrevious: () => void
  onFinish: () => void
  onQuit: () => void
}

type OptionLook = 'idle' | 'correct' | 'wrong' | 'muted'

const optionClasses: Record<OptionLook, string> = {
  idle: 'border-slate-200 bg-white hover:border-indigo-400 hover:bg-indigo-50',
  correct: 'border-green-500 bg-green-50 text-green-900',
  wrong: 'border-red-500 bg-red-50 text-red-900',
  muted: 'border-slate-200 bg-white text-slate-500',
}

/** Colour is not the only signal: the state is spoken too, after the option's number and text. */
function optionName(state: OptionLook, isChosen: boolean): MessageKey {
  if (state === 'correct')
    return isChosen ? 'quiz.question.optionChosenCorrect' : 'quiz.question.optionCorrect'
  if (state === 'wrong') return 'quiz.question.optionWrong'
  return 'quiz.question.option'
}

/** One question at a time; keys are handled by the panel. */
export function QuizQuestionView({
  run,
  onAnswer,
  onNext,
  onPrevious,
  onFinish,
  onQuit,
}: QuizQuestionViewProps) {
  const { t } = useTranslation()
  const spoken = useSpokenText()
  useStudying(true)
  const answered = isAnswered(run)
  const question = run.quiz.questions[run.index]
  const explaining = question ? run.explanations[question.id]?.status : undefined
  const movesRef = useRef<HTMLDivElement>(null)
  // Answered, the feedback and Next show below the options: on a phone (and a laptop at 200 %
  // zoom) they were below the screen's end; 'nearest' scrolls only when they are (as a flipped
  // flashcard's ratings do), and again once a wrong answer's explanation has come and grown.
  useEffect(() => {
    if (answered) movesRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [answered, run.index, explaining])
  if (!question) return null
  const total = run.quiz.questions.length
  const chosen = run.answers[run.index] ?? null
  const correct = chosen === question.correctAnswer
  const explanation = run.explanations[question.id]
  const headingId = `quiz-question-${run.runId}-${run.index}`

  function look(option: number): OptionLook {
    if (!answered) return 'idle'
    if (option === question?.correctAnswer) return 'correct'
    if (option === chosen) return 'wrong'
    return 'muted'
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl space-y-5">
      {/* The quiz's own level-2 heading: the question (h3) does not follow the page's h1. */}
      <h2 className="sr-only">{t('quiz.question.heading')}</h2>
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <p id={`${headingId}-progress`}>
          {t('quiz.question.progress', { number: run.index + 1, total })}
        </p>
        <QuizTimer startedAt={run.startedAt} />
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full bg-indigo-500 transition-all"
          style={{ width: `${((run.index + 1) / total) * 100}%` }}
        />
      </div>

      <h3
        key={headingId}
        id={headingId}
        ref={focusOnMount}
        tabIndex={-1}
        // Focus lands here on each question: the position is read out with it.
        aria-describedby={`${headingId}-progress`}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        <MathText text={question.question} />
      </h3>

      <div role="group" aria-labelledby={headingId} className="grid gap-2">
        {question.options.map((option, index) => {
          const state = look(index)
          return (
            <button
              key={index}
              type="button"
              aria-disabled={answered}
              // Named as it shows, number first ('1 Ribosome'), so a student saying what they see is
              // understood; a formula by its words, not its TeX.
              aria-label={t(optionName(state, chosen === index), {
                number: index + 1,
                option: spoken(option),
              })}
              onClick={() => onAnswer(index)}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-xl border-2 px-4 py-3 text-start text-sm transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500',
                optionClasses[state],
                answered && 'cursor-default',
              )}
            >
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
              >
                {index + 1}
              </span>
              <span className="flex-1">
                <MathText text={option} />
              </span>
              {state === 'correct' && (
                <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden="true" />
              )}
              {state === 'wrong' && <XCircle className="h-5 w-5 text-red-600" aria-hidden="true" />}
            </button>
          )
        })}
      </div>

      <div aria-live="polite" className="min-h-12">
        {answered &&
          (correct ? (
            <div className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
              <p className="font-semibold">{t('quiz.question.correct')}</p>
              {question.explanation && (
                <p className="mt-1">
                  <MathText text={question.explanation} />
                </p>
              )}
              <Citations citations={question.citations} className="mt-2" />
            </div>
          ) : (
            <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              <p className="font-semibold">
                {t('quiz.question.notQuite')}{' '}
                <MathText text={question.options[question.correctAnswer] ?? ''} />
              </p>
              {explanation?.status === 'loading' ? (
                <Spinner label={t('quiz.question.explaining')} className="mt-1 text-red-900" />
              ) : (
                <p className="mt-1">
                  <MathText
                    text={
                      explanation?.status === 'ready'
                        ? explanation.text
                        : shownText(fallbackExplanation(question))
                    }
                  />
                </p>
              )}
              <Citations citations={question.citations} className="mt-2" />
            </div>
          ))}
      </div>

      <div ref={movesRef} className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="h-11"
            onClick={onPrevious}
            disabled={run.index === 0}
          >
            {t('quiz.question.previous')}
          </Button>
          {isLastQuestion(run) ? (
            <Button className="h-11" onClick={onFinish} disabled={!answered}>
              {t('quiz.question.finish')}
            </Button>
          ) : (
            <Button className="h-11 min-w-24" onClick={onNext} disabled={!answered}>
              {t('quiz.question.next')}
            </Button>
          )}
        </div>
        <Button variant="ghost" className="h-11" onClick={onQuit}>
          {t('quiz.question.quit')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t('quiz.question.tip')}</p>
    </section>
  )
}
