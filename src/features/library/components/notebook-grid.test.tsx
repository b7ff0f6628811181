import { act, screen, within } from '@testing-library/react'
import { DEFAULT_COVER } from '@/config/cover-colors'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import { renderWithRouter } from '../testing/render-with-router'
import { GRID_PAGE_SIZE, NotebookGrid } from './notebook-grid'

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void

/** Reports what the test says about the element it observes (the end of the grid). */
class ControlledIntersectionObserver {
  static report: Report | undefined
  constructor(callback: Report) {
    ControlledIntersectionObserver.report = callback
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  ControlledIntersectionObserver.report = undefined
  vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const guides: GuideSummary[] = Array.from({ length: 3 * GRID_PAGE_SIZE }, (_, index) => ({
  id: `guide-${index}`,
  title: `Topic ${index}`,
  coverColor: DEFAULT_COVER,
  createdAt: '2026-11-01T10:00:00Z',
  kind: 'guide',
  sourceGuideIds: [],
  preview: `Notes on topic ${index}.`,
  contentLength: 400,
}))

function renderGrid() {
  return renderWithRouter(
    <NotebookGrid
      guides={guides}
      selectedIds={new Set()}
      guideHref={(id) => `/dashboard/guides/${id}`}
      resetKey=""
      selectionMode={false}
      onToggleSelected={() => {}}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
  )
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Study guides' })).getAllByRole('listitem')
const showMore = () => screen.getByRole('button', { name: /^Show more guides/ })

/** The end of the grid (where the Show more button is) is `top` pixels from the screen's top. */
function endOfGridAt(top: number) {
  act(() =>
    ControlledIntersectionObserver.report?.([
      { isIntersecting: true, boundingClientRect: { top } as DOMRectReadOnly },
    ]),
  )
}

describe('NotebookGrid: a page at a time', () => {
  it('adds the next page on its own while the end of the grid approaches from below the screen', () => {
    renderGrid()
    expect(cards()).toHaveLength(GRID_PAGE_SIZE)
    endOfGridAt(window.innerHeight + 200)
    expect(cards()).toHaveLength(2 * GRID_PAGE_SIZE)
    expect(showMore()).toHaveTextContent(`Show more guides (${GRID_PAGE_SIZE} more)`)
  })

  it('adds no page on its own while the Show more button is on screen, so it stays to be clicked', async () => {
    const { user } = renderGrid()
    endOfGridAt(window.innerHeight - 100)
    expect(cards()).toHaveLength(GRID_PAGE_SIZE)
    await user.click(showMore())
    expect(cards()).toHaveLength(2 * GRID_PAGE_SIZE)
    endOfGridAt(0)
    expect(cards()).toHaveLength(2 * GRID_PAGE_SIZE)
    await user.click(showMore())
    expect(cards()).toHaveLength(guides.length)
    expect(screen.queryByRole('button', { name: /^Show more guides/ })).not.toBeInTheDocument()
  })
})
