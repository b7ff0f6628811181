import { queryOptions } from '@tanstack/react-query'
import { guideKeys } from './guide-keys'
import { fetchGuide, fetchGuidesByIds, fetchGuideSummaries } from './guides-api'

/** The study guides' queries, for useQuery, prefetching and tests alike. */

export function guideListQuery(userId: string) {
  return queryOptions({
    queryKey: guideKeys.list(),
    queryFn: () => fetchGuideSummaries(userId),
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
