import { aiCheckOf, isContradicted, isSupported, type Citation } from '@/lib/citation'
import { useTranslation } from '@/lib/i18n/i18n'
import { cn } from '@/components/ui/cn'
import { CitationButton } from './citation-button'
import { unsupportedText } from './citation-texts'

/**
 * An item's verdict: a 'Source: page 12' button per supporting passage; when a passage speaks to
 * the same thing and says otherwise, 'Your material says otherwise' and a 'Closest passage: page
 * 12' button; when nothing in the material supports the item, 'Not found in your material'
 * ('Broader question: beyond your material' for a quiz question the student asked to go beyond
 * it). A tutor reply, checked sentence by sentence, may show sources and a contradiction
 * together. Items made before citations, or without a source, show nothing.
 *
 * With a model, every cited item is read by it against its passage: until the answer the item
 * shows 'Checking…' in place of a verdict; when the model gave no answer, the word check's
 * verdict is shown with 'Not checked by the AI'.
 *
 * The verdict sits in a polite live region: shown with the item it is read with the item, and
 * when it changes afterwards (the model's reading arrives while the student is on it) the new
 * verdict is announced.
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
  const { t } = useTranslation()
  if (!citations || citations.length === 0) return null
  const ai = aiCheckOf(citations)
  return (
    <span aria-live="polite" className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      {ai === 'checking' ? (
        <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300">
          {t('citations.checking')}
        </span>
      ) : (
        <Verdict citations={citations} lead={lead} />
      )}
      {ai === 'unchecked' ? (
        <span className="inline-flex items-center rounded-full bg-slate-50 px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-300">
          {t('citations.notChecked')}
        </span>
      ) : null}
    </span>
  )
}

function Verdict({
  citations,
  lead,
}: {
  citations: readonly Citation[]
  lead: string | undefined
}) {
  const { t } = useTranslation()
  const supported = citations.filter(isSupported)
  const contradicted = citations.filter(isContradicted)
  if (supported.length === 0 && contradicted.length === 0) {
    const beyond = citations.some((citation) => citation.status === 'beyond-material')
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
          beyond
            ? 'bg-sky-50 text-sky-800 ring-sky-200'
            : 'bg-amber-50 text-amber-900 ring-amber-300',
        )}
      >
        {unsupportedText(citations)}
      </span>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {supported.length > 0 && lead ? <span className="text-xs text-slate-600">{lead}</span> : null}
      {supported.map((citation) => (
        <CitationButton key={citation.passage} citation={citation} />
      ))}
      {contradicted.length > 0 ? (
        <span className="inline-flex items-center rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-800 ring-1 ring-rose-300">
          {t('citations.contradicted')}
        </span>
      ) : null}
      {contradicted.map((citation) => (
        <CitationButton key={`c${citation.passage}`} citation={citation} />
      ))}
    </span>
  )
}
