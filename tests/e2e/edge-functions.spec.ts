/**
 * The app built with VITE_AI_VIA_SUPABASE=true (playwright.config.ts, second build)
 * asks the backend's `ai` Edge Function, run by the real Deno, whose provider is the fake
 * OpenAI server. The provider key lives only in the function's environment.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { cellBiologyGuide, insertGuide, selectRows } from './support/data'
import { e2eEnv } from './support/env'
import { fakeAi, GenerationPage, sampleNotes } from './support/generation'
import { createConfirmedUser, serviceRoleKey, signInViaStorage } from './support/users'

test.use({ baseURL: e2eEnv.appEdgeUrl })

const FUNCTION_URL = `${e2eEnv.backendUrl}/functions/v1/ai/chat/completions`

/**
 * Every request the browser makes, as text: URL, all its headers and body. The returned function
 * gives those made so far, waiting for any still in flight until all their headers are known
 * (the browser adds some, cookies among them, only as the request goes out): none is left out or
 * read from its provisional headers. A request that cannot give them while the test runs fails
 * it. One still in flight as the test ends, after the last look, is no longer waited for (its
 * headers can no longer be asked for then).
 */
function watchBrowserRequests(page: Page): () => Promise<string[]> {
  const seen: string[] = []
  const inFlight = new Set<Promise<void>>()
  page.on('request', (request) => {
    const recorded = request.allHeaders().then((headers) => {
      seen.push(`${request.url()}\n${JSON.stringify(headers)}\n${request.postData() ?? ''}`)
    })
    inFlight.add(recorded)
    recorded.then(
      () => inFlight.delete(recorded),
      () => undefined, // after the last look: see above
    )
  })
  return async () => {
    while (inFlight.size > 0) await Promise.all(inFlight)
    return seen
  }
}

async function expectServerKeyOnlyAtTheProvider(
  page: Page,
  browserRequests: () => Promise<string[]>,
) {
  const atProvider = await fakeAi.requests(page.request)
  expect(atProvider.length).toBeGreaterThan(0)
  for (const entry of atProvider as { authorization?: string | null }[]) {
    expect(entry.authorization).toBe(`Bearer ${e2eEnv.serverAiKey}`)
  }
  const seen = await browserRequests()
  expect(seen.some((text) => text.startsWith(FUNCTION_URL))).toBe(true)
  expect(seen.filter((text) => text.includes(e2eEnv.serverAiKey))).toEqual([])
  return seen
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test('an anonymous visitor’s guide comes through the ai function', async ({ page }) => {
  const requests = watchBrowserRequests(page)
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(generation.paste.getByText('Study guide ready!')).toBeVisible({ timeout: 30_000 })
  const delivered = page.locator('#delivered-guide').getByRole('article')
  await expect(delivered.getByRole('heading', { name: 'Summary' })).toBeVisible()
  const seen = await expectServerKeyOnlyAtTheProvider(page, requests)
  const guideCall = seen.find((text) => text.startsWith(FUNCTION_URL))!
  expect(guideCall).toContain(`"authorization":"Bearer ${e2eEnv.anonKey}"`)
})

test('a signed-in student’s guide comes through the ai function and is saved', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Edge Student' })
  const requests = watchBrowserRequests(page)
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const seen = await expectServerKeyOnlyAtTheProvider(page, requests)
  // The student's own access token, not the anon key, went to the function.
  const calls = seen.filter((text) => text.startsWith(FUNCTION_URL))
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls) expect(call).not.toContain(`Bearer ${e2eEnv.anonKey}`)
})

test('the watch waits for a request still in flight: none is left out of the last look', async ({
  page,
  request,
}) => {
  // What the two tests above rely on: a request still waiting for its answer when they look is
  // waited for and read with all its headers (before, it was missing from the look altogether).
  const requests = watchBrowserRequests(page)
  await page.goto('/blog')
  await fakeAi.script(request, { delayMs: 2_000 })
  const slow = `${e2eEnv.aiBaseUrl}/chat/completions`
  const sent = page.waitForRequest(
    (sending) => sending.url() === slow && sending.method() === 'POST',
  )
  await page.evaluate((url) => {
    const title = { max_tokens: 50, temperature: 0.3, messages: [{ role: 'user', content: 'x' }] }
    void fetch(url, {
      method: 'POST',
      headers: { 'x-probe': 'in-flight' },
      body: JSON.stringify(title),
    })
  }, slow)
  await sent
  const probe = (await requests()).find(
    (text) => text.startsWith(slow) && text.includes('"x-probe"'),
  )
  expect(probe).toContain('"x-probe":"in-flight"')
  // Headers the network stack adds as the request goes out (a cookie would be one): the page never
  // sets them, so they are absent from the provisional headers a watch that did not wait would read.
  expect(probe).toContain('"host":')
  expect(probe).toContain('"accept-encoding":')
})

test('no built asset contains the server’s key', async () => {
  const files = await readdir(e2eEnv.edgeDistDir, { recursive: true, withFileTypes: true })
  const assets = files.filter((entry) => entry.isFile())
  expect(assets.length).toBeGreaterThan(5)
  for (const entry of assets) {
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8')
    expect(text.includes(e2eEnv.serverAiKey), entry.name).toBe(false)
  }
})

test('a student over the daily limit sees the allowance message', async ({ page, request }) => {
  const user = await createConfirmedUser(request, { name: 'Busy Student' })
  // Use up the student's day as the function would have: one reservation of the whole limit.
  const key = await serviceRoleKey()
  const used = await request.post(`${e2eEnv.backendUrl}/rest/v1/rpc/ai_usage_reserve`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: {
      p_user_id: user.id,
      p_client_hash: null,
      p_tokens: 1_000_000,
      p_daily_limit: 1_000_000,
    },
  })
  expect(used.ok()).toBe(true)
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(
    generation.paste.getByText("You have used today's AI allowance. It resets at midnight UTC."),
  ).toBeVisible({ timeout: 30_000 })
  expect(await fakeAi.requests(request)).toEqual([])
  await page.goto('/settings')
  await expect(
    page
      .getByRole('region', { name: 'AI use today' })
      .getByText('1,000,000 of 1,000,000 tokens used. It resets at midnight UTC.'),
  ).toBeVisible()
})

test('feedback survives a platform 503: the text stays with Retry', async ({ page }) => {
  // The gateway in front of the function answers 503 without the function's own code (an
  // outage, a cold start that failed): not "no channel", so nothing may be thrown away.
  let outage = true
  await page.route(`${e2eEnv.backendUrl}/functions/v1/feedback`, (route) =>
    outage
      ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
      : route.continue(),
  )
  await page.goto('/blog')
  await page.getByRole('button', { name: 'Feedback' }).click()
  await page.getByRole('button', { name: 'Bug Report' }).click()
  await page.getByLabel('Email').fill('ana@uni.edu')
  await page.getByLabel('Message').fill('The quiz froze on question 3')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Your feedback could not be sent.')
  await expect(page.getByText('Thank you for your feedback!')).toBeHidden()
  await expect(page.getByLabel('Message')).toHaveValue('The quiz froze on question 3')
  // The outage ends; Retry reaches the function, which has no channel here and says so.
  outage = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
})

test('an audio overview is spoken through the ai function, counted in characters', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const user = await createConfirmedUser(request, { name: 'Listening Student' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  const requests = watchBrowserRequests(page)
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Listen' })
    .click({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Create audio overview' }).click()
  await expect(page.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(
    6,
    { timeout: 30_000 },
  )
  await expect(page.getByText('Voices by your AI provider.')).toBeVisible()
  await page.getByRole('button', { name: 'Play' }).click()
  const position = page.getByRole('slider', { name: 'Position' })
  await expect
    .poll(() => position.evaluate((slider) => Number((slider as HTMLInputElement).value)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.5)
  await page.getByRole('button', { name: 'Pause' }).click()

  // The provider spoke with the server's key and model (AI_SPEECH_MODEL), never the browser's.
  const spoken = (await fakeAi.requests(request)).filter((entry) => entry.purpose === 'speech')
  expect(spoken.length).toBeGreaterThan(0)
  for (const entry of spoken as { authorization?: string | null; speech?: { model: string } }[]) {
    expect(entry.authorization).toBe(`Bearer ${e2eEnv.serverAiKey}`)
    expect(entry.speech?.model).toBe('server-tts')
  }
  const seen = await requests()
  const speechCalls = seen.filter((text) =>
    text.startsWith(`${e2eEnv.backendUrl}/functions/v1/ai/audio/speech`),
  )
  expect(speechCalls.length).toBeGreaterThan(0)
  expect(seen.filter((text) => text.includes(e2eEnv.serverAiKey))).toEqual([])

  // The characters the provider spoke are the student's of the day, read as the student.
  const spokenCharacters = async () =>
    (await fakeAi.requests(request))
      .filter((entry) => entry.purpose === 'speech')
      .reduce(
        (sum, entry) => sum + ((entry as { speech?: { input: string } }).speech?.input.length ?? 0),
        0,
      )
  const counted = async () => {
    const rows = await selectRows(request, user, 'ai_usage', 'select=speech_characters')
    return Number(rows[0]?.speech_characters ?? 0)
  }
  await expect
    .poll(async () => (await counted()) - (await spokenCharacters()), { timeout: 15_000 })
    .toBe(0)
  expect(await counted()).toBeGreaterThan(0)
})
