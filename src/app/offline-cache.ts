import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import {
  keptGuideIds,
  noteEarlierOpenings,
  OPENED_KEPT_MS,
  recentlyOpenedGuideIds,
} from '@/lib/offline-data/kept-guides'
import { examDateKeys } from '@/entities/exam-date/exam-date-queries'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import { SPEECH_CACHE } from '@/lib/ai/speech-cache'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import { allSetsKey } from '@/features/planner/api/use-today'
import { guideUpdateChange, showGuideUpdate } from '@/entities/study-guide/guide-update'
import type { GuideUpdate } from '@/entities/study-guide/guides-api'
import { offlineCopies, readForRestore, storedCopyOf } from '@/lib/offline-data/offline-copy-store'
import { canReachBackend, subscribeReachability } from '@/lib/reachability'
import { followReachability } from './follow-reachability'
import { keptGuideParts, type PartFetcher } from './kept-guide-parts'

/**
 * The student's data kept on this device for studying offline: the library list, and each guide
 * whose screen was opened on this device in the last 30 days (kept-guides.ts notes when), marked
 * 'Available offline' or with an exam still to come, with its
 * quizzes, flashcard sets, citations, source passages and a unit guide's component guides, and
 * what /today plans from, copied from the query cache to
 * IndexedDB as they are read (what a kept guide lacks is fetched ahead: kept-guide-parts.ts), and
 * put back in the cache when the app opens without reaching the backend, or once it stops
 * reaching it (lib/reachability.ts: a request failed with no answer, though the browser may say
 * online). The screens then read them from there (their refetches wait for the backend).
 */

const SAVE_DELAY_MS = 1_000

/** Query-key roots of what a student studies; per-guide ones hold the guide's id second. */
const KEPT_ROOTS = new Set([
  'study-guides',
  'quizzes',
  'flashcard-sets',
  'flashcard-reviews',
  'fsrs-parameters',
  'exam-dates',
])

/** The parts of one guide kept under ['study-guides', part, id]. */
const GUIDE_PARTS = new Set(['detail', 'source', 'citations'])
/** Roots of what is kept per guide as [root, id] (guideScopedKey), beside [root, 'all']. */
const GUIDE_SCOPED_ROOTS = new Set(['quizzes', 'flashcard-sets'])

/**
 * The guide a query is about: ['study-guides', 'detail', id], ['quizzes', id]…; none for what
 * is the student's (the library, every set, a unit guide's component guides).
 */
function guideOf(key: readonly unknown[]): string | undefined {
  const [root, part, id] = key
  if (root === guideKeys.all[0]) return GUIDE_PARTS.has(String(part)) ? String(id) : undefined
  return GUIDE_SCOPED_ROOTS.has(String(root)) && key.length === 2 && part !== allSetsKey[1]
    ? String(part)
    : undefined
}

/** What keptOffline reads of a query, in the cache or in a copy. */
type QueryFacts = Pick<Query, 'queryKey'> & {
  state: Pick<Query['state'], 'status' | 'dataUpdatedAt'>
}

/**
 * Whether a query goes into the offline copy, `now` and the kept guides given: a guide's only
 * while the guide is kept (its data are fetched again on every page while it is: their age says
 * nothing of when the student studied it), the student's while read in the last 30 days. A
 * guide not saved yet (its key's id 'unsaved-…') lives only in its page: it is never kept.
 */
export function keptOffline(query: QueryFacts, now: number, kept: ReadonlySet<string>): boolean {
  const key = query.queryKey
  if (query.state.status !== 'success' || !KEPT_ROOTS.has(String(key[0]))) return false
  const guide = guideOf(key)
  if (guide !== undefined) return kept.has(guide)
  return now - query.state.dataUpdatedAt <= OPENED_KEPT_MS
}

/** 'YYYY-MM-DD' of today in the student's time zone, as exam dates are written. */
function today(now: number): string {
  const date = new Date(now)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/**
 * The guides kept on this device, in the order their parts are fetched ahead: whatever their age
 * those marked 'Available offline' and those whose exam is still to come (read from the cache,
 * else from the copy), then those whose screen was opened here in the last 30 days.
 */
function keptGuides(
  userId: string,
  exams: readonly ExamDate[] | undefined,
  now: number,
): Set<string> {
  const coming = (exams ?? []).filter((exam) => exam.examDate >= today(now))
  return new Set([
    ...keptGuideIds(userId),
    ...coming.map((exam) => exam.guideId),
    ...recentlyOpenedGuideIds(userId, now),
  ])
}

/**
 * Saves what this page read into the copy, beside what other pages kept there: a page opened
 * online holds only what it read itself (/today has no guide's content), and replacing the copy
 * with it lost the guides opened before.
 */
async function save(client: QueryClient, userId: string, parts: PartFetcher) {
  const now = Date.now()
  const stored = await storedCopyOf(userId)
  const before = stored?.state.queries ?? []
  if (stored && !stored.openingsNoted)
    noteEarlierOpenings(
      userId,
      before.flatMap(({ queryKey: [root, part, id], state }) =>
        root === guideKeys.all[0] && part === 'detail' ? [[String(id), state.dataUpdatedAt]] : [],
      ),
    )
  const storedExams = before.find((query) => query.queryKey[0] === examDateKeys.all[0])?.state.data
  const exams = client.getQueryData<ExamDate[]>(examDateKeys.all) ?? (storedExams as ExamDate[])
  const kept = keptGuides(userId, exams, now)
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => keptOffline(query, now, kept),
    shouldDehydrateMutation: () => false,
  })
  const read = new Set(state.queries.map((query) => query.queryHash))
  const others = before.filter(
    (query) => !read.has(query.queryHash) && keptOffline(query, now, kept),
  )
  const queries = [...state.queries, ...others]
  await offlineCopies.put({
    id: userId,
    savedAt: now,
    openingsNoted: true,
    state: { ...state, queries },
  })
  // What the kept guides lack is fetched next.
  parts.fill(kept, new Map(queries.map((query) => [query.queryHash, query.state.data])))
}

/**
 * Puts the student's offline copy back into the cache, only where the cache has nothing yet:
 * what this page has read or changed since it opened is never replaced by an older copy. The
 * renames and colours still waiting in the queue are shown over it: the copy is saved a moment
 * after a change, so a page reloaded at once would otherwise show the guide's old title.
 */
export async function restoreOfflineCopy(client: QueryClient, userId: string): Promise<void> {
  const { copy, waiting } = await readForRestore(userId, guideUpdateChange)
  if (!copy) return
  const missing = copy.state.queries.filter(
    (query) => client.getQueryData(query.queryKey) === undefined,
  )
  hydrate(client, { ...copy.state, queries: missing })
  for (const { payload } of waiting) showGuideUpdate(client, payload as GuideUpdate)
}

/** A restore started before the router drew the signed-in pages (restoreBeforeFirstRender). */
let early: { userId: string; done: Promise<void> } | undefined

/**
 * Starts putting the offline copy back before the signed-in pages are first drawn, when the page
 * opens with a stored session and the backend out of reach (the browser offline, or a request
 * already failed): the router waits for it with the route's own files, so
 * the page's first render reads its queries from the copy instead of showing them pending.
 * keepOfflineCopy then takes this restore instead of reading the copy again.
 */
export function restoreBeforeFirstRender(
  client: QueryClient,
  userId: string | undefined,
): Promise<void> {
  if (canReachBackend() || !userId) return Promise.resolve()
  const done = restoreOfflineCopy(client, userId).catch(() => {
    // IndexedDB refused: the page starts without the copy, as it would online.
  })
  early = { userId, done }
  return done
}

/**
 * The student signed out of this device: their offline copy and the overviews' spoken lines leave
 * it (queued changes stay).
 */
export async function forgetOfflineCopy(userId: string): Promise<void> {
  await offlineCopies.delete(userId)
  // The spoken lines of their overviews too: their material read aloud (kept for the device, not
  // per student, so the next student starts without them).
  if (typeof caches !== 'undefined') await caches.delete(SPEECH_CACHE)
}

/**
 * Keeps the signed-in student's offline copy: restores it when the page opens without reaching the
 * backend, or as soon as it stops reaching it (the first request that fails with no answer: a
 * phone on "lie-fi" says online, so only that failure tells), then saves it again a second after
 * each change of the cache. Returns the function that stops.
 */
export function keepOfflineCopy(client: QueryClient, userId: string): () => void {
  followReachability()
  let timer: ReturnType<typeof setTimeout> | undefined
  let restored = false
  const parts = keptGuideParts(client, userId)
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void save(client, userId, parts), SAVE_DELAY_MS)
  }
  // Online, the server is read as before (no launch waits for the copy); the copy is what a page
  // that cannot reach the backend reads, the queries refetching over it once it is reached.
  const started = early?.userId === userId ? early.done : undefined
  early = undefined
  let restoring: Promise<void> | undefined = started
  const restoreOnce = () => {
    restoring ??= restoreOfflineCopy(client, userId).catch((error: unknown) =>
      console.warn('The offline copy could not be read.', error),
    )
    return restoring
  }
  const stopWatching = subscribeReachability(() => {
    if (!canReachBackend()) void restoreOnce()
  })
  void (canReachBackend() && !started ? Promise.resolve() : restoreOnce()).finally(() => {
    restored = true
    schedule()
  })
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (restored && event.type === 'updated' && event.action.type === 'success') schedule()
  })
  return () => {
    clearTimeout(timer)
    parts.stop()
    stopWatching()
    unsubscribe()
  }
}
