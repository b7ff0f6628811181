import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/quiz-catalogue'
import { formatClock } from '../model/scoring'

/** The running quiz timer; re-renders only itself once a second. */
export function QuizTimer({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  return (
    <span
      role="timer"
      aria-label={t('quiz.question.timer')}
      className="font-mono text-sm tabular-nums text-slate-600"
    >
      {formatClock((now - startedAt) / 1_000)}
    </span>
  )
}
