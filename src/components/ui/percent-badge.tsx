import type { ReactNode } from 'react'
import { SCORE_BANDS } from '@/config/limits'
import { cn } from './cn'

export type PercentBand = 'green' | 'yellow' | 'red'

/**
 * 80 and above green, 60 and above yellow, otherwise red — for quiz scores and,
 * alike, for flashcard completion percent.
 */
export function percentBand(percent: number): PercentBand {
  if (percent >= SCORE_BANDS.green) return 'green'
  if (percent >= SCORE_BANDS.yellow) return 'yellow'
  return 'red'
}

const bandClasses: Record<PercentBand, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
}

/** A percent in its colour band; `children` is the text shown (e.g. '85%', '60% complete'). */
export function PercentBadge({
  percent,
  children,
  className,
}: {
  percent: number
  children: ReactNode
  className?: string
}) {
  const band = percentBand(percent)
  return (
    <span
      data-band={band}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        bandClasses[band],
        className,
      )}
    >
      {children}
    </span>
  )
}
