import { useId } from 'react'
import { formatDate } from '@/lib/i18n/format'
import type { SavedExamAttempt } from '../model/exam'
import { formatSpent } from '../model/exam-results'

/** The guide's earlier practice exams, newest first: when, the score, the time taken. */
export function EarlierAttempts({ attempts }: { attempts: readonly SavedExamAttempt[] }) {
  const headingId = useId()
  if (attempts.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-xl">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Earlier practice exams
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1 text-sm">
        {attempts.map((attempt) => (
          <li key={attempt.id}>
            {formatDate(attempt.completedAt)} · {Math.round(attempt.score * 10) / 10} of{' '}
            {attempt.totalQuestions} points (
            {Math.round((attempt.score / attempt.totalQuestions) * 100)}%) · Time:{' '}
            {formatSpent(attempt.timeSpentSeconds * 1000)}
          </li>
        ))}
      </ul>
    </section>
  )
}
