import { expect, test, type Page } from '@playwright/test'
import { e2eEnv } from './support/env'
import {
  fakeAi,
  GenerationPage,
  lecturePdf,
  lectureSlides,
  sampleNotes,
  watchGuideWrites,
} from './support/generation'
import { createConfirmedUser, signInViaStorage } from './support/users'

async function pointAtFakeAi(page: Page) {
  await page.addInitScript((baseURL) => {
    localStorage.setItem('studywise.ai-provider', JSON.stringify({ baseURL, model: 'gpt-4' }))
  }, e2eEnv.aiBaseUrl)
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test('anonymous: a PDF and a PPTX become a streamed guide that is shown but not saved', async ({
  page,
  request,
}) => {
  await pointAtFakeAi(page)
  // Slow the guide down enough to see it arrive piece by piece.
  await fakeAi.script(request, { purpose: 'studyGuide', status: 200, chunkDelayMs: 40 })
  const writes = watchGuideWrites(page)
  await page.goto('/')
  const generation = new GenerationPage(page)
  await expect(generation.upload.getByRole('region', { name: 'Supported Formats' })).toBeVisible()
  await generation.addFiles([await lecturePdf(), await lectureSlides()])
  // The reply is read in a worker, so its network chunks never queue on the page's thread.
  const streamWorker = page.waitForEvent('worker', (worker) =>
    worker.url().includes('stream.worker'),
  )
  await generation.generateFromFiles()

  await expect(generation.upload.getByText('Generating with AI…')).toBeVisible()
  await streamWorker
  await expect(generation.upload.getByText('gpt-4 · 127.0.0.1')).toBeVisible()
  const preview = generation.upload.getByRole('region', { name: 'Study guide from your files' })
  await expect(preview.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(preview.getByRole('heading', { name: 'Summary' })).toHaveCount(0)

  await expect(generation.upload.getByText('Study guide ready!')).toBeVisible({ timeout: 30_000 })
  const delivered = page.locator('#delivered-guide').getByRole('article')
  await expect(delivered.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expect(delivered.getByRole('button', { name: 'Sign in to save your guides' })).toBeVisible()
  await expect(generation.upload.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0)
  expect(writes).toEqual([])

  const requests = await fakeAi.requests(request)
  const guideRequest = requests.find((entry) => entry.purpose === 'studyGuide')
  const sent = guideRequest?.body.messages.at(-1)?.content ?? ''
  // The files' passages go out numbered, tagged with file and place, so the guide can cite them.
  expect(sent).toContain('[P1 | membrane-lecture.pdf, page 1]')
  expect(sent).toContain('Active transport uses ATP to pump ions against their gradient.')
  expect(sent).toContain('| osmosis-slides.pptx, slide 1]')
  expect(sent).toContain('Hypotonic solutions make animal cells swell')
})

test('signed in: the guide is saved and appears in the library', async ({ page, request }) => {
  const user = await createConfirmedUser(request, { name: 'Gen Tester' })
  await pointAtFakeAi(page)
  await signInViaStorage(page, user, '/')
  const writes = watchGuideWrites(page)
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePdf('cells.pdf'), await lectureSlides('osmosis.pptx')])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  expect(writes).toHaveLength(1)

  const requests = await fakeAi.requests(request)
  const title = requests.some((entry) => entry.purpose === 'title')
  expect(title).toBe(true)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 2, name: /Cell Biology Lecture/ })).toBeVisible()
})

test('a provider failure keeps the notes, shows the message and offers the offline engine', async ({
  page,
  request,
}) => {
  await pointAtFakeAi(page)
  await fakeAi.script(request, { purpose: 'studyGuide', status: 500, times: 5 })
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  const alert = generation.paste.getByRole('alert')
  await expect(alert).toContainText('Failed to generate study guide. Please try again.', {
    timeout: 30_000,
  })
  await expect(generation.paste.getByLabel('Notes')).toHaveValue(sampleNotes)
  await expect(generation.paste.getByLabel('Title (optional)')).toHaveValue('Enzymes')

  // The draft survives a reload too.
  await page.reload()
  await expect(generation.paste.getByLabel('Notes')).toHaveValue(sampleNotes)
  await expect(generation.paste.getByLabel('Title (optional)')).toHaveValue('Enzymes')

  await fakeAi.script(request, { purpose: 'studyGuide', status: 500, times: 5 })
  await generation.generateFromNotes()
  await alert
    .getByRole('button', { name: 'Use the offline engine instead' })
    .click({ timeout: 30_000 })
  await expect(generation.paste.getByText('Offline engine — no AI')).toBeVisible()
  await expect(page.getByRole('article', { name: 'Enzymes' })).toContainText(
    'Sign in to save your guides',
    { timeout: 30_000 },
  )
  await expect(generation.paste.getByRole('alert')).toHaveCount(0)
})

test('with no provider configured the offline engine writes the guide and says so', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.paste.getByRole('button', { name: 'Try Example' }).click()
  await generation.generateFromNotes()
  await expect(generation.paste.getByText('Offline engine — no AI')).toBeVisible()
  await expect(generation.paste.getByText('Study guide ready!')).toBeVisible({ timeout: 30_000 })
  await expect(
    page.getByRole('article', { name: 'Photosynthesis and the Plant Cell' }),
  ).toBeVisible()
  expect(await fakeAi.requests(request)).toEqual([])
})
