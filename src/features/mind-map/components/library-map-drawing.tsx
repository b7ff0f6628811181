import { linkId, type LibraryGraph, type LibraryLink } from '../model/library-graph'
import type { LibraryLayout } from '../model/library-layout'
import { GUIDE_RADIUS, libraryFacing, sideOf } from '../model/placed-map'
import { drawnLabel } from '../model/svg-document'
import { PanZoomFrame } from './pan-zoom-frame'
import { useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import '../model/mindmap-catalogue'

export interface LibraryMapDrawingProps {
  graph: LibraryGraph
  layout: LibraryLayout
  selected: string | null
  onSelect: (link: LibraryLink) => void
  onOpenGuide: (id: string) => void
}

/** Thicker the more concepts two guides share (up to 6). */
const strokeOf = (link: LibraryLink) => 1 + Math.min(link.shared.length, 6)

/**
 * The library map drawn in the pan and zoom frame: a dot and title per guide, a line per pair of
 * guides that share concepts. A click on a line lists what they share; on a guide, opens it.
 * Screen readers and the keyboard get the same map as the list beside it. Right to left it is
 * drawn as its mirror image, each title running leftwards from its dot (#47).
 */
export function LibraryMapDrawing({
  graph,
  layout,
  selected,
  onSelect,
  onOpenGuide,
}: LibraryMapDrawingProps) {
  const { t, language } = useTranslation()
  const direction = directionOf(language)
  const side = sideOf(direction)
  const shown = libraryFacing(layout, side)
  const at = new Map(shown.positions.map((point) => [point.id, point]))
  return (
    <PanZoomFrame bounds={shown.bounds} label={t('mindmap.libraryCanvas')} testId="library-map-svg">
      {(wasDrag) => (
        <>
          {graph.links.map((link) => {
            const from = at.get(link.source)
            const to = at.get(link.target)
            if (!from || !to) return null
            const chosen = linkId(link) === selected
            return (
              <g
                key={linkId(link)}
                data-link={linkId(link)}
                className="cursor-pointer"
                onClick={() => {
                  if (!wasDrag()) onSelect(link)
                }}
              >
                <line
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  stroke={chosen ? '#4f46e5' : '#94a3b8'}
                  strokeOpacity={chosen ? 1 : 0.7}
                  strokeWidth={strokeOf(link)}
                />
                {/* A wider, unseen line to click. */}
                <line
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  stroke="transparent"
                  strokeWidth={12}
                />
              </g>
            )
          })}
          {graph.guides.map((guide) => {
            const point = at.get(guide.id)
            if (!point) return null
            return (
              <g
                key={guide.id}
                data-guide={guide.id}
                transform={`translate(${point.x} ${point.y})`}
                className="cursor-pointer"
                onClick={() => {
                  if (!wasDrag()) onOpenGuide(guide.id)
                }}
              >
                <title>{guide.title}</title>
                <circle r={GUIDE_RADIUS} fill="#4f46e5" stroke="#ffffff" strokeWidth={2} />
                <text
                  x={side * (GUIDE_RADIUS + 4)}
                  direction={direction}
                  dominantBaseline="central"
                  fontSize={12}
                  fill="#0f172a"
                  stroke="#ffffff"
                  strokeWidth={3}
                  paintOrder="stroke"
                >
                  {drawnLabel(guide.title)}
                </text>
              </g>
            )
          })}
        </>
      )}
    </PanZoomFrame>
  )
}
