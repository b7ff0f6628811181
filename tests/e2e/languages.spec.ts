import { expect, test } from '@playwright/test'

/**
 * The interface's language (#47): chosen in the header, it turns the page (Arabic right to
 * left), reaches the sign-in screen, and survives a reload; a first visit follows the browser.
 */
test('العربية in the header: right to left, sign-in in Arabic, kept after a reload', async ({
  page,
}) => {
  await page.goto('/')
  const html = page.locator('html')
  const header = page.getByRole('banner')
  await expect(html).toHaveAttribute('lang', 'en')
  await header
    .getByRole('combobox', { name: 'Language', exact: true })
    .selectOption({ label: 'العربية' })
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('lang', 'ar')

  // Right to left: the header's first item (the brand) sits at the right.
  const brand = header.getByRole('link', { name: 'Studywise' })
  const width = page.viewportSize()!.width
  const box = (await brand.boundingBox())!
  expect(box.x).toBeGreaterThan(width / 2)

  await header.getByRole('button', { name: 'تسجيل الدخول' }).click()
  const dialog = page.getByRole('dialog', { name: 'مرحبًا بعودتك' })
  await expect(dialog.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible()
  await expect(dialog.getByLabel('البريد الإلكتروني')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toHaveCount(0)

  await page.reload()
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(header.getByRole('combobox', { name: 'اللغة (Language)' })).toHaveValue('ar')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('دليل دراسي في ثوانٍ')
  await expect(header.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible()

  // After a reload the sign-in screens' translation loads with the dialog, still in Arabic.
  await header.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page.getByRole('dialog', { name: 'مرحبًا بعودتك' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0)
})

test.describe('a first visit', () => {
  test.use({ locale: 'es-ES' })

  test("follows the browser's language", async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: 'Idioma (Language)' }),
    ).toHaveValue('es')
    await expect(page.getByRole('button', { name: 'Empezar' })).toBeVisible()
  })
})
