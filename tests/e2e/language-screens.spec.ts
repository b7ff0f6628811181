import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { languages } from '../../src/lib/i18n/languages'
import { firstAndLastX } from './support/bidi'
import { openCellBiologyGuide } from './support/cell-biology'
import { e2eEnv } from './support/env'
import { servedApp, untilControlled, type PublishedApp } from './support/installed'
import { screenSettled } from './support/settled'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * The study screens of this wave in each of the seven languages (#47, "screenshots looked at in
 * each language"): the practice exam's set-up, sitting and results, /today,
 * the mind map, the Listen tab, and the header offline, each photographed at 1280 and 360 px
 * (screen-<language>-<name>-<width>.png in the test's output folder). Each screen is in the
 * language (its own catalogue's words are found by role and name), the page has the language's
 * direction, and nothing makes a 360 px phone scroll sideways.
 */
test.describe.configure({ timeout: 300_000 })

/** A language's words of one namespace, by key (a missing key fails the test). */
function catalogue(code: string, namespace: string): (key: string) => string {
  const words = JSON.parse(
    readFileSync(`src/lib/i18n/locales/${code}/${namespace}.json`, 'utf8'),
  ) as Record<string, string>
  return (key) => {
    const word = words[key]
    if (word === undefined) throw new Error(`${code}/${namespace}.json has no ${key}`)
    return word
  }
}
const WIDTHS = [1280, 360]

async function shoot(page: Page, info: TestInfo, code: string, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await screenSettled(page)
    await page.screenshot({ path: info.outputPath(`screen-${code}-${name}-${width}.png`) })
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(sideways, `${code} ${name} at ${width} px`).toBeLessThanOrEqual(width)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The guide's English keeps its order on every page: its last character is drawn last. */
async function expectEndAtEnd(english: Locator) {
  const [first, last] = await firstAndLastX(english)
  expect(last).toBeGreaterThan(first)
}

for (const { code, dir } of languages) {
  test(`the study screens of this wave in ${code}`, async ({ page, request }, info) => {
    const guide = catalogue(code, 'guide')
    const practice = catalogue(code, 'practice')
    const today = catalogue(code, 'today')
    const audio = catalogue(code, 'audio')
    const sync = catalogue(code, 'sync')
    await page.addInitScript(
      (language) => localStorage.setItem('studywise.language', JSON.stringify(language)),
      code,
    )
    await page.setViewportSize({ width: 1280, height: 900 })
    await openCellBiologyGuide(page, request, 'Ada')
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    const tabs = page.getByRole('tablist', { name: guide('studyTools') })

    await tabs.getByRole('tab', { name: guide('tab.exam') }).click()
    await page.getByRole('radio', { name: '5', exact: true }).check()
    const start = page.getByRole('button', { name: practice('start') })
    await expect(start).toBeEnabled({ timeout: 60_000 })
    await shoot(page, info, code, 'exam-setup')
    await start.click()
    const submit = page.getByRole('button', { name: practice('sitting.submit') })
    await expect(submit).toBeVisible({ timeout: 30_000 })
    await shoot(page, info, code, 'exam-sitting')
    await submit.click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: practice('sitting.submitAnyway') })
      .click()
    await expect(page.getByRole('heading', { name: practice('results.heading') })).toBeVisible()
    await shoot(page, info, code, 'exam-results')
    // Every prompt is listed here; those the exam words end in punctuation.
    await expectEndAtEnd(page.getByText(/^(Which term is this|True or false|Explain what)/).first())

    await tabs.getByRole('tab', { name: guide('tab.mindmap') }).click()
    await expect(page.getByRole('tree')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('mind-map-svg').locator('g > title')).toHaveCount(8)
    await shoot(page, info, code, 'mind-map')

    await tabs.getByRole('tab', { name: guide('tab.listen') }).click()
    await page.getByRole('button', { name: audio('create') }).click()
    const transcript = page.getByRole('list', { name: audio('transcript') })
    await expect
      .poll(() => transcript.getByRole('listitem').count(), { timeout: 30_000 })
      .toBeGreaterThan(2)
    await shoot(page, info, code, 'listen')
    await expectEndAtEnd(transcript.getByText(/^Today we are going through Cell Biology/))

    await page.context().setOffline(true)
    await expect(page.getByRole('banner').getByText(sync('status.offline'))).toBeVisible()
    await shoot(page, info, code, 'offline')
    await page.context().setOffline(false)

    await page.goto('/today')
    await expect(page.getByRole('heading', { level: 1, name: today('heading') })).toBeVisible({
      timeout: 30_000,
    })
    await shoot(page, info, code, 'today')
  })
}

/** The feedback button and the notice do not cover each other, scrolled to the page's end
 * (where the feedback widget ends the page below the lg width) at 1280 and 360 px. */
async function expectFeedbackClear(page: Page, notice: Locator, feedbackName: string) {
  const feedback = page.getByRole('button', { name: feedbackName, exact: true })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await screenSettled(page)
    const [button, bar] = [(await feedback.boundingBox())!, (await notice.boundingBox())!]
    const overlap =
      button.x < bar.x + bar.width &&
      bar.x < button.x + button.width &&
      button.y < bar.y + bar.height &&
      bar.y < button.y + button.height
    expect(
      overlap,
      `at ${width} px: feedback ${JSON.stringify(button)}, notice ${JSON.stringify(bar)}`,
    ).toBe(false)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

// 'A new version is ready — Reload' in each language: a new version of the served app is
// published and waits (installed.spec.ts); the page offers it in each language chosen in the header.
test.describe('a new version', () => {
  test.use({ baseURL: e2eEnv.appUpdateUrl })
  let app: PublishedApp
  test.beforeEach(async () => {
    app = await servedApp()
  })
  test.afterEach(async () => {
    await app.close()
  })

  test('offered in each language', async ({ page, request }, info) => {
    const user = await createConfirmedUser(request, { name: 'Ada' })
    await signInViaStorage(page, user, '/today')
    await untilControlled(page)
    app.publishNewVersion()
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration!.update()
    })
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
          ),
        { timeout: 30_000 },
      )
      .toBe('installed')
    for (const { code } of languages) {
      const common = catalogue(code, 'common')
      // The header's Language control (a signed-in student's language is kept in the profile,
      // so a reload alone would bring the profile's back).
      await page
        .getByRole('banner')
        .getByRole('combobox', { name: /Language/ })
        .selectOption(code)
      const notice = page.getByRole('status').filter({ hasText: common('update.ready') })
      await expect(notice.getByRole('button', { name: common('update.reload') })).toBeVisible({
        timeout: 30_000,
      })
      await shoot(page, info, code, 'new-version')
      await expectFeedbackClear(page, notice, catalogue(code, 'feedback')('toggle'))
    }
  })
})
