import {
  hashKey,
  onlineManager,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query'
import {
  guideCitationsQuery,
  guideQuery,
  guideSourceQuery,
} from '@/entities/study-guide/guide-queries'
import { savedFlashcardSetsQuery } from '@/features/flashcards/api/use-flashcard-sets'
import { savedQuizzesQuery } from '@/features/quiz/api/use-quizzes'

/**
 * What a guide kept offline needs beyond what the student opened online: the guide, its
 * flashcard sets, its quizzes, its citations and the passages they open. offline-cache.ts asks
 * for the parts its copy lacks; they are fetched here in the background, one at a time, each at
 * most once per page and at most FETCHES_PER_PAGE per page (a large library fills over a few
 * visits), and only while online. Each one fetched lands in the query cache, and from there in
 * the copy like anything the student read.
 */

/** At most this many parts fetched per page (five per guide: twelve guides). */
export const FETCHES_PER_PAGE = 60

/** The queries a kept guide's screens read offline. */
function partsOf(guideId: string, userId: string) {
  return [
    guideQuery(guideId, userId),
    savedFlashcardSetsQuery(guideId),
    savedQuizzesQuery(guideId),
    guideCitationsQuery(guideId),
    guideSourceQuery(guideId),
  ]
}

export interface PartFetcher {
  /** Fetches the parts of `guideIds` whose keys are not in `stored`, in the order given. */
  fill: (guideIds: Iterable<string>, stored: ReadonlySet<string>) => void
  stop: () => void
}

/** The fetcher of one signed-in page: it stops with the page (or at sign-out). */
export function keptGuideParts(client: QueryClient, userId: string): PartFetcher {
  const tried = new Set<string>()
  const waiting: (() => Promise<void>)[] = []
  let running = false
  let stopped = false

  const run = async () => {
    running = true
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      if (stopped || !onlineManager.isOnline()) break
      await next()
    }
    waiting.length = 0
    running = false
  }

  return {
    fill(guideIds, stored) {
      if (stopped || !onlineManager.isOnline()) return
      for (const guideId of guideIds)
        for (const query of partsOf(guideId, userId)) {
          const hash = hashKey(query.queryKey)
          if (stored.has(hash) || tried.has(hash) || tried.size >= FETCHES_PER_PAGE) continue
          tried.add(hash)
          // prefetchQuery never throws: a part that fails is tried again on the next page.
          waiting.push(() => client.prefetchQuery(query as FetchQueryOptions))
        }
      if (!running && waiting.length > 0) void run()
    },
    stop() {
      stopped = true
    },
  }
}
