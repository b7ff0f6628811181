import { expect, test, type Page } from '@playwright/test'
import { fakeAi, GenerationPage } from './support/generation'
import { spokenLecture } from './support/recordings'
import { useFakeAi } from './support/users'

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

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test('an .mp3 lecture gives a guide cited by the minute; the viewer shows the transcript', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000)
  await useFakeAi(page)
  await page.goto('/')
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
})

test('an .mp4 lecture is transcribed from its sound', async ({ page }) => {
  test.setTimeout(360_000)
  await useFakeAi(page)
  await page.goto('/')
  await transcribedGuide(page, 'mp4')
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
