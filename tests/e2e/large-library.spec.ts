import { expect, test, type APIRequestContext } from '@playwright/test'
import { e2eEnv } from './support/env'
import { LibraryPage } from './support/library'
import {
  createConfirmedUser,
  serviceRoleKey,
  signInViaStorage,
  type TestUser,
} from './support/users'

// Hosted PostgREST answers at most max_rows (1,000) rows per read, and so does the
// local backend (config.toml [api] max_rows). A library larger than that is listed whole.
const GUIDES = 1_050

async function serviceHeaders() {
  const key = await serviceRoleKey()
  return { apikey: key, Authorization: `Bearer ${key}` }
}

/** 1,050 guides for `user`, inserted with the service role; guide 1 is the oldest. */
async function insertManyGuides(request: APIRequestContext, user: TestUser) {
  const now = Date.now()
  const rows = Array.from({ length: GUIDES }, (_, index) => ({
    user_id: user.id,
    title: index === 0 ? 'Oldest Guide Palaeontology' : `Guide ${index + 1}`,
    content: `# Guide ${index + 1}\n\nNotes number ${index + 1}.`,
    original_text: '',
    cover_color: 'from-blue-400 to-blue-600',
    created_at: new Date(now - (GUIDES - index) * 60_000).toISOString(),
  }))
  const response = await request.post(`${e2eEnv.backendUrl}/rest/v1/study_guides`, {
    headers: { ...(await serviceHeaders()), Prefer: 'return=minimal' },
    data: rows,
  })
  if (!response.ok())
    throw new Error(`inserting guides failed: ${response.status()} ${await response.text()}`)
}

test('a library of 1,050 guides lists every guide and finds the oldest by search', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const user = await createConfirmedUser(request, { name: 'Mira' })
  await insertManyGuides(request, user)

  // The backend caps a plain read as hosted Supabase does, so the app must page.
  const plain = await request.get(
    `${e2eEnv.backendUrl}/rest/v1/study_guides?select=id&user_id=eq.${user.id}`,
    { headers: await serviceHeaders() },
  )
  expect(((await plain.json()) as unknown[]).length).toBe(1_000)

  await signInViaStorage(page, user)
  const library = new LibraryPage(page)
  await library.expectWelcome('Mira', GUIDES)

  // Every guide can be reached: show more until the grid holds all of them.
  const showMore = page.getByRole('button', { name: /^Show more guides/ })
  while (await showMore.isVisible()) await showMore.click()
  await expect(library.cards).toHaveCount(GUIDES)
  await expect(library.cards.last()).toContainText('Oldest Guide Palaeontology')

  await library.search.fill('palaeontology')
  await expect(library.cards).toHaveCount(1)
  await expect(library.card('Oldest Guide Palaeontology')).toBeVisible()
})
