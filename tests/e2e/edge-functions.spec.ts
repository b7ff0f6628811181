/**
 * The app built with VITE_AI_VIA_SUPABASE=true (playwright.config.ts, second build)
 * asks the backend's `ai` Edge Function, run by the real Deno, whose provider is the fake
 * OpenAI server. The provider key lives only in the function's environment.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { e2eEnv } from './support/env'
import { fakeAi, GenerationPage, sampleNotes } from './support/generation'
import { createConfirmedUser, serviceRoleKey, signInViaStorage } from './support/users'

test.use({ baseURL: e2eEnv.appEdgeUrl })

const FUNCTION_URL = `${e2eEnv.backendUrl}/functions/v1/ai/chat/completions`

/** Every request the browser makes, as text: URL, headers and body. */
function watchBrowserRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const record = (headers: Record<string, string>) =>
      seen.push(`${request.url()}\n${JSON.stringify(headers)}\n${request.postData() ?? ''}`)
    // A request still in flight when the test ends can no longer give all its headers (Playwright
    // rejects with 'Test ended'): its provisional headers are recorded instead.
    void request.allHeaders().then(record, () => record(request.headers()))
  })
  return seen
}

async function expectServerKeyOnlyAtTheProvider(page: Page, seen: string[]) {
  const requests = await fakeAi.requests(page.request)
  expect(requests.length).toBeGreaterThan(0)
  for (const entry of requests as { authorization?: string | null }[]) {
    expect(entry.authorization).toBe(`Bearer ${e2eEnv.serverAiKey}`)
  }
  expect(seen.some((text) => text.startsWith(FUNCTION_URL))).toBe(true)
  expect(seen.filter((text) => text.includes(e2eEnv.serverAiKey))).toEqual([])
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test('an anonymous visitor’s guide comes through the ai function', async ({ page }) => {
  const seen = watchBrowserRequests(page)
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(generation.paste.getByText('Study guide ready!')).toBeVisible({ timeout: 30_000 })
  const delivered = page.locator('#delivered-guide').getByRole('article')
  await expect(delivered.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expectServerKeyOnlyAtTheProvider(page, seen)
  const guideCall = seen.find((text) => text.startsWith(FUNCTION_URL))!
  expect(guideCall).toContain(`"authorization":"Bearer ${e2eEnv.anonKey}"`)
})

test('a signed-in student’s guide comes through the ai function and is saved', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Edge Student' })
  const seen = watchBrowserRequests(page)
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await expectServerKeyOnlyAtTheProvider(page, seen)
  // The student's own access token, not the anon key, went to the function.
  const calls = seen.filter((text) => text.startsWith(FUNCTION_URL))
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls) expect(call).not.toContain(`Bearer ${e2eEnv.anonKey}`)
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
