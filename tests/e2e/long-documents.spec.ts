import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { e2eEnv } from './support/env'
import { fakeAi, GenerationPage, type UploadFile } from './support/generation'
import { lecturePagesPdf, markerFor, pageProse } from './support/lecture-pages'

/**
 * Issue #16: material that does not fit the model's window is read in parts. The fake server
 * enforces gpt-4's 8,192-token window (refusing larger prompts with context_length_exceeded,
 * as OpenAI does), and the app, with the student's default window for gpt-4, must never send
 * one.
 */

const WINDOW = 8_192
const PAGE_COUNT = 60

function longLecturePdf(name = 'sixty-lectures.pdf'): Promise<UploadFile> {
  return lecturePagesPdf(name, PAGE_COUNT)
}

interface LoggedRequest {
  purpose: string
  at: number
  endedAt?: number
  aborted?: boolean
  promptTokens?: number
  body: { max_tokens?: number; messages: { role: string; content: string }[] }
}

async function loggedRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  return (await response.json()) as LoggedRequest[]
}

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
  // Notes come back at a model's pace, so the reading is visible.
  await fakeAi.script(request, { purpose: 'chunkNotes', delayMs: 400, times: 50 })
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
