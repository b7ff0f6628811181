import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { canReachBackend } from '@/lib/reachability'
import type { SourcePassage } from '@/lib/source'
import { guideKeys } from './guide-keys'
import { fetchExamSets, fetchGuide, fetchGuidesByIds, fetchGuideSummaries } from './guides-api'
import { fetchGuideCitations, fetchGuideSource, fetchUnitGuideSource } from './source-api'
import type { GuideRef } from './study-guide'

/** The study guides' queries, for useQuery, prefetching and tests alike. */

export function guideListQuery(userId: string) {
  return queryOptions({
    queryKey: guideKeys.list(),
    queryFn: () => fetchGuideSummaries(userId),
  })
}

/** The practice exams on several guides (kind 'exam'), listed apart from the library. */
export function examSetsQuery(userId: string) {
  return queryOptions({
    queryKey: guideKeys.examSets(),
    queryFn: () => fetchExamSets(userId),
  })
}

export function guideQuery(id: string, userId: string) {
  return queryOptions({
    queryKey: guideKeys.detail(id),
    queryFn: () => fetchGuide(id, userId),
  })
}

/** A unit guide's component guides (nothing is fetched for other guides). */
export function componentGuidesQuery(ids: readonly string[], userId: string) {
  return queryOptions({
    queryKey: guideKeys.components(ids),
    queryFn: () => fetchGuidesByIds(ids, userId),
    enabled: ids.length > 0,
  })
}

/**
 * A saved guide's source passages: its own, or a unit guide's components' (null for guides made
 * before sources were kept).
 */
export function guideSourceQuery(id: string) {
  return queryOptions({
    queryKey: guideKeys.source(id),
    queryFn: async () => (await fetchGuideSource(id)) ?? (await fetchUnitGuideSource(id)),
    // The source never changes once saved.
    staleTime: Infinity,
  })
}

/**
 * A saved guide's citations (none for guides made before sources were kept). They only add to
 * the guide: a failed fetch is logged and the guide reads as it did without them.
 */
export function guideCitationsQuery(id: string) {
  return queryOptions({
    queryKey: guideKeys.citations(id),
    queryFn: async () => {
      try {
        return await fetchGuideCitations(id)
      } catch (error) {
        console.warn('Loading the study guide citations failed', error)
        return []
      }
    },
    // Written once with the source, never changed.
    staleTime: Infinity,
  })
}

/**
 * The guide's material as passages, for a study tool about to ask the AI: held in memory for a
 * guide just generated, fetched once for a saved one. Without it (an older guide, or a failed
 * fetch) the tools work from the guide's text, as they always did. With the backend out of reach
 * (lib/reachability.ts) it is what the cache holds (a kept guide's is there): a fetch would wait
 * for the backend, and the tool with it. (Not TanStack's onlineManager, which follows the same
 * answer: importing it here would add a chunk to what the landing page loads after its first
 * render.)
 */
export async function loadGuideSource(
  client: QueryClient,
  guide: GuideRef,
): Promise<SourcePassage[] | undefined> {
  if (guide.source) return guide.source
  if (guide.id === null) return undefined
  const query = guideSourceQuery(guide.id)
  if (!canReachBackend()) return client.getQueryData(query.queryKey) ?? undefined
  try {
    return (await client.ensureQueryData(query)) ?? undefined
  } catch (error) {
    console.warn('Loading the study guide source failed', error)
    return undefined
  }
}
