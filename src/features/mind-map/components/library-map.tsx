import { ArrowLeft } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { shownError } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import { useLibraryMap } from '../api/use-library-map'
import { linkId, linksByGuide, type LibraryGraph, type LibraryLink } from '../model/library-graph'
import type { LibraryLayout } from '../model/library-layout'
import '../model/mindmap-catalogue'
import { LibraryMapDrawing } from './library-map-drawing'
import { LibraryMapList } from './library-map-list'
import { SharedConcepts } from './shared-concepts'

export interface LibraryMapProps {
  userId: string
  guideHref: (id: string) => string
  onOpenGuide: (id: string) => void
  onBack: () => void
}

/**
 * 'Library map' (issue 46): every guide of the library a node, guides linked when they share
 * concepts, the line thicker the more they share. Clicking a link (on the drawing or in the
 * list) lists the shared concepts with their pages in both guides.
 */
export function LibraryMap({ userId, guideHref, onOpenGuide, onBack }: LibraryMapProps) {
  const { t } = useTranslation()
  const map = useLibraryMap(userId)
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-10 sm:px-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('mindmap.backToLibrary')}
        </Button>
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{t('mindmap.libraryHeading')}</h1>
      <p className="text-slate-600">{t('mindmap.libraryLead')}</p>
      {map.status === 'loading' ? (
        <Spinner label={t('mindmap.libraryDrawing')} />
      ) : map.status === 'error' ? (
        <Alert tone="error" className="flex items-center justify-between gap-4">
          <span>{shownError(map.error, { text: t('mindmap.libraryFailed') })}</span>
          <Button size="sm" variant="secondary" onClick={map.retry}>
            {t('common.status.tryAgain')}
          </Button>
        </Alert>
      ) : (
        <ReadyMap
          graph={map.graph}
          layout={map.layout}
          guideHref={guideHref}
          onOpenGuide={onOpenGuide}
        />
      )}
    </div>
  )
}

function ReadyMap({
  graph,
  layout,
  guideHref,
  onOpenGuide,
}: {
  graph: LibraryGraph
  layout: LibraryLayout
  guideHref: (id: string) => string
  onOpenGuide: (id: string) => void
}) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<LibraryLink | null>(null)
  const linksOf = useMemo(() => linksByGuide(graph), [graph])
  const titles = useMemo(
    () => new Map(graph.guides.map((guide) => [guide.id, guide.title])),
    [graph],
  )
  const titleOf = (id: string) => titles.get(id) ?? ''

  function select(link: LibraryLink) {
    setSelected(link)
    // The list of shared concepts is what the click asked for: the keyboard goes there.
    requestAnimationFrame(() => document.getElementById('shared-concepts-heading')?.focus())
  }

  if (graph.guides.length === 0)
    return <p className="text-slate-600">{t('mindmap.libraryEmpty')}</p>
  const chosen = selected ? linkId(selected) : null
  return (
    <>
      <p aria-live="polite" className="text-sm text-slate-700">
        {t('mindmap.libraryCounts', { guides: graph.guides.length, links: graph.links.length })}
      </p>
      <LibraryMapDrawing
        graph={graph}
        layout={layout}
        selected={chosen}
        onSelect={select}
        onOpenGuide={onOpenGuide}
      />
      {selected ? <SharedConcepts link={selected} titleOf={titleOf} guideHref={guideHref} /> : null}
      <LibraryMapList
        graph={graph}
        linksOf={linksOf}
        titleOf={titleOf}
        guideHref={guideHref}
        selected={chosen}
        onSelect={select}
      />
    </>
  )
}
