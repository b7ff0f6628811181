import { Link } from 'react-router-dom'
import { useTranslation } from '@/lib/i18n/i18n'
import { linkId, type LibraryGraph, type LibraryLink } from '../model/library-graph'
import '../model/mindmap-catalogue'

export interface LibraryMapListProps {
  graph: LibraryGraph
  linksOf: Map<string, LibraryLink[]>
  titleOf: (id: string) => string
  guideHref: (id: string) => string
  selected: string | null
  onSelect: (link: LibraryLink) => void
}

/**
 * The library map for screen readers and keyboard users: every guide (a link to it) and its
 * links to other guides, each a button that lists the concepts they share.
 */
export function LibraryMapList({
  graph,
  linksOf,
  titleOf,
  guideHref,
  selected,
  onSelect,
}: LibraryMapListProps) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="library-map-guides" className="flex flex-col gap-2">
      <h2 id="library-map-guides" className="text-lg font-semibold text-slate-900">
        {t('mindmap.guidesAndLinks')}
      </h2>
      <ul className="flex flex-col gap-2">
        {graph.guides.map((guide) => {
          const links = linksOf.get(guide.id) ?? []
          return (
            <li key={guide.id}>
              <Link
                to={guideHref(guide.id)}
                dir="auto"
                className="font-medium text-indigo-700 underline hover:text-indigo-900"
              >
                {guide.title}
              </Link>
              {links.length === 0 ? (
                <p className="text-sm text-slate-600">{t('mindmap.sharesNone')}</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-2">
                  {links.map((link) => {
                    const other = link.source === guide.id ? link.target : link.source
                    return (
                      <li key={linkId(link)}>
                        <button
                          type="button"
                          aria-pressed={linkId(link) === selected}
                          onClick={() => onSelect(link)}
                          className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-pressed:bg-indigo-100 aria-pressed:ring-indigo-400"
                        >
                          {t('mindmap.sharedWith', {
                            title: titleOf(other),
                            count: link.shared.length,
                          })}
                        </button>
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
