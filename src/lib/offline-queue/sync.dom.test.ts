import { waitFor } from '@testing-library/react'
import { AppError } from '@/lib/errors'
import { currentToasts } from '@/lib/toast'
import { refusedChanges, waitingChanges } from './queue-store'
import { onDelivered, queueChange, registerSender, startSync, syncNow, syncState } from './sync'

let stop: () => void = () => {}
afterEach(() => {
  stop()
  vi.restoreAllMocks()
})

/** A sender that records what reached "the database". */
function recordingSender(kind: string) {
  const received: { id: string; payload: unknown }[] = []
  registerSender(kind, async (payload, id) => {
    received.push({ id, payload })
  })
  return received
}

describe('the offline queue', () => {
  it('keeps changes made offline on the device, then sends them in order, once each', async () => {
    const received = recordingSender('review')
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    stop = startSync('ada')
    // Were a send tried offline, it would fail.
    registerSender('review', async () => {
      throw new TypeError('Failed to fetch')
    })
    for (const card of ['a', 'b', 'c']) await queueChange('ada', 'review', { card })
    await waitFor(() => expect(syncState().waiting).toBe(3))
    expect(received).toEqual([])

    await syncNow()
    expect(received).toEqual([])

    offline.mockReturnValue(true)
    const online = recordingSender('review')
    await syncNow()
    expect(online.map((change) => change.payload)).toEqual([
      { card: 'a' },
      { card: 'b' },
      { card: 'c' },
    ])
    expect(new Set(online.map((change) => change.id)).size).toBe(3)
    expect(syncState()).toMatchObject({ waiting: 0, saved: true })
    await syncNow()
    expect(online).toHaveLength(3)
  })

  it('retries a failed send (500) without losing or reordering anything', async () => {
    stop = startSync('ada')
    const received: unknown[] = []
    let backendDown = true
    registerSender('attempt', async (payload) => {
      if (backendDown) throw new Error('500 from the backend')
      received.push(payload)
    })
    await queueChange('ada', 'attempt', { score: 1 })
    await queueChange('ada', 'attempt', { score: 2 })
    await syncNow()
    const [first, second] = await waitingChanges('ada')
    expect(first?.payload).toEqual({ score: 1 })
    expect(first?.attempts).toBeGreaterThanOrEqual(1)
    // The run stops at the first failure: the second change was not tried out of order.
    expect(second).toMatchObject({ payload: { score: 2 }, attempts: 0 })
    backendDown = false
    await syncNow()
    expect(received).toEqual([{ score: 1 }, { score: 2 }])
    expect(await waitingChanges('ada')).toEqual([])
  })

  it('sets aside a change the server refuses for good (400), says so, and sends the rest', async () => {
    stop = startSync('ada')
    const received: unknown[] = []
    registerSender(
      'session',
      async (payload: { cards: number }) => {
        if (payload.cards === 0)
          throw new AppError('data', 'Failed to save flashcard session', { status: 400 })
        received.push(payload)
      },
      ({ cards }) => `Your flashcard session of ${cards} cards`,
    )
    for (const cards of [2, 0, 3]) await queueChange('ada', 'session', { cards })
    await syncNow()
    expect(received).toEqual([{ cards: 2 }, { cards: 3 }])
    expect(await waitingChanges('ada')).toEqual([])
    expect(syncState().waiting).toBe(0)
    expect(await refusedChanges('ada')).toMatchObject([
      { payload: { cards: 0 }, reason: 'Failed to save flashcard session' },
    ])
    expect(currentToasts().map((shown) => shown.message)).toContain(
      'Your flashcard session of 0 cards was not saved: the server refused it (Failed to save flashcard session). Your other changes are being saved.',
    )
  })

  it('keeps a change refused for a passing reason (401, 429, 500) first in line', async () => {
    stop = startSync('ada')
    for (const status of [401, 429, 500]) {
      registerSender('quiz', async () => {
        throw new AppError('data', 'Failed to save quiz attempt', { status })
      })
      await queueChange('ada', 'quiz', { status })
      await syncNow()
    }
    expect((await waitingChanges('ada')).map((change) => change.payload)).toEqual([
      { status: 401 },
      { status: 429 },
      { status: 500 },
    ])
    expect(await refusedChanges('ada')).toEqual([])
  })

  it('sends a run of one kind in one request, cut at the batch sender’s limits', async () => {
    stop = startSync('ada')
    const one: unknown[] = []
    const many: unknown[][] = []
    registerSender(
      'tally',
      async (payload) => {
        one.push(payload)
      },
      undefined,
      {
        send: async (payloads: { n: number }[]) => {
          many.push(payloads.map((payload) => payload.n))
          return payloads.map(() => null)
        },
        weight: (payload: { n: number }) => payload.n,
        maxWeight: 10,
        maxChanges: 3,
      },
    )
    const other = recordingSender('rename')
    // Queued offline, so that nothing is sent before the whole queue is there.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    for (const n of [1, 1, 1, 1, 9, 2]) await queueChange('ada', 'tally', { n })
    await queueChange('ada', 'rename', { title: 'Cells' })
    await queueChange('ada', 'tally', { n: 1 })
    offline.mockReturnValue(true)
    await syncNow()
    // Three at most; 1 + 9 weighs 10, adding 2 would be over; a rename ends a run; a change
    // left alone goes by itself.
    expect(many).toEqual([
      [1, 1, 1],
      [1, 9],
    ])
    expect(one).toEqual([{ n: 2 }, { n: 1 }])
    expect(other).toHaveLength(1)
    expect(await waitingChanges('ada')).toEqual([])
  })

  it('sends a queue longer than a page (100) in order, once each', async () => {
    stop = startSync('ada')
    const received = recordingSender('review')
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    for (let n = 0; n < 230; n++) await queueChange('ada', 'review', { n })
    offline.mockReturnValue(true)
    await syncNow()
    expect(received.map((change) => (change.payload as { n: number }).n)).toEqual(
      Array.from({ length: 230 }, (_, n) => n),
    )
    expect(syncState()).toMatchObject({ waiting: 0, saved: true })
  })

  it('a batch sent leaves the queue without another student’s change queued between its own', async () => {
    const batches: number[][] = []
    registerSender('tally', async () => undefined, undefined, {
      send: async (payloads: { n: number }[]) => {
        batches.push(payloads.map((payload) => payload.n))
        return payloads.map(() => null)
      },
      weight: () => 1,
      maxWeight: 100,
      maxChanges: 100,
    })
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    for (const n of [1, 2]) await queueChange('ada', 'tally', { n })
    await queueChange('grace', 'tally', { n: 0 })
    for (const n of [3, 4]) await queueChange('ada', 'tally', { n })
    offline.mockReturnValue(true)
    stop = startSync('ada')
    await syncNow()
    expect(batches).toEqual([[1, 2, 3, 4]])
    expect(await waitingChanges('ada')).toEqual([])
    expect((await waitingChanges('grace')).map((change) => change.payload)).toEqual([{ n: 0 }])
  })

  it('delivers a batch’s answer to whoever waits for it, and tells the batch which answers are wanted', async () => {
    stop = startSync('ada')
    const asked: boolean[][] = []
    registerSender('double', async (payload: { n: number }) => payload.n * 2, undefined, {
      send: async (payloads: { n: number }[], _ids, wanted) => {
        asked.push([...wanted])
        return payloads.map((payload, index) => (wanted[index] ? payload.n * 2 : undefined))
      },
      weight: () => 1,
      maxWeight: 10,
      maxChanges: 10,
    })
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const ids: string[] = []
    for (const n of [1, 2, 3]) ids.push((await queueChange('ada', 'double', { n })).id)
    const answer = new Promise((resolve) => onDelivered(ids[1]!, resolve))
    offline.mockReturnValue(true)
    await syncNow()
    expect(await answer).toBe(4)
    expect(asked).toEqual([[false, true, false]])
    expect(await waitingChanges('ada')).toEqual([])
  })

  it('sends a batch refused for good one change at a time: only the refused one is set aside', async () => {
    stop = startSync('ada')
    const saved: unknown[] = []
    registerSender(
      'quiz-batch',
      async (payload: { score: number }) => {
        if (payload.score < 0) throw new AppError('data', 'Invalid score', { status: 400 })
        saved.push(payload)
      },
      () => 'Your quiz attempt',
      {
        send: async () => {
          throw new AppError('data', 'Invalid score', { status: 400 })
        },
        weight: () => 1,
        maxWeight: 100,
        maxChanges: 100,
      },
    )
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    for (const score of [1, -1, 2]) await queueChange('ada', 'quiz-batch', { score })
    offline.mockReturnValue(true)
    await syncNow()
    expect(saved).toEqual([{ score: 1 }, { score: 2 }])
    expect((await refusedChanges('ada')).map((change) => change.payload)).toEqual([{ score: -1 }])
  })

  it('survives a reload: a fresh page finds the queue and sends it', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    registerSender('rename', async () => {
      throw new TypeError('Failed to fetch')
    })
    stop = startSync('ada')
    const change = await queueChange('ada', 'rename', { title: 'Cells' })
    stop()
    offline.mockReturnValue(true)
    vi.resetModules()
    const fresh = await import('./sync')
    const received: string[] = []
    fresh.registerSender('rename', async (_payload, id) => {
      received.push(id)
    })
    stop = fresh.startSync('ada')
    await waitFor(() => expect(received).toEqual([change.id]))
  })

  it('sends only the signed-in student’s changes', async () => {
    const received = recordingSender('feedback')
    stop = startSync('grace')
    await queueChange('ada', 'feedback', { message: 'from Ada' })
    await queueChange('grace', 'feedback', { message: 'from Grace' })
    await syncNow()
    expect(received.map((change) => change.payload)).toEqual([{ message: 'from Grace' }])
    expect(await waitingChanges('ada')).toHaveLength(1)
  })

  it('a database that fails to open does not stop later syncs', async () => {
    stop = startSync('ada')
    const received = recordingSender('rename')
    const working = indexedDB
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException(
          'The operation failed for reasons unrelated to the database itself',
          'UnknownError',
        )
      },
    })
    await expect(syncNow('ada')).resolves.toBeUndefined()
    vi.stubGlobal('indexedDB', working)
    await queueChange('ada', 'rename', { title: 'Cells' })
    await syncNow('ada')
    expect(received.map((change) => change.payload)).toEqual([{ title: 'Cells' }])
    vi.unstubAllGlobals()
  })
})
