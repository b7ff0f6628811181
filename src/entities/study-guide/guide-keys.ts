import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { GuideRef } from './study-guide'

/**
 * The study guides' TanStack Query keys, defined once: a change made in one feature (a guide
 * generated, renamed, combined) refreshes what another feature shows. Free of the Supabase
 * client, so the landing page's generation can use them without loading it.
 */
export const guideKeys = {
  all: ['study-guides'] as const,
  list: () => [...guideKeys.all, 'list'] as const,
  examSets: () => [...guideKeys.all, 'exam-sets'] as const,
  detail: (id: string) => [...guideKeys.all, 'detail', id] as const,
  components: (ids: readonly string[]) => [...guideKeys.all, 'components', ...ids] as const,
  source: (id: string) => [...guideKeys.all, 'source', id] as const,
  citations: (id: string) => [...guideKeys.all, 'citations', id] as const,
}

/**
 * The key of something kept per saved guide (its quizzes, its flashcard sets): the one key both
 * the tabs (useGuideScopedKey) and what fetches a guide's parts ahead (kept-guide-parts.ts) use.
 */
export function guideScopedKey(scope: string, guideId: string): QueryKey {
  return [scope, guideId]
}

let unsavedScopes = 0

/**
 * guideScopedKey for a saved guide; for a guide not saved yet, whose data live only in the query
 * cache, a key of this component's own so two unsaved guides never share data.
 */
export function useGuideScopedKey(scope: string, guide: GuideRef): QueryKey {
  const [unsavedId] = useState(() => `unsaved-${++unsavedScopes}`)
  return guideScopedKey(scope, guide.id ?? unsavedId)
}
