import { useEffect, useEffectEvent, useId, useState } from 'react'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import { formatSpent } from '../model/exam-results'

/** Minutes left at which screen readers are told, once each. */
const WARNINGS: readonly { ms: number; text: MessageKey }[] = [
  { ms: 5 * 60_000, text: 'practice.timer.fiveMinutes' },
  { ms: 60_000, text: 'practice.timer.oneMinute' },
]

/** How long the empty live region is in the page before a warning can be read from it. */
const ANNOUNCE_AFTER_MS = 500

/**
 * The time left, visible, counted from the deadline (so a reload keeps it); screen readers hear
 * '5 minutes left' and '1 minute left', and at zero the exam submits itself.
 */
export function ExamTimer({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, deadline - now)
  const labelId = useId()
  const timeUp = useEffectEvent(onTimeUp)
  // The live region is empty at first: what it says at its first render is not read, so a
  // sitting resumed with under five minutes left hears the warning only as a change.
  const [listening, setListening] = useState(false)

  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000)
    const heard = window.setTimeout(() => setListening(true), ANNOUNCE_AFTER_MS)
    return () => {
      window.clearInterval(tick)
      window.clearTimeout(heard)
    }
  }, [])

  // The live region's text changes as a warning is crossed, and the change is what is read.
  const warningKey = WARNINGS.filter((w) => left <= w.ms).at(-1)?.text
  const warning = warningKey && listening ? t(warningKey) : ''

  useEffect(() => {
    if (left === 0) timeUp()
  }, [left])

  return (
    <div className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <span id={labelId}>{t('practice.timer.left')}</span>
      <span role="timer" aria-labelledby={labelId} className="font-mono tabular-nums">
        {formatSpent(left)}
      </span>
      <span aria-live="assertive" className="sr-only">
        {warning}
      </span>
    </div>
  )
}
