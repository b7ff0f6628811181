import { whenPageSettled } from '@/lib/when-page-settled'

/**
 * How far below or above the screen a part counts as near it. The landing page's create panel
 * starts 99 px below a 1280 × 720 screen (the section's heading at its lower edge) and 152 px
 * below Lighthouse's 412 × 823 phone (session 61, docs/ARCHITECTURE.md §4.1).
 */
export const NEAR_SCREEN_PX = 125

/**
 * Calls `reached` once, as soon as the visitor is about to reach `box` (see useReachedSoon).
 * Loaded after hydration, so none of it is in the page's code before it is interactive (the
 * landing budget, bench/landing-bundle.ts). Returns a function that stops watching.
 */
export function watchReachedSoon(box: HTMLElement, reached: () => void): () => void {
  const region = box.closest('section') ?? box
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') want()
  }
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) want()
          },
          { rootMargin: `${NEAR_SCREEN_PX}px 0px` },
        )
      : undefined
  const cancelSettled = whenPageSettled(want)
  function stop() {
    observer?.disconnect()
    cancelSettled()
    document.removeEventListener('keydown', onKey, true)
    region.removeEventListener('pointerenter', want)
    region.removeEventListener('focusin', want)
  }
  function want() {
    stop()
    reached()
  }
  document.addEventListener('keydown', onKey, true)
  region.addEventListener('pointerenter', want)
  region.addEventListener('focusin', want)
  if (observer) observer.observe(box)
  else want()
  return stop
}
