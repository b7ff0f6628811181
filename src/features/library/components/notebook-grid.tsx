import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/entities/study-guide/library-catalogue'
import { NotebookCard, type NotebookCardProps } from './notebook-card'

/** Cards rendered per step: divisible by 2, 3 and 4 so every row of the grid is full. */
export const GRID_PAGE_SIZE = 24

/** How far below the screen the end of the grid is when the next page starts to be added. */
const LOOKAHEAD_PX = 600

/** The observed element has not reached the screen yet (it is only in the look-ahead margin). */
function belowTheScreen(entry: IntersectionObserverEntry): boolean {
  return entry.boundingClientRect.top >= window.innerHeight
}

export interface NotebookGridProps extends Omit<NotebookCardProps, 'guide' | 'href' | 'selected'> {
  guides: readonly GuideSummary[]
  selectedIds: ReadonlySet<string>
  guideHref: (id: string) => string
  /** When it changes (a new search or filter) the grid starts again at one page. */
  resetKey: string
}

/**
 * The card grid, 2 / 3 / 4 columns by width. A large library is rendered a page at a time: the
 * next page is added on its own while the end of the grid approaches from below the screen, and
 * with the Show more button, so the first render and every search keystroke touch at most a page
 * of cards. Memoised: the urgent render of a keystroke (the search box) skips the grid; the
 * deferred one updates it.
 */
export const NotebookGrid = memo(function NotebookGrid({
  guides,
  selectedIds,
  guideHref,
  resetKey,
  ...cardProps
}: NotebookGridProps) {
  const { t } = useTranslation()
  const [limit, setLimit] = useState(GRID_PAGE_SIZE)
  const [seenKey, setSeenKey] = useState(resetKey)
  if (seenKey !== resetKey) {
    // Adjusting state while rendering (not in an effect) avoids rendering the old page first.
    setSeenKey(resetKey)
    setLimit(GRID_PAGE_SIZE)
  }
  const sentinel = useRef<HTMLDivElement>(null)
  const hasMore = guides.length > limit
  const shown = useMemo(() => guides.slice(0, limit), [guides, limit])

  // React keys for the cards: a guide keeps its key while it stays on screen; when a search or
  // filter change (resetKey) brings in new guides, they take over the keys (and so the DOM) of
  // the cards that left, in order. A keystroke then updates a page of cards in place instead of
  // removing and building it. Other changes (a delete, an edit, more pages) give new guides new
  // keys, so focus never moves to another guide's card.
  const committed = useRef<{ keys: Map<string, number>; resetKey: string; next: number }>({
    keys: new Map(),
    resetKey,
    next: 0,
  })
  const slots = useMemo(() => {
    const previous = committed.current
    const ids = new Set(shown.map((guide) => guide.id))
    const free =
      previous.resetKey === resetKey
        ? []
        : [...previous.keys].flatMap(([id, key]) => (ids.has(id) ? [] : [key]))
    const keys = new Map<string, number>()
    let next = previous.next
    let reused = 0
    for (const guide of shown)
      keys.set(guide.id, previous.keys.get(guide.id) ?? free[reused++] ?? next++)
    return { keys, resetKey, next }
  }, [shown, resetKey])
  useLayoutEffect(() => {
    committed.current = slots
  }, [slots])

  // The next page is added on its own only while the Show more button is still below the screen.
  // Once the button is on screen it stays where it is until it is clicked: a page added then
  // would push it away as it is pointed at, and the click would land on a card (or, on the last
  // page, find no button at all).
  useEffect(() => {
    const target = sentinel.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && belowTheScreen(entry)))
          setLimit((value) => value + GRID_PAGE_SIZE)
      },
      { rootMargin: `0px 0px ${LOOKAHEAD_PX}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore, limit])

  return (
    <>
      <ul
        aria-label={t('library.grid.label')}
        className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 sm:gap-6"
      >
        {shown.map((guide) => (
          <NotebookCard
            key={slots.keys.get(guide.id)}
            guide={guide}
            href={guideHref(guide.id)}
            selected={selectedIds.has(guide.id)}
            {...cardProps}
          />
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel} className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => setLimit((value) => value + GRID_PAGE_SIZE)}>
            {t('library.grid.more', { count: guides.length - limit })}
          </Button>
        </div>
      ) : null}
    </>
  )
})
