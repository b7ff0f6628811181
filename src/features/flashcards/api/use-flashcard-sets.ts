import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query'
import { guideScopedKey, useGuideScopedKey } from '@/entities/study-guide/guide-keys'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { useGenerateWork } from '@/entities/study-work/use-generate-work'
import { generateFlashcardSet } from '@/entities/flashcard/generate-flashcard-set'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { fetchFlashcardSets } from '@/entities/flashcard/flashcards-api'

/**
 * The guide's flashcard sets as TanStack Query data. A saved guide's sets live in the database;
 * an unsaved guide's (guide.id null) only in this query cache, under a per-panel key, and no
 * request is ever made for them.
 */

const NO_SETS: FlashcardSet[] = []

const setsScope = 'flashcard-sets'

export function useFlashcardSetsKey(guide: GuideRef): QueryKey {
  return useGuideScopedKey(setsScope, guide)
}

/** A saved guide's sets under useFlashcardSetsKey's key, for fetching them ahead (the offline copy). */
export function savedFlashcardSetsQuery(guideId: string) {
  return queryOptions<FlashcardSet[]>({
    queryKey: guideScopedKey(setsScope, guideId),
    queryFn: () => fetchFlashcardSets(guideId),
  })
}

/** `initialSets`: what an unsaved guide starts with (a shared guide's sets, studied in memory). */
export function useFlashcardSets(
  guide: GuideRef,
  key: QueryKey,
  initialSets: FlashcardSet[] = NO_SETS,
) {
  const guideId = guide.id
  return useQuery<FlashcardSet[]>({
    queryKey: key,
    queryFn: async () => {
      if (!guideId) return []
      try {
        return await fetchFlashcardSets(guideId)
      } catch (error) {
        // The spec only logs this; the dashboard also shows the message with Try again.
        console.warn('Loading flashcard sets failed', error)
        throw error
      }
    },
    enabled: guideId !== null,
    ...(guideId === null
      ? { initialData: initialSets, staleTime: Infinity, gcTime: Infinity }
      : {}),
  })
}

/**
 * Generates with the current engine (generateFlashcardSet), saves (saved guides only) and puts the
 * set first, with the local check's verdicts; the second opinion's changes follow into the cache
 * and the saved row (or the set kept in the browser after a failed save). The spec only logs a
 * failure; the settings screen also shows the message.
 */
export function useGenerateFlashcardSet(guide: GuideRef, key: QueryKey) {
  return useGenerateWork(guide, key, generateFlashcardSet, {
    revisedPart: (cached, revised) => ({ ...cached, cards: revised.cards }),
    failure: 'Flashcard generation failed',
  })
}
