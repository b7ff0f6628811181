import { expect, test, type Page } from '@playwright/test'
import { accented } from '../../src/lib/i18n/pseudo-text'
import { expectAllTranslated, usePseudoLocale } from './support/pseudo-locale'
import { insertGuide } from './support/data'
import { createConfirmedUser, seededAdmin, signInViaStorage } from './support/users'

/**
 * Every translated screen in the pseudo-locale (issue 47), on a desktop and on a 360 px phone:
 * no English word left in its visible text or accessible names, and no text clipped or
 * overflowing at 40 % longer than English. Each screen is photographed (pseudo-*.png in this
 * test's output folder), to be looked at.
 */

/**
 * Parts still in English, named so each gap stays visible (issue 47): the sign-in dialog's example
 * values and the library's Filter button (features/library/components/filter-menu.tsx).
 */
const authExamples =
  '[role=dialog] input[placeholder="you@school.edu"], input[placeholder="ABCD1234"]'
const filterMenu = 'button:has(> svg[class*="slider"])'

/** Names of services, protocols and settings that Account Settings' AI card keeps as they are. */
const technicalWords = [
  'https://api.openai.com/v1',
  'OpenAI',
  'Ollama',
  'LM Studio',
  'num_ctx',
  'localhost',
  'https',
  'http',
  'URL',
  'API',
  'UTC',
  'FSRS',
  'sk',
  'gpt',
]

/**
 * A guide written in Cyrillic, so its title, headings and text (the student's content) are never
 * mistaken for English left in the interface, which is in accented Latin letters.
 */
const cyrillicGuide = `# Клетка

## Мембрана

Клетка окружена мембраной, которая пропускает воду и удерживает белки.

## Митохондрии

Митохондрии вырабатывают энергию для клетки.
`

/** Dates stay English underneath the pseudo-locale (its language is English). */
const englishDateWords = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
  'AM',
  'PM',
]

const pseudo = (english: string) =>
  new RegExp(`^\\[${accented(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ ·]*\\]$`)

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.describe.configure({ timeout: 240_000 })
    test.use({ viewport })
    test.beforeEach(({ page }) => usePseudoLocale(page))

    test('the landing page, the sign-in dialog and the blog chrome', async ({ page }, info) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(accented('study guide'))
      // The create panel loads after the first render: its sections are read once they are in.
      await expect(
        page.getByRole('region', { name: pseudo('Upload your materials') }),
      ).toBeVisible()
      await expectAllTranslated(page, info, 'landing', {
        // Extensions shown as they are (Supported Formats).
        allowed: ['.docx', '.txt', '.md'],
      })

      await openSignIn(page)
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expectAllTranslated(page, info, 'sign-in', {
        roots: ['[role=dialog]'],
        untranslated: [authExamples],
      })
      await dialog.getByRole('button', { name: accented('Join Beta') }).click()
      await expect(dialog.getByLabel(pseudo('Beta Access Code'))).toBeVisible()
      await expectAllTranslated(page, info, 'sign-up', {
        roots: ['[role=dialog]'],
        untranslated: [authExamples],
      })
      await page.keyboard.press('Escape')

      // The blog's chrome: its posts may stay English.
      await page.goto('/blog')
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expectAllTranslated(page, info, 'blog', {
        roots: ['header:has(nav)', 'footer'],
      })
    })

    test('the study library, empty', async ({ page, request }, info) => {
      const user = await createConfirmedUser(request, { name: 'Lena' })
      await signInViaStorage(page, user)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudo('Your Study Library'))
      await expect(page.getByRole('heading', { name: pseudo('No study guides yet') })).toBeVisible()
      await expectAllTranslated(page, info, 'library', {
        allowed: ['Lena'],
        untranslated: [filterMenu],
      })

      // The feedback widget (on every page), opened on its menu of types.
      await page.getByRole('button', { name: pseudo('Feedback') }).click()
      await expect(page.getByRole('group', { name: pseudo('Feedback type') })).toBeVisible()
      await expectAllTranslated(page, info, 'feedback', {
        roots: ['aside:has(> button[aria-expanded])'],
      })
    })

    test('account settings and today', async ({ page, request }, info) => {
      // A long address (one unbroken word) must not widen the page at 360 px.
      const user = await createConfirmedUser(request, {
        name: 'Lena',
        emailPrefix: 'lena.marie.schneider-hoffmann.study',
      })
      await signInViaStorage(page, user, '/settings')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudo('Account Settings'))
      await expectAllTranslated(page, info, 'settings', {
        allowed: ['Lena', user.email, ...technicalWords],
      })

      await page.goto('/today')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudo('Today'))
      await expect(page.getByRole('heading', { name: pseudo('Memory model') })).toBeVisible()
      await expectAllTranslated(page, info, 'today', {
        allowed: ['Lena', 'FSRS'],
      })
    })

    test("a guide's tabs and the library map", async ({ page, request }, info) => {
      const user = await createConfirmedUser(request, { name: 'Лена' })
      const guide = await insertGuide(request, user, {
        title: 'Клетка',
        content: cyrillicGuide,
        original_text: cyrillicGuide,
      })
      await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Клетка' })).toBeVisible({
        timeout: 60_000,
      })
      await expect(page.getByRole('heading', { name: 'Мембрана' })).toBeVisible()
      await expectAllTranslated(page, info, 'guide', { allowed: englishDateWords })

      for (const [tab, screen] of [
        ['Quiz', 'quiz'],
        ['Flashcards', 'flashcards'],
        ['Mind map', 'mind-map'],
        ['Practice exam', 'practice-exam'],
        ['Listen', 'listen'],
      ] as const) {
        await page.getByRole('tab', { name: pseudo(tab) }).click()
        const panel = page.getByRole('tabpanel', { name: pseudo(tab) })
        await expect(panel.getByRole('heading').first()).toBeVisible({ timeout: 30_000 })
        await expect(panel.getByRole('status').filter({ hasText: /…/ })).toHaveCount(0, {
          timeout: 30_000,
        })
        await expectAllTranslated(page, info, screen, { allowed: englishDateWords })
      }

      await page.goto('/dashboard?view=map')
      await expect(
        page.getByRole('heading', { level: 1, name: pseudo('Library map') }),
      ).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0, { timeout: 30_000 })
      await expectAllTranslated(page, info, 'library-map')
    })

    test('the Beta Testing Panel', async ({ page }, info) => {
      await signInViaStorage(page, seededAdmin, '/dashboard?view=admin')
      await expect(
        page.getByRole('heading', { level: 1, name: pseudo('Beta Testing Panel') }),
      ).toBeVisible({ timeout: 60_000 })
      await expect(page.locator('section[aria-labelledby="beta-codes-active"]')).toBeVisible()
      // The codes and the testers' e-mails are data, not interface.
      const codes = await page.locator('p.font-mono').allTextContents()
      const emails = await page.locator('li span.font-medium').allTextContents()
      await expectAllTranslated(page, info, 'admin', {
        allowed: ['admin', 'Admin', ...codes, ...emails, ...englishDateWords],
      })
    })
  })
}

/** The header's Login: in the header on a desktop, in its menu on a phone. */
async function openSignIn(page: Page) {
  const banner = page.getByRole('banner')
  const login = banner.getByRole('button', { name: pseudo('Login') })
  if (!(await login.isVisible())) await banner.getByRole('button', { name: pseudo('Menu') }).click()
  await page
    .getByRole('button', { name: pseudo('Login') })
    .filter({ visible: true })
    .first()
    .click()
}
