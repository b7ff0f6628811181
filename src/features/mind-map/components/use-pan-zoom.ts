import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { FITTED, keyedView, panBy, zoomAt, type ViewTransform } from '../model/view-transform'

/**
 * Zoom and pan of the drawing in map units (the SVG's viewBox fits the map to the screen, so
 * the identity transform is 'fitted'): the wheel zooms about the pointer, a drag (mouse or one
 * finger) pans, two fingers pinch, and the keys of keyedView work on the focused canvas.
 */
export function usePanZoom(bounds: { width: number; height: number }) {
  const [view, setView] = useState<ViewTransform>(FITTED)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const dragged = useRef(0)
  const [svg, setSvg] = useState<SVGSVGElement | null>(null)
  /** The pointer moved the map since it went down: its click is no node's click. */
  const wasDrag = useCallback(() => dragged.current > 4, [])

  /** A client point in map units of the fitted view (what the transform works in). */
  function toMap(svg: SVGSVGElement, clientX: number, clientY: number) {
    const box = svg.getBoundingClientRect()
    const scale = Math.max(bounds.width / (box.width || 1), bounds.height / (box.height || 1))
    return { x: (clientX - box.left) * scale, y: (clientY - box.top) * scale, scale }
  }

  // The wheel zooms instead of scrolling the page: a listener React would make passive cannot.
  useEffect(() => {
    if (!svg) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const point = toMap(svg, event.clientX, event.clientY)
      setView((current) => zoomAt(current, Math.exp(-event.deltaY / 500), point.x, point.y))
    }
    svg.addEventListener('wheel', onWheel, { passive: false })
    return () => svg.removeEventListener('wheel', onWheel)
  })

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (pointers.current.size === 0) dragged.current = 0
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const last = pointers.current.get(event.pointerId)
    if (!last) return
    const svg = event.currentTarget
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId)
    const other = others[0]?.[1]
    const scale = toMap(svg, 0, 0).scale
    if (other) {
      dragged.current += 10
      // Pinch: the distance between the fingers sets the zoom, about their midpoint.
      const before = Math.hypot(last.x - other.x, last.y - other.y) || 1
      const after = Math.hypot(event.clientX - other.x, event.clientY - other.y) || 1
      const middle = toMap(svg, (event.clientX + other.x) / 2, (event.clientY + other.y) / 2)
      setView((current) => zoomAt(current, after / before, middle.x, middle.y))
    } else {
      const dx = (event.clientX - last.x) * scale
      const dy = (event.clientY - last.y) * scale
      dragged.current += Math.abs(dx) + Math.abs(dy)
      setView((current) => panBy(current, dx, dy))
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    pointers.current.delete(event.pointerId)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const centre = { x: bounds.width / 2, y: bounds.height / 2 }
    const next = keyedView(view, event.key, centre, Math.max(bounds.width, bounds.height) / 20)
    if (!next) return
    event.preventDefault()
    setView(next)
  }

  return {
    view,
    setView,
    onKeyDown,
    wasDrag,
    svgHandlers: {
      ref: setSvg,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onPointerLeave: onPointerUp,
    },
  }
}
