import { expect, test } from '@playwright/test'
import { AuthDialog, authMailLink, createAccount, header, passwordWorks } from './support/accounts'
import { e2eEnv } from './support/env'
import { signInViaStorage, uniqueEmail } from './support/users'

const accountCreated =
  'Account created! Please check your email to confirm your account before signing in.'

test.describe('accounts', () => {
  test('sign up with WELCOME1, confirm by mail, sign in, the dashboard shows the name', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // The seeded codes are single-use; a CI retry takes the next one.
    const code = `WELCOME${1 + testInfo.retry}`
    const email = uniqueEmail('signup')
    const name = 'Grace Hopper'
    const auth = new AuthDialog(page)
    await page.goto('/')
    const dialog = await auth.signUp({
      name,
      email,
      password: 'cobol-1959',
      code: code.toLowerCase(),
    })
    await expect(dialog.getByRole('status')).toHaveText(accountCreated)
    await expect(dialog.getByLabel('Email')).toHaveValue('')

    const link = await authMailLink(request, email, /confirm/i)
    // The student opens the mail elsewhere (a phone, another browser).
    const mailClient = await browser.newContext()
    const mailPage = await mailClient.newPage()
    await mailPage.goto(link)
    await expect(mailPage).toHaveURL(/\/confirm-email/)
    await expect(mailPage.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()
    await mailClient.close()

    // Back in the first tab, the dialog returned to login by itself after 5 seconds.
    await expect(auth.dialog('Welcome Back')).toBeVisible({ timeout: 8_000 })
    await auth.signIn(email, 'cobol-1959')
    // Signing in keeps the student on the landing page; the header leads to the dashboard.
    await expect(header(page).name(name)).toBeVisible()
    await expect(page).toHaveURL(`${e2eEnv.appUrl}/`)
    await header(page).banner.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(header(page).name(name)).toBeVisible()
  })

  test('USEDCODE and OLDCODE1 are refused', async ({ page }) => {
    const auth = new AuthDialog(page)
    await page.goto('/')
    for (const code of ['USEDCODE', 'OLDCODE1']) {
      const dialog = await auth.signUp({
        name: 'Late Comer',
        email: uniqueEmail('refused'),
        password: 'secret-123',
        code,
      })
      await expect(dialog.getByRole('alert')).toHaveText('Invalid or already used access code')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })

  test("a wrong password shows the server's message", async ({ page }) => {
    const auth = new AuthDialog(page)
    await page.goto('/')
    const dialog = await auth.signIn('student@example.com', 'not-the-password')
    await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials')
    await expect(auth.dialog('Welcome Back')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(header(page).login).toBeVisible()
  })

  test('forgot password: mail, reset page, the new password works and the old one does not', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, 'Reset Tester')
    const auth = new AuthDialog(page)
    await page.goto('/')
    const forgot = await auth.openForgot()
    await forgot.getByRole('button', { name: 'Send Reset Email' }).click()
    await expect(forgot.getByRole('alert')).toHaveText('Please enter your email address')
    await forgot.getByLabel('Email').fill(user.email)
    await forgot.getByRole('button', { name: 'Send Reset Email' }).click()
    await expect(forgot.getByRole('status')).toHaveText(
      'Password reset email sent! Check your inbox.',
    )

    await page.goto(await authMailLink(request, user.email, /reset/i))
    await expect(page).toHaveURL(/\/reset-password$/)
    // Each label finds one field, as a person would name them.
    await page.getByLabel('New Password').fill('brand-new-2')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.')
    await page.getByLabel('Confirm Password').fill('brand-new-3')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.')
    await page.getByLabel('Confirm Password').fill('brand-new-2')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByRole('heading', { name: 'Password Updated' })).toBeVisible()
    await expect(page).toHaveURL(`${e2eEnv.appUrl}/`, { timeout: 6_000 })

    expect(await passwordWorks(request, user.email, user.password)).toBe(false)
    await header(page).logout.click()
    await auth.signIn(user.email, 'brand-new-2')
    await expect(header(page).name('Reset Tester')).toBeVisible()
  })

  test('an expired, tampered or incomplete reset link shows the right message', async ({
    page,
  }) => {
    const recoveryLink = new URL(`${e2eEnv.backendUrl}/auth/v1/verify`)
    recoveryLink.search = new URLSearchParams({
      token: 'no-such-token',
      type: 'recovery',
      redirect_to: `${e2eEnv.appUrl}/reset-password`,
    }).toString()
    await page.goto(recoveryLink.toString())
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link has expired. Please request a new one.',
    )

    await page.goto('/reset-password?token_hash=tampered0123&type=recovery')
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired reset link. Please request a new password reset.',
    )

    await page.goto('/reset-password')
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid reset link. Please request a new password reset.',
    )
  })

  test('change e-mail: both addresses confirm, then the new one signs in', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, 'Mover')
    const newEmail = uniqueEmail('moved')
    await signInViaStorage(page, user, '/settings')
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(user.email)
    await page.getByRole('tab', { name: 'Change Email' }).click()
    await page.getByLabel('Email').fill(newEmail)
    await page.getByRole('button', { name: 'Update Email' }).click()
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText(
      'Email change confirmation sent! Please check both your current and new email addresses for confirmation links.',
    )

    await page.goto(await authMailLink(request, user.email, /e-mail address|email change/i))
    await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible()
    await page.goto(await authMailLink(request, newEmail, /e-mail address|email change/i))
    await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible()

    await page.goto('/settings')
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(newEmail)
    expect(await passwordWorks(request, newEmail, user.password)).toBe(true)
    expect(await passwordWorks(request, user.email, user.password)).toBe(false)
  })

  test('change password on /settings verifies the current one', async ({ page, request }) => {
    const user = await createAccount(request, 'Changer')
    await signInViaStorage(page, user, '/settings')
    const form = page.getByRole('tabpanel')
    await page.getByLabel('Current Password').fill('wrong-current')
    await page.getByLabel('New Password').fill('second-pass-2')
    await page.getByLabel('Confirm Password').fill('second-pass-2')
    await form.getByRole('button', { name: 'Update Password' }).click()
    await expect(form.getByRole('alert')).toHaveText('Current password is incorrect.')
    await form.getByLabel('Current Password').fill(user.password)
    await form.getByRole('button', { name: 'Update Password' }).click()
    await expect(form.getByRole('status')).toHaveText('Password updated successfully!')
    await expect(form.getByLabel('Current Password')).toHaveValue('')
    expect(await passwordWorks(request, user.email, 'second-pass-2')).toBe(true)
  })

  test('logout in one tab signs out the other tab', async ({ page, context, request }) => {
    const user = await createAccount(request, 'Two Tabs')
    await signInViaStorage(page, user, '/dashboard')
    const other = await context.newPage()
    await other.goto('/blog')
    await expect(header(other).name('Two Tabs')).toBeVisible()
    await header(page).logout.click()
    await expect(header(page).login).toBeVisible()
    await expect(header(other).login).toBeVisible()
    await expect(header(other).logout).toBeHidden()
  })

  test('reload while signed in stays on /dashboard; signed out it redirects to /', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, 'Reloader')
    await signInViaStorage(page, user, '/dashboard')
    await expect(header(page).name('Reloader')).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(header(page).name('Reloader')).toBeVisible()
    await header(page).settings.click()
    await expect(page).toHaveURL(/\/settings$/)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await header(page).logout.click()
    // Signed out once the header offers Login again; only then is the stored session gone.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(`${e2eEnv.appUrl}/`)
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
  })

  test('Get Started while signed out asks to sign in, then opens the dashboard', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, 'Starter')
    await page.goto('/')
    await page.getByRole('button', { name: 'Get Started' }).click()
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(`${e2eEnv.appUrl}/`)
    await dialog.getByLabel('Email').fill(user.email)
    await dialog.getByLabel('Password').fill(user.password)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(header(page).name('Starter')).toBeVisible()
  })

  test('on a phone-sized screen the signed-in header shows the tag and a Menu with the name and every control', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, 'Phone User')
    await page.setViewportSize({ width: 375, height: 700 })
    await signInViaStorage(page, user, '/')
    await expect(header(page).banner.getByText('Beta', { exact: true })).toBeInViewport()
    await header(page).banner.getByRole('button', { name: 'Menu' }).click()
    const menu = header(page).banner.getByRole('navigation', { name: 'Main' })
    for (const control of [
      menu.getByText('Phone User', { exact: true }),
      page.getByRole('link', { name: 'Dashboard' }),
      page.getByRole('link', { name: 'Features' }),
      page.getByRole('link', { name: 'Blog' }),
      header(page).settings,
      header(page).logout,
    ])
      await expect(control).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
