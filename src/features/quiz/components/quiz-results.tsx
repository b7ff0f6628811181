import { Citations } from '@/components/citations/citations'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { MathText } from '@/components/ui/math-text'
import { percentBand, type PercentBand } from '@/components/ui/percent-badge'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { formatPercent } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import type { QuizAttempt, QuizQuestion } from '../model/quiz'
import { formatTime } from '../model/scoring'
import { focusOnMount } from '@/components/ui/focus-on-mount'

export interface QuizResultsProps {
  attempt: QuizAttempt
  /** The quiz's questions, for the citations of the ones reviewed. */
  questions: readonly QuizQuestion[]
  allowRetake: boolean
  onRate: () => void
  onRetake: () => void
  onDone: () => void
}

const bandStyles: Record<PercentBand, { text: string; box: string; message: MessageKey }> = {
  green: {
    text: 'text-green-700',
    box: 'border-green-200 bg-green-50',
    message: 'quiz.results.green',
  },
  yellow: {
    text: 'text-yellow-700',
    box: 'border-yellow-200 bg-yellow-50',
    message: 'quiz.results.yellow',
  },
  red: { text: 'text-red-700', box: 'border-red-200 bg-red-50', message: 'quiz.results.red' },
}

export function QuizResults({
  attempt,
  questions,
  allowRetake,
  onRate,
  onRetake,
  onDone,
}: QuizResultsProps) {
  const { t } = useTranslation()
  const band = percentBand(attempt.score)
  const style = bandStyles[band]
  return (
    <section aria-labelledby="quiz-results-heading" className="max-w-2xl space-y-6">
      <h2
        id="quiz-results-heading"
        ref={focusOnMount}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {t('quiz.results.heading')}
      </h2>
      <div data-band={band} className={cn('rounded-xl border p-6 text-center', style.box)}>
        <p className="text-sm text-slate-700">{t('quiz.results.yourScore')}</p>
        <p className={cn('text-5xl font-bold', style.text)}>{formatPercent(attempt.score / 100)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t('quiz.results.summary', {
            correct: attempt.correctAnswers,
            total: attempt.totalQuestions,
            time: attempt.timeSpent > 0 ? formatTime(attempt.timeSpent) : t('quiz.results.noTime'),
          })}
        </p>
        <p className={cn('mt-2 font-medium', style.text)}>{t(style.message)}</p>
      </div>

      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">{t('quiz.results.review')}</h3>
        {attempt.wrongAnswers.length === 0 ? (
          <p className="text-sm text-slate-600">{t('quiz.results.noMistakes')}</p>
        ) : (
          <ol aria-label={t('quiz.results.wrongAnswers')} className="space-y-3">
            {attempt.wrongAnswers.map((wrong, index) => (
              <li
                key={index}
                className="space-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm"
              >
                <p className="font-medium text-slate-900">
                  <MathText text={wrong.question} />
                </p>
                <p className="text-red-700">
                  {t('quiz.results.yourAnswer')} <MathText text={wrong.userAnswer} />
                </p>
                <p className="text-green-700">
                  {t('quiz.results.correctAnswer')} <MathText text={wrong.correctAnswer} />
                </p>
                <p className="text-slate-600">
                  <MathText text={wrong.explanation} />
                </p>
                <Citations
                  citations={questions.find((q) => q.id === wrong.questionId)?.citations}
                  className="mt-1"
                />
              </li>
            ))}
          </ol>
        )}
      </div>

      <div className="flex flex-wrap gap-3">
        <Button onClick={onRate}>{t('quiz.results.rate')}</Button>
        {allowRetake && (
          <Button variant="secondary" onClick={onRetake}>
            {t('quiz.retake')}
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          {t('quiz.backToQuizzes')}
        </Button>
      </div>
    </section>
  )
}
