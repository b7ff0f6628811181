import {
  BEYOND_MATERIAL_TEXT,
  NOT_FOUND_TEXT,
  isSupported,
  type Citation,
} from '@/study-engine/citations/citation'
import { cn } from '@/components/ui/cn'
import { CitationButton } from './citation-button'

/**
 * An item's citations: a 'Source: page 12' button per supporting passage, or, when
 * nothing in the material supports the item, 'Not found in your material' ('Broader question:
 * beyond your material' for a quiz question the student asked to go beyond it). Items made
 * before citations, or without a source, show nothing.
 */
export function Citations({
  citations,
  className,
  lead,
}: {
  citations: readonly Citation[] | undefined
  className?: string
  /** Words before the buttons ('Sources:'), left out when the item has no support. */
  lead?: string
}) {
  if (!citations || citations.length === 0) return null
  const supported = citations.filter(isSupported)
  if (supported.length === 0) {
    const beyond = citations.some((citation) => citation.status === 'beyond-material')
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
          beyond
            ? 'bg-sky-50 text-sky-800 ring-sky-200'
            : 'bg-amber-50 text-amber-900 ring-amber-300',
          className,
        )}
      >
        {beyond ? BEYOND_MATERIAL_TEXT : NOT_FOUND_TEXT}
      </span>
    )
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      {lead ? <span className="text-xs text-slate-600">{lead}</span> : null}
      {supported.map((citation) => (
        <CitationButton key={citation.passage} citation={citation} />
      ))}
    </span>
  )
}
