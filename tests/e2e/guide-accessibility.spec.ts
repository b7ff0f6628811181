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

/** Every target of `targets` shown is at least 24 × 24 px (WCAG 2.5.8). */
async function expectTargetsAtLeast24(targets: Locator) {
  await expect(targets.first()).toBeVisible({ timeout: 30_000 })
  const sizes = await targets.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const { width, height } = element.getBoundingClientRect()
        const name = element.closest('label')?.textContent ?? element.textContent ?? ''
        return { name, width, height }
      }),
  )
  expect(sizes.length).toBeGreaterThan(0)
  for (const size of sizes) {
    expect(size.width, size.name).toBeGreaterThanOrEqual(24)
    expect(size.height, size.name).toBeGreaterThanOrEqual(24)
  }
}

/** Every citation chip shown is at least 24 × 24 px. */
const expectChipsAtLeast24 = (page: Page) =>
  expectTargetsAtLeast24(page.getByRole('button', { name: /^Source: page \d+$/ }))

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

/**
 * Tab from the tab reaches the panel it shows (`presses` keys: a unit guide's 'Generate AI
 * Combined Guide' sits between its tabs and their panel), drawn with a focus outline of at least
 * 2 px.
 */
async function expectTabToOutlinedPanel(tab: Locator, panel: Locator, presses = 1) {
  await tab.click()
  await tab.focus()
  for (let press = 0; press < presses; press += 1) await tab.page().keyboard.press('Tab')
  await expect(panel).toBeFocused()
  const outline = await panel.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
}

test('Tab from a tab lands on its panel, which shows a visible focus outline', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSeededGuide(page, request)
  for (const name of ['Study Guide', 'Quiz']) {
    const tab = page.getByRole('tablist', { name: 'Study tools' }).getByRole('tab', { name })
    await expectTabToOutlinedPanel(tab, page.getByRole('tabpanel', { name }))
  }
})

test("a unit guide's document tabs and Account Settings' tabs show their panels' focus", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const user = await createConfirmedUser(request, { name: 'Unit' })
  const cells = await insertGuide(request, user, { title: 'Cells', content: examGuideContent })
  const plants = await insertGuide(request, user, { title: 'Plants', content: '# Plants' })
  const unit = await insertGuide(request, user, {
    title: 'Biology Unit',
    content: examGuideContent,
    kind: 'unit',
    source_guide_ids: [cells.id, plants.id],
  })
  await signInViaStorage(page, user, `/dashboard/guides/${unit.id}`)
  const documents = page.getByRole('tablist', { name: 'Unit guides' })
  await expect(page.getByRole('button', { name: 'Generate AI Combined Guide' })).toBeVisible()
  for (const name of ['Combined Study Guide', 'Plants']) {
    await expectTabToOutlinedPanel(
      documents.getByRole('tab', { name }),
      page.getByRole('tabpanel', { name }),
      2,
    )
  }

  await page.goto('/settings')
  // The account panels are not labelled by their tabs (account-settings.tsx): each is found by
  // its form's field.
  const panels = {
    'Change Password': page
      .getByRole('tabpanel')
      .filter({ has: page.getByLabel('New Password', { exact: true }) }),
    'Change Email': page
      .getByRole('tabpanel')
      .filter({ has: page.getByLabel('New Email Address', { exact: true }) }),
  }
  for (const [name, panel] of Object.entries(panels))
    await expectTabToOutlinedPanel(page.getByRole('tab', { name }), panel)
})

/** Every checkbox shown is at least 24 × 24 px. */
const expectCheckboxesAtLeast24 = (page: Page) => expectTargetsAtLeast24(page.getByRole('checkbox'))

test("at 360 px, 'Available offline', the exam's question types and the quiz settings' checkboxes are 24 × 24 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await openSeededGuide(page, request)
  await expect(page.getByRole('checkbox', { name: 'Available offline' })).toBeVisible({
    timeout: 30_000,
  })
  await expectCheckboxesAtLeast24(page)

  const tabs = page.getByRole('tablist', { name: 'Study tools' })
  await tabs.getByRole('tab', { name: 'Practice exam' }).click()
  await expect(page.getByRole('checkbox', { name: 'Written answers' })).toBeVisible()
  await expectCheckboxesAtLeast24(page)

  await tabs.getByRole('tab', { name: 'Quiz' }).click()
  await page.getByRole('button', { name: 'Generate New Quiz' }).click()
  await expect(page.getByRole('checkbox', { name: 'Enable multiple attempts' })).toBeVisible()
  await expectCheckboxesAtLeast24(page)
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
