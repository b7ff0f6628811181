import type { MindNode } from '../model/mind-map'
import { LABEL_HALF_WIDTH, type MindMapLayout } from '../model/placed-map'
import { NODE_HEIGHT, drawnLabel, linkPath, nodeColours } from '../model/svg-document'
import { RelationLinks } from './relation-links'
import { PanZoomFrame } from './pan-zoom-frame'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/mindmap-catalogue'

export interface MindMapCanvasProps {
  layout: MindMapLayout
  onToggle: (id: string) => void
  onOpen: (node: MindNode) => void
}

/**
 * The guide's map drawn in the pan and zoom frame (screen readers and the keyboard get the same
 * map as the tree beside it). A click on a node opens its section; the small circle of a branch
 * closes or opens it.
 */
export function MindMapCanvas({ layout, onToggle, onOpen }: MindMapCanvasProps) {
  const { t } = useTranslation()
  return (
    <PanZoomFrame bounds={layout.bounds} label={t('mindmap.canvas')} testId="mind-map-svg">
      {(wasDrag) => (
        <>
          {layout.links.map((link) => (
            <path
              key={link.to.node.id}
              d={linkPath(link, layout.side)}
              fill="none"
              stroke="#94a3b8"
              strokeWidth={1.5}
            />
          ))}
          <RelationLinks relations={layout.relations} side={layout.side} />
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
                    cx={layout.side * LABEL_HALF_WIDTH}
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
        </>
      )}
    </PanZoomFrame>
  )
}
