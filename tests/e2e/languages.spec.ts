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

  test('generates a guide from pasted notes with the Spanish names', async ({ page }) => {
    await page.goto('/')
    const paste = page.getByRole('region', { name: 'Pega tus apuntes' })
    await paste.getByRole('button', { name: 'Probar un ejemplo' }).click()
    await expect(paste.getByText('Suficiente para generar')).toBeVisible()
    await paste.getByRole('button', { name: 'Generar guía de estudio', exact: true }).click()
    // No AI provider on a first visit: the offline engine writes it, in its worker.
    await expect(paste.getByText('Motor sin conexión, sin IA')).toBeVisible()
    await expect(paste.getByRole('status')).toHaveText('¡Guía de estudio lista!', {
      timeout: 60_000,
    })
  })
})

// The offline engine cuts Chinese into words (Intl.Segmenter): its key terms are words.
test('Chinese material gives an offline guide whose key terms are words, not single characters', async ({
  page,
}) => {
  const material =
    '细胞是生命的基本单位。线粒体是通过细胞呼吸产生能量的细胞器。光合作用是指植物利用光能把二氧化碳和水转化为葡萄糖的过程。叶绿体是植物细胞中进行光合作用的细胞器。叶绿素吸收光能，并把光能传递给叶绿体。'
  await page.goto('/')
  const paste = page.getByRole('region', { name: 'Paste your notes' })
  await paste.getByLabel('Notes', { exact: true }).fill(material)
  await paste.getByRole('button', { name: 'Generate Study Guide', exact: true }).click()
  const guide = page.locator('#delivered-guide')
  // The guide is made in the offline worker: slow on a busy machine.
  await expect(guide.getByRole('heading', { name: '关键概念', exact: true })).toBeVisible({
    timeout: 60_000,
  })
  const keyConcepts = guide
    .getByRole('heading', { name: '关键概念', exact: true })
    .locator('xpath=following-sibling::ul[1]')
  const terms = await keyConcepts.locator('li strong').allTextContents()
  expect(terms).toEqual(expect.arrayContaining(['光合作用', '叶绿体', '线粒体']))
  for (const term of terms) {
    expect(material).toContain(term)
    expect(term.length).toBeGreaterThanOrEqual(2)
    expect(term.length).toBeLessThanOrEqual(6)
  }
})
