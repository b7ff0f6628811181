import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Citations } from '@/components/citations/citations'
import { SourceLoaderProvider } from '@/components/citations/source-loader'
import { guideSourceQuery } from '@/entities/study-guide/guide-queries'
import { useTranslation } from '@/lib/i18n/i18n'
import type { GuideConcept, LibraryLink } from '../model/library-graph'
import '../model/mindmap-catalogue'

export interface SharedConceptsProps {
  link: LibraryLink
  titleOf: (id: string) => string
  guideHref: (id: string) => string
}

/**
 * What a link of the library map stands for: the concepts its two guides share, each with where
 * each guide has it ('Source: page N' opens the passage of that guide's material, and the
 * guide's name opens the guide).
 */
export function SharedConcepts({ link, titleOf, guideHref }: SharedConceptsProps) {
  const { t } = useTranslation()
  const ends = [link.source, link.target] as const
  const heading = t('mindmap.sharedHeading', {
    first: titleOf(link.source),
    second: titleOf(link.target),
    count: link.shared.length,
  })
  return (
    <section
      aria-labelledby="shared-concepts-heading"
      className="rounded-lg border border-slate-200 p-4"
    >
      <h2
        id="shared-concepts-heading"
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {heading}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {link.shared.map((concept) => (
          <li key={concept.label}>
            <p className="font-medium text-slate-900">{concept.label}</p>
            <ul className="mt-1 flex flex-col gap-1 ps-4 text-sm text-slate-700">
              {ends.map((id, side) => (
                <ConceptInGuide
                  key={id}
                  guideId={id}
                  title={titleOf(id)}
                  href={guideHref(id)}
                  concept={concept.in[side]!}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ConceptInGuide({
  guideId,
  title,
  href,
  concept,
}: {
  guideId: string
  title: string
  href: string
  concept: GuideConcept
}) {
  const client = useQueryClient()
  const load = async () => (await client.ensureQueryData(guideSourceQuery(guideId))) ?? undefined
  return (
    <li className="flex flex-wrap items-baseline gap-x-2">
      <Link to={href} className="text-indigo-700 underline hover:text-indigo-900">
        {title}
      </Link>
      {concept.section ? <span className="text-slate-500">{concept.section}</span> : null}
      <SourceLoaderProvider load={load}>
        <Citations citations={concept.citations} className="text-xs" />
      </SourceLoaderProvider>
    </li>
  )
}
