import { readFileSync } from 'node:fs'
import { expect, test, type Locator } from '@playwright/test'
import { languages } from '../../src/lib/i18n/languages'
import { insertGuide } from './support/data'
import { createConfirmedUser, signInViaStorage } from './support/users'

// A placeholder is read whole at 360 px (#43 'nothing cut off'): the library's search and the
// create page's title, in every interface language. Its width is the browser's own measure of
// the placeholder in the field's font, against the field's inner width (less its padding).
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true })
test.describe.configure({ timeout: 120_000 })

const catalogue = (code: string, namespace: string) =>
  JSON.parse(readFileSync(`src/lib/i18n/locales/${code}/${namespace}.json`, 'utf8')) as Record<
    string,
    string
  >

/** How many pixels the field's placeholder overflows its text area (≤ 0 when it fits). */
function overflow(field: Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room =
      input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
    return context.measureText(input.placeholder).width - room
  })
}

for (const { code } of languages) {
  test(`in ${code} at 360 px, the library search's and the new guide title's placeholders fit`, async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request, { name: 'Ana' })
    await insertGuide(request, user, { title: 'Biología', content: '# Biología\n\nCélulas.' })
    await page.addInitScript((language) => {
      localStorage.setItem('studywise.language', JSON.stringify(language))
    }, code)
    await signInViaStorage(page, user, '/dashboard')

    const search = page.getByPlaceholder(catalogue(code, 'library').searchPlaceholder!, {
      exact: true,
    })
    await expect(search).toBeVisible({ timeout: 30_000 })
    expect.soft(await overflow(search), 'library search').toBeLessThanOrEqual(0)

    await page.goto('/dashboard?view=create')
    const title = page.getByPlaceholder(catalogue(code, 'generation')['notes.titlePlaceholder']!, {
      exact: true,
    })
    await expect(title).toBeVisible({ timeout: 30_000 })
    expect.soft(await overflow(title), 'new guide title').toBeLessThanOrEqual(0)
  })
}
