import { startTransition, useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/lib/when-idle'

/**
 * A part's box and whether its code is wanted yet: false in the prerendered HTML and the
 * hydrating render; true once the person is about to reach it — the box comes within
 * 125 px of the screen (NEAR_SCREEN_PX) (scrolling, a link to an anchor in or above it), the pointer or
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
    let stopped = false
    let stopWatching: (() => void) | undefined
    let cancelIdle: (() => void) | undefined
    void import('./watch-reached-soon').then(({ watchReachedSoon }) => {
      if (stopped) return
      stopWatching = watchReachedSoon(box, () => {
        cancelIdle = whenIdle(() => startTransition(() => setWanted(true)))
      })
    })
    return () => {
      stopped = true
      stopWatching?.()
      cancelIdle?.()
    }
  }, [wanted])
  return { boxRef, wanted }
}
