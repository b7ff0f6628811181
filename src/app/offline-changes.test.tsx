import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { UserEvent } from '@testing-library/user-event'
import {
  createAccount,
  insertGuide,
  signIn,
  signInNewAccount,
  sql,
} from '@/testing/backend-fixtures'
import { insertSet, sampleCards } from '@/entities/flashcard/testing/saved-sets'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { failRequest, server } from '@/testing/msw-server'
import { aiHandlers } from '@/testing/ai-handlers'
import { configureTestProvider } from '@/features/generation/testing/render-section'
import { localBackend } from '@/testing/local-backend'
import { renderApp } from '@/testing/render-app'
import { paths } from '@/config/paths'
import { browserRecords } from '@/lib/browser-records'
import { queueChange, registerSender } from '@/lib/offline-queue/sync'
import { waitingChanges } from '@/lib/offline-queue/queue-store'
import { keptSessions } from '@/entities/flashcard/session-in-progress'
import { currentToasts } from '@/lib/toast'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

/** How many times the database holds a review of each card of the set. */
async function reviewsByCard(setId: string) {
  const rows = await sql<{ card_id: string; reviews: number }>(
    `select card_id, count(*)::int as reviews from public.flashcard_reviews
      where flashcard_set_id = $1 group by card_id order by card_id`,
    [setId],
  )
  return Object.fromEntries(rows.map(({ card_id, reviews }) => [card_id, reviews]))
}

/**
 * Ada with a set of `cards` due, on /today or on her guide's Flashcards tab (the same
 * session-in-progress hook), online again once the queue has started (it says 'Offline' for a
 * moment), before studying: with no Web Locks here, a session that started before it would count
 * as left by a closed tab. `study` starts the session: 'Study all due', or the set's 'Study'.
 */
async function studyOnline(place: 'today' | 'guide', cards = sampleCards) {
  const ada = await signInNewAccount('Ada')
  const cells = await insertGuide(ada, { title: 'Cells' })
  const set = await insertSet(ada, cells.id, { title: 'Cells Flashcards', cards })
  const rendered = renderApp(
    place === 'today' ? '/today' : `${paths.guide(cells.id)}?tab=flashcards`,
  )
  const study =
    place === 'today'
      ? await screen.findByRole('button', { name: 'Study all due' }, slow)
      : within(await screen.findByRole('listitem', { name: 'Cells Flashcards' }, slow)).getByRole(
          'button',
          { name: 'Study' },
        )
  // The page's header (a guide's own header is a banner too).
  const banner = screen
    .getAllByRole('banner')
    .find((header) => within(header).queryByRole('button', { name: 'Logout' }))!
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => void window.dispatchEvent(new Event('offline')))
  await within(banner).findByText('Offline', {}, slow)
  online.mockReturnValue(true)
  act(() => void window.dispatchEvent(new Event('online')))
  return { ada, set, ...rendered, study, banner }
}

const todayOnline = (cards = sampleCards) => studyOnline('today', cards)

/** Flips the card shown and rates it Hard. */
async function rateHard(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Flip card' }))
  await user.click(screen.getByRole('button', { name: 'Hard' }))
}

/** 'Study all due' of two due cards, each rated Hard, without Finish Session. */
async function studyBothCards(user: UserEvent, studyAllDue: HTMLElement) {
  await user.click(studyAllDue)
  expect(await screen.findByText('Card 1 of 2')).toBeVisible()
  for (const card of [1, 2]) {
    await rateHard(user)
    if (card === 1) await user.click(screen.getByRole('button', { name: 'Next' }))
  }
}

describe('changes made offline, in the header and at Logout', () => {
  // The files after this one share this worker's modules (vitest.config.ts, 'app'): leave the
  // app online, or their requests wait for a connection that never comes.
  afterEach(() => {
    vi.restoreAllMocks()
    act(() => void window.dispatchEvent(new Event('online')))
  })

  it('shows them waiting, asks before Logout, then says All changes saved once sent', async () => {
    const { user: ada } = await signIn(await createAccount('Ada Lovelace'))
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const received: string[] = []
    let reachable = false
    registerSender('review', async (_payload, id) => {
      if (!reachable) throw new TypeError('Failed to fetch')
      received.push(id)
    })
    for (let review = 0; review < 12; review++) await queueChange(ada.id, 'review', { review })

    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    const banner = screen.getByRole('banner')
    expect(
      await within(banner).findByText('Offline — 12 changes waiting', {}, slow),
    ).toBeInTheDocument()

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    const ask = await screen.findByRole('dialog', { name: '12 changes have not been saved yet' })
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument()

    reachable = true
    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await within(banner).findByText('All changes saved', {}, slow)).toBeInTheDocument()
    expect(received).toHaveLength(12)

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    expect(await within(banner).findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('counts a new study guide whose save failed as a change waiting, asks before Logout, and says All changes saved once it is saved', async () => {
    configureTestProvider()
    server.use(...aiHandlers)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const ada = await signInNewAccount('Ada')
    failRequest('POST', '/rest/v1/study_guides')
    const { user } = renderApp(`${paths.dashboard}?view=create`)
    await user.click(await screen.findByLabelText('Notes', {}, slow))
    await user.paste(
      'Mitochondria are the powerhouse of the cell. They release energy from glucose through respiration.',
    )
    await user.click(screen.getByRole('button', { name: 'Generate Study Guide' }))
    expect(
      await screen.findByText(/Could not save your study guide\./, {}, slow),
    ).toBeInTheDocument()
    const banner = screen
      .getAllByRole('banner')
      .find((header) => within(header).queryByRole('button', { name: 'Logout' }))!
    expect(await within(banner).findByText('1 change waiting', {}, slow)).toBeInTheDocument()

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    const ask = await screen.findByRole('dialog', { name: '1 change has not been saved yet' })
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))

    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await within(banner).findByText('All changes saved', {}, slow)).toBeInTheDocument()
    expect(
      await sql('select count(*)::int as guides from public.study_guides where user_id = $1', [
        ada.id,
      ]),
    ).toEqual([{ guides: 1 }])
  })

  it('Sign out anyway removes the student’s offline copy from this device, and keeps the queue', async () => {
    const { user: ada } = await signIn(await createAccount('Ada Lovelace'))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    registerSender('rename', async () => {
      throw new TypeError('Failed to fetch')
    })
    await queueChange(ada.id, 'rename', { title: 'Cells' })
    const copies = browserRecords<{ id: string; savedAt: number }>('offline-data')
    await copies.put({ id: 'someone-else', savedAt: 1 })

    const { user, router } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    const banner = screen.getByRole('banner')
    await within(banner).findByText('Offline — 1 change waiting', {}, slow)
    // The copy the page keeps (a second after it opened).
    await vi.waitFor(
      async () => expect((await copies.all()).map((copy) => copy.id)).toContain(ada.id),
      slow,
    )

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    const ask = await screen.findByRole('dialog', { name: '1 change has not been saved yet' })
    await user.click(within(ask).getByRole('button', { name: 'Sign out anyway' }))
    // Signed out, the copy is removed, then the home page opens.
    expect(
      await screen.findByRole('heading', { level: 1, name: /study guide in seconds/ }, slow),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect((await copies.all()).map((copy) => copy.id)).toEqual(['someone-else'])
    expect(await waitingChanges(ada.id)).toHaveLength(1)
  })

  it('counts a flashcard session in progress as one change waiting, asks before Logout, and keeps it on the device when signed out anyway', async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Cells' })
    await insertSet(ada, cells.id, { title: 'Cells Flashcards' })
    const { user } = renderApp('/today')
    const studyAllDue = await screen.findByRole('button', { name: 'Study all due' }, slow)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    const banner = screen.getByRole('banner')
    // The queue has started (it queues sessions a closed tab left: with no Web Locks here, a
    // session that started before it would count as left).
    await within(banner).findByText('Offline', {}, slow)
    // Two ratings, one session: one change, not yet in the queue.
    await studyBothCards(user, studyAllDue)
    expect(
      await within(banner).findByText('Offline — 1 change waiting', {}, slow),
    ).toBeInTheDocument()
    expect(await waitingChanges(ada.id)).toEqual([])

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    const ask = await screen.findByRole('dialog', { name: '1 change has not been saved yet' })
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Finish Session' })).toBeVisible()

    // Signed out anyway, the ratings stay on this device for Ada's next sign-in, as the prompt
    // says, and nothing claims they failed to save.
    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    const again = await screen.findByRole('dialog', { name: '1 change has not been saved yet' })
    await user.click(within(again).getByRole('button', { name: 'Sign out anyway' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: /study guide in seconds/ }, slow),
    ).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(keptSessions(ada.id).map(({ log }) => log.length)).toEqual([2])
    expect(await waitingChanges(ada.id)).toEqual([])
    expect(currentToasts()).toEqual([])
  })

  it('with a connection, Logout sends a flashcard session in progress first, then signs out without asking', async () => {
    const { ada, set, user, study: studyAllDue, banner } = await todayOnline()
    await studyBothCards(user, studyAllDue)
    expect(await within(banner).findByText('1 change waiting', {}, slow)).toBeInTheDocument()

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: /study guide in seconds/ }, slow),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const [stored] = await sql<{ sessions: number; reviews: number }>(
      `select (select count(*)::int from public.flashcard_sessions where flashcard_set_id = $1) as sessions,
              (select count(*)::int from public.flashcard_reviews where flashcard_set_id = $1) as reviews`,
      [set.id],
    )
    expect(stored).toEqual({ sessions: 1, reviews: 2 })
    expect(keptSessions(ada.id)).toEqual([])
    expect(await waitingChanges(ada.id)).toEqual([])
    expect(currentToasts()).toEqual([])
  })

  const sessionSent = `${LOCAL_SUPABASE_URL}/rest/v1/rpc/record_flashcard_session`
  // Each test makes its own handler: a `once` handler is used up by the first test that sends.
  const sends = [
    {
      send: 'fails (500)',
      handler: () =>
        http.post(sessionSent, () =>
          HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
        ),
    },
    {
      // The send reaches the database after the prompt shows: the queued session is stored then.
      send: 'takes 6 s',
      handler: () =>
        http.post(
          sessionSent,
          async ({ request }) => {
            await new Promise((resolve) => setTimeout(resolve, 6_000))
            return (await localBackend()).handle(request)
          },
          { once: true },
        ),
    },
  ]
  it.each((['today', 'guide'] as const).flatMap((place) => sends.map((s) => ({ place, ...s }))))(
    'on $place, with a connection whose send $send, Cancel at Logout and more ratings: each rating reaches the database once',
    async ({ place, handler }) => {
      const cards = [
        ...sampleCards,
        { id: 'card_2', front: 'Thylakoid', back: 'A membrane sac.', difficulty: 'hard' },
      ]
      const { ada, set, user, unmount, study, banner } = await studyOnline(place, cards)
      await user.click(study)
      expect(await screen.findByText('Card 1 of 3')).toBeVisible()
      await rateHard(user)

      // The send before sign-out fails or is slow: the session so far is queued, the prompt asks.
      server.use(handler())
      await user.click(within(banner).getByRole('button', { name: 'Logout' }))
      const ask = await screen.findByRole(
        'dialog',
        { name: '1 change has not been saved yet' },
        slow,
      )
      await user.click(within(ask).getByRole('button', { name: 'Cancel' }))

      // The student carries on: two more ratings, then Finish Session.
      for (const _card of [2, 3]) {
        await user.click(screen.getByRole('button', { name: 'Next' }))
        await rateHard(user)
      }
      await user.click(screen.getByRole('button', { name: 'Finish Session' }))

      server.resetHandlers()
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await within(banner).findByText('All changes saved', {}, slow)).toBeInTheDocument()
      // The sets read again once sent would update a page nobody looks at any more.
      unmount()
      expect(await waitingChanges(ada.id)).toEqual([])
      expect(keptSessions(ada.id)).toEqual([])
      // The session queued at Logout (card 1), and the one Finish Session recorded (cards 2 and 3).
      expect(await reviewsByCard(set.id)).toEqual({ card_0: 1, card_1: 1, card_2: 1 })
      const sessions = await sql<{ sessions: number }>(
        'select count(*)::int as sessions from public.flashcard_sessions where flashcard_set_id = $1',
        [set.id],
      )
      expect(sessions).toEqual([{ sessions: 2 }])
    },
  )
})
