import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { AuthDialog } from './support/accounts'
import { BetaAdminPanel } from './support/beta-admin'
import { cellBiologyGuide, insertGuide } from './support/data'
import { TutorPanel } from './support/tutor'
import { createConfirmedUser, seededAdmin, signInViaStorage } from './support/users'

/**
 * axe-core over every screen: WCAG 2.x A and AA and axe's best practices, zero
 * findings of any impact, signed out, as a student and as the admin.
 */
// Each scan takes seconds on a busy machine; the signed-out test runs twelve of them.
test.describe.configure({ timeout: 180_000 })

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function expectNoAxeFindings(page: Page, screen: string) {
  // Transitions (dialogs fading in) would be measured half-drawn: let them finish first. One
  // cancelled meanwhile (a closing dialog's) rejects its promise: it has ended all the same.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  )
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  const findings = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
  expect.soft(findings, `axe findings on ${screen}`).toEqual([])
}

test('signed out: landing, its dialogs, feedback, blog, reset and confirm pages', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeFindings(page, 'landing')

  const auth = new AuthDialog(page)
  await auth.open()
  await expectNoAxeFindings(page, 'Welcome Back dialog')
  await page.keyboard.press('Escape')
  await auth.openSignup()
  await expectNoAxeFindings(page, 'Join Beta dialog')
  await page.keyboard.press('Escape')
  await auth.openForgot()
  await expectNoAxeFindings(page, 'Reset Password dialog')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Feedback' }).click()
  await expect(page.getByRole('group', { name: 'Feedback type' })).toBeVisible()
  await expectNoAxeFindings(page, 'feedback menu')
  await page.getByRole('button', { name: 'Bug Report' }).click()
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()
  await expectNoAxeFindings(page, 'feedback form')

  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeFindings(page, 'blog')
  await page.goto('/blog/betatesting')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeFindings(page, 'blog post')

  await page.goto('/reset-password')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeFindings(page, 'reset password page')
  await page.goto('/confirm-email')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeFindings(page, 'confirm e-mail page')
})

test('as a student: library, guide and its tabs, tutor, settings', async ({ page, request }) => {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  await signInViaStorage(page, user)
  await expect(page.getByRole('link', { name: 'Cell Biology' })).toBeVisible()
  await expectNoAxeFindings(page, 'library')

  await page.goto(`/dashboard/guides/${guide.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  await expectNoAxeFindings(page, 'guide view')
  const tabs = page.getByRole('tablist', { name: 'Study tools' })
  await tabs.getByRole('tab', { name: 'Quiz' }).click()
  await expect(page.getByRole('heading', { name: 'Quizzes', exact: true })).toBeVisible()
  await expectNoAxeFindings(page, 'quiz tab')
  await tabs.getByRole('tab', { name: 'Flashcards' }).click()
  await expect(page.getByRole('heading', { name: 'Flashcard Sets', exact: true })).toBeVisible()
  await expectNoAxeFindings(page, 'flashcards tab')

  const tutor = new TutorPanel(page)
  await tutor.open()
  await expectNoAxeFindings(page, 'tutor')
  await tutor.close()

  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeFindings(page, 'settings')
})

test('as the admin: the Beta Admin Panel', async ({ page }) => {
  await signInViaStorage(page, seededAdmin)
  await expect(page.getByRole('button', { name: 'Beta Admin Panel' })).toBeVisible()
  await expectNoAxeFindings(page, 'admin dashboard')
  const panel = new BetaAdminPanel(page)
  await panel.open()
  await expect(panel.list('Used Codes')).toBeVisible()
  await expectNoAxeFindings(page, 'Beta Admin Panel')
})
