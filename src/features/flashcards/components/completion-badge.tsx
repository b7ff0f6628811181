import { cn } from '@/components/ui/cn'
import { completionBand, type CompletionBand } from '../model/session'

const bandClasses: Record<CompletionBand, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
}

/** A session's completion percent in the quiz score colour bands (spec section 9). */
export function CompletionBadge({ percent }: { percent: number }) {
  const band = completionBand(percent)
  return (
    <span
      data-band={band}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        bandClasses[band],
      )}
    >
      {percent}% complete
    </span>
  )
}
