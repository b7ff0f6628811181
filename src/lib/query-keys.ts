import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * TanStack Query keys shared across features (a mutation in one feature invalidates a list
 * another feature shows), defined once here.
 */
export const queryKeys = {
  guides: ['study-guides'] as const,
  guideList: () => [...queryKeys.guides, 'list'] as const,
  guide: (id: string) => [...queryKeys.guides, 'detail', id] as const,
  quizzes: (guideId: string) => ['quizzes', guideId] as const,
  flashcardSets: (guideId: string) => ['flashcard-sets', guideId] as const,
  betaCodes: ['beta-codes'] as const,
}

let unsavedPanels = 0

/**
 * The key of a guide's quizzes or flashcard sets: the shared one for a saved guide, and for an
 * unsaved guide (id null), whose data live only in the query cache, a key of this panel's own.
 */
export function useGuideDataKey(
  guideId: string | null,
  savedKey: (guideId: string) => QueryKey,
): QueryKey {
  const [unsavedKey] = useState(() => `unsaved-${++unsavedPanels}`)
  return savedKey(guideId ?? unsavedKey)
}
