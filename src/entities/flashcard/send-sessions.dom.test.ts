import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { refusedChanges, waitingChanges } from '@/lib/offline-queue/queue-store'
import { registerSender, syncNow } from '@/lib/offline-queue/sync'
import type { FlashcardSet } from './flashcard'
import type { StudyRun } from './flashcard-flow'
import { toFlashcardSet } from './flashcard-rows'
import { finishSession, planFinishedSessions } from './finish-session'
import {
  flashcardSessionBatches,
  flashcardSessionChange,
  sendFlashcardSession,
} from './send-sessions'
import { insertSet } from './testing/saved-sets'

/**
 * Sessions studied offline, sent in one request (record_flashcard_sessions) against the local
 * backend, with the sender registered as the app registers it (app/offline-sync.tsx).
 */

const NOW = Date.parse('2026-11-20T10:00:00.000Z')
const HOUR = 3_600_000

function run(set: FlashcardSet, cardId: string, startedAt: number): StudyRun {
  return {
    set,
    mode: 'all',
    deck: set.cards,
    index: set.cards.length - 1,
    flipped: true,
    ratings: { [cardId]: 'easy' },
    reviewed: set.cards.map((card) => card.id),
    showDifficulty: true,
    startedAt,
  }
}

const finishing = (set: FlashcardSet, cardId: string, now: number) => ({
  runs: [run(set, cardId, now - 30_000)],
  now,
  examFor: () => undefined,
  model: undefined,
  record: true,
})

async function stored(setId: string) {
  const [row] = await sql<{
    sessions: number
    reviews: number
    schedule: Record<string, { reps: number }>
  }>(
    `select (select count(*)::int from public.flashcard_sessions where flashcard_set_id = $1) as sessions,
            (select count(*)::int from public.flashcard_reviews where flashcard_set_id = $1) as reviews,
            (select schedule from public.flashcard_sets where id = $1) as schedule`,
    [setId],
  )
  return row!
}

const batchCalls = () => requestsTo('/rest/v1/rpc/record_flashcard_sessions').length
const singleCalls = () => requestsTo('/rest/v1/rpc/record_flashcard_session').length

describe('flashcard sessions sent together', () => {
  beforeEach(() =>
    registerSender(
      flashcardSessionChange,
      sendFlashcardSession,
      undefined,
      flashcardSessionBatches,
    ),
  )
  afterEach(() => vi.restoreAllMocks())

  it('sends a device’s sessions in one request, counted once, replaying the card another device reviewed', async () => {
    const owner = await signInNewAccount('Batch')
    const set = toFlashcardSet(await insertSet(owner, (await insertGuide(owner)).id), [])
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // This device, offline: card_1, then card_0, then card_0 again from its new state.
    const first = await finishSession(finishing(set, 'card_1', NOW))
    const second = await finishSession(finishing(set, 'card_0', NOW + HOUR))
    const after = { ...set, schedule: { ...set.schedule, ...second.planned[0]!.reviewed } }
    await finishSession(finishing(after, 'card_0', NOW + 2 * HOUR))
    expect(first.waiting + second.waiting).toBe(2)
    expect(await waitingChanges(owner.id)).toHaveLength(3)

    // Another device reviewed card_1 in between and synced first.
    online.mockReturnValue(true)
    const [other] = planFinishedSessions(finishing(set, 'card_1', NOW + HOUR / 2))
    await sendFlashcardSession({ ...other!, base: other!.base })

    const [batches, singles] = [batchCalls(), singleCalls()]
    await syncNow(owner.id)
    expect(await waitingChanges(owner.id)).toEqual([])
    expect(batchCalls() - batches).toBe(1)
    expect(singleCalls() - singles).toBe(0)
    const afterSync = await stored(set.id)
    expect(afterSync).toMatchObject({ sessions: 4, reviews: 4 })
    // card_1's state is the replay of both devices' reviews; card_0 has this device's two.
    expect(afterSync.schedule.card_1?.reps).toBe(2)
    expect(afterSync.schedule.card_0?.reps).toBe(2)
  }, 60_000)

  it('a session on a set deleted meanwhile is set aside alone; the others are saved', async () => {
    const owner = await signInNewAccount('BatchRefused')
    const set = toFlashcardSet(await insertSet(owner, (await insertGuide(owner)).id), [])
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const gone = { ...set, id: crypto.randomUUID() }
    for (const [target, at] of [
      [set, NOW],
      [gone, NOW + HOUR],
      [set, NOW + 2 * HOUR],
    ] as const)
      await finishSession(finishing(target, 'card_1', at))
    online.mockReturnValue(true)
    await syncNow(owner.id)
    expect(await waitingChanges(owner.id)).toEqual([])
    expect(await stored(set.id)).toMatchObject({ sessions: 2, reviews: 2 })
    expect((await refusedChanges(owner.id)).map((change) => change.payload)).toEqual([
      expect.objectContaining({ session: expect.objectContaining({ flashcardSetId: gone.id }) }),
    ])
  }, 60_000)
})
