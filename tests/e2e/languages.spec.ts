import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { languages, type LanguageCode } from '../../src/lib/i18n/languages'
import { cellBiologyGuide, insertGuide } from './support/data'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

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

/** Spanish words of one namespace, by key (a missing key fails the test). */
function spanish(namespace: string): (key: string, values?: Record<string, number>) => string {
  const words = JSON.parse(
    readFileSync(`src/lib/i18n/locales/es/${namespace}.json`, 'utf8'),
  ) as Record<string, string>
  return (key, values = {}) => {
    const word = words[key]
    if (word === undefined) throw new Error(`es/${namespace}.json has no ${key}`)
    return word.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
  }
}

// The spec's journeys in Spanish chosen in the header (generating is the first visit's test
// below): sign in, a quiz, flashcards, each found by its Spanish name; a reload keeps Spanish.
test('Español in the header: sign in, a quiz and flashcards with the Spanish names, kept after a reload', async ({
  page,
  request,
}) => {
  const common = spanish('common')
  const auth = spanish('auth')
  const guide = spanish('guide')
  const quiz = spanish('quiz')
  const flashcards = spanish('flashcards')
  const user = await createConfirmedUser(request, { name: 'Sofía' })
  const { id } = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
  })
  await useFakeAi(page)
  await page.goto('/')
  const header = page.getByRole('banner')
  await header
    .getByRole('combobox', { name: 'Language', exact: true })
    .selectOption({ label: 'Español' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  await header.getByRole('button', { name: common('header.login') }).click()
  const dialog = page.getByRole('dialog', { name: auth('title.login') })
  await dialog.getByLabel(auth('field.email'), { exact: true }).fill(user.email)
  await dialog.getByLabel(auth('field.password'), { exact: true }).fill(user.password)
  await dialog.getByRole('button', { name: auth('submit.login'), exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })

  await page.goto(`/dashboard/guides/${id}`)
  const tabs = page.getByRole('tablist', { name: guide('studyTools') })
  await tabs.getByRole('tab', { name: guide('tab.quiz') }).click()
  await page.getByRole('button', { name: quiz('generateNew') }).click()
  await page
    .getByRole('radiogroup', { name: quiz('settings.questionCount') })
    .getByRole('radio', { name: '5', exact: true })
    .check()
  await page.getByRole('button', { name: quiz('settings.generate') }).click()
  // The fake AI puts question i's right answer at option i % 4; keys 1–4 choose, Enter moves on.
  for (let question = 1; question <= 5; question++) {
    await expect(
      page.getByText(quiz('question.progress', { number: question, total: 5 })),
    ).toBeVisible({
      timeout: 30_000,
    })
    await page.keyboard.press(String(((question - 1) % 4) + 1))
    if (question < 5) await page.keyboard.press('Enter')
  }
  await page.getByRole('button', { name: quiz('question.finish') }).click()
  await expect(page.getByRole('heading', { name: quiz('results.heading') })).toBeVisible()

  await tabs.getByRole('tab', { name: guide('tab.flashcards') }).click()
  await page.getByRole('button', { name: flashcards('generate') }).click()
  await page.getByRole('button', { name: flashcards('generate') }).click()
  await page.getByRole('button', { name: flashcards('study.flip') }).click({ timeout: 30_000 })
  await page.getByRole('button', { name: flashcards('study.hard') }).click()
  await expect(page.getByRole('button', { name: flashcards('study.hard') })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('banner').getByRole('combobox', { name: 'Idioma (Language)' }),
  ).toHaveValue('es')
  await expect(page.getByRole('tablist', { name: guide('studyTools') })).toBeVisible()
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

/** The header's words in one language, read from its catalogue. */
function headerWords(code: LanguageCode) {
  const catalogue = JSON.parse(
    readFileSync(`src/lib/i18n/locales/${code}/common.json`, 'utf8'),
  ) as Record<string, string>
  const words = (key: string) => catalogue[`header.${key}`]!
  return {
    betaLong: words('betaLong'),
    links: [words('dashboard'), words('today'), words('features'), words('blog')],
    settings: words('settings'),
    logout: words('logout'),
  }
}

/**
 * Every item of the signed-in header (brand, tag, the four links, the Language control, the
 * name, the gear, Logout): visible, inside the window, and none drawn over another.
 */
async function expectHeaderItemsApart(page: Page, code: LanguageCode, userName: string) {
  const header = page.getByRole('banner')
  const words = headerWords(code)
  const items: [string, Locator][] = [
    ['brand', header.getByRole('link', { name: 'Studywise' })],
    ['tag', header.getByText(words.betaLong, { exact: true })],
    ...words.links.map((name): [string, Locator] => [
      name,
      header.getByRole('link', { name, exact: true }),
    ]),
    ['Language', header.getByRole('combobox', { name: 'Language' })],
    ['name', header.getByText(userName, { exact: true })],
    [words.settings, header.getByRole('link', { name: words.settings, exact: true })],
    [words.logout, header.getByRole('button', { name: words.logout, exact: true })],
  ]
  const width = page.viewportSize()!.width
  const boxes: [string, { x: number; y: number; width: number; height: number }][] = []
  for (const [label, item] of items) {
    await expect(item, `${code}: ${label}`).toBeVisible()
    const box = (await item.boundingBox())!
    expect.soft(box.x, `${code}: ${label} inside the window`).toBeGreaterThanOrEqual(0)
    expect.soft(box.x + box.width, `${code}: ${label} inside the window`).toBeLessThanOrEqual(width)
    boxes.push([label, box])
  }
  // The tag on one line (text-xs, leading-tight: one line is 19 px high with its padding).
  const tagHeight = boxes.find(([label]) => label === 'tag')![1].height
  expect.soft(tagHeight, `${code}: the beta tag on one line`).toBeLessThan(26)
  const overlaps: string[] = []
  for (const [i, [a, boxA]] of boxes.entries())
    for (const [b, boxB] of boxes.slice(i + 1)) {
      const apart =
        boxA.x + boxA.width <= boxB.x + 0.5 ||
        boxB.x + boxB.width <= boxA.x + 0.5 ||
        boxA.y + boxA.height <= boxB.y + 0.5 ||
        boxB.y + boxB.height <= boxA.y + 0.5
      if (!apart) overlaps.push(`${a} / ${b}`)
    }
  // Soft: a failure names every language whose header does not fit, not only the first.
  expect.soft(overlaps, `${code}: header items drawn over each other`).toEqual([])
  return boxes
}

test.describe('the signed-in header', () => {
  /** A long name: the header truncates it, and it still has to fit. */
  const userName = 'Maximiliane Alexandra von Hohenberg'

  test('at 1024 px, in every language, no item is drawn over another', async ({
    page,
    request,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 1024, height: 768 })
    const user = await createConfirmedUser(request, { name: userName })
    await signInViaStorage(page, user)
    const header = page.getByRole('banner')
    // French and German first: their links are the longest (the header overflowed in them).
    const order: LanguageCode[] = ['fr', 'de', 'es', 'pt-BR', 'zh-CN', 'ar', 'en']
    for (const code of order) {
      await header
        .getByRole('combobox', { name: 'Language' })
        .selectOption(languages.find((language) => language.code === code)!.name)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expectHeaderItemsApart(page, code, userName)
    }
  })

  test('at 1280 px in English, every item on one row', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const user = await createConfirmedUser(request, { name: userName })
    await signInViaStorage(page, user)
    const boxes = await expectHeaderItemsApart(page, 'en', userName)
    const middles = boxes.map(([, box]) => box.y + box.height / 2)
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4)
  })
})

/** Where each of `texts` is drawn inside `root`: the left edge of its first character. */
async function leftEdges(root: Locator, texts: string[]): Promise<number[]> {
  return root.evaluate((element, wanted) => {
    const edges: number[] = []
    for (const text of wanted) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let found = NaN
      for (let node = walker.nextNode(); node && Number.isNaN(found); node = walker.nextNode()) {
        if (node.parentElement?.closest('.katex-mathml')) continue
        const at = node.textContent?.indexOf(text) ?? -1
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        found = range.getBoundingClientRect().left
      }
      edges.push(found)
    }
    return edges
  }, texts)
}

// Right to left (#47, clause 5): a formula and code keep their left-to-right order in Arabic.
test('in Arabic, a formula and code read left to right, on the guide and its shared page', async ({
  page,
  request,
  browser,
}) => {
  const content = `# الجبر

## المعادلات

نجمع العددين: $1 + 2 = 3$ ثم نتحقق.

في الشيفرة نكتب \`f(x) = 3\` لتعريف الدالة.
`
  const user = await createConfirmedUser(request, { name: 'ليلى' })
  const guide = await insertGuide(request, user, {
    title: 'الجبر',
    content,
    original_text: content,
  })
  await page.addInitScript(() => localStorage.setItem('studywise.language', '"ar"'))
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectLeftToRight(page)

  // The same guide shared, read by a visitor signed out in Arabic: the formula and the code read
  // left to right there too, and the sign-in button's arrow points the way the page reads.
  await page.getByRole('button', { name: arabic.share.share, exact: true }).click()
  const share = page.getByRole('dialog', { name: arabic.share.dialogTitle })
  await share.getByRole('button', { name: arabic.share.createLink }).click()
  const link = share.getByRole('textbox', { name: arabic.share.link })
  await expect(link).toHaveValue(/\/shared\//)
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.addInitScript(() => localStorage.setItem('studywise.language', '"ar"'))
  await visitor.goto(await link.inputValue())
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectLeftToRight(visitor)
  const signIn = visitor.getByRole('button', { name: arabic.share.signInToSave })
  // Tailwind's rtl:-scale-x-100 sets the `scale` property.
  await expect(signIn.locator('svg')).toHaveCSS('scale', '-1 1')
  await visitorContext.close()
})

/** Arabic's catalogues for the names the test looks for. */
const arabic = {
  share: JSON.parse(readFileSync('src/lib/i18n/locales/ar/share.json', 'utf8')) as Record<
    string,
    string
  >,
}

/** The guide's formula '1 + 2 = 3' and code 'f(x) = 3' drawn left to right. */
async function expectLeftToRight(page: Page) {
  const formula = page.locator('.katex').first()
  await expect(formula.getByRole('math', { name: /1/ })).toBeAttached({ timeout: 30_000 })
  const [one, plus, three] = await leftEdges(formula.locator('.katex-html'), ['1', '+', '3'])
  expect(one).toBeLessThan(plus!)
  expect(plus).toBeLessThan(three!)
  const code = page.locator('code', { hasText: 'f(x) = 3' })
  const [f, bracket, equals] = await leftEdges(code, ['f', ')', '='])
  expect(f).toBeLessThan(bracket!)
  expect(bracket).toBeLessThan(equals!)
}
