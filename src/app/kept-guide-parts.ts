import {
  hashKey,
  onlineManager,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query'
import { examDatesQuery, unitGuidesQuery } from '@/entities/exam-date/exam-date-queries'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import {
  componentGuidesQuery,
  guideCitationsQuery,
  guideListQuery,
  guideQuery,
  guideSourceQuery,
} from '@/entities/study-guide/guide-queries'
import type { StudyGuide } from '@/entities/study-guide/study-guide'
import { savedFlashcardSetsQuery } from '@/features/flashcards/api/use-flashcard-sets'
import {
  personalParametersQuery,
  reviewLogQuery,
} from '@/features/planner/api/use-personal-parameters'
import { allSetsQuery } from '@/features/planner/api/use-today'
import { savedQuizzesQuery } from '@/features/quiz/api/use-quizzes'

/**
 * What studying offline needs beyond what the student opened online: what /today plans from
 * (every set, the exam dates, the unit guides, the library list, the review log and the fitted
 * FSRS parameters), and for each kept guide the guide, its flashcard sets, its quizzes, its
 * citations, the passages they open and, for a unit guide, its component guides.
 * offline-cache.ts asks for them; they are fetched here in the background, those the copy lacks
 * first, then those it holds from an earlier page (refreshed: a quiz added on another device
 * since is there offline too), one at a time, each at most once per page and at most
 * FETCHES_PER_PAGE per page (a large library fills over a few visits), only while online, and
 * none this page has read already. Each one fetched lands in the query cache, and from there in
 * the copy like anything the student read.
 */

/** At most this many parts fetched per page (six for /today, then five or six per guide). */
export const FETCHES_PER_PAGE = 66

/** The queries /today reads offline (and the flashcards' scheduling: the log, the fit). */
function studentParts(userId: string) {
  return [
    allSetsQuery(),
    examDatesQuery(),
    unitGuidesQuery(),
    guideListQuery(userId),
    reviewLogQuery(),
    personalParametersQuery(),
  ]
}

/**
 * The queries a kept guide's screens read offline; a unit guide's component guides once the
 * guide itself is known (in the cache or the copy: the fill after it is fetched asks for them).
 */
function guideParts(client: QueryClient, guideId: string, userId: string, stored: StoredData) {
  const key = guideKeys.detail(guideId)
  const guide = (client.getQueryData(key) ?? stored.get(hashKey(key))) as StudyGuide | undefined
  return [
    guideQuery(guideId, userId),
    savedFlashcardSetsQuery(guideId),
    savedQuizzesQuery(guideId),
    guideCitationsQuery(guideId),
    guideSourceQuery(guideId),
    ...(guide?.isUnitGuide ? [componentGuidesQuery(guide.sourceGuideIds, userId)] : []),
  ]
}

/** The offline copy's data by query hash. */
export type StoredData = ReadonlyMap<string, unknown>

export interface PartFetcher {
  /**
   * Fetches what /today needs, then the parts of `guideIds` in the order given: first each one
   * whose key is not in `stored`, then the others (refreshed), none that this page has read.
   */
  fill: (guideIds: Iterable<string>, stored: StoredData) => void
  stop: () => void
}

/** The fetcher of one signed-in page: it stops with the page (or at sign-out). */
export function keptGuideParts(client: QueryClient, userId: string): PartFetcher {
  const opened = Date.now()
  const tried = new Set<string>()
  /** The parts the copy lacks, fetched before those it holds (refreshed). */
  const missing: (() => Promise<void>)[] = []
  const refreshed: (() => Promise<void>)[] = []
  let running = false
  let stopped = false

  const nextPart = () => missing.shift() ?? refreshed.shift()

  const run = async () => {
    running = true
    for (let next = nextPart(); next; next = nextPart()) {
      if (stopped || !onlineManager.isOnline()) break
      await next()
    }
    missing.length = 0
    refreshed.length = 0
    running = false
  }
  /** This page has the part from the server already, or is reading it now. */
  const readHere = (query: FetchQueryOptions) => {
    const state = client.getQueryState(query.queryKey)
    return !!state && (state.dataUpdatedAt >= opened || state.fetchStatus === 'fetching')
  }

  return {
    fill(guideIds, stored) {
      if (stopped || !onlineManager.isOnline()) return
      const parts = [
        ...studentParts(userId),
        ...[...guideIds].flatMap((guideId) => guideParts(client, guideId, userId, stored)),
      ]
      for (const query of parts as FetchQueryOptions[]) {
        const hash = hashKey(query.queryKey)
        if (tried.has(hash) || tried.size >= FETCHES_PER_PAGE || readHere(query)) continue
        tried.add(hash)
        const queue = stored.has(hash) ? refreshed : missing
        // prefetchQuery never throws: a part that fails is tried again on the next page.
        queue.push(() => client.prefetchQuery(query))
      }
      if (!running && missing.length + refreshed.length > 0) void run()
    },
    stop() {
      stopped = true
    },
  }
}
