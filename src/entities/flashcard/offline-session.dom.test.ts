import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { insertGuide, signInNewAccount, sql, type Account } from '@/testing/backend-fixtures'
import { localBackend } from '@/testing/local-backend'
import { server } from '@/testing/msw-server'
import { canReachBackend } from '@/lib/reachability'
import { currentToasts } from '@/lib/toast'
import {
  countAlsoWaiting,
  queueChange,
  startSync,
  subscribeSync,
  syncNow,
  syncState,
} from '@/lib/offline-queue/sync'
import { waitingChanges } from '@/lib/offline-queue/queue-store'
import type { FlashcardSet } from './flashcard'
import { toFlashcardSet } from './flashcard-rows'
import { finishSession, queuedSession } from './finish-session'
import { planFinishedSessions } from './plan-finished'
import { countKeptSessions, keepSessionInProgress, keptSessions } from './session-in-progress'
import { flashcardSessionChange } from './send-sessions'
import { insertSet } from './testing/saved-sets'

/**
 * A flashcard session saved through the offline queue, against the real record_flashcard_session
 * on the local backend (PGlite): kept on the device while the send fails, sent on reconnect, and
 * counted once however often it is sent.
 */

const NOW = Date.parse('2026-11-20T10:00:00.000Z')
const RPC = `${LOCAL_SUPABASE_URL}/rest/v1/rpc/record_flashcard_session`

function input(set: FlashcardSet) {
  return {
    runs: [
      {
        set,
        mode: 'all' as const,
        deck: set.cards,
        index: set.cards.length - 1,
        flipped: true,
        ratings: { card_0: 'easy' as const, card_1: 'hard' as const },
        reviewed: set.cards.map((card) => card.id),
        showDifficulty: true,
        startedAt: NOW - 40_000,
      },
    ],
    now: NOW,
    examFor: () => undefined,
    model: undefined,
    record: true,
  }
}

async function savedSet(owner: Account): Promise<FlashcardSet> {
  const guide = await insertGuide(owner)
  return toFlashcardSet(await insertSet(owner, guide.id), [])
}

async function stored(setId: string) {
  const [row] = await sql<{ sessions: number; reviews: number }>(
    `select (select count(*)::int from public.flashcard_sessions where flashcard_set_id = $1) as sessions,
            (select count(*)::int from public.flashcard_reviews where flashcard_set_id = $1) as reviews`,
    [setId],
  )
  return row
}

describe('a flashcard session saved through the offline queue', () => {
  it('waits on the device while offline, then reaches the database once on reconnect', async () => {
    const owner = await signInNewAccount('Offline')
    const set = await savedSet(owner)
    server.use(http.post(RPC, () => HttpResponse.error()))
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    const finished = await finishSession(input(set))
    expect(finished).toMatchObject({ waiting: 1, merged: new Map() })
    expect(await stored(set.id)).toEqual({ sessions: 0, reviews: 0 })
    const [queued] = await waitingChanges(owner.id)
    expect(queued).toMatchObject({
      kind: flashcardSessionChange,
      id: finished.planned[0]?.session.id,
    })
    // Offline, failing to send is expected: no error is shown.
    expect(currentToasts()).toEqual([])

    server.resetHandlers()
    online.mockReturnValue(true)
    await syncNow(owner.id)
    expect(await stored(set.id)).toEqual({ sessions: 1, reviews: 2 })
    expect(await waitingChanges(owner.id)).toEqual([])
  }, 30_000)

  it('kept in progress, then finished offline: one change waiting throughout, never two', async () => {
    const owner = await signInNewAccount('Once')
    const set = await savedSet(owner)
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    countAlsoWaiting(countKeptSessions)
    const stop = startSync(owner.id)
    const finishing = { ...input(set), ids: ['session-in-progress'] }
    // The header's count after each rating: the session as Finish Session would send it then.
    keepSessionInProgress(owner.id, 'run', queuedSession(planFinishedSessions(finishing)[0]!))
    await vi.waitFor(() => expect(syncState().waiting).toBe(1))
    const counts: number[] = []
    const unsubscribe = subscribeSync(() => counts.push(syncState().waiting))
    try {
      expect(await finishSession(finishing)).toMatchObject({ waiting: 1 })
      await syncNow(owner.id)
      expect(keptSessions(owner.id)).toEqual([])
      expect(await waitingChanges(owner.id)).toHaveLength(1)
      expect(syncState().waiting).toBe(1)
      // Every count the header was told meanwhile: the session kept and queued is one change.
      expect(counts.filter((count) => count !== 1)).toEqual([])
    } finally {
      unsubscribe()
      stop()
      countAlsoWaiting(() => 0)
      offline.mockRestore()
    }
  }, 30_000)

  it('is counted once when sent twice: an answer lost on the way, or a second device', async () => {
    const owner = await signInNewAccount('Twice')
    const set = await savedSet(owner)
    // The database stores the session, but its answer never reaches this device.
    server.use(
      http.post(
        RPC,
        async ({ request }) => {
          await (await localBackend()).handle(request)
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    const finished = await finishSession(input(set))
    expect(finished.waiting).toBe(1)
    expect(await stored(set.id)).toEqual({ sessions: 1, reviews: 2 })

    // Still queued (its send failed), and queued again as another device holding it sends it.
    const [first] = finished.planned
    if (!first) throw new Error('No session planned')
    const { session, reviewed, log } = first
    await queueChange(owner.id, flashcardSessionChange, { session, reviewed, log }, session.id)
    expect(await waitingChanges(owner.id)).toHaveLength(2)
    // A send that met no answer says the backend is out of reach (lib/reachability.ts): the
    // queue is sent again once the probe reaches it.
    expect(canReachBackend()).toBe(false)
    await vi.waitFor(() => expect(canReachBackend()).toBe(true), { timeout: 5_000 })
    await syncNow(owner.id)
    expect(await waitingChanges(owner.id)).toEqual([])
    expect(await stored(set.id)).toEqual({ sessions: 1, reviews: 2 })
  }, 30_000)

  it('says plainly when the server refuses it online, and keeps it for the next send', async () => {
    const owner = await signInNewAccount('Refused')
    const set = await savedSet(owner)
    server.use(http.post(RPC, () => new HttpResponse('oops', { status: 500 })))

    const finished = await finishSession(input(set))
    expect(finished.waiting).toBe(1)
    expect(currentToasts().map((toast) => toast.message)).toEqual([
      'Failed to save flashcard session. Nothing is lost: the change is kept on this device and will be sent again.',
    ])
    expect(await waitingChanges(owner.id)).toHaveLength(1)

    server.resetHandlers()
    await syncNow(owner.id)
    expect(await stored(set.id)).toEqual({ sessions: 1, reviews: 2 })
  }, 30_000)
})
