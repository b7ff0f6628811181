import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { firstAndLastX } from './support/bidi'
import { insertGuide } from './support/data'
import { openCellBiologyGuide } from './support/cell-biology'
import { fakeAi } from './support/generation'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

// The Mind map tab of a seeded guide (issue 46): the offline map of the guide's own structure,
// and with a model the AI's map (the test AI server's).
test.describe.configure({ timeout: 180_000 })

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

test('the Mind map tab: a tree by role and name, the keyboard, a node opens its section, Download SVG, no axe findings', async ({
  page,
  request,
}) => {
  await openCellBiologyGuide(page, request, 'Ada')

  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Mind map' })
    .click()
  const tree = page.getByRole('tree', { name: 'Mind map of Cell Biology' })
  await expect(tree).toBeVisible()
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true })
  for (const name of ['Overview', 'Key Concepts', 'Mitochondria', 'Ribosomes', 'Summary'])
    await expect(item(name)).toBeVisible()
  await expect(page.locator('[data-testid="mind-map-svg"] g > title')).toHaveCount(8)

  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  const downloadButton = page.getByRole('button', { name: 'Download SVG' })
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()])
  expect(download.suggestedFilename()).toBe('Cell Biology mind map.svg')
  const svg = await readFile((await download.path())!, 'utf8')
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'image/svg+xml')
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      root: document.documentElement.localName,
      labels: [...document.querySelectorAll('g > title')].map((title) => title.textContent),
    }
  }, svg)
  expect(parsed).toMatchObject({ error: null, root: 'svg' })
  expect(parsed.labels).toContain('Mitochondria')

  await item('Cell Biology').focus()
  await page.keyboard.press('ArrowDown')
  await expect(item('Overview')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowLeft')
  await expect(item('Key Concepts')).toHaveAttribute('aria-expanded', 'false')
  await expect(item('Mitochondria')).toHaveCount(0)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(item('Mitochondria')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Key Concepts' })).toBeFocused()
  const guidePanel = page.getByRole('tabpanel', { name: 'Study Guide' })
  await expect(guidePanel.getByText('organelles that release energy from glucose')).toBeVisible()
})

const photosynthesis = `# Photosynthesis

## Light reactions
- **Chlorophyll**: absorbs light in the thylakoids.
- **ATP**: made from light energy.

## Calvin cycle
- **Glucose**: built from carbon dioxide using ATP.
`

test('with a model, the AI mind map: its concepts and a labelled relation in the tree and the drawing, saved so reopening asks the model nothing, no axe findings', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Photosynthesis',
    content: photosynthesis,
    original_text: photosynthesis,
  })
  const mapRequests = async () =>
    (await fakeAi.requests(request)).filter(
      (r) => r.purpose === 'mindMap' && r.body.messages.at(-1)?.content.includes('Photosynthesis'),
    ).length
  const before = await mapRequests()
  await useFakeAi(page)
  await signInViaStorage(page, user)
  await page.goto(`/dashboard/guides/${guide.id}?tab=mindmap`)

  const made = page.getByText('Concepts and relations by the AI, from this guide and its source.')
  await expect(made).toBeVisible({ timeout: 60_000 })
  const tree = page.getByRole('tree', { name: 'Mind map of Photosynthesis' })
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true })
  for (const name of ['Light reactions', 'Chlorophyll', 'ATP', 'Calvin cycle', 'Glucose'])
    await expect(item(name)).toBeVisible()
  // The test AI server relates the first concept of one branch to the first of the next.
  await expect(item('Chlorophyll')).toHaveAccessibleDescription('leads to → Glucose')
  await expect(tree.getByText('leads to → Glucose')).toBeVisible()
  await expect(page.getByTestId('mind-map-relations')).toContainText('leads to')
  expect(await mapRequests()).toBe(before + 1)

  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  await item('Glucose').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Calvin cycle' })).toBeFocused()

  await page.goto(`/dashboard/guides/${guide.id}?tab=mindmap`)
  await expect(made).toBeVisible({ timeout: 60_000 })
  await expect(item('Chlorophyll')).toHaveAccessibleDescription('leads to → Glucose')
  expect(await mapRequests()).toBe(before + 1)
})

// Right to left (#47, clause 5): in Arabic the map grows leftwards, and the tree's keys with it.
test('in Arabic, the map is drawn from the right and ArrowLeft opens a branch', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('studywise.language', '"ar"'))
  await openCellBiologyGuide(page, request, 'ليلى')
  await page
    .getByRole('tablist', { name: arabic.guide.studyTools })
    .getByRole('tab', { name: arabic.guide['tab.mindmap'] })
    .click()
  const tree = page.getByRole('tree')
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true })
  await expect(item('Key Concepts')).toBeVisible()
  const drawn = page.getByTestId('mind-map-svg')
  await expect(drawn.locator('g > title')).toHaveCount(8)
  const left = async (label: string) => {
    const box = drawn.locator('g > title').getByText(label, { exact: true }).locator('..')
    return (await box.boundingBox())!.x
  }
  expect(await left('Key Concepts')).toBeLessThan(await left('Cell Biology'))
  expect(await left('Mitochondria')).toBeLessThan(await left('Key Concepts'))
  await drawn.screenshot({ path: test.info().outputPath('mind-map-ar.png') })
  await page.screenshot({ path: test.info().outputPath('mind-map-ar-page.png'), fullPage: true })
  // The material's English keeps its own order on the Arabic page: the definition's full stop
  // is drawn at its end (right of its first letter), not moved to its left.
  const definition = tree.getByText(/^organelles that release energy/)
  const [first, last] = await firstAndLastX(definition)
  expect(last).toBeGreaterThan(first)

  await item('Key Concepts').focus()
  await page.keyboard.press('ArrowRight')
  await expect(item('Key Concepts')).toHaveAttribute('aria-expanded', 'false')
  await expect(item('Mitochondria')).toHaveCount(0)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(item('Mitochondria')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(item('Key Concepts')).toBeFocused()
})

// The drawing fits its box again when the window's width changes (a phone turned, a window
// narrowed), and a phone's box is about as tall as the fitted map, not a tall empty box with a
// thin strip of map in its middle, below the fold.
test('the drawing fits its box at 1280 px and again after a resize to 360 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openCellBiologyGuide(page, request, 'Ada')
  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Mind map' })
    .click()
  const svg = page.getByTestId('mind-map-svg')
  await expect(svg.locator('g > title')).toHaveCount(8)
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await expect
      .poll(async () => (await svg.boundingBox())!.width, { message: `box at ${width} px` })
      .toBeLessThan(width)
    const box = (await svg.boundingBox())!
    const drawing = (await svg.locator(':scope > g').boundingBox())!
    const where = `at ${width} px: box ${JSON.stringify(box)}, drawing ${JSON.stringify(drawing)}`
    // Inside the box, and filling it one way (the viewBox's 'meet').
    expect(drawing.x, where).toBeGreaterThanOrEqual(box.x - 1)
    expect(drawing.x + drawing.width, where).toBeLessThanOrEqual(box.x + box.width + 1)
    expect(drawing.y, where).toBeGreaterThanOrEqual(box.y - 1)
    expect(drawing.y + drawing.height, where).toBeLessThanOrEqual(box.y + box.height + 1)
    expect(Math.max(drawing.width / box.width, drawing.height / box.height), where).toBeGreaterThan(
      0.8,
    )
    // No tall empty band above the map.
    expect(drawing.y - box.y, where).toBeLessThan(80)
    await page.screenshot({ path: test.info().outputPath(`mind-map-${width}.png`) })
  }
})

/** Arabic's catalogues for the names the test looks for. */
const arabic = {
  guide: JSON.parse(readFileSync('src/lib/i18n/locales/ar/guide.json', 'utf8')) as Record<
    string,
    string
  >,
}
