import { useRef, type PointerEvent } from 'react'

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
export const SWIPE_MIN_PX = 48

/** A finger's move read as a swipe: mostly sideways and far enough; else null (a tap, a scroll). */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null
  return dx < 0 ? 'left' : 'right'
}

/**
 * Swipes of a finger (touch and pen only; a mouse drags nothing) on an element: left and right.
 * The click that a browser may send after the swipe is swallowed, so a swipe on a button that
 * also acts on a tap (a card that flips) does only the swipe. Give the element
 * `touch-action: pan-y` so the page still scrolls up and down under the finger.
 */
export function useSwipe(handlers: { onLeft: () => void; onRight: () => void }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const swiped = useRef(false)
  return {
    onPointerDown(event: PointerEvent) {
      swiped.current = false
      start.current =
        event.pointerType === 'mouse'
          ? null
          : { x: event.clientX, y: event.clientY, id: event.pointerId }
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y)
      if (!direction) return
      swiped.current = true
      if (direction === 'left') handlers.onLeft()
      else handlers.onRight()
    },
    onPointerCancel() {
      start.current = null
    },
    onClickCapture(event: { preventDefault: () => void; stopPropagation: () => void }) {
      if (!swiped.current) return
      swiped.current = false
      event.preventDefault()
      event.stopPropagation()
    },
  }
}
