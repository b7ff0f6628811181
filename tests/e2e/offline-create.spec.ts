import { expect, test } from '@playwright/test'
import { GenerationPage, sampleNotes } from './support/generation'
import { pageErrors, untilControlled } from './support/installed'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * The installed app writes a guide from pasted notes with no connection (issue 43: "the offline
 * engine works offline"): the reader of pasted notes is in the precache, not fetched at first use;
 * the guide waits in the browser, counted in the header as a change waiting, and is saved when
 * the connection returns.
 */
test.describe.configure({ timeout: 120_000 })

test('with no connection, the offline engine writes a guide from pasted notes', async ({
  page,
  context,
  request,
}) => {
  const errors = pageErrors(page)
  const user = await createConfirmedUser(request, { name: 'Ada' })
  await signInViaStorage(page, user)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Study Library' })).toBeVisible({
    timeout: 30_000,
  })
  await untilControlled(page)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Create New Guide' }).click()
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes offline')
  await generation.generateFromNotes()

  const guide = page.getByRole('region', { name: 'Study guide from your pasted text' })
  await expect(guide.getByRole('heading', { name: 'Enzymes offline' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(guide.getByRole('heading', { name: 'Key Concepts' })).toBeVisible()
  await expect(page.getByText('Failed to generate study guide')).toHaveCount(0)
  // Kept in the browser until the connection returns, then saved: the guide's own page opens.
  await expect(page.getByRole('alert')).toContainText('Could not save your study guide.')
  // The header counts it as a change waiting until it is saved.
  const header = page.getByRole('banner').first()
  await expect(header.getByText('Offline — 1 change waiting')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Enzymes offline' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(header.getByText('All changes saved')).toBeVisible()
  expect(errors.filter((message) => /dynamically imported module/.test(message))).toEqual([])
})
