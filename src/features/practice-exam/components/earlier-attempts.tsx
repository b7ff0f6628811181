import { useId } from 'react'
import { formatDate, formatNumber, formatPercent } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import type { SavedExamAttempt } from '../model/exam'
import { formatSpent } from '../model/exam-results'
import '../model/practice-catalogue'

/**
 * The guide's earlier practice exams, newest first: when, the score, the time taken; each opens
 * its results (`onOpen`).
 */
export function EarlierAttempts({
  attempts,
  onOpen,
}: {
  attempts: readonly SavedExamAttempt[]
  onOpen: (attemptId: string) => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  if (attempts.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-xl">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('practice.earlier')}
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1 text-sm">
        {attempts.map((attempt) => {
          const line = t('practice.earlierAttempt', {
            date: formatDate(attempt.completedAt),
            score: formatNumber(Math.round(attempt.score * 10) / 10),
            total: formatNumber(attempt.totalQuestions),
            percent: formatPercent(attempt.score / attempt.totalQuestions),
            time: formatSpent(attempt.timeSpentSeconds * 1000),
          })
          return (
            <li key={attempt.id}>
              <button
                type="button"
                aria-label={t('practice.earlierOpen', { attempt: line })}
                className="min-h-6 text-start text-indigo-700 underline hover:text-indigo-900"
                onClick={() => onOpen(attempt.id)}
              >
                {line}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
