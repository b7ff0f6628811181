import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PercentBadge } from '@/components/ui/percent-badge'
import { formatDate } from '@/lib/format-date'
import { RECENT_QUIZZES_SHOWN } from '@/config/limits'
import { difficultyLabels } from '../model/difficulty'
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
  const latest = quiz.attempts[0]
  return latest ? (
    <span className="inline-flex items-center gap-1.5">
      Last score <PercentBadge percent={latest.score}>{latest.score}%</PercentBadge>
    </span>
  ) : (
    <span>Not taken yet</span>
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
            Quizzes
          </h2>
          <p className="text-sm text-slate-600">
            Next quiz: <strong>{difficultyLabels[nextDifficulty]}</strong> difficulty
          </p>
        </div>
        <Button onClick={onGenerate}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Generate New Quiz
        </Button>
      </div>

      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No quizzes yet. Generate one to test yourself on this guide.
        </p>
      ) : (
        <ul aria-label="Your quizzes" className="grid gap-3 sm:grid-cols-2">
          {quizzes.map((quiz, index) => {
            const number = total - index
            const action =
              quiz.attempts.length === 0 ? 'Start' : quiz.settings.allowRetake ? 'Retake' : null
            return (
              <li
                key={quiz.id}
                aria-label={`Quiz ${number}`}
                className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">Quiz {number}</h3>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {difficultyLabels[quiz.difficulty]}
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  {quiz.questions.length} questions · {formatDate(quiz.createdAt)}
                  {quiz.attempts.length > 0
                    ? ` · ${quiz.attempts.length} attempt${quiz.attempts.length === 1 ? '' : 's'}`
                    : ''}
                </p>
                <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
                  <LatestScore quiz={quiz} />
                  {action ? (
                    <Button
                      size="sm"
                      variant={action === 'Start' ? 'primary' : 'secondary'}
                      onClick={() => onStart(quiz)}
                    >
                      {action}
                    </Button>
                  ) : (
                    <span className="text-xs text-slate-500">Single attempt</span>
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
            <h3 className="text-sm font-semibold text-slate-800">Recent performance</h3>
            <ul
              aria-label="Recent performance"
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
            >
              {recent.map((quiz, index) => (
                <li
                  key={quiz.id}
                  className="flex items-center justify-between gap-2 px-4 py-2 text-sm"
                >
                  <span className="font-medium text-slate-800">Quiz {total - index}</span>
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
