import { startTransition, useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/lib/when-idle'
import { whenPageSettled } from '@/lib/when-page-settled'

/**
 * How far below or above the screen a part counts as near it. The landing page's create panel
 * starts 99 px below a 1280 × 720 screen (the section's heading at its lower edge) and 152 px
 * below Lighthouse's 412 × 823 phone (session 61, docs/ARCHITECTURE.md §4.1).
 */
export const NEAR_SCREEN_PX = 125

/**
 * A part's box and whether its code is wanted yet: false in the prerendered HTML and the
 * hydrating render; true once the person is about to reach it — the box comes within
 * NEAR_SCREEN_PX of the screen (scrolling, a link to an anchor in or above it), the pointer or
 * the focus enters its region (the nearest section: its heading and the box), or Tab is pressed (a keyboard user moves through the page towards
 * it) — or once the page's start is over (whenPageSettled), so it is ready when reached later.
 * The change is made when the browser is idle, in a transition, so loading and drawing the part
 * run in short tasks of their own. At once in any later render of the page.
 */
export function useReachedSoon<Box extends HTMLElement>() {
  const boxRef = useRef<Box>(null)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const box = boxRef.current
    if (wanted || !box) return
    const region = box.closest('section') ?? box
    let cancelIdle: (() => void) | undefined
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
      cancelIdle ??= whenIdle(() => startTransition(() => setWanted(true)))
    }
    document.addEventListener('keydown', onKey, true)
    region.addEventListener('pointerenter', want)
    region.addEventListener('focusin', want)
    if (observer) observer.observe(box)
    else want()
    return () => {
      stop()
      cancelIdle?.()
    }
  }, [wanted])
  return { boxRef, wanted }
}
