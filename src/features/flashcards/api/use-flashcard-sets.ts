import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { reportFailure } from '@/lib/toast'
import { withCitations, withRevisedCitations } from '@/study-engine/citations/with-citations'
import { getStudyEngine } from '@/study-engine/engine'
import { newId } from '@/lib/new-id'
import { useGuideScopedKey } from '@/entities/study-guide/guide-keys'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { saveOrKeepShown } from '@/entities/unsaved-work/unsaved-work'
import {
  flashcardSetTitle,
  toFlashcards,
  type Flashcard,
  type FlashcardSession,
  type FlashcardSet,
  type FlashcardSettings,
} from '@/entities/flashcard/flashcard'
import type { CardSchedule } from '@/entities/flashcard/scheduling'
import type { ReviewLogEntry } from '@/entities/flashcard/session'
import { flashcardDataMessages } from '@/entities/flashcard/flashcard-messages'
import {
  fetchFlashcardSets,
  flashcardSetWork,
  recordFlashcardSession,
  reviewLogKey,
  reviseSetCards,
} from '@/entities/flashcard/flashcards-api'

/**
 * The guide's flashcard sets as TanStack Query data. A saved guide's sets live in the database;
 * an unsaved guide's (guide.id null) only in this query cache, under a per-panel key, and no
 * request is ever made for them.
 */

const NO_SETS: FlashcardSet[] = []

export function useFlashcardSetsKey(guide: GuideRef): QueryKey {
  return useGuideScopedKey('flashcard-sets', guide)
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

export interface GenerateSetVariables {
  settings: FlashcardSettings
  /** The new set's number: one more than the sets so far. */
  number: number
}

/** A new set, and its cards as the second opinion on their citations leaves them. */
export interface GeneratedSet {
  set: FlashcardSet
  /** The cards with changed citations; null when the second opinion changed none. */
  revised: Promise<Flashcard[] | null>
}

/**
 * Generates with the current engine, saves (saved guides only) and puts the set first, with the
 * local check's verdicts; the second opinion's changes follow into the cache and the saved row
 * (or the set kept in the browser after a failed save).
 */
export function useGenerateFlashcardSet(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ settings, number }: GenerateSetVariables): Promise<GeneratedSet> => {
      const source = await loadGuideSource(client, guide)
      const checked = await withCitations(getStudyEngine()).generateFlashcards({
        content: guide.content,
        title: guide.title,
        count: settings.cardCount,
        source,
      })
      const cards = toFlashcards(checked.items)
      const title = flashcardSetTitle(guide.title, number)
      const set: FlashcardSet = {
        id: newId(),
        studyGuideId: guide.id,
        title,
        cards,
        createdAt: new Date().toISOString(),
        schedule: {},
        sessions: [],
      }
      if (guide.id) await saveOrKeepShown(flashcardSetWork({ ...set, studyGuideId: guide.id }))
      const revised = checked.revised.then(
        (citations) => citations && withRevisedCitations(cards, citations),
      )
      return { set, revised }
    },
    onSuccess: ({ set, revised }) => {
      client.setQueryData<FlashcardSet[]>(key, (sets = []) => [set, ...sets])
      void revised.then(async (cards) => {
        if (!cards) return
        client.setQueryData<FlashcardSet[]>(key, (sets) =>
          withSetChanged(sets, set.id, () => ({ cards })),
        )
        if (set.studyGuideId === null) return
        try {
          await reviseSetCards(set.id, cards)
        } catch (error) {
          // The student has the set; only the refined verdicts are not kept.
          console.warn('Saving the second opinion on the flashcard citations failed', error)
        }
      })
    },
    // The spec only logs this; the settings screen also shows the message.
    onError: (error) => console.warn('Flashcard generation failed', error),
  })
}

export interface RecordSessionVariables {
  session: FlashcardSession
  /** The set's whole schedule after this session. */
  schedule: Record<string, CardSchedule>
  /** The new states of the cards this session rated: only they go to the database. */
  reviewed: Record<string, CardSchedule>
  /** Every rating of the session, for the review log. */
  log: ReviewLogEntry[]
}

function withSetChanged(
  sets: FlashcardSet[] | undefined,
  setId: string,
  change: (set: FlashcardSet) => Partial<FlashcardSet>,
) {
  return sets?.map((set) => (set.id === setId ? { ...set, ...change(set) } : set))
}

/**
 * Finish Session: the session and the new schedule go into the cache at once, then to the
 * database (saved guides only) in one transaction that merges per card; the merged schedule —
 * with any other tab's reviews — replaces the cached one. A failed save is shown, and the
 * cached copy is kept.
 */
export function useRecordSession(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ session, reviewed, log }: RecordSessionVariables) => {
      if (!guide.id) return null
      return recordFlashcardSession(session, reviewed, log)
    },
    onMutate: ({ session, schedule }) => {
      client.setQueryData<FlashcardSet[]>(key, (sets) =>
        withSetChanged(sets, session.flashcardSetId, (set) => ({
          schedule,
          sessions: [session, ...set.sessions],
        })),
      )
    },
    onSuccess: (merged, { session }) => {
      if (!merged) return
      client.setQueryData<FlashcardSet[]>(key, (sets) =>
        withSetChanged(sets, session.flashcardSetId, () => ({ schedule: merged })),
      )
      // The planner learns from the new reviews.
      return client.invalidateQueries({ queryKey: reviewLogKey })
    },
    onError: reportFailure(flashcardDataMessages.saveSession),
  })
}
