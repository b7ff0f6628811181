/** How the drawing is zoomed and panned over its fitted view: scale k, then shift (x, y). */
export interface ViewTransform {
  k: number
  x: number
  y: number
}

export const FITTED: ViewTransform = { k: 1, x: 0, y: 0 }
export const MIN_SCALE = 0.2
export const MAX_SCALE = 8

const clampScale = (k: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, k))

/** Zooms by `factor` keeping the point (px, py) of the view where it is. */
export function zoomAt(view: ViewTransform, factor: number, px: number, py: number): ViewTransform {
  const k = clampScale(view.k * factor)
  const applied = k / view.k
  return { k, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied }
}

export function panBy(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy }
}

/** The canvas's keys: + and − zoom about the centre, the arrows pan, 0 fits the map again. */
export function keyedView(
  view: ViewTransform,
  key: string,
  centre: { x: number; y: number },
  step: number,
): ViewTransform | null {
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, 1.25, centre.x, centre.y)
    case '-':
    case '−':
      return zoomAt(view, 0.8, centre.x, centre.y)
    case 'ArrowLeft':
      return panBy(view, step, 0)
    case 'ArrowRight':
      return panBy(view, -step, 0)
    case 'ArrowUp':
      return panBy(view, 0, step)
    case 'ArrowDown':
      return panBy(view, 0, -step)
    case '0':
      return FITTED
    default:
      return null
  }
}
