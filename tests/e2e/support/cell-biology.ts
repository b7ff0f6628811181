import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { cellBiologyGuide, insertGuide } from './data'
import { createConfirmedUser, signInViaStorage, type TestUser } from './users'

/**
 * A new student named `name` with the Cell Biology guide (its source text included), signed in
 * with that guide open. Init scripts (a fake AI, stand-in voices) go on `page` before this call.
 */
export async function openCellBiologyGuide(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<{ user: TestUser; guideId: string }> {
  const user = await createConfirmedUser(request, { name })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 60_000,
  })
  return { user, guideId: guide.id }
}
