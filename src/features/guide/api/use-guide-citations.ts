import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { SourceLoader } from '@/components/citations/source-loader'
import { guideCitationsQuery, loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import type { GuideCitation } from '@/study-engine/citations/check'

/**
 * A guide's citations: in memory for a guide just generated, fetched for a saved one. A guide
 * made before citations (or whose fetch failed) shows none, and no error: it reads as before.
 */
export function useGuideCitations(guide: GuideRef): GuideCitation[] | undefined {
  const saved = guide.citations === undefined && guide.id !== null
  const query = useQuery({ ...guideCitationsQuery(guide.id ?? ''), enabled: saved })
  return guide.citations ?? (saved ? query.data : undefined)
}

/** The guide's passages for the source viewer, loaded on first use. */
export function useGuideSourceLoader(guide: GuideRef): SourceLoader {
  const client = useQueryClient()
  const { id, title, content, source } = guide
  return useCallback(
    () => loadGuideSource(client, { id, title, content, ...(source ? { source } : {}) }),
    [client, id, title, content, source],
  )
}
