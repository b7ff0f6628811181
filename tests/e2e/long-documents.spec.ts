import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { e2eEnv } from './support/env'
import { fakeAi, GenerationPage } from './support/generation'
import {
  isMerge,
  loggedRequests,
  longLecturePdf,
  markerFor,
  PAGE_COUNT,
  pageOf,
  pageProse,
  readLongPdf,
  thirdOf,
  userText,
  type LoggedRequest,
} from './support/long-lectures'
import { QuizTab } from './support/quiz'

/**
 * Material that does not fit the model's window is read in parts. The fake server
 * enforces gpt-4's 8,192-token window (refusing larger prompts with context_length_exceeded,
 * as OpenAI does), and the app, with the student's default window for gpt-4, must never send
 * one.
 */

const WINDOW = 8_192
async function setWindow(request: APIRequestContext, tokens: number | null) {
  const response = await request.post(`${e2eEnv.aiControlUrl}/__context`, { data: { tokens } })
  expect(response.ok()).toBe(true)
}

async function pointAtFakeGpt4(page: Page) {
  // No contextTokens: gpt-4's default window (8,192) applies.
  await page.addInitScript((baseURL) => {
    localStorage.setItem('studywise.ai-provider', JSON.stringify({ baseURL, model: 'gpt-4' }))
  }, e2eEnv.aiBaseUrl)
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
  await setWindow(request, WINDOW)
})

test.afterEach(async ({ request }) => {
  await setWindow(request, null)
  await fakeAi.reset(request)
})

test('a 60-page PDF over gpt-4’s window is read in parts and becomes a guide', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const pdf = await longLecturePdf()
  const text = Array.from({ length: PAGE_COUNT }, (_, i) => pageProse(i)).join(' ')
  expect(text.length).toBeGreaterThan(PAGE_COUNT * 1_100)

  await pointAtFakeGpt4(page)
  // Notes come back at a slow model's pace, so the reading (one wave of four parts) stays in
  // view while the status and the bar are checked, however busy the machine.
  await fakeAi.script(request, { purpose: 'chunkNotes', delayMs: 3_000, times: 50 })
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([pdf])
  await generation.generateFromFiles()

  const status = generation.upload.getByRole('status').filter({ hasText: /Reading part|ready/ })
  await expect(status).toContainText(/Reading part \d+ of \d+ \(pages \d+–\d+\)/, {
    timeout: 20_000,
  })
  await expect(
    generation.upload.getByRole('progressbar', { name: 'Reading your material' }),
  ).toBeVisible()
  // The guide's citations are checked off the page's thread: this source is large.
  const citationWorker = page.waitForEvent('worker', {
    predicate: (worker) => worker.url().includes('check.worker'),
    timeout: 90_000,
  })
  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 90_000 })
  await expect(page.locator('#delivered-guide').getByRole('article')).toBeVisible()
  await citationWorker
  // Points written from the notes cite the pages the notes came from.
  await expect(
    page
      .locator('#delivered-guide')
      .getByRole('button', { name: /^Source: page \d+$/ })
      .first(),
  ).toBeVisible()

  const requests = await loggedRequests(request)
  const notes = requests.filter((entry) => entry.purpose === 'chunkNotes')
  expect(notes.length).toBeGreaterThan(1)
  expect(requests.some((entry) => entry.purpose === 'studyGuide')).toBe(true)
  // Every request was counted and none went over the window (so none was refused).
  for (const entry of requests) {
    expect(entry.promptTokens, `${entry.purpose} prompt counted`).toBeDefined()
    expect((entry.promptTokens ?? 0) + (entry.body.max_tokens ?? 0)).toBeLessThanOrEqual(WINDOW)
  }
  // Every page reached the model.
  const sent = requests.flatMap((entry) => entry.body.messages.map((m) => m.content)).join('\n')
  const missing = Array.from({ length: PAGE_COUNT }, (_, i) => markerFor(i)).filter(
    (marker) => !sent.includes(marker),
  )
  expect(missing).toEqual([])
})

test('Cancel while reading stops every request and keeps the file', async ({ page, request }) => {
  await pointAtFakeGpt4(page)
  // Notes that take far longer than the test: only Cancel ends these requests.
  await fakeAi.script(request, { purpose: 'chunkNotes', delayMs: 60_000, times: 50 })
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await longLecturePdf('cancel-me.pdf')])
  await generation.generateFromFiles()

  const status = generation.upload.getByRole('status').filter({ hasText: /Reading part|ready/ })
  await expect(status).toContainText(/Reading part \d+ of \d+/, { timeout: 20_000 })
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(1)
  // The first wave (up to four parts at a time) has reached the server.
  const firstWave = Math.min(4, total)
  await expect
    .poll(
      async () =>
        (await loggedRequests(request)).filter((entry) => entry.purpose === 'chunkNotes').length,
    )
    .toBe(firstWave)

  const before = await loggedRequests(request)
  const cancelledAt = Date.now()
  await generation.upload.getByRole('button', { name: 'Cancel', exact: true }).click()

  await expect(generation.upload.getByText(/Reading part/)).toHaveCount(0)
  await expect(
    generation.upload.getByRole('progressbar', { name: 'Reading your material' }),
  ).toHaveCount(0)
  await expect(generation.upload.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(
    0,
  )
  await expect(
    generation.upload
      .getByRole('list', { name: 'Uploaded files' })
      .getByRole('listitem')
      .filter({ hasText: 'cancel-me.pdf' }),
  ).toBeVisible()
  await expect(generation.upload.getByRole('alert')).toHaveCount(0)

  // None started after Cancel, once the page has settled…
  await expect(
    generation.upload.getByRole('button', { name: 'Generate Study Guide from Files' }),
  ).toBeEnabled()
  const after = await loggedRequests(request)
  expect(after).toHaveLength(before.length)
  expect(after.filter((entry) => entry.at >= cancelledAt)).toEqual([])
  // …and every request in flight was dropped (the server saw the client go away).
  await expect
    .poll(async () =>
      (await loggedRequests(request))
        .filter((entry) => entry.purpose === 'chunkNotes')
        .map((entry) => entry.aborted === true),
    )
    .toEqual(Array.from({ length: firstWave }, () => true))
})

test('quiz questions on the 60-page PDF come from its first, middle and last thirds', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await pointAtFakeGpt4(page)
  const generation = await readLongPdf(page, 'quiz-me.pdf')
  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 90_000 })

  const delivered = page.locator('#delivered-guide')
  await delivered.getByRole('tab', { name: 'Quiz' }).click()
  const quiz = new QuizTab(page)
  await expect(quiz.dashboardHeading).toBeVisible()
  await quiz.generate(10)

  // The request carried passages from every third of the material, not only the guide.
  const quizRequests = (await loggedRequests(request)).filter((entry) => entry.purpose === 'quiz')
  expect(quizRequests).toHaveLength(1)
  const sent = userText(quizRequests[0] as LoggedRequest)
  const sentPages = [...sent.matchAll(/\[(?:P\d+ \| )?page (\d+)\]/g)].map((match) =>
    Number(match[1]),
  )
  expect(new Set(sentPages.map(thirdOf))).toEqual(new Set([1, 2, 3]))
  const window = (quizRequests[0]?.promptTokens ?? 0) + (quizRequests[0]?.body.max_tokens ?? 0)
  expect(window).toBeLessThanOrEqual(WINDOW)

  // …and the questions shown cover every third too.
  const shownPages: (number | null)[] = []
  for (let number = 1; number <= 10; number++) {
    await expect(quiz.progress(number, 10)).toBeVisible()
    const question = page.getByRole('heading', { level: 3, name: /^Question \d+: / })
    shownPages.push(pageOf((await question.textContent()) ?? ''))
    // The stand-in puts question i's right answer at option i % 4: no mistake to explain.
    await quiz.choose((number - 1) % 4)
    await expect(page.getByText('Correct!')).toBeVisible()
    if (number < 10) await quiz.moveOn()
  }
  expect(shownPages).not.toContain(null)
  expect(new Set(shownPages.map((shown) => thirdOf(shown ?? 0)))).toEqual(new Set([1, 2, 3]))
})

test('a part that keeps failing is named by its pages; Retry reads only that part and completes the guide', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await pointAtFakeGpt4(page)
  // Every attempt at the part holding lecture 31 fails (the client's retries included).
  await fakeAi.script(request, {
    purpose: 'chunkNotes',
    contains: 'Lecture 31:',
    status: 500,
    times: 100,
  })
  const generation = await readLongPdf(page, 'flaky-part.pdf')

  const alert = generation.upload.getByRole('alert')
  await expect(alert).toContainText(/Could not read pages \d+–\d+\./, { timeout: 90_000 })
  const failing = (await loggedRequests(request)).filter(
    (entry) => entry.purpose === 'chunkNotes' && userText(entry).includes('Lecture 31:'),
  )
  expect(failing.length).toBeGreaterThan(1)
  const part = /^Part: (pages \d+–\d+)\./m.exec(userText(failing[0] as LoggedRequest))?.[1]
  expect(part).toBeDefined()
  await expect(alert).toContainText(`Could not read ${part}.`)
  const [from, to] = (part ?? '').match(/\d+/g)?.map(Number) ?? []
  expect(from).toBeLessThanOrEqual(31)
  expect(to).toBeGreaterThanOrEqual(31)
  // The file is kept for the retry.
  await expect(
    generation.upload
      .getByRole('list', { name: 'Uploaded files' })
      .getByRole('listitem')
      .filter({ hasText: 'flaky-part.pdf' }),
  ).toBeVisible()

  // The provider recovers; Retry asks again for that part only.
  await request.delete(`${e2eEnv.aiControlUrl}/__script`)
  const before = (await loggedRequests(request)).length
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('#delivered-guide').getByRole('article')).toBeVisible()

  const afterRetry = (await loggedRequests(request)).slice(before)
  const reread = afterRetry.filter((entry) => entry.purpose === 'chunkNotes' && !isMerge(entry))
  expect(reread).toHaveLength(1)
  expect(userText(reread[0] as LoggedRequest)).toContain(`Part: ${part}.`)
  // The guide is written from the parts once the failing one is read (its citations are then
  // read by the model as well).
  const purposes = afterRetry.map((entry) => entry.purpose)
  expect(purposes.lastIndexOf('studyGuide')).toBeGreaterThan(
    afterRetry.indexOf(reread[0] as LoggedRequest),
  )
})
