import { act, screen, waitFor, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import type { SourcePassage } from '@/lib/source'
import { toStoredPassages } from '@/lib/source-storage'
import { checkGuide } from '@/study-engine/citations/check'
import { insertAs, insertGuide, signInNewAccount, type Account } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'

// The Library map as the dashboard route composes it (issue 46), on the local backend.
const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 40_000 })

const cellPages: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 3 },
    text: 'Mitochondria release energy from glucose by respiration.',
  },
  {
    anchor: { kind: 'page', n: 5 },
    text: 'Osmosis moves water across a partially permeable membrane.',
  },
]
const plantPages: SourcePassage[] = [
  { anchor: { kind: 'page', n: 2 }, text: 'Chloroplasts absorb light for photosynthesis.' },
  { anchor: { kind: 'page', n: 8 }, text: 'Mitochondria respire glucose in plant cells too.' },
]

async function guideWithSource(
  owner: Account,
  title: string,
  written: string,
  pages: SourcePassage[],
) {
  const cited = checkGuide(pages, written)
  const row = await insertGuide(owner, { title, content: cited.content })
  await insertAs(owner, 'study_guide_sources', {
    guide_id: row.id,
    user_id: owner.id,
    passages: toStoredPassages(pages),
    citations: cited.citations,
  })
  return row
}

/** Ada's library: Cell Biology and Plant Biology share Mitochondria; Rocks shares nothing. */
async function threeGuides() {
  const ada = await signInNewAccount('Ada')
  await guideWithSource(
    ada,
    'Cell Biology',
    [
      '# Cell Biology',
      '## Key Concepts',
      '- **Mitochondria**: release energy from glucose by respiration [P1]',
      '- **Osmosis**: moves water across a partially permeable membrane [P2]',
      '## Summary',
    ].join('\n'),
    cellPages,
  )
  await guideWithSource(
    ada,
    'Plant Biology',
    [
      '# Plant Biology',
      '## Key Concepts',
      '- **Chloroplasts**: absorb light for photosynthesis [P1]',
      '- **Mitochondria**: respire glucose in plant cells too [P2]',
      '## Summary',
    ].join('\n'),
    plantPages,
  )
  await insertGuide(ada, {
    title: 'Rocks',
    content: '# Rocks\n## Key Concepts\n- **Magma**: molten rock\n## Summary',
  })
}

it('links two guides that share concepts; a link lists them with their pages in both guides, and a page opens its passage', async () => {
  await threeGuides()
  const { user, router } = renderApp('/dashboard')
  await user.click(await screen.findByRole('button', { name: 'Library map' }, slow))
  expect(router.state.location.search).toBe('?view=map')
  expect(await screen.findByRole('heading', { level: 1, name: 'Library map' }, slow)).toBeVisible()
  const guides = await screen.findByRole('region', { name: 'Guides and their links' }, slow)
  expect(screen.getByText('3 guides, 1 link.')).toBeInTheDocument()
  expect(within(guides).getByText('Shares no concepts with your other guides.')).toBeVisible()
  expect(screen.getByTestId('library-map-svg').querySelectorAll('g > title')).toHaveLength(3)

  const link = within(guides).getByRole('button', { name: 'Shared with Plant Biology: 1 concept' })
  await user.click(link)
  expect(link).toHaveAttribute('aria-pressed', 'true')
  const shared = screen.getByRole('region', {
    name: 'Plant Biology and Cell Biology share 1 concept',
  })
  await waitFor(() =>
    expect(
      within(shared).getByRole('heading', {
        name: 'Plant Biology and Cell Biology share 1 concept',
      }),
    ).toHaveFocus(),
  )
  const mitochondria = within(shared).getByText('Mitochondria').closest('li')!
  expect(within(mitochondria).getByRole('link', { name: 'Cell Biology' })).toBeVisible()
  expect(within(mitochondria).getByRole('button', { name: 'Source: page 3' })).toBeVisible()
  await user.click(within(mitochondria).getByRole('button', { name: 'Source: page 8' }))
  const dialog = await screen.findByRole('dialog', { name: 'Source' }, slow)
  expect(await within(dialog).findByText(/respire glucose in plant cells/, {}, slow)).toBeVisible()
})

it('names the map, its counts and its links in the interface language', async () => {
  await threeGuides()
  await act(() => activateLanguage('es'))
  const { user } = renderApp('/dashboard?view=map')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mapa de la biblioteca' }, slow),
  ).toBeVisible()
  const guides = await screen.findByRole('region', { name: 'Guías y sus enlaces' }, slow)
  expect(screen.getByText('3 guías, 1 enlace.')).toBeInTheDocument()
  expect(within(guides).getByText('No comparte conceptos con tus otras guías.')).toBeVisible()
  await user.click(
    within(guides).getByRole('button', { name: 'Compartido con Plant Biology: 1 concepto' }),
  )
  expect(
    screen.getByRole('region', { name: 'Plant Biology y Cell Biology comparten 1 concepto' }),
  ).toBeVisible()
  expect(screen.getByRole('button', { name: 'Volver a la biblioteca' })).toBeVisible()
})

/** Where each guide is drawn (its dot's x, its title's x and direction) and the map's view. */
function drawnMap() {
  const svg = screen.getByTestId('library-map-svg')
  const guides = [...svg.querySelectorAll('g[data-guide]')].map((guide) => ({
    title: guide.querySelector('title')?.textContent,
    x: Number(/translate\((\S+) /.exec(guide.getAttribute('transform') ?? '')?.[1]),
    titleX: Number(guide.querySelector('text')?.getAttribute('x')),
    direction: guide.querySelector('text')?.getAttribute('direction'),
  }))
  const [x, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
  return { guides, left: x!, right: x! + width! }
}

// #47, clause 5: right to left, the map is its mirror image; each title runs leftwards from
// its dot, into the room the view keeps for it on that side.
it('draws the map as its mirror image in Arabic, each title running leftwards from its dot', async () => {
  await threeGuides()
  await act(() => activateLanguage('ar'))
  renderApp('/dashboard?view=map')
  await screen.findByRole('region', { name: 'الأدلة وروابطها' }, slow)
  const rtl = drawnMap()
  // The same library, switched to English in place.
  await act(() => activateLanguage('en'))
  await screen.findByRole('region', { name: 'Guides and their links' }, slow)
  const ltr = drawnMap()
  expect(ltr.guides).toHaveLength(3)
  expect(rtl.guides).toEqual(
    ltr.guides.map((guide) => ({ ...guide, x: -guide.x, titleX: -guide.titleX, direction: 'rtl' })),
  )
  expect(ltr.guides.every((guide) => guide.titleX > 0 && guide.direction === 'ltr')).toBe(true)
  expect(rtl.left).toBeCloseTo(-ltr.right)
  expect(rtl.right).toBeCloseTo(-ltr.left)
  // The room for the leftmost title is inside the view.
  expect(rtl.left).toBeLessThanOrEqual(Math.min(...rtl.guides.map((guide) => guide.x)) - 160)
})
