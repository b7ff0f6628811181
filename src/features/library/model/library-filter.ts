import type { GuideKind, GuideSummary } from '@/entities/study-guide/study-guide'
import type { MessageKey } from '@/lib/i18n/catalogues'

/** The Filter button's options (beyond the spec, which does not show its behaviour). */
export type KindFilter = 'all' | 'guides' | 'unit' | 'combined'
export type SortOrder = 'newest' | 'oldest' | 'title'

export interface LibraryFilter {
  query: string
  kind: KindFilter
  sort: SortOrder
}

export const DEFAULT_FILTER: LibraryFilter = { query: '', kind: 'all', sort: 'newest' }

/** Each option's name in the library catalogue. */
export const kindFilterLabels = {
  all: 'library.filter.all',
  guides: 'library.filter.guides',
  unit: 'library.filter.unit',
  combined: 'library.filter.combined',
} as const satisfies Record<KindFilter, MessageKey>

export const sortLabels = {
  newest: 'library.sort.newest',
  oldest: 'library.sort.oldest',
  title: 'library.sort.title',
} as const satisfies Record<SortOrder, MessageKey>

const kindOf: Record<Exclude<KindFilter, 'all'>, GuideKind> = {
  guides: 'guide',
  unit: 'unit',
  combined: 'combined',
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

export interface GuideIndexEntry {
  title: string
  time: number
}

/**
 * Lower-cased titles and parsed dates, computed once per list, so a keystroke only scans
 * strings and compares numbers.
 */
export function indexTitles(guides: readonly GuideSummary[]): Map<string, GuideIndexEntry> {
  return new Map(
    guides.map((guide) => [
      guide.id,
      { title: guide.title.toLocaleLowerCase(), time: Date.parse(guide.createdAt) },
    ]),
  )
}

/**
 * The guides to show: title contains the query (case-insensitive), of the chosen kind, in the
 * chosen order. The list arrives newest first from the database, so 'newest' keeps its order.
 */
export function applyLibraryFilter(
  guides: readonly GuideSummary[],
  filter: LibraryFilter,
  index: Map<string, GuideIndexEntry> = indexTitles(guides),
): GuideSummary[] {
  const query = filter.query.trim().toLocaleLowerCase()
  const wantedKind = filter.kind === 'all' ? null : kindOf[filter.kind]
  const timeOf = (guide: GuideSummary) => index.get(guide.id)?.time ?? Date.parse(guide.createdAt)
  const matches = guides.filter(
    (guide) =>
      (wantedKind === null || guide.kind === wantedKind) &&
      (query === '' ||
        (index.get(guide.id)?.title ?? guide.title.toLocaleLowerCase()).includes(query)),
  )
  switch (filter.sort) {
    case 'newest':
      return matches.sort((a, b) => timeOf(b) - timeOf(a))
    case 'oldest':
      return matches.sort((a, b) => timeOf(a) - timeOf(b))
    case 'title':
      return matches.sort((a, b) => collator.compare(a.title, b.title))
  }
}

export function isFilterActive(filter: LibraryFilter): boolean {
  return filter.kind !== DEFAULT_FILTER.kind || filter.sort !== DEFAULT_FILTER.sort
}
