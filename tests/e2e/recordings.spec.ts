import { expect, test, type Locator, type Page } from '@playwright/test'
import { fakeAi, GenerationPage } from './support/generation'
import { spokenLecture } from './support/recordings'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * Recordings (issue 42): a lecture recording is transcribed by the provider (the test AI server
 * runs pocketsphinx on what it receives) and its transcript is the source, cited by time.
 */

async function transcribedGuide(page: Page, format: 'mp3' | 'mp4') {
  const generation = new GenerationPage(page)
  const lecture = await spokenLecture(format)
  await generation.upload.getByLabel(/choose files/i).setInputFiles([lecture])
  const item = generation.upload
    .getByRole('list', { name: 'Uploaded files' })
    .getByRole('listitem')
    .filter({ hasText: lecture.name })
  // pocketsphinx hears the minute-long lecture in about 15 s on an idle core; much longer on a
  // busy machine.
  await expect(item).toContainText(/characters extracted/, { timeout: 240_000 })
  await generation.generateFromFiles()
  const article = page.getByRole('article')
  // Every cited point names its moment of the recording: 'Source: m:ss'.
  const sources = article.getByRole('button', { name: /^Source: \d+:\d\d$/ })
  await expect(sources.first()).toBeVisible({ timeout: 60_000 })
  const labels = await sources.allTextContents()
  // The lecture's parts lie at distinct moments, and the transcript passages say so.
  expect(new Set(labels.map((label) => label.trim())).size).toBeGreaterThan(1)
  return { sources }
}

/** Seconds of a 'Source: m:ss' label. */
function citedSeconds(label: string): number {
  const [minutes = 0, seconds = 0] = label.replace('Source: ', '').split(':').map(Number)
  return minutes * 60 + seconds
}

/**
 * Opens the latest moment the guide cites and plays the recording from there: the player starts
 * within a second of the cited second, then keeps playing.
 */
async function playLatestCitation(page: Page, sources: Locator, recordingName: string) {
  const labels = (await sources.allTextContents()).map((label) => `Source: ${label.trim()}`)
  const latest = labels.reduce((a, b) => (citedSeconds(b) > citedSeconds(a) ? b : a))
  const cited = citedSeconds(latest)
  expect(cited).toBeGreaterThan(0)
  await page.getByRole('article').getByRole('button', { name: latest }).first().click()
  const viewer = page.getByRole('dialog', { name: 'Source' })
  const play = viewer.getByRole('button', { name: `Play from ${latest.replace('Source: ', '')}` })
  await expect(play).toBeVisible()
  const player = viewer.getByLabel(`Recording: ${recordingName}`)
  await expect(player).toHaveAttribute('src', /^blob:/)
  // Where the player stands when it starts playing.
  const startedAt = player.evaluate(
    (media: HTMLMediaElement) =>
      new Promise<number>((resolve) =>
        media.addEventListener('playing', () => resolve(media.currentTime), { once: true }),
      ),
  )
  await play.click()
  expect(Math.abs((await startedAt) - cited)).toBeLessThan(1)
  await expect
    .poll(() => player.evaluate((media: HTMLMediaElement) => media.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(cited + 0.5)
  expect(await player.evaluate((media: HTMLMediaElement) => media.paused)).toBe(false)
}

/** Content-Security-Policy violations of the page, from its first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test('an .mp3 lecture gives a guide cited by the minute; after a reload, Play from plays it from there', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000)
  await useFakeAi(page)
  const cspViolations = await watchCsp(page)
  const user = await createConfirmedUser(request, { name: 'Lena' })
  await signInViaStorage(page, user, '/')
  const { sources } = await transcribedGuide(page, 'mp3')
  const requests = (await fakeAi.requests(request)).filter((r) => r.purpose === 'transcription')
  expect(requests.length).toBeGreaterThan(0)
  const first = sources.first()
  const label = ((await first.textContent()) ?? '').trim()
  await first.click()
  const viewer = page.getByRole('dialog', { name: 'Source' })
  await expect(viewer).toBeVisible()
  await expect(viewer).toContainText(label.replace('Source: ', ''))
  await expect(viewer).toContainText(/energy|photosynthesis|glucose/)
  await page.keyboard.press('Escape')

  // The guide is saved; the recording stays on this device (the database has only its words).
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  await page.reload()
  await expect(sources.first()).toBeVisible({ timeout: 30_000 })
  await playLatestCitation(page, sources, 'lecture.mp3')
  expect(await cspViolations()).toEqual([])
})

test('an .mp4 lecture is transcribed from its sound and plays from a cited moment', async ({
  page,
}) => {
  test.setTimeout(360_000)
  await useFakeAi(page)
  await page.goto('/')
  const { sources } = await transcribedGuide(page, 'mp4')
  await playLatestCitation(page, sources, 'lecture.mp4')
})

test('with no AI provider a recording says so and stays selected', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const generation = new GenerationPage(page)
  const lecture = await spokenLecture('mp3', 'offline-lecture.mp3')
  await generation.upload.getByLabel(/choose files/i).setInputFiles([lecture])
  const item = generation.upload
    .getByRole('list', { name: 'Uploaded files' })
    .getByRole('listitem')
    .filter({ hasText: 'offline-lecture.mp3' })
  await expect(
    item.getByText('Transcribing a recording needs an AI provider with speech-to-text.'),
  ).toBeVisible()
  await expect(item.getByRole('button', { name: 'Retry' })).toBeVisible()
})
