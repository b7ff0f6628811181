import { expect, test, type Page, type Route } from '@playwright/test'
import { fakeAi, GenerationPage, sampleNotes } from './support/generation'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * item 1: a guide whose save fails stays on screen with Retry, its notes stay, it
 * survives a reload in IndexedDB and is saved when the connection returns. The REST save is
 * failed with page.route, then let through.
 */

const GUIDE_INSERTS = '**/rest/v1/study_guides*'

/** Answers every guide insert with PostgREST's 500; other study_guides calls pass. */
async function failGuideSaves(page: Page) {
  await page.route(GUIDE_INSERTS, (route: Route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'down' }),
        })
      : route.continue(),
  )
}

async function generateUnsaved(page: Page) {
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  const alert = generation.paste.getByRole('alert')
  await expect(alert).toContainText('Could not save your study guide.', { timeout: 30_000 })
  return { generation, alert }
}

test.beforeEach(async ({ request }) => {
  await fakeAi.reset(request)
})

test('a failed save keeps the guide with Retry; Retry saves it once the database answers', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Retry Tester' })
  await useFakeAi(page)
  await signInViaStorage(page, user, '/dashboard?view=create')
  await failGuideSaves(page)
  const { generation, alert } = await generateUnsaved(page)
  const shown = generation.paste.getByRole('region', { name: 'Study guide from your pasted text' })
  await expect(shown.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(generation.paste.getByLabel('Notes')).toHaveValue(sampleNotes)
  await expect(page.getByText('Study guide ready!')).toHaveCount(0)

  await page.unroute(GUIDE_INSERTS)
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Enzymes' })).toBeVisible()
})

test('an unsaved guide survives a reload, waits to be saved and is saved when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Offline Tester' })
  await useFakeAi(page)
  await signInViaStorage(page, user, '/dashboard?view=create')
  await failGuideSaves(page)
  const { generation } = await generateUnsaved(page)

  await page.reload()
  const waiting = page.getByRole('status').filter({ hasText: 'waiting to be saved' })
  await expect(waiting).toContainText('1 study guide is waiting to be saved')
  await expect(waiting).toContainText('“Enzymes”')
  await expect(generation.paste.getByLabel('Notes')).toHaveValue(sampleNotes)

  // The connection drops and comes back; by then the database answers again.
  await page.unroute(GUIDE_INSERTS)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(waiting).toHaveCount(0)

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 2, name: 'Enzymes' })).toBeVisible()
  await page.goto('/dashboard?view=create')
  // Saved: the notes it was made from are cleared.
  await expect(generation.paste.getByLabel('Notes')).toHaveValue('')
})
