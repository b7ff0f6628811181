import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { GuideDocument } from '@/entities/study-guide/study-guide'
import { GuideView } from '@/features/guide/components/guide-view'
import { MindMapTab } from '@/features/mind-map/components/mind-map-tab'
import type { SourcePassage } from '@/lib/source'
import { checkGuide } from '@/study-engine/citations/check'
import { activateLanguage } from '@/lib/i18n/i18n'

// The Mind map tab as the route composes it into the guide view (study-guide-view.tsx).
const source: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 4 },
    text: 'Mitochondria release energy from glucose by respiration.',
  },
  { anchor: { kind: 'page', n: 9 }, text: 'Ribosomes assemble proteins from amino acids.' },
]
const written = [
  '# Cells <b>& more</b>',
  '',
  '## Key Concepts',
  '- **Mitochondria**: release energy from glucose by respiration [P1]',
  '- **Ribosomes**: assemble proteins from amino acids [P2]',
  '',
  '## Summary',
  '- **<img src=x onerror=alert(1)>**: a "quoted" & risky label',
].join('\n')
const cited = checkGuide(source, written)
const guide: GuideDocument = {
  id: null,
  title: 'Cells <b>& more</b>',
  content: cited.content,
  source,
  citations: cited.citations,
  createdAt: '2026-11-01T00:00:00Z',
  kind: 'guide',
  isUnitGuide: false,
}

async function openMindMap(initialTab?: 'mindmap', treeName = 'Mind map of Cells <b>& more</b>') {
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <GuideView
        guide={guide}
        initialTab={initialTab}
        quizTab={() => null}
        flashcardsTab={() => null}
        mindMapTab={(ref, openSection) => <MindMapTab guide={ref} onOpenSection={openSection} />}
        tutorPanel={() => null}
      />
    </QueryClientProvider>,
  )
  if (!initialTab) await user.click(screen.getByRole('tab', { name: 'Mind map' }))
  const tree = await screen.findByRole('tree', { name: treeName })
  return { user, tree }
}

const item = (name: string) => screen.getByRole('treeitem', { name })

describe('Mind map tab', () => {
  // First: the guide's documents have not loaded in this file yet (their module loads once).
  it('opens a node’s section with Enter when the guide itself was never shown (it loads first)', async () => {
    const { user } = await openMindMap('mindmap')
    act(() => item('Cells <b>& more</b>').focus())
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}')
    const heading = await screen.findByRole('heading', { name: 'Key Concepts' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('shows the guide as a tree: its title, its sections, their key concepts, each with its source', async () => {
    const { tree } = await openMindMap()
    const centre = within(tree).getByRole('treeitem', { name: 'Cells <b>& more</b>' })
    expect(centre).toHaveAttribute('aria-expanded', 'true')
    expect(centre).toHaveAttribute('tabindex', '0')
    expect(item('Key Concepts')).toHaveAttribute('aria-level', '2')
    expect(item('Mitochondria')).toHaveAttribute('aria-level', '3')
    expect(
      within(item('Mitochondria')).getByRole('button', { name: 'Source: page 4' }),
    ).toBeVisible()
    expect(within(item('Ribosomes')).getByRole('button', { name: 'Source: page 9' })).toBeVisible()
    expect(item('Mitochondria')).toHaveTextContent('release energy from glucose by respiration')
    await waitFor(() => expect(screen.getByTestId('mind-map-svg')).toBeInTheDocument())
  })

  it('moves with the arrow keys, closes and opens a branch', async () => {
    const { user } = await openMindMap()
    act(() => item('Cells <b>& more</b>').focus())
    await user.keyboard('{ArrowDown}')
    expect(item('Key Concepts')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(item('Mitochondria')).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowLeft}')
    expect(item('Key Concepts')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(item('Key Concepts')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('treeitem', { name: 'Mitochondria' })).not.toBeInTheDocument()
    await user.keyboard('{ArrowDown}')
    expect(item('Summary')).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowRight}')
    expect(item('Key Concepts')).toHaveAttribute('aria-expanded', 'true')
    expect(item('Ribosomes')).toBeInTheDocument()
  })

  it('opens a node’s section of the guide with Enter', async () => {
    const { user } = await openMindMap()
    act(() => item('Cells <b>& more</b>').focus())
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}')
    const heading = await screen.findByRole('heading', { name: 'Key Concepts' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('tab', { name: 'Study Guide' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('opens the passage from a node’s source', async () => {
    const { user } = await openMindMap()
    await user.click(within(item('Ribosomes')).getByRole('button', { name: 'Source: page 9' }))
    const dialog = await screen.findByRole('dialog', { name: 'Source' })
    expect(dialog).toHaveTextContent('Ribosomes assemble proteins from amino acids.')
  })

  it('downloads a standalone SVG with the guide’s text escaped, never as markup', async () => {
    const { user } = await openMindMap()
    const { files, text, svg } = await downloadSvg(user, 'Download SVG')
    expect(files.map((file) => file.name)).toEqual(['Cells b & more b mind map.svg'])
    expect(svg.querySelector('svg > title')?.textContent).toBe('Mind map: Cells <b>& more</b>')
    expect(svg.querySelector('b, img, script, foreignObject')).toBeNull()
    const titles = [...svg.querySelectorAll('g > title')].map((title) => title.textContent)
    expect(titles.sort()).toEqual(
      [
        'Cells <b>& more</b>',
        'Key Concepts',
        'Mitochondria',
        'Ribosomes',
        'Summary',
        '<img src=x onerror=alert(1)>',
      ].sort(),
    )
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

/** Clicks a download button and reads the SVG file it saves. */
async function downloadSvg(user: UserEvent, name: string) {
  const files: { name: string; blob: Blob }[] = []
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push({ name: '', blob: blob as Blob })
    return 'blob:test'
  })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files[files.length - 1]!.name = this.download
  })
  onTestFinished(() => {
    create.mockRestore()
    click.mockRestore()
  })
  const download = screen.getByRole('button', { name })
  await waitFor(() => expect(download).toBeEnabled())
  await user.click(download)
  const text = await files[0]!.blob.text()
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml')
  expect(svg.querySelector('parsererror')).toBeNull()
  expect(svg.documentElement.localName).toBe('svg')
  return { files, text, svg }
}

/** The map speaks the student's language: its texts come from the 'mindmap' catalogue. */
describe('Mind map tab in Arabic', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'))
  })

  it('names its heading, tree, drawing and controls in Arabic', async () => {
    await activateLanguage('ar')
    await openMindMap('mindmap', 'الخريطة الذهنية لـ Cells <b>& more</b>')
    expect(screen.getByRole('heading', { name: 'خريطة ذهنية' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'تنزيل SVG' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'تنزيل PNG' })).toBeInTheDocument()
    const drawing = await screen.findByRole('group', { name: 'رسم الخريطة الذهنية' })
    expect(drawing).toHaveAccessibleDescription(
      'زائد وناقص للتكبير والتصغير، ومفاتيح الأسهم للتحريك، و0 لملاءمة الخريطة للشاشة.',
    )
    for (const name of ['تكبير', 'تصغير', 'ملاءمة الشاشة'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    // The tabs run right to left (Radix's tabs set their own dir, 'ltr' unless told).
    const [tabs] = screen.getAllByRole('tablist')
    expect(tabs?.closest('[dir]')).toHaveAttribute('dir', 'rtl')
  })

  it('heads its SVG file in Arabic', async () => {
    await activateLanguage('ar')
    const { user } = await openMindMap('mindmap', 'الخريطة الذهنية لـ Cells <b>& more</b>')
    const { svg } = await downloadSvg(user, 'تنزيل SVG')
    expect(svg.querySelector('svg > title')?.textContent).toBe('خريطة ذهنية: Cells <b>& more</b>')
    // Drawn right to left: the centre at the right, each ring of branches further left.
    const across = (label: string) => {
      const node = [...svg.querySelectorAll('g > title')].find((t) => t.textContent === label)
      return Number(
        /translate\(([-\d.]+),/.exec(node!.parentElement!.getAttribute('transform')!)![1],
      )
    }
    expect(across('Key Concepts')).toBeLessThan(across('Cells <b>& more</b>'))
    expect(across('Mitochondria')).toBeLessThan(across('Key Concepts'))
  })

  it('opens a branch with ArrowLeft and climbs with ArrowRight, as the map grows leftwards', async () => {
    await activateLanguage('ar')
    const { user } = await openMindMap('mindmap', 'الخريطة الذهنية لـ Cells <b>& more</b>')
    act(() => item('Cells <b>& more</b>').focus())
    await user.keyboard('{ArrowDown}{ArrowLeft}')
    expect(item('Mitochondria')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(item('Key Concepts')).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(item('Key Concepts')).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowLeft}')
    expect(item('Key Concepts')).toHaveAttribute('aria-expanded', 'true')
  })
})
