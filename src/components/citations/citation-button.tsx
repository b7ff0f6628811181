import { BookOpen } from 'lucide-react'
import { Suspense, useId, useState } from 'react'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import type { PassageCitation } from '@/lib/citation'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import type { SourcePassage } from '@/lib/source'
import { shownCitationLabel } from './citation-texts'
import { MarkedPassage } from './marked-passage'
import { useSourceLoader } from './source-loader'
import { WatchOnYoutube } from './watch-on-youtube'
import { lazyComponent } from '@/lib/lazy-component'

type Shown =
  | { status: 'loading' }
  | { status: 'ready'; passage: SourcePassage; source: readonly SourcePassage[] }
  | { status: 'missing' }

// A recording's player (and the local store it reads) loads only for a passage of a transcript.
const PlayFromRecording = lazyComponent(() => import('./play-from-recording'))

/**
 * One citation: a button that opens the source viewer. For a supporting passage it is named
 * 'Source: page 12' and opens a dialog named 'Source' with the supporting sentences highlighted;
 * for the passage that says otherwise it is named 'Closest passage: page 12' and opens a dialog
 * named 'Closest passage' with the conflicting words marked. Escape closes it and the keyboard
 * returns to the button (the Dialog gives focus back to its opener).
 */
export function CitationButton({ citation }: { citation: PassageCitation }) {
  const { t } = useTranslation()
  const load = useSourceLoader()
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const [shown, setShown] = useState<Shown>({ status: 'loading' })
  const label = shownCitationLabel(citation)
  const contradicted = citation.status === 'contradicted'
  const title = contradicted ? t('citations.closestPassage') : t('citations.source')
  const how = howChecked(citation, label)

  async function show() {
    setOpen(true)
    if (shown.status === 'ready') return
    setShown({ status: 'loading' })
    try {
      const source = await load()
      const passage = source?.[citation.passage]
      setShown(source && passage ? { status: 'ready', passage, source } : { status: 'missing' })
    } catch (error) {
      console.warn('Loading the source passage failed', error)
      setShown({ status: 'missing' })
    }
  }

  return (
    <>
      <button
        type="button"
        aria-label={
          contradicted
            ? t('citations.closestAt', { where: label })
            : t('citations.sourceAt', { where: label })
        }
        onClick={() => void show()}
        className={cn(
          // At least 24 × 24 px (WCAG 2.5.8): a chip is a target wherever it sits, in a mind map's
          // row of chips as in running text.
          'inline-flex min-h-6 max-w-[16rem] min-w-6 items-center gap-1 rounded-full px-2 py-0.5 align-baseline text-xs font-medium ring-1 focus-visible:outline-2',
          contradicted
            ? 'bg-rose-50 text-rose-800 ring-rose-300 hover:bg-rose-100 focus-visible:outline-rose-600'
            : 'bg-indigo-50 text-indigo-700 ring-indigo-200 hover:bg-indigo-100 focus-visible:outline-indigo-500',
        )}
      >
        <BookOpen className="h-3 w-3 shrink-0" aria-hidden="true" />
        <span className="truncate">
          {contradicted ? t('citations.closestAt', { where: label }) : label}
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} className="max-w-2xl">
        <div className="space-y-3">
          <p id={labelId} className="text-sm font-semibold text-slate-700">
            {asHeading(citation, label)}
          </p>
          {how ? <p className="text-xs text-slate-600">{how}</p> : null}
          {citation.status === 'found' ? (
            <p className="text-xs text-slate-500">{t('citations.foundNote')}</p>
          ) : null}
          {contradicted ? (
            <p className="text-xs text-slate-600">{t('citations.contradictedNote')}</p>
          ) : null}
          {/* A long passage scrolls in a region the keyboard reaches (Tab, then the arrow keys). */}
          <div
            role="region"
            tabIndex={0}
            aria-labelledby={labelId}
            className="max-h-[60vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            {shown.status === 'ready' ? (
              <MarkedPassage
                text={shown.passage.text}
                marks={citation.marks}
                tone={contradicted ? 'conflict' : 'support'}
              />
            ) : shown.status === 'loading' ? (
              <Spinner label={t('citations.loadingPassage')} />
            ) : (
              <p className="text-sm text-slate-600">{t('citations.unavailable')}</p>
            )}
          </div>
          {shown.status === 'ready' && shown.passage.anchor.kind === 'time' ? (
            shown.passage.anchor.video ? (
              <WatchOnYoutube
                videoId={shown.passage.anchor.video}
                seconds={shown.passage.anchor.seconds}
              />
            ) : (
              <Suspense fallback={null}>
                <PlayFromRecording passages={shown.source} index={citation.passage} />
              </Suspense>
            )
          ) : null}
        </div>
      </Dialog>
    </>
  )
}

/**
 * What stands behind the citation: the model's reading of the item against this passage, or
 * only the word check (offline, or the model gave no answer).
 */
function howChecked(citation: PassageCitation, label: string): string | null {
  if (citation.ai === 'read') return translate('citations.readByAi', { where: label })
  if (citation.status === 'contradicted') return null
  return translate('citations.wordsOn', { where: label })
}

/**
 * The place as the passage's heading: the catalogue's own word capitalised ('Page 12'); a file's
 * or a section's name as its author wrote it ('lecture.m4a, 0:00', 'iPhone sales').
 */
function asHeading(citation: PassageCitation, label: string): string {
  if (citation.file || citation.anchor.kind === 'heading') return label
  return label.charAt(0).toUpperCase() + label.slice(1)
}
