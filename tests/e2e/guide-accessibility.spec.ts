import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import {
  examGuideContent,
  examGuidePassages,
} from '../../src/features/practice-exam/testing/exam-guide'
import { insertGuide, insertRows } from './support/data'
import { createConfirmedUser, signInViaStorage } from './support/users'

// The guide view's targets and focus. Citation chips are targets wherever they appear (WCAG
// 2.5.8, at least 24 × 24 px): in the Study Guide's running text and in the Mind map's rows of
// chips, on a phone and on a desktop; the guide is seeded with its material, so the word check
// cites its pages. A tab panel the keyboard lands on shows its focus.
test.describe.configure({ timeout: 180_000 })

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Every citation chip shown is at least 24 × 24 px. */
async function expectChipsAtLeast24(page: Page) {
  const chips = page.getByRole('button', { name: /^Source: page \d+$/ })
  await expect(chips.first()).toBeVisible({ timeout: 30_000 })
  const sizes = await chips.evaluateAll((buttons) =>
    buttons
      .filter((button) => button.getClientRects().length > 0)
      .map((button) => {
        const { width, height } = button.getBoundingClientRect()
        return { width, height }
      }),
  )
  expect(sizes.length).toBeGreaterThan(0)
  for (const size of sizes) {
    expect(size.width).toBeGreaterThanOrEqual(24)
    expect(size.height).toBeGreaterThanOrEqual(24)
  }
}

/**
 * The guide's stored citations, as a generated guide keeps them: each definition ('- **Term**:
 * …') cites the page that names its term, keyed by its lower-cased words without markup or
 * punctuation (what study-engine/citations/item-key.ts makes of these lines; the spec cannot
 * import it, its '@/' imports do not resolve under Playwright).
 */
function definitionCitations() {
  return examGuideContent
    .split('\n')
    .filter((line) => line.startsWith('- **'))
    .map((line) => {
      const term = /\*\*(.+?)\*\*/.exec(line)![1]!.toLowerCase()
      const passage = examGuidePassages.findIndex(({ text }) => text.toLowerCase().includes(term))
      return {
        key: line
          .slice(2)
          .replace(/\*\*|[:.]/g, '')
          .toLowerCase(),
        citations: [
          { status: 'verified', passage, anchor: examGuidePassages[passage]!.anchor, marks: [] },
        ],
      }
    })
}

async function openSeededGuide(page: Page, request: APIRequestContext) {
  const user = await createConfirmedUser(request, { name: 'Chip' })
  const guide = await insertGuide(request, user, {
    title: 'Cells and Transport',
    content: examGuideContent,
  })
  await insertRows(
    request,
    user,
    'study_guide_sources',
    [
      {
        guide_id: guide.id,
        user_id: user.id,
        passages: examGuidePassages.map(({ text }, i) => ({ pg: i + 1, t: text })),
        citations: definitionCitations(),
      },
    ],
    'guide_id',
  )
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
}

test("in the Arabic interface, the English guide's text reads left to right and the tabs right to left", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('studywise.language', '"ar"'))
  await openSeededGuide(page, request)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const paragraph = page.getByText('Cells are the basic units of life', { exact: false }).first()
  await expect(paragraph).toBeVisible({ timeout: 30_000 })
  const direction = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).direction)
  expect(await direction(paragraph)).toBe('ltr')
  expect(await direction(page.getByRole('tablist'))).toBe('rtl')
})

test('Tab from a tab lands on its panel, which shows a visible focus outline', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSeededGuide(page, request)
  for (const name of ['Study Guide', 'Quiz']) {
    const tab = page.getByRole('tablist', { name: 'Study tools' }).getByRole('tab', { name })
    await tab.click()
    await tab.focus()
    await page.keyboard.press('Tab')
    const panel = page.getByRole('tabpanel', { name })
    await expect(panel).toBeFocused()
    const outline = await panel.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(2)
  }
})

for (const width of [360, 1280]) {
  test(`at ${width} px, the Study Guide's and the Mind map's citation chips are 24 × 24 px and axe finds nothing`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openSeededGuide(page, request)

    await expectChipsAtLeast24(page)
    expect(
      (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(({ id }) => id),
    ).toEqual([])

    await page
      .getByRole('tablist', { name: 'Study tools' })
      .getByRole('tab', { name: 'Mind map' })
      .click()
    const tree = page.getByRole('tree', { name: 'Mind map of Cells and Transport' })
    await expect(tree.getByRole('button', { name: /^Source: page \d+$/ }).first()).toBeVisible({
      timeout: 30_000,
    })
    await expectChipsAtLeast24(page)
    expect(
      (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(({ id }) => id),
    ).toEqual([])
  })
}
