import { useMutation, useQueryClient } from '@tanstack/react-query'
import { reportFailure } from '@/lib/report-failure'
import type { FlashcardSet } from './flashcard'
import { flashcardDataMessages } from './flashcard-messages'
import { reviewLogKey } from './flashcards-api'
import { finishSession, type FinishSessionInput } from './finish-session'

/** Every cached list of sets (a guide's, /today's) is under this key prefix. */
const setListsKey = ['flashcard-sets'] as const

function withSetChanged(
  sets: FlashcardSet[] | undefined,
  setId: string,
  change: (set: FlashcardSet) => Partial<FlashcardSet>,
) {
  return sets?.map((set) => (set.id === setId ? { ...set, ...change(set) } : set))
}

/**
 * Binds Finish Session (finishSession) to the query cache, for a guide's Flashcards tab and for
 * /today alike: each set's new session and schedule go into every cached list of sets at once,
 * then to the database (saved sets only); the merged schedule — with any other tab's reviews —
 * replaces the cached one, and the planner's review log is read again. Offline, the session
 * waits in the offline queue (the header counts it) and the cached copy is what the screen shows.
 */
export function useFinishSession() {
  const client = useQueryClient()
  return useMutation({
    // Saving goes through the offline queue, which works with no connection: never paused.
    networkMode: 'always',
    mutationFn: (input: FinishSessionInput) =>
      finishSession(input, (planned) => {
        for (const { session, schedule } of planned)
          client.setQueriesData<FlashcardSet[]>({ queryKey: setListsKey }, (sets) =>
            withSetChanged(sets, session.flashcardSetId, (set) => ({
              schedule,
              sessions: [session, ...set.sessions],
            })),
          )
      }),
    onSuccess: ({ merged }) => {
      if (merged.size === 0) return
      for (const [setId, schedule] of merged)
        client.setQueriesData<FlashcardSet[]>({ queryKey: setListsKey }, (sets) =>
          withSetChanged(sets, setId, () => ({ schedule })),
        )
      // The planner learns from the new reviews.
      return client.invalidateQueries({ queryKey: reviewLogKey })
    },
    onError: reportFailure(flashcardDataMessages.saveSession),
  })
}
