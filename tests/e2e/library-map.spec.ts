import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { insertGuides, insertRows } from './support/data'
import { createConfirmedUser, signInViaStorage, type TestUser } from './support/users'

// The Library map on the library page (issue 46): two seeded guides that share concepts are
// linked, a third stands alone; the link lists the shared concepts with each guide's pages.
test.describe.configure({ timeout: 180_000 })

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface CitedPoint {
  term: string
  text: string
  page: number
}

/** A guide of '**Term**: text' points, each verified on its own page of the material. */
function citedGuide(title: string, points: CitedPoint[]) {
  const content = [
    `# ${title}`,
    '## Key Concepts',
    ...points.map((point) => `- **${point.term}**: ${point.text}`),
    '## Summary',
    `${title} in short.`,
  ].join('\n')
  const passages = points.map((point) => ({ pg: point.page, t: `${point.term} ${point.text}.` }))
  const citations = points.map((point, passage) => ({
    key: `${point.term} ${point.text}`.toLowerCase(),
    citations: [
      { status: 'verified', passage, anchor: { kind: 'page', n: point.page }, marks: [] },
    ],
  }))
  return { content, passages, citations }
}

const cells = citedGuide('Cell Biology', [
  { term: 'Mitochondria', text: 'release energy from glucose by respiration', page: 3 },
  { term: 'Ribosomes', text: 'assemble proteins from amino acids', page: 4 },
  { term: 'Nucleus', text: 'stores the genetic material', page: 6 },
])
const plants = citedGuide('Plant Biology', [
  { term: 'Chloroplasts', text: 'absorb light for photosynthesis', page: 2 },
  { term: 'Mitochondria', text: 'respire sugar in plant cells as well', page: 7 },
  { term: 'Ribosome', text: 'builds the enzymes of the chloroplast', page: 9 },
])

async function seedLibrary(request: APIRequestContext, user: TestUser) {
  const guides = await insertGuides(request, user, [
    { title: 'Cell Biology', content: cells.content },
    { title: 'Plant Biology', content: plants.content },
    { title: 'Rocks', content: '# Rocks\n## Key Concepts\n- **Magma**: molten rock\n## Summary' },
  ])
  const [cellId, plantId] = guides.map((guide) => guide.id)
  await insertRows(
    request,
    user,
    'study_guide_sources',
    [
      { guide_id: cellId, user_id: user.id, passages: cells.passages, citations: cells.citations },
      {
        guide_id: plantId,
        user_id: user.id,
        passages: plants.passages,
        citations: plants.citations,
      },
    ],
    'guide_id',
  )
  return guides
}

test('the Library map links two guides that share concepts; the link lists them with their pages; no axe findings', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Lib' })
  const [cellGuide, plantGuide, rocks] = await seedLibrary(request, user)
  await signInViaStorage(page, user, '/dashboard')

  await page.getByRole('button', { name: 'Library map' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Library map' })).toBeVisible()
  await expect(page.getByText('3 guides, 1 link.')).toBeVisible()
  const svg = page.getByTestId('library-map-svg')
  await expect(svg.locator('g > title')).toHaveCount(3)
  const line = svg.locator(`[data-link="${plantGuide!.id}|${cellGuide!.id}"]`)
  await expect(line).toHaveCount(1)

  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  // The keyboard: the link's button in the list of guides.
  const guides = page.getByRole('region', { name: 'Guides and their links' })
  await expect(guides.getByText('Shares no concepts with your other guides.')).toBeVisible()
  await guides.getByRole('button', { name: 'Shared with Plant Biology: 2 concepts' }).focus()
  await page.keyboard.press('Enter')
  const heading = 'Plant Biology and Cell Biology share 2 concepts'
  const shared = page.getByRole('region', { name: heading })
  await expect(shared.getByRole('heading', { name: heading })).toBeFocused()
  const mitochondria = shared.getByRole('listitem').filter({ hasText: 'Mitochondria' }).first()
  await expect(mitochondria.getByRole('button', { name: 'Source: page 7' })).toBeVisible()
  await expect(mitochondria.getByRole('button', { name: 'Source: page 3' })).toBeVisible()
  await expect(shared.getByText('Ribosome', { exact: true })).toBeVisible()

  const { violations: withShared } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(withShared.map((violation) => violation.id)).toEqual([])

  await mitochondria.getByRole('button', { name: 'Source: page 3' }).click()
  const dialog = page.getByRole('dialog', { name: 'Source' })
  await expect(dialog.getByText('release energy from glucose by respiration')).toBeVisible()
  await page.keyboard.press('Escape')

  // The mouse: a click on the line itself, then on a guide's dot.
  await page.getByRole('button', { name: 'Back to Library' }).click()
  await page.getByRole('button', { name: 'Library map' }).click()
  await line.click()
  await expect(page.getByRole('region', { name: heading })).toBeVisible()
  await svg.locator(`[data-guide="${rocks!.id}"]`).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rocks' })).toBeVisible()
})

// Right to left (#47, clause 5): in Arabic the map is its mirror image, each title drawn
// leftwards from its dot and inside the drawing; axe finds nothing.
test('in Arabic, each guide title runs leftwards from its dot, inside the drawing', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'ليلى' })
  await seedLibrary(request, user)
  await page.addInitScript(() => localStorage.setItem('studywise.language', '"ar"'))
  await signInViaStorage(page, user, '/dashboard?view=map')
  await expect(page.getByRole('heading', { level: 1, name: 'خريطة المكتبة' })).toBeVisible()
  const svg = page.getByTestId('library-map-svg')
  await expect(svg.locator('g > title')).toHaveCount(3)
  const frame = (await svg.boundingBox())!
  for (const guide of await svg.locator('g[data-guide]').all()) {
    const dot = (await guide.locator('circle').boundingBox())!
    const title = (await guide.locator('text').boundingBox())!
    expect(title.x + title.width).toBeLessThanOrEqual(dot.x + 1)
    expect(title.x).toBeGreaterThanOrEqual(frame.x)
  }
  await page.screenshot({ path: test.info().outputPath('library-map-ar.png'), fullPage: true })
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
})
