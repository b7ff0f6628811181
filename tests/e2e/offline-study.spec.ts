import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test'
import { e2eEnv } from './support/env'
import { openCellBiologyGuide } from './support/cell-biology'
import { cellBiologyGuide, insertGuide, insertRows, selectRows } from './support/data'
import { FlashcardsTab } from './support/flashcards'
import { pageErrors, untilControlled } from './support/installed'
import { QuizTab } from './support/quiz'
import { TutorPanel } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi, type TestUser } from './support/users'

/**
 * Studying offline (issue 43): a guide opened once is kept on the device; with no connection a
 * reload opens the app and the guide, its 30 flashcards are reviewed and its quiz taken, each
 * change waits in the offline queue (the header counts them) even in a closed tab, and back
 * online the changes reach the database exactly once; a second sync sends nothing. A send the
 * backend fails (500) is sent again; one it refuses for good is set aside and named. Two devices
 * syncing in either order give each card the replay of both reviews. /today plans offline.
 */
test.describe.configure({ timeout: 300_000 })

/** 30 cards: the session (studied one after another, each rated Easy). */
const cards = Array.from({ length: 30 }, (_, index) => ({
  id: `card_${index}`,
  front: `Organelle ${index + 1}`,
  back: `What organelle ${index + 1} does in the cell.`,
  difficulty: 'easy',
}))

const questions = [
  {
    id: 'q_0',
    question: 'Which organelle holds the DNA?',
    options: ['Nucleus', 'Ribosome', 'Vacuole', 'Membrane'],
    correctAnswer: 0,
    explanation: 'The nucleus holds the DNA.',
  },
  {
    id: 'q_1',
    question: 'Which organelle makes proteins?',
    options: ['Ribosome', 'Nucleus', 'Vacuole', 'Membrane'],
    correctAnswer: 0,
    explanation: 'Ribosomes make proteins.',
  },
]

/** The guide's quiz of the two questions, as a row of public.quizzes. */
const quizOf = (guideId: string) => ({
  study_guide_id: guideId,
  title: 'Cell Biology - Quiz 1',
  questions,
  difficulty: 'medium',
  settings: { questionCount: 2, allowRetake: true, useExternalContent: false, selectedGuides: [] },
})

const header = (page: Page) => page.getByRole('banner')

/** The query keys the device's offline copy (IndexedDB 'studywise', 'offline-data') holds. */
const copiedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('studywise')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('offline-data')) {
            db.close()
            return resolve([])
          }
          const all = db.transaction('offline-data').objectStore('offline-data').getAll()
          all.onsuccess = () => {
            db.close()
            const copies = all.result as { state: { queries: { queryHash: string }[] } }[]
            resolve(copies.flatMap((copy) => copy.state.queries.map((query) => query.queryHash)))
          }
        }
      }),
  )

/**
 * Waits until the device's offline copy holds a query for each part, a part being the words its
 * query key holds (['quizzes', guideId]): the copy is saved a second after the last read.
 */
async function untilCopied(page: Page, parts: readonly (readonly string[])[]) {
  await expect
    .poll(
      async () => {
        const keys = await copiedKeys(page)
        return parts.filter(
          (words) => !keys.some((key) => words.every((word) => key.includes(`"${word}"`))),
        )
      },
      { message: 'parts not yet in the offline copy', timeout: 30_000 },
    )
    .toEqual([])
}

/** A student with a guide, its 30-card set and its quiz, all opened once online (so kept). */
async function openedOnce(page: Page, request: APIRequestContext) {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  const [setId] = await insertRows(request, user, 'flashcard_sets', [
    // Imported (a generated set holds at most 25 cards).
    {
      study_guide_id: guide.id,
      title: 'Organelles',
      cards,
      schedule: {},
      imported_from: 'organelles.apkg',
    },
  ])
  const [quizId] = await insertRows(request, user, 'quizzes', [quizOf(guide.id)])

  // Online once: the guide, its flashcards and its quiz are opened (and so kept on the device).
  await signInViaStorage(page, user)
  await page.getByRole('link', { name: 'Cell Biology' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  const keep = page.getByRole('checkbox', { name: 'Available offline' })
  await keep.check()
  const flashcards = new FlashcardsTab(page)
  await flashcards.open()
  await expect(flashcards.set('Organelles')).toBeVisible()
  const quiz = new QuizTab(page)
  await quiz.open()
  await expect(quiz.quizList.getByRole('listitem', { name: 'Quiz 1' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await untilCopied(page, [
    ['study-guides', 'detail', guide.id],
    ['flashcard-sets', guide.id],
    ['quizzes', guide.id],
  ])

  return { user, setId, quizId, flashcards, quiz }
}

/** Every send of a flashcard session or a quiz attempt, from any page of the context. */
function countSends(context: BrowserContext): { count: number } {
  const sends = { count: 0 }
  context.on('request', (request) => {
    if (request.method() === 'POST' && savesStudy.test(request.url())) sends.count++
  })
  return sends
}
const savesStudy = /\/rest\/v1\/(rpc\/record_flashcard_session|quiz_attempts)/

/** What the database holds of the set: its sessions (cards each reviewed) and its reviews. */
async function savedOfSet(request: APIRequestContext, user: TestUser, setId: string | undefined) {
  return {
    sessions: await selectRows(
      request,
      user,
      'flashcard_sessions',
      `flashcard_set_id=eq.${setId}&select=reviewed_cards`,
    ),
    reviews: (await selectRows(request, user, 'flashcard_reviews', `flashcard_set_id=eq.${setId}`))
      .length,
  }
}

/** Studies every card of the set (`count` of them), rating each `rating`, and finishes. */
async function studyAll(
  flashcards: FlashcardsTab,
  count = cards.length,
  rating: 'Easy' | 'Hard' = 'Easy',
) {
  await flashcards.set('Organelles').getByRole('button', { name: 'Study' }).click()
  for (let card = 0; card < count; card++) {
    await flashcards.flipAndRate(rating)
    if (await flashcards.button('Next').isVisible()) await flashcards.button('Next').click()
  }
  await flashcards.button('Finish Session').click()
}

/**
 * Starts the quiz (or retakes it from its results) and answers both questions right (100%), or
 * only the first (50%).
 */
async function takeQuiz(page: Page, quiz: QuizTab, { retake = false, score = 100 } = {}) {
  if (retake) await page.getByRole('button', { name: 'Retake', exact: true }).click()
  else {
    await quiz.open()
    await quiz.quizList.getByRole('button', { name: 'Start' }).click()
  }
  await expect(quiz.progress(1, 2)).toBeVisible()
  for (let question = 0; question < 2; question++) {
    await quiz.choose(question === 1 && score < 100 ? 1 : 0)
    await quiz.moveOn()
  }
  await expect(page.getByText(`${score}%`, { exact: true })).toBeVisible()
}

/**
 * The session: offline, a reload opens the app; 30 cards studied and a quiz taken; the
 * page closed and opened again offline (the queue is still there); online, exactly 30 reviews and
 * 1 attempt reach the database, and a second sync sends nothing.
 */
async function studiesThirtyCardsAndAQuizOffline({
  page,
  context,
  request,
}: {
  page: Page
  context: BrowserContext
  request: APIRequestContext
}) {
  const { user, setId, quizId, flashcards, quiz } = await openedOnce(page, request)
  const guideUrl = page.url()
  const sends = countSends(context)

  // Offline, a reload opens the app (the service worker) and the guide (the device's copy).
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('checkbox', { name: 'Available offline' })).toBeChecked()
  await flashcards.open()
  await studyAll(flashcards)
  await expect(header(page).getByText('Offline — 1 change waiting')).toBeVisible()
  await takeQuiz(page, quiz)
  await expect(header(page).getByText('Offline — 2 changes waiting')).toBeVisible()

  // The page is closed and opened again, still offline: the queue is still on the device.
  await page.close()
  const reopened = await context.newPage()
  await reopened.goto(guideUrl)
  await expect(reopened.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(header(reopened).getByText('Offline — 2 changes waiting')).toBeVisible()
  expect(
    await selectRows(request, user, 'flashcard_sessions', `flashcard_set_id=eq.${setId}`),
  ).toEqual([])
  expect(sends.count).toBe(0)

  await context.setOffline(false)
  await expect(header(reopened).getByText('All changes saved')).toBeVisible({ timeout: 30_000 })
  const saved = async () => ({
    ...(await savedOfSet(request, user, setId)),
    attempts: await selectRows(
      request,
      user,
      'quiz_attempts',
      `quiz_id=eq.${quizId}&select=score,correct_answers`,
    ),
  })
  const expected = {
    sessions: [{ reviewed_cards: 30 }],
    reviews: 30,
    attempts: [{ score: 100, correct_answers: 2 }],
  }
  expect(await saved()).toEqual(expected)
  expect(sends.count).toBe(2)

  // A second sync (the connection lost and back, then a reload) sends nothing more.
  await context.setOffline(true)
  await context.setOffline(false)
  await reopened.reload()
  await expect(reopened.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  await reopened.waitForTimeout(3_000)
  expect(sends.count).toBe(2)
  expect(await saved()).toEqual(expected)
}

test(
  'studies 30 cards and a quiz offline after a reload, keeps them in a closed tab, and saves each once',
  studiesThirtyCardsAndAQuizOffline,
)

test.describe('on a phone (360 × 640, touch)', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true })

  test(
    'studies 30 cards and a quiz offline after a reload, keeps them in a closed tab, and saves each once',
    studiesThirtyCardsAndAQuizOffline,
  )
})

/**
 * "Lie-fi": the device says it is online (`navigator.onLine` true: Wi-Fi without internet, a
 * captive portal, a dead mobile signal) but no request reaches the backend. Every earlier test
 * went offline through `navigator.onLine`; the app's offline copy and queue must not depend on it.
 */
test('with a connection that reaches nothing while the device says online, a reload opens the kept guide and set from the device, and the review waits, then is saved once', async ({
  page,
  context,
  request,
}) => {
  const { user, setId, flashcards } = await openedOnce(page, request)
  const backend = `${e2eEnv.backendUrl}/**`
  const unreachable = (route: Route) => route.abort('internetdisconnected')
  await context.route(backend, unreachable)

  await page.reload()
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Failed to fetch study guides')).toHaveCount(0)
  await flashcards.open()
  await expect(flashcards.set('Organelles')).toBeVisible()
  await studyAll(flashcards)
  await expect(header(page).getByText('Offline — 1 change waiting')).toBeVisible()
  expect(
    await selectRows(request, user, 'flashcard_sessions', `flashcard_set_id=eq.${setId}`),
  ).toEqual([])

  // The backend is reached again, with no `online` event: the app finds it by itself.
  await context.unroute(backend, unreachable)
  await expect(header(page).getByText('All changes saved')).toBeVisible({ timeout: 30_000 })
  const once = { sessions: [{ reviewed_cards: 30 }], reviews: 30 }
  expect(await savedOfSet(request, user, setId)).toEqual(once)
  // Sent once (the sends tried while nothing was reached never arrived), and not again.
  await page.waitForTimeout(3_000)
  expect(await savedOfSet(request, user, setId)).toEqual(once)
})

/** Studies the set and rates its first three cards Hard, without reaching Finish Session. */
async function rateThree(flashcards: FlashcardsTab) {
  await flashcards.set('Organelles').getByRole('button', { name: 'Study' }).click()
  for (let card = 0; card < 3; card++) {
    await flashcards.flipAndRate('Hard')
    await flashcards.button('Next').click()
  }
}

test('ratings made before Finish Session are kept: left by Back to sets or a reload, offline and online, each reaches the database once', async ({
  page,
  context,
  request,
}) => {
  const { user, setId, flashcards } = await openedOnce(page, request)
  const sends = countSends(context)
  const saved = async () => ({
    sessions: (
      await selectRows(
        request,
        user,
        'flashcard_sessions',
        `flashcard_set_id=eq.${setId}&select=reviewed_cards,total_cards`,
      )
    ).length,
    reviews: (await selectRows(request, user, 'flashcard_reviews', `flashcard_set_id=eq.${setId}`))
      .length,
  })

  // Offline: 3 cards rated, then Back to sets; 3 more, then a reload. Each left session waits.
  await context.setOffline(true)
  await flashcards.open()
  await rateThree(flashcards)
  await flashcards.button('Back to sets').click()
  await expect(header(page).getByText('Offline — 1 change waiting')).toBeVisible()
  await rateThree(flashcards)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(header(page).getByText('Offline — 2 changes waiting')).toBeVisible()
  expect(sends.count).toBe(0)

  await context.setOffline(false)
  await expect(header(page).getByText('All changes saved')).toBeVisible({ timeout: 30_000 })
  await expect.poll(saved).toEqual({ sessions: 2, reviews: 6 })

  // Online: the same by Back to sets, then by a reload.
  await flashcards.open()
  await rateThree(flashcards)
  await flashcards.button('Back to sets').click()
  await expect.poll(saved).toEqual({ sessions: 3, reviews: 9 })
  await rateThree(flashcards)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect.poll(saved, { timeout: 30_000 }).toEqual({ sessions: 4, reviews: 12 })

  // Nothing is sent twice: a second sync and another reload add nothing.
  const sent = sends.count
  await context.setOffline(true)
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  await page.waitForTimeout(3_000)
  expect(sends.count).toBe(sent)
  expect(await saved()).toEqual({ sessions: 4, reviews: 12 })
})

test('a second tab opened while the first studies leaves its session alone: the ratings reach the database as one session, all of them', async ({
  page,
  context,
  request,
}) => {
  const { user, setId, flashcards } = await openedOnce(page, request)
  const saved = async () => ({
    sessions: (
      await selectRows(request, user, 'flashcard_sessions', `flashcard_set_id=eq.${setId}`)
    ).length,
    reviews: (await selectRows(request, user, 'flashcard_reviews', `flashcard_set_id=eq.${setId}`))
      .length,
  })
  await flashcards.open()
  await rateThree(flashcards)

  // Another tab of the app opens: its queue starts and queues the sessions a closed tab left,
  // not this one, which the first tab is still studying (its Web Lock is held).
  const other = await context.newPage()
  await other.goto(page.url())
  await expect(other.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(header(other).getByText('1 change waiting')).toBeVisible({ timeout: 30_000 })
  await other.waitForTimeout(2_000)
  expect(await saved()).toEqual({ sessions: 0, reviews: 0 })

  // The first tab goes on: three more ratings, then Back to sets records one session of six.
  for (let card = 0; card < 3; card++) {
    await flashcards.flipAndRate('Hard')
    await flashcards.button('Next').click()
  }
  await flashcards.button('Back to sets').click()
  await expect.poll(saved, { timeout: 30_000 }).toEqual({ sessions: 1, reviews: 6 })
})

test('Logout with a connection mid-session sends the session first, then signs out without asking', async ({
  page,
  request,
}) => {
  const { user, setId, flashcards } = await openedOnce(page, request)
  await flashcards.open()
  await rateThree(flashcards)
  // This tab holds the run's Web Lock: signing out ends the run, so the session is sent anyway.
  await expect(header(page).getByText('1 change waiting')).toBeVisible()
  await header(page).getByRole('button', { name: 'Logout' }).click()
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(
    (await selectRows(request, user, 'flashcard_reviews', `flashcard_set_id=eq.${setId}`)).length,
  ).toBe(3)
})

test('a change the server refuses is set aside and named, then tried again or discarded; one it fails (500) is sent again, once', async ({
  page,
  context,
  request,
}) => {
  const { user, setId, quizId, flashcards, quiz } = await openedOnce(page, request)
  await context.setOffline(true)
  await takeQuiz(page, quiz)
  await takeQuiz(page, quiz, { retake: true, score: 50 })
  await flashcards.open()
  await studyAll(flashcards)
  await expect(header(page).getByText('Offline — 3 changes waiting')).toBeVisible()

  // The backend refuses the attempt for good (400) and fails the session twice (500).
  await page.route('**/rest/v1/quiz_attempts*', (route) =>
    route.fulfill({ status: 400, json: { code: '22023', message: 'refused' } }),
  )
  let failures = 0
  await page.route('**/rest/v1/rpc/record_flashcard_session', (route) =>
    failures++ < 2
      ? route.fulfill({ status: 500, body: 'Internal Server Error' })
      : route.continue(),
  )
  await context.setOffline(false)
  await expect(
    page.getByText(
      'Your quiz attempt (100%) was not saved: the server refused it (Failed to save quiz attempt). Your other changes are being saved.',
    ),
  ).toBeVisible()
  await expect(header(page).getByText('All changes saved')).toBeVisible({ timeout: 30_000 })
  expect(failures).toBe(3)
  expect(await savedOfSet(request, user, setId)).toEqual({
    sessions: [{ reviewed_cards: 30 }],
    reviews: 30,
  })
  expect(await selectRows(request, user, 'quiz_attempts', `quiz_id=eq.${quizId}`)).toEqual([])

  // The header's 'Changes not saved': each refused change with the server's reason. One is
  // discarded; the other, tried again once the server takes it, is saved, once.
  await header(page).getByRole('button', { name: '2 changes not saved' }).click()
  const notSaved = page.getByRole('dialog', { name: 'Changes not saved' })
  const full = notSaved.getByRole('listitem', { name: 'Your quiz attempt (100%)' })
  const half = notSaved.getByRole('listitem', { name: 'Your quiz attempt (50%)' })
  await expect(full).toContainText('Failed to save quiz attempt')
  await expect(half).toContainText('Failed to save quiz attempt')
  await half.getByRole('button', { name: 'Discard' }).click()
  await expect(half).toBeHidden()
  await page.unroute('**/rest/v1/quiz_attempts*')
  await full.getByRole('button', { name: 'Try again' }).click()
  await expect(notSaved).toBeHidden()
  await expect(header(page).getByText('All changes saved')).toBeVisible()
  await expect(header(page).getByRole('button', { name: /not saved/ })).toBeHidden()
  expect(
    await selectRows(request, user, 'quiz_attempts', `quiz_id=eq.${quizId}&select=score`),
  ).toEqual([{ score: 100 }])
})

/** A guide of two '**Term**: text' points, each cited to its page of the material. */
const citedPoints = [
  { term: 'Nucleus', text: 'holds the genetic material of the cell', page: 3 },
  { term: 'Ribosomes', text: 'assemble proteins from amino acids', page: 7 },
]
const citedGuide = {
  title: 'Cell Biology',
  content: [
    '# Cell Biology',
    '## Key Concepts',
    ...citedPoints.map(({ term, text }) => `- **${term}**: ${text}`),
  ].join('\n'),
}
const citedSource = {
  passages: citedPoints.map(({ term, text, page }) => ({ pg: page, t: `The ${term} ${text}.` })),
  // Keyed as the view finds a point again: its words, lower-cased (item-key.ts).
  citations: citedPoints.map(({ term, text, page }, passage) => ({
    key: `${term} ${text}`.toLowerCase(),
    citations: [{ status: 'verified', passage, anchor: { kind: 'page', n: page }, marks: [] }],
  })),
}

test("a guide kept 'Available offline' opens offline with its set, quiz and cited passage, none of them opened online", async ({
  page,
  context,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, citedGuide)
  await insertRows(
    request,
    user,
    'study_guide_sources',
    [{ guide_id: guide.id, user_id: user.id, ...citedSource }],
    'guide_id',
  )
  await insertRows(request, user, 'flashcard_sets', [
    { study_guide_id: guide.id, title: 'Organelles', cards: cards.slice(0, 3), schedule: {} },
  ])
  await insertRows(request, user, 'quizzes', [quizOf(guide.id)])

  // Online, only the guide's own tab is opened (no set, quiz or source), and it is kept.
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('checkbox', { name: 'Available offline' }).check()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // Its parts reach the device's copy in the background.
  await untilCopied(page, [
    ['quizzes', guide.id],
    ['flashcard-sets', guide.id],
    ['source', guide.id],
  ])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(header(page).getByText('Offline', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Source: page 7' }).click()
  const viewer = page.getByRole('dialog', { name: 'Source' })
  await expect(viewer).toContainText('The Ribosomes assemble proteins from amino acids.')
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()

  const flashcards = new FlashcardsTab(page)
  await flashcards.open()
  await flashcards.set('Organelles').getByRole('button', { name: 'Study' }).click()
  await expect(flashcards.progress).toHaveText('Card 1 of 3')
  expect(await flashcards.face()).toContain('Organelle 1')

  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.quizList
    .getByRole('listitem', { name: 'Quiz 1' })
    .getByRole('button', { name: 'Start' })
    .click()
  await expect(page.getByText('Which organelle holds the DNA?')).toBeVisible()
})

// A heavy part is cached when first used, not precached (#43 "Installed and offline" 1): KaTeX,
// loaded online by a guide's formula on the first visit (before the service worker held the
// page), draws that formula again after an offline reload.
test('KaTeX, not precached, is cached when a formula first needs it and draws it offline', async ({
  page,
  context,
  request,
}) => {
  const errors = pageErrors(page)
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Calculus',
    content:
      '# Calculus\n\n## Key Concepts\n\n- The area under $y = x^2$ from 0 to 1 is one third.',
  })
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  const formula = page.getByRole('math').first()
  await expect(formula).toBeVisible({ timeout: 30_000 })
  await untilControlled(page)
  await untilCopied(page, [['study-guides', 'detail', guide.id]])
  const katexIn = (cacheName: 'precache' | 'studywise-on-demand') =>
    page.evaluate(async (wanted) => {
      const name = (await caches.keys()).find((key) => key.includes(wanted))
      if (!name) return []
      const urls = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)
      return urls.filter((url) => /katex/i.test(url))
    }, cacheName)
  expect(await katexIn('precache')).toEqual([])
  await expect.poll(async () => (await katexIn('studywise-on-demand')).length).toBeGreaterThan(0)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Calculus' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(formula).toBeVisible()
  await expect(page.getByText('You are offline. This needs a connection.')).toHaveCount(0)
  expect(errors).toEqual([])
})

/** A device of the student's: its own browser, the guide's set opened once online. */
/** A device: its own browser context (storage, queue, service worker), one page. */
async function newDevice(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  return { context, page, flashcards: new FlashcardsTab(page) }
}

/** Signs `user` into the device (replacing whoever was signed in) and opens their set. */
async function openSet(
  { page, flashcards }: Awaited<ReturnType<typeof newDevice>>,
  user: TestUser,
) {
  await signInViaStorage(page, user)
  await page.getByRole('link', { name: 'Cell Biology' }).click()
  await flashcards.open()
  await expect(flashcards.set('Organelles')).toBeVisible({ timeout: 30_000 })
}

test('two devices review the same set offline and sync in both orders: the schedules are equal', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000)
  const deck = cards.slice(0, 3)
  // The same review times in both orders: the phone's session a minute before the laptop's.
  const start = Date.now()
  const reviewedAt = { phone: new Date(start + 60_000), laptop: new Date(start + 120_000) }
  const rating = { phone: 'Hard', laptop: 'Easy' } as const
  const schedules: Record<string, { reps: number; last_review: string }>[] = []
  // Two devices for both orders: each order is a new student, signed into both.
  const devices = { phone: await newDevice(browser), laptop: await newDevice(browser) }
  for (const order of [
    ['phone', 'laptop'],
    ['laptop', 'phone'],
  ] as const) {
    const user = await createConfirmedUser(request, { name: 'Ada' })
    const guide = await insertGuide(request, user, {
      title: 'Cell Biology',
      content: cellBiologyGuide,
      original_text: cellBiologyGuide,
    })
    const [setId] = await insertRows(request, user, 'flashcard_sets', [
      { study_guide_id: guide.id, title: 'Organelles', cards: deck, schedule: {} },
    ])
    for (const name of ['phone', 'laptop'] as const) await openSet(devices[name], user)
    for (const name of ['phone', 'laptop'] as const) {
      const { context, page, flashcards } = devices[name]
      await context.setOffline(true)
      await page.clock.setFixedTime(reviewedAt[name])
      await studyAll(flashcards, deck.length, rating[name])
      await expect(header(page).getByText('Offline — 1 change waiting')).toBeVisible()
    }
    for (const name of order) {
      const { context, page } = devices[name]
      await context.setOffline(false)
      await expect(header(page).getByText('All changes saved')).toBeVisible({ timeout: 30_000 })
    }
    const [set] = await selectRows(
      request,
      user,
      'flashcard_sets',
      `id=eq.${setId}&select=schedule`,
    )
    schedules.push((set as { schedule: (typeof schedules)[number] }).schedule)
  }
  await Promise.all(Object.values(devices).map(({ context }) => context.close()))
  // Each card holds both reviews, replayed in time order, whichever device synced first.
  expect(schedules[1]).toEqual(schedules[0])
  for (const card of deck)
    expect(schedules[0]?.[card.id]).toMatchObject({
      reps: 2,
      last_review: reviewedAt.laptop.toISOString(),
    })
})

test('/today plans offline from what is stored on the device', async ({
  page,
  context,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  await insertRows(request, user, 'flashcard_sets', [
    { study_guide_id: guide.id, title: 'Organelles', cards: cards.slice(0, 3), schedule: {} },
  ])
  // Online once: /today read its sets, the library and the exam dates (and so kept them).
  await signInViaStorage(page, user, '/today')
  const plan = page.getByRole('region', { name: 'Cell Biology' })
  await expect(plan.getByText('Organelles: 3 cards')).toBeVisible({ timeout: 30_000 })
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await untilCopied(page, [['flashcard-sets', 'all'], ['study-guides', 'list'], ['exam-dates']])

  await context.setOffline(true)
  await page.reload()
  await expect(plan.getByText('Organelles: 3 cards')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Study all due' })).toBeEnabled()
  await expect(header(page).getByText('Offline')).toBeVisible()
})

/**
 * The rest of what a student does offline (issue 43, "Installed and offline" 3 and 4): the tutor,
 * with an AI provider set, says 'You are offline. This needs a connection.' and keeps the
 * question; a rename and a new colour and eleven feedbacks wait, twelve changes that the header
 * and Logout name word for word; back online each reaches the database (the webhook) once.
 */
test('offline, the tutor keeps the question, and a rename, a new colour and feedback wait: twelve changes, named as the issue says, each saved once', async ({
  page,
  context,
  request,
}) => {
  await useFakeAi(page)
  const { user, guideId } = await openCellBiologyGuide(page, request, 'Ada')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await request.delete(`${e2eEnv.webhookControlUrl}/__captured`)

  await context.setOffline(true)
  const tutor = new TutorPanel(page)
  await tutor.open()
  await tutor.input.fill('What does the membrane do?')
  await tutor.send.click()
  await expect(tutor.panel.getByRole('alert')).toHaveText(
    'You are offline. This needs a connection.',
  )
  await expect(tutor.input).toHaveValue('What does the membrane do?')
  await tutor.close()

  await header(page).getByRole('link', { name: 'Dashboard' }).click()
  await page.getByRole('link', { name: 'Cell Biology' }).hover()
  await page.getByRole('button', { name: 'Customize Cell Biology' }).click()
  const customize = page.getByRole('dialog', { name: 'Customize Notebook' })
  await customize.getByRole('textbox', { name: 'Title' }).fill('Cell Biology II')
  await customize.getByRole('radio', { name: 'Green' }).click()
  await customize.getByRole('button', { name: 'Save Changes' }).click()
  await expect(customize).toBeHidden()
  await expect(page.getByRole('link', { name: 'Cell Biology II' })).toBeVisible()
  await expect(header(page).getByText('Offline — 1 change waiting', { exact: true })).toBeVisible()

  const notes = Array.from({ length: 11 }, (_, index) => `Offline note ${index + 1}`)
  for (const [index, note] of notes.entries()) {
    await page.getByRole('button', { name: 'Feedback' }).click()
    await page.getByRole('button', { name: 'Bug Report' }).click()
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@uni.edu')
    await page.getByRole('textbox', { name: 'Message' }).fill(note)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
    await expect(
      header(page).getByText(`Offline — ${index + 2} changes waiting`, { exact: true }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Close feedback' }).click()
  }
  await expect(
    header(page).getByText('Offline — 12 changes waiting', { exact: true }),
  ).toBeVisible()

  await header(page).getByRole('button', { name: 'Logout' }).click()
  const signingOut = page.getByRole('dialog', { name: '12 changes have not been saved yet' })
  await expect(signingOut).toBeVisible()
  await signingOut.getByRole('button', { name: 'Cancel' }).click()
  await expect(signingOut).toBeHidden()

  await context.setOffline(false)
  await expect(header(page).getByText('All changes saved', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  expect(
    await selectRows(request, user, 'study_guides', `id=eq.${guideId}&select=title,cover_color`),
  ).toEqual([{ title: 'Cell Biology II', cover_color: 'from-green-400 to-green-600' }])
  const sent = async () =>
    JSON.stringify(await (await request.get(`${e2eEnv.webhookControlUrl}/__captured`)).json())
      .match(/Offline note \d+/g)
      ?.sort() ?? []
  await expect.poll(sent, { timeout: 30_000 }).toEqual([...notes].sort())
})
