import { itemKey } from '@/study-engine/citations/item-key'

/**
 * Takes the reader to a heading of the guide shown in `container`, found by its words (as the
 * mind map names it): scrolled into view and focused, so a keyboard or screen-reader user
 * continues from there. Absent heading (null), or not found: the guide's title.
 */
export function focusHeading(container: HTMLElement | null, heading: string | null): void {
  const wanted = heading === null ? null : itemKey(heading)
  const found =
    wanted === null
      ? null
      : [...(container?.querySelectorAll<HTMLElement>('h2, h3, h4, h5, h6') ?? [])].find(
          (element) => itemKey(element.textContent ?? '') === wanted,
        )
  const target = found ?? document.getElementById('guide-title')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  target.scrollIntoView?.({ block: 'start' })
  target.focus()
}
