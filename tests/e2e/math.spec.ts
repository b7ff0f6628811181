import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { insertGuides } from './support/data'
import { FlashcardsTab } from './support/flashcards'
import { GenerationPage } from './support/generation'
import { download } from './support/library'
import { QuizTab } from './support/quiz'
import { TutorPanel } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * Formulas end to end: calculus notes go to the fake provider, whose replies carry LaTeX
 * (tests/support/fake-openai-math.ts); the guide, quiz, flashcards and tutor draw them with
 * KaTeX, expose MathML named by its spoken form, and the HTML export is self-contained.
 */

const notes =
  'Calculus notes. The area under $y = x^2$ from 0 to 1 is $\\int_0^1 x^2\\,dx = \\frac{1}{3}$. ' +
  'The power rule says \\(\\frac{d}{dx} x^n = n x^{n-1}\\). A textbook costs $5 and a calculator $10.'

const shots = process.env.MATH_SCREENSHOTS

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
}

/** Requests that leave the machine (a CDN for fonts, styles or speech data would be one). */
function watchOutside(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && !['127.0.0.1', 'localhost'].includes(url.hostname))
      outside.push(request.url())
  })
  return outside
}

test('formulas are drawn and spoken in the guide, quiz, flashcards and tutor, and exported whole', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const outside = watchOutside(page)
  const user = await createConfirmedUser(request, { name: 'Math Student' })
  await useFakeAi(page)
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(notes, 'Calculus')
  await generation.generateFromNotes()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  // The guide: inline and displayed formulas as MathML, named as a screen reader says them.
  await expect(
    page.getByRole('math', {
      name: 'the integral from 0 to 1 of x squared d x equals one third',
    }),
  ).toBeVisible()
  const display = page.getByRole('math', { name: /^x equals the fraction with numerator/ })
  await expect(display).toHaveAttribute('display', 'block')
  await expect(page.getByRole('math', { name: /^d over d x x to the n-th power/ })).toBeVisible()
  // KaTeX's drawing is what the eye sees; its fonts came from the app's build.
  await expect(page.locator('.katex-html').first()).toBeVisible()
  expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true)
  await expect(
    page.getByText('A textbook costs $5 and a calculator $10: prices are not formulas.'),
  ).toBeVisible()
  await shoot(page, 'guide')

  // The quiz: question, options (named as shown: number, then the spoken form), explanation.
  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.generate(5)
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: /^Question 1: what is the integral from 0 to 1 of x squared d x ?\?$/,
    }),
  ).toBeVisible()
  const options = page.getByRole('group', { name: /^Question 1/ }).getByRole('button')
  await expect(options).toHaveCount(4)
  await expect(page.getByRole('button', { name: '1 one third', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '4 x cubed', exact: true })).toBeVisible()
  await page.getByRole('button', { name: '2 one half', exact: true }).click()
  await expect(
    page.getByRole('button', { name: '2 one half (your answer, incorrect)' }),
  ).toBeVisible()
  const feedback = page.getByText(/^Not quite\. The correct answer is:/)
  await expect(feedback.getByRole('math', { name: 'one third' })).toBeVisible()
  await expect(page.getByRole('math', { name: 'y equals x squared' })).toBeVisible()
  await shoot(page, 'quiz')

  // The flashcards: each face, spoken through the card's description.
  const cards = new FlashcardsTab(page)
  await cards.open()
  await cards.generate({ count: 10 })
  await expect(cards.card).toHaveAccessibleDescription(
    /^Card 1: what is d over d x x to the n-th power ?\?$/,
  )
  await expect(page.getByRole('math', { name: 'd over d x x to the n-th power' })).toBeVisible()
  await cards.card.click()
  await expect(page.getByRole('math', { name: 'n x raised to the n minus 1 power' })).toBeVisible()
  await shoot(page, 'flashcards')

  // The tutor's reply.
  const tutor = new TutorPanel(page)
  await tutor.open()
  await tutor.ask('What is the slope of x cubed at 1?')
  await expect(
    tutor.replies.first().getByRole('math', { name: 'd over d x x cubed equals 3 x squared' }),
  ).toBeVisible()
  await shoot(page, 'tutor')

  // TXT keeps the LaTeX; HTML carries KaTeX's styles and fonts and fetches nothing.
  await page.getByRole('tab', { name: 'Study Guide' }).click()
  const txt = await download(page, 'TXT')
  expect(txt.text).toContain('$\\int_0^1 x^2\\,dx = \\frac{1}{3}$')
  const html = await download(page, 'HTML')
  expect(html.text).toContain('<math aria-label="the integral from 0 to 1 of x squared d x')
  expect(html.text).not.toMatch(/<script|<link|@import|url\((?!data:)/)
  expect(html.text).toMatch(
    /@font-face\{[^}]*font-family:KaTeX_Main[^}]*url\(data:font\/woff2;base64,/,
  )
  expect(outside).toEqual([])

  const file = join(mkdtempSync(join(tmpdir(), 'math-export-')), 'calculus.html')
  writeFileSync(file, html.text)
  const exported = await page.context().newPage()
  const fetched: string[] = []
  exported.on('request', (entry) => fetched.push(entry.url()))
  await exported.goto(pathToFileURL(file).href)
  await expect(
    exported.getByRole('math', {
      name: 'the integral from 0 to 1 of x squared d x equals one third',
    }),
  ).toBeAttached()
  await expect(exported.locator('.katex-html').first()).toBeVisible()
  const loaded = await exported.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family)
  })
  expect(loaded).toEqual(expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']))
  expect(fetched.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([])
  await shoot(exported, 'export')
})

test('a guide without formulas loads neither KaTeX nor the speech engine, and a bad formula shows its source', async ({
  page,
  request,
}) => {
  const loaded: string[] = []
  page.on('request', (entry) => loaded.push(new URL(entry.url()).pathname))
  const user = await createConfirmedUser(request, { name: 'Prices Student' })
  const [plain, broken] = await insertGuides(request, user, [
    { title: 'Budget', content: '# Budget\n\n## Summary\n- A pen costs $5 and a book $10.\n' },
    { title: 'Broken', content: '# Broken\n\nThis $\\frac{1}{$ is cut, but $x^2$ is fine.\n' },
  ])
  await signInViaStorage(page, user, `/dashboard/guides/${plain!.id}`)
  await expect(page.getByText('A pen costs $5 and a book $10.')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(loaded.filter((path) => /katex|mjs-|mathmaps|\/(en|base)-/i.test(path))).toEqual([])
  await expect(page.getByRole('math')).toHaveCount(0)

  await page.goto(`/dashboard/guides/${broken!.id}`)
  await expect(page.getByRole('math', { name: 'x squared' })).toBeVisible()
  await expect(page.getByText('$\\frac{1}{$')).toHaveAttribute(
    'title',
    'This formula could not be read',
  )
  await expect(page.getByText(/is cut, but/)).toBeVisible()
  expect(loaded.some((path) => /KaTeX_Main-Regular.*\.woff2$/.test(path))).toBe(true)
})
