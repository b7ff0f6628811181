import { expect, test } from '@playwright/test'
import { cellBiologyGuide, insertGuide } from './support/data'
import { pageErrors } from './support/installed'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * Offline before the service worker holds the app (a first visit, a phone still fetching the
 * precache; here the worker is blocked, so nothing is ever cached): a tab whose code was never
 * fetched says 'You are offline. This needs a connection.' in its place, the page kept, not
 * 'Something went wrong' (issue 43, "the app opens with no connection").
 */
test.use({ serviceWorkers: 'block' })

test('a tab not loaded yet, opened offline before the install, says it is offline', async ({
  page,
  context,
  request,
}) => {
  const errors = pageErrors(page)
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  const heading = page.getByRole('heading', { level: 1, name: 'Cell Biology' })
  await expect(heading).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await page.getByRole('tab', { name: 'Practice exam' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline.' })).toHaveText(
    'You are offline. This needs a connection.',
  )
  await expect(heading).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Practice exam' })).toBeVisible({
    timeout: 15_000,
  })
  expect(errors).toEqual([])
})
