import { expect, test } from '@playwright/test'
import { e2eEnv } from './support/env'
import { insertGuides } from './support/data'
import { download, LibraryPage } from './support/library'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

const cells = {
  title: 'Cell Biology',
  content:
    '# Cell Biology\n\n## Overview\nCells are the basic unit of life.\n\n- **Nucleus**: holds DNA\n',
  original_text:
    'Cells are the basic unit of life. The nucleus holds the DNA of the cell and controls it.',
}
const genes = {
  title: 'Genetics',
  content: '# Genetics\n\n## Overview\nGenes are stretches of DNA.\n',
  original_text:
    'Genes are stretches of DNA that code for proteins and are passed on from parents.',
}
const atoms = { title: 'Atoms', content: `# Atoms\n\n${'Atoms are tiny. '.repeat(150)}` }

test.describe('study library', () => {
  test('search, customize, delete, unit and combined guides that survive a reload', async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request, { name: 'Lena' })
    await insertGuides(request, user, [cells, genes, atoms])
    await useFakeAi(page)
    await signInViaStorage(page, user)
    const library = new LibraryPage(page)
    await library.expectWelcome('Lena', 3)
    await expect(library.cards).toHaveCount(3)

    // Create New Guide shows the upload and paste sections with a way back.
    await page.getByRole('button', { name: 'Create New Guide' }).click()
    await expect(page.getByRole('region', { name: 'Supported Formats' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try Example' })).toBeVisible()
    await page.getByRole('button', { name: 'Back to Library' }).click()
    await expect(library.cards).toHaveCount(3)
    await expect(library.card('Atoms')).toContainText('3 min read')

    // Search by title, then the no-match state.
    await library.search.fill('gen')
    await expect(library.cards).toHaveCount(1)
    await expect(library.card('Genetics')).toBeVisible()
    await library.search.fill('astronomy')
    await expect(page.getByRole('heading', { name: 'No matching guides' })).toBeVisible()
    await library.search.fill('')
    await expect(library.cards).toHaveCount(3)

    // Customize: new title and cover, kept after a reload.
    await library.customize('Atoms', { title: 'Atomic Structure', colour: 'Teal' })
    await expect(library.card('Atomic Structure')).toBeVisible()
    await page.reload()
    await expect(library.card('Atomic Structure').locator('.from-teal-400')).toHaveCount(1)

    // Delete with confirmation.
    await library.delete('Atomic Structure')
    await expect(library.card('Atomic Structure')).toHaveCount(0)
    await library.expectWelcome('Lena', 2)

    // A colour swatch is the radio itself: a click on it chooses the colour.
    await library.card('Genetics').hover()
    await page.getByRole('button', { name: 'Customize Genetics' }).click()
    const customize = page.getByRole('dialog', { name: 'Customize Notebook' })
    await customize.getByRole('radio', { name: 'Green' }).click()
    await expect(customize.getByRole('radio', { name: 'Green' })).toBeChecked()
    await customize.getByRole('button', { name: 'Cancel' }).click()
    await expect(customize).toBeHidden()

    // A unit guide, then an AI combined guide through the fake provider.
    await library.combine(['Cell Biology', 'Genetics'], 'Unit Guide', 'Life Science Unit')
    await expect(library.card('Life Science Unit')).toContainText(/UNIT\s*·\s*2 guides/)
    await request.delete(`${e2eEnv.aiControlUrl}/__requests`)
    await library.combine(['Cell Biology', 'Genetics'], 'Combined Guide')
    await expect(library.card('Combined Study Guide')).toContainText('COMBINED')
    const aiRequests = (await (
      await request.get(`${e2eEnv.aiControlUrl}/__requests`)
    ).json()) as unknown[]
    expect(JSON.stringify(aiRequests)).toContain('The nucleus holds the DNA')

    // After a reload the badge and the unit tabs are still there.
    await page.reload()
    await expect(library.card('Life Science Unit')).toContainText(/UNIT\s*·\s*2 guides/)
    await library.card('Life Science Unit').getByRole('link', { name: 'Life Science Unit' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Life Science Unit' })).toBeVisible()
    const unitTabs = page.getByRole('tablist', { name: 'Unit guides' })
    await expect(unitTabs.getByRole('tab')).toHaveText([
      'Combined Study Guide',
      'Cell Biology',
      'Genetics',
    ])
    await unitTabs.getByRole('tab', { name: 'Genetics' }).click()
    await expect(page.getByText('Genes are stretches of DNA.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Generate AI Combined Guide' })).toBeVisible()
    for (const tab of ['Study Guide', 'Quiz', 'Flashcards']) {
      await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Back to Dashboard' }).click()
    await library.expectWelcome('Lena', 4)

    // A click anywhere on a card opens the guide, e.g. on its reading time.
    await library.card('Genetics').getByText('1 min read').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Genetics' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  test('the guide view downloads TXT and HTML, toggles the tutor and deletes with confirmation', async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request)
    const [guide] = await insertGuides(request, user, [cells])
    await signInViaStorage(page, user, `/dashboard/guides/${guide!.id}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible()

    const txt = await download(page, 'TXT')
    expect(txt).toEqual({ name: 'Cell Biology.txt', text: cells.content })
    const html = await download(page, 'HTML')
    expect(html.name).toBe('Cell Biology.html')
    expect(html.text).toMatch(/^<!doctype html>/)
    expect(html.text).toContain('<title>Cell Biology</title>')
    expect(html.text).toContain('<strong>Nucleus</strong>')

    const chat = page.getByRole('button', { name: 'AI Chat', exact: true })
    await chat.click()
    await expect(chat).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('complementary', { name: 'AI Tutor' })).toBeVisible()
    await chat.click()
    await expect(page.getByRole('complementary', { name: 'AI Tutor' })).toBeHidden()

    // On a narrower screen the tutor goes under the guide instead of squeezing it away.
    await page.setViewportSize({ width: 800, height: 900 })
    await chat.click()
    await expect(page.getByRole('complementary', { name: 'AI Tutor' })).toBeVisible()
    const article = await page.getByRole('article').boundingBox()
    expect(article?.width).toBeGreaterThan(600)
    await chat.click()
    await page.setViewportSize({ width: 1280, height: 720 })

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Study Guide' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page).toHaveURL(`${e2eEnv.appUrl}/dashboard`)
    await expect(page.getByRole('heading', { name: 'No study guides yet' })).toBeVisible()
  })

  test('XSS payloads in titles and content never run, in the view or in the exported HTML', async ({
    page,
    request,
  }) => {
    const user = await createConfirmedUser(request)
    const title = '<img src=x onerror="window.__xss=1">'
    const content = [
      '# Payloads',
      '<script>window.__xss = 2</script>',
      '<img src=x onerror="window.__xss=3">',
      '[click me](javascript:window.__xss=4)',
      '<a href="javascript:window.__xss=5">raw link</a>',
    ].join('\n\n')
    const [guide] = await insertGuides(request, user, [{ title, content }])
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await signInViaStorage(page, user)
    const library = new LibraryPage(page)
    await expect(library.card(title)).toBeVisible()
    await library.card(title).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/guides/${guide!.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // The page's one h1 is the title; the guide's own '#' heading is demoted to h2.
    await expect(page.getByRole('heading', { level: 2, name: 'Payloads' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await page.getByText('click me').click()
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined()
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0)
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0)

    const html = await download(page, 'HTML')
    // The payloads survive only as escaped text.
    expect(html.text).not.toMatch(/<script|<img|href="javascript:/i)
    expect(html.text).toContain('&lt;script&gt;window.__xss = 2&lt;/script&gt;')
    const exported = await page.context().newPage()
    await exported.setContent(html.text)
    await expect(exported.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await exported.getByText('click me').click()
    expect(
      await exported.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined()
    await expect(exported.locator('img, script, a[href^="javascript:"]')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })
})
