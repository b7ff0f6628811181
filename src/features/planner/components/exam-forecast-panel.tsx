import { useMemo } from 'react'
import {
  CHART_HEIGHT,
  CHART_PAD,
  CHART_WIDTH,
  ChartFigure,
  chartY,
} from '@/components/ui/chart-figure'
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { forecastExam, type ReviewDay } from '../model/exam-forecast'
import { isSure } from '../model/forecast-range'
import type { MemoryModel } from '@/entities/flashcard/scheduling'
import '../model/today-catalogue'

/** A recall as a whole percent, as the interface language writes it ('85%', '85 %'). */
const percent = (recall: number) => formatPercent(Math.round(recall * 100) / 100)

/** The guide's forecast toward its exam: recall on exam day and reviews per day. */
export function ExamForecastPanel(props: {
  sets: readonly FlashcardSet[]
  exam: ExamDate | undefined
  now: number
  /** The student's memory as the planner learned it. */
  model: MemoryModel | undefined
}) {
  const { sets, exam, now, model } = props
  const { t } = useTranslation()
  // Every card followed to the exam: computed when the cards, the exam or the day change only.
  const forecast = useMemo(
    () => (exam ? forecastExam(sets, exam, new Date(now), model) : null),
    [sets, exam, now, model],
  )
  if (!forecast) return null
  return (
    <section
      aria-labelledby="exam-forecast-heading"
      className="space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/40 p-4"
    >
      {/* Beside the dashboard's 'Flashcard Sets', at the same level. */}
      <h2 id="exam-forecast-heading" className="text-lg font-semibold text-slate-900">
        {t('today.forecast.title')}
      </h2>
      <p className="text-lg font-semibold text-indigo-700">
        {t('today.forecast.recall', { percent: percent(forecast.predictedRecall) })}
      </p>
      {!isSure(forecast) && (
        <p className="text-sm text-slate-700">
          {t('today.forecast.unsure', {
            lowest: percent(forecast.lowestRecall),
            predicted: percent(forecast.predictedRecall),
          })}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('today.forecast.withoutStudy', { percent: percent(forecast.withoutStudy) })}
      </p>
      <ReviewsChart days={forecast.reviewsPerDay} />
    </section>
  )
}

function niceMax(value: number): number {
  const step = value <= 10 ? 5 : value <= 50 ? 10 : value <= 200 ? 50 : 100
  return Math.max(step, Math.ceil(value / step) * step)
}

/** A day of the plan as the chart's table and its bars' titles write it. */
const dayOf = (day: ReviewDay) => formatDate(`${day.date}T12:00:00`)

function ReviewsChart({ days }: { days: readonly ReviewDay[] }) {
  const max = niceMax(Math.max(...days.map((day) => day.reviews)))
  const slot = (CHART_WIDTH - CHART_PAD * 2) / days.length
  const bottom = CHART_HEIGHT - CHART_PAD
  return (
    <ChartFigure
      caption={translate('today.forecast.chart')}
      max={max}
      ticks={[0, max / 2, max]}
      tableCaption={translate('today.forecast.table')}
      columns={[translate('today.forecast.day'), translate('today.forecast.reviews')]}
      rows={days.map((day) => [dayOf(day), formatNumber(day.reviews)])}
    >
      {days.map((day, index) => {
        const y = chartY(day.reviews, max)
        return (
          <rect
            key={day.date}
            x={CHART_PAD + index * slot + slot * 0.15}
            y={y}
            width={slot * 0.7}
            height={bottom - y}
            className="fill-indigo-500"
          >
            <title>
              {translate('today.forecast.dayReviews', {
                date: dayOf(day),
                count: day.reviews,
                formatted: formatNumber(day.reviews),
              })}
            </title>
          </rect>
        )
      })}
    </ChartFigure>
  )
}
