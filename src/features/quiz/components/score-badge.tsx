import { cn } from '@/components/ui/cn'
import { scoreBand, type ScoreBand } from '../model/scoring'

export const bandClasses: Record<ScoreBand, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
}

/** A score with its colour band (spec section 9). */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score)
  return (
    <span
      data-band={band}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        bandClasses[band],
        className,
      )}
    >
      {score}%
    </span>
  )
}
