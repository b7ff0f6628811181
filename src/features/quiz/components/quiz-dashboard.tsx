import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PercentBadge } from '@/components/ui/percent-badge'
import { formatDate, formatPercent } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import { STRONG_SLOT, WithStrong } from '@/lib/i18n/with-strong'
import { RECENT_QUIZZES_SHOWN } from '@/config/limits'
import { difficultyNames } from '../model/difficulty'
import type { Difficulty, Quiz } from '../model/quiz'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { ScoreChart } from './score-chart'

export interface QuizDashboardProps {
  quizzes: readonly Quiz[]
  nextDifficulty: Difficulty
  /** Take focus on mount (when coming back from another screen). */
  focusHeading?: boolean
  onGenerate: () => void
  onStart: (quiz: Quiz) => void
}

function LatestScore({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation()
  const latest = quiz.attempts[0]
  return latest ? (
    <span className="inline-flex items-center gap-1.5">
      {t('quiz.lastScore')}{' '}
      <PercentBadge percent={latest.score}>{formatPercent(latest.score / 100)}</PercentBadge>
    </span>
  ) : (
    <span>{t('quiz.notTaken')}</span>
  )
}

/** The quiz dashboard: quizzes numbered counting down (newest highest), recent performance, chart. */
export function QuizDashboard({
  quizzes,
  nextDifficulty,
  focusHeading = false,
  onGenerate,
  onStart,
}: QuizDashboardProps) {
  const { t } = useTranslation()
  const total = quizzes.length
  const recent = quizzes.slice(0, RECENT_QUIZZES_SHOWN)
  return (
    <section aria-labelledby="quiz-dashboard-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="quiz-dashboard-heading"
            ref={focusHeading ? focusOnMount : undefined}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {t('quiz.heading')}
          </h2>
          <p className="text-sm text-slate-600">
            <WithStrong text={t('quiz.nextQuiz', { difficulty: STRONG_SLOT })}>
              {t(difficultyNames[nextDifficulty])}
            </WithStrong>
          </p>
        </div>
        <Button onClick={onGenerate}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('quiz.generateNew')}
        </Button>
      </div>

      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('quiz.empty')}
        </p>
      ) : (
        <ul aria-label={t('quiz.yourQuizzes')} className="grid gap-3 sm:grid-cols-2">
          {quizzes.map((quiz, index) => {
            const number = total - index
            const action =
              quiz.attempts.length === 0 ? 'start' : quiz.settings.allowRetake ? 'retake' : null
            const name = t('quiz.quizNumber', { number })
            return (
              <li
                key={quiz.id}
                aria-label={name}
                className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {t(difficultyNames[quiz.difficulty])}
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  {t('quiz.questionCount', { count: quiz.questions.length })} ·{' '}
                  {formatDate(quiz.createdAt)}
                  {quiz.attempts.length > 0
                    ? ` · ${t('quiz.attemptCount', { count: quiz.attempts.length })}`
                    : ''}
                </p>
                <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
                  <LatestScore quiz={quiz} />
                  {action ? (
                    <Button
                      size="sm"
                      variant={action === 'start' ? 'primary' : 'secondary'}
                      onClick={() => onStart(quiz)}
                    >
                      {action === 'start' ? t('quiz.start') : t('quiz.retake')}
                    </Button>
                  ) : (
                    <span className="text-xs text-slate-500">{t('quiz.singleAttempt')}</span>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}

      {total > 0 && (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-800">{t('quiz.recent')}</h3>
            <ul
              aria-label={t('quiz.recent')}
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
            >
              {recent.map((quiz, index) => (
                <li
                  key={quiz.id}
                  className="flex items-center justify-between gap-2 px-4 py-2 text-sm"
                >
                  <span className="font-medium text-slate-800">
                    {t('quiz.quizNumber', { number: total - index })}
                  </span>
                  <LatestScore quiz={quiz} />
                </li>
              ))}
            </ul>
          </div>
          <ScoreChart quizzes={quizzes} />
        </div>
      )}
    </section>
  )
}
