import { expect, test } from '@playwright/test'
import { AuthDialog } from './support/accounts'
import { backendClient, BetaAdminPanel } from './support/beta-admin'
import { e2eEnv } from './support/env'
import { createConfirmedUser, seededAdmin, signInViaStorage, uniqueEmail } from './support/users'

const invalidCode = 'Invalid or already used access code'

test('the admin generates a code, a new tester signs up with it and it shows as used', async ({
  page,
  browser,
}) => {
  await signInViaStorage(page, seededAdmin)
  const panel = new BetaAdminPanel(page)
  await panel.open()
  const [activeBefore, totalBefore] = [await panel.count('Active'), await panel.count('Total')]

  const code = await panel.generate()
  expect(await panel.count('Active')).toBe(activeBefore + 1)
  expect(await panel.count('Total')).toBe(totalBefore + 1)
  await expect(panel.item('Active Codes', code)).toContainText('Ready to use')

  await panel.page.getByRole('button', { name: `Copy ${code}` }).click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Copy ${code}` })).toBeVisible({ timeout: 4_000 })

  // A visitor in another browser signs up through the Join Beta form with the new code.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/')
  const email = uniqueEmail('tester')
  const signup = await new AuthDialog(visitor).signUp({
    name: 'Tess Tester',
    email,
    password: 'tess-pass-1',
    code,
  })
  await expect(
    signup.getByText(
      'Account created! Please check your email to confirm your account before signing in.',
    ),
  ).toBeVisible()
  await visitorContext.close()

  await page.reload()
  await expect(panel.heading).toBeVisible()
  await expect(panel.item('Used Codes', code)).toContainText(email)
  expect(await panel.codes('Active Codes')).not.toContain(code)
  expect(await panel.count('Active')).toBe(activeBefore)
})

test('a deactivated code no longer admits a sign-up', async ({ page, browser }) => {
  await signInViaStorage(page, seededAdmin)
  const panel = new BetaAdminPanel(page)
  await panel.open()
  const code = await panel.generate()
  const inactiveBefore = await panel.count('Inactive')

  await page.getByRole('button', { name: `Deactivate ${code}` }).click()
  const dialog = page.getByRole('dialog', { name: `Deactivate ${code}?` })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await panel.codes('Active Codes')).toContain(code)

  await panel.deactivate(code)
  await expect(panel.item('Inactive Codes', code)).toContainText('Deactivated')
  expect(await panel.codes('Active Codes')).not.toContain(code)
  expect(await panel.count('Inactive')).toBe(inactiveBefore + 1)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/')
  const signup = await new AuthDialog(visitor).signUp({
    name: 'Late Larry',
    email: uniqueEmail('late'),
    password: 'late-pass-1',
    code,
  })
  await expect(signup.getByText(invalidCode)).toBeVisible()
  await visitorContext.close()

  // The database refuses it too when a client skips the form's check (as in Supabase, the
  // auth server reports the trigger's refusal as a database error).
  const direct = uniqueEmail('late')
  const response = await page.request.post(`${e2eEnv.backendUrl}/auth/v1/signup`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email: direct, password: 'late-pass-1', data: { name: 'Late', beta_code: code } },
  })
  expect(response.status()).toBe(500)
  expect(await response.json()).toMatchObject({
    error_code: 'unexpected_failure',
    msg: 'Database error saving new user',
  })
  await page.reload()
  await expect(panel.item('Inactive Codes', code)).toContainText('Deactivated')
  expect(await panel.codes('Used Codes')).not.toContain(code)
})

test('Back to Dashboard reloads the page onto the library', async ({ page }) => {
  await signInViaStorage(page, seededAdmin)
  const panel = new BetaAdminPanel(page)
  await panel.open()
  await page.evaluate(() => {
    ;(window as Window & { beforeReload?: boolean }).beforeReload = true
  })

  await page.getByRole('button', { name: 'Back to Dashboard' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your Study Library' })).toBeVisible()
  // A fresh document: the marker set before the click is gone.
  await expect
    .poll(() => page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload))
    .toBeUndefined()
  await expect(panel.heading).toBeHidden()
})

test('a non-admin calling the admin operations through supabase-js is refused', async ({
  page,
  request,
}) => {
  const student = await createConfirmedUser(request, { name: 'Nosy Student' })
  const client = backendClient()
  const { error: signInError } = await client.auth.signInWithPassword({
    email: student.email,
    password: student.password,
  })
  expect(signInError).toBeNull()

  expect((await client.rpc('is_admin')).data).toBe(false)
  const list = await client.rpc('admin_list_beta_codes')
  expect(list.error?.code).toBe('42501')
  expect(list.data).toBeNull()
  const generated = await client.rpc('generate_beta_code')
  expect(generated.error?.code).toBe('42501')
  const deactivated = await client.rpc('deactivate_beta_code', {
    code_id: '00000000-0000-4000-8000-000000000000',
  })
  expect(deactivated.error?.code).toBe('42501')
  // Reading or changing the table directly shows nothing and changes nothing.
  const rows = await client.from('beta_access_codes').select('code')
  expect(rows.data ?? []).toEqual([])
  const insert = await client
    .from('beta_access_codes')
    .insert({ code: 'HACKED12', is_active: true })
  // Row-level security's refusal: 'new row violates row-level security policy'.
  expect(insert.error?.code).toBe('42501')
  expect(insert.status).toBe(403)

  // Nor does a visitor who is not signed in: anon may not even call the functions.
  const anonymous = backendClient()
  for (const name of ['admin_list_beta_codes', 'generate_beta_code'] as const) {
    const refused = await anonymous.rpc(name)
    expect(refused.error?.code, name).toBe('42501')
    expect(refused.error?.message, name).toMatch(/permission denied for function/)
    expect(refused.status, name).toBe(401)
  }

  // The student's dashboard does not offer the panel either.
  await signInViaStorage(page, student)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Study Library' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Beta Admin Panel' })).toHaveCount(0)
  await page.goto('/dashboard?view=admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Study Library' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Beta Testing Panel' })).toHaveCount(0)
})
