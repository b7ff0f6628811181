import { Maximize, Minus, Plus } from 'lucide-react'
import { useId, useMemo, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { Bounds } from '../model/placed-map'
import { FITTED, zoomAt } from '../model/view-transform'
import { usePanZoom } from './use-pan-zoom'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/mindmap-catalogue'

export interface PanZoomFrameProps {
  bounds: Bounds
  /** The focusable canvas's name ('Mind map drawing'). */
  label: string
  testId: string
  /** The drawing, in map units; `wasDrag` tells a click from the end of a pan. */
  children: (wasDrag: () => boolean) => ReactNode
}

/**
 * A drawing fitted to its box (the viewBox is the map's bounds, so it fits again whenever the
 * window's width changes), zoomed and panned by wheel, drag, pinch, keys and the Zoom in /
 * Zoom out / Fit to screen buttons. The drawing is a
 * picture for the eye, hidden from screen readers (each map gives them the same content as a
 * tree or a list); only its canvas takes focus, for the zoom keys. The guide's mind map and the
 * library map share it.
 */
export function PanZoomFrame({ bounds, label, testId, children }: PanZoomFrameProps) {
  const { t } = useTranslation()
  const { view, setView, onKeyDown, svgHandlers, wasDrag } = usePanZoom(bounds)
  const keysId = useId()
  // A pan or zoom changes only the transform: the drawing's elements are kept, not made again
  // (a 300-node map then pans at the screen's rate).
  const drawing = useMemo(() => children(wasDrag), [children, wasDrag])
  const centre = { x: bounds.width / 2, y: bounds.height / 2 }
  const transform = `translate(${bounds.x + view.x} ${bounds.y + view.y}) scale(${view.k}) translate(${-bounds.x} ${-bounds.y})`

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setView((current) => zoomAt(current, 1.25, centre.x, centre.y))}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('mindmap.zoomIn')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setView((current) => zoomAt(current, 0.8, centre.x, centre.y))}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
          {t('mindmap.zoomOut')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setView(FITTED)}>
          <Maximize className="h-4 w-4" aria-hidden="true" />
          {t('mindmap.fit')}
        </Button>
      </div>
      <div
        role="group"
        tabIndex={0}
        aria-label={label}
        aria-describedby={keysId}
        onKeyDown={onKeyDown}
        // As tall as the fitted map at the box's width, up to 28rem: a phone gets the map under
        // its buttons, not a tall empty box with a thin strip of map in its middle.
        style={{ aspectRatio: `${bounds.width} / ${bounds.height}` }}
        className="max-h-[28rem] min-h-40 overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <p id={keysId} className="sr-only">
          {t('mindmap.keys')}
        </p>
        <svg
          {...svgHandlers}
          aria-hidden="true"
          data-testid={testId}
          viewBox={`${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`}
          className="h-full w-full cursor-grab touch-none select-none"
        >
          <g transform={transform}>{drawing}</g>
        </svg>
      </div>
    </div>
  )
}
