import { Maximize, Minus, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { MindNode } from '../model/mind-map'
import { LABEL_HALF_WIDTH, type MindMapLayout } from '../model/placed-map'
import { NODE_HEIGHT, drawnLabel, linkPath, nodeColours } from '../model/svg-document'
import { FITTED, zoomAt } from '../model/view-transform'
import { usePanZoom } from './use-pan-zoom'

export interface MindMapCanvasProps {
  layout: MindMapLayout
  onToggle: (id: string) => void
  onOpen: (node: MindNode) => void
}

/**
 * The drawing: fitted to its box on open (the viewBox is the map's bounds), zoomed and panned
 * by wheel, drag, pinch and keys. It is a picture for the eye: screen readers and the keyboard
 * get the same map as the tree beside it, so the drawing itself is hidden from them and only its
 * canvas (for the zoom keys) takes focus. A click on a node opens its section; the small circle
 * of a branch closes or opens it.
 */
export function MindMapCanvas({ layout, onToggle, onOpen }: MindMapCanvasProps) {
  const { bounds } = layout
  const { view, setView, onKeyDown, svgHandlers, wasDrag } = usePanZoom(bounds)
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
          Zoom in
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setView((current) => zoomAt(current, 0.8, centre.x, centre.y))}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
          Zoom out
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setView(FITTED)}>
          <Maximize className="h-4 w-4" aria-hidden="true" />
          Fit to screen
        </Button>
      </div>
      <div
        role="group"
        tabIndex={0}
        aria-label="Mind map drawing"
        aria-describedby="mind-map-keys"
        onKeyDown={onKeyDown}
        className="h-[28rem] overflow-hidden rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <p id="mind-map-keys" className="sr-only">
          Plus and minus zoom, the arrow keys pan, 0 fits the map to the screen.
        </p>
        <svg
          {...svgHandlers}
          aria-hidden="true"
          data-testid="mind-map-svg"
          viewBox={`${bounds.x} ${bounds.y} ${bounds.width} ${bounds.height}`}
          className="h-full w-full cursor-grab touch-none select-none"
        >
          <g transform={transform}>
            {layout.links.map((link) => (
              <path
                key={link.to.node.id}
                d={linkPath(link)}
                fill="none"
                stroke="#94a3b8"
                strokeWidth={1.5}
              />
            ))}
            {layout.nodes.map((placed) => {
              const colours = nodeColours[placed.node.kind]
              return (
                <g
                  key={placed.node.id}
                  transform={`translate(${placed.x} ${placed.y})`}
                  className="cursor-pointer"
                  onClick={() => {
                    if (!wasDrag()) onOpen(placed.node)
                  }}
                >
                  <title>{placed.node.label}</title>
                  <rect
                    x={-LABEL_HALF_WIDTH}
                    y={-NODE_HEIGHT / 2}
                    width={2 * LABEL_HALF_WIDTH}
                    height={NODE_HEIGHT}
                    rx={8}
                    fill={colours.fill}
                    stroke={colours.stroke}
                  />
                  <text
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={13}
                    fill={colours.text}
                  >
                    {drawnLabel(placed.node.label)}
                  </text>
                  {placed.branches ? (
                    <circle
                      cx={LABEL_HALF_WIDTH}
                      cy={0}
                      r={7}
                      fill={placed.collapsed ? colours.stroke : '#ffffff'}
                      stroke={colours.stroke}
                      onClick={(event) => {
                        event.stopPropagation()
                        if (!wasDrag()) onToggle(placed.node.id)
                      }}
                    />
                  ) : null}
                </g>
              )
            })}
          </g>
        </svg>
      </div>
    </div>
  )
}
