import { escapeMarkup } from '@/lib/escape-markup'
import type { MindNodeKind } from './mind-map'
import {
  LABEL_HALF_WIDTH,
  relationCurve,
  type MindMapLayout,
  type PlacedLink,
  type PlacedRelation,
  type Side,
} from './placed-map'

/**
 * The map as a standalone SVG file: every text escaped (a guide's words are never markup), no
 * script, no external reference. The drawing on screen uses the same shapes (drawnLabel,
 * linkPath, nodeColours) so the file looks like what the student saw.
 */
const LABEL_CHARACTERS = 26

export function drawnLabel(label: string): string {
  return label.length <= LABEL_CHARACTERS ? label : `${label.slice(0, LABEL_CHARACTERS - 1)}…`
}

/**
 * A smooth curve from the outer edge of a node's label to the inner edge of its child's (right
 * to left edge, or left to right edge when the map grows leftwards).
 */
export function linkPath({ from, to }: PlacedLink, side: Side): string {
  const startX = from.x + side * LABEL_HALF_WIDTH
  const endX = to.x - side * LABEL_HALF_WIDTH
  const middle = (startX + endX) / 2
  return `M${startX},${from.y} C${middle},${from.y} ${middle},${to.y} ${endX},${to.y}`
}

/** A labelled cross-link (an AI relation) between two nodes, and where its label sits. */
export function relationPath(relation: PlacedRelation, side: Side): string {
  const { start, end, bendX } = relationCurve(relation, side)
  return `M${start.x},${start.y} C${bendX},${start.y} ${bendX},${end.y} ${end.x},${end.y}`
}

export const RELATION_COLOUR = '#b45309'

/**
 * Where a cross-link's label starts: just beyond the curve's middle, running outwards (its
 * direction is given, not inherited from the page, so the file and the screen agree).
 */
export function relationLabelPlace(relation: PlacedRelation, side: Side) {
  const { middle } = relationCurve(relation, side)
  return { x: middle.x + side * 4, y: middle.y, direction: side === 1 ? 'ltr' : 'rtl' } as const
}

/** What a relation says, for its label, its title and the tree: 'produces → ATP'. */
export const relationText = (label: string, toLabel: string) => `${label} → ${toLabel}`

export const nodeColours: Record<MindNodeKind, { fill: string; stroke: string; text: string }> = {
  topic: { fill: '#4f46e5', stroke: '#3730a3', text: '#ffffff' },
  section: { fill: '#e0e7ff', stroke: '#6366f1', text: '#1e1b4b' },
  concept: { fill: '#ffffff', stroke: '#94a3b8', text: '#0f172a' },
}

export const NODE_HEIGHT = 28

/** The arrow head at a cross-link's end (the id the drawing's and the file's paths use). */
const ARROW_MARKER = `<defs><marker id="relation-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${RELATION_COLOUR}"/></marker></defs>`

/** The map as an SVG file; `heading` names it (its <title>: 'Mind map: Cells'). */
export function mindMapSvg(layout: MindMapLayout, heading: string): string {
  const { x, y, width, height } = layout.bounds
  const { side } = layout
  const links = layout.links
    .map(
      (link) =>
        `<path d="${linkPath(link, side)}" fill="none" stroke="#94a3b8" stroke-width="1.5"/>`,
    )
    .join('\n')
  const relations = layout.relations
    .map((relation) => {
      const place = relationLabelPlace(relation, side)
      const said = `${relation.from.node.label} ${relationText(relation.label, relation.to.node.label)}`
      return [
        '<g>',
        `<title>${escapeMarkup(said)}</title>`,
        `<path d="${relationPath(relation, side)}" fill="none" stroke="${RELATION_COLOUR}" stroke-width="1.5" stroke-dasharray="6 4" marker-end="url(#relation-arrow)"/>`,
        `<text x="${place.x}" y="${place.y}" direction="${place.direction}" dominant-baseline="central" font-family="system-ui, sans-serif" font-size="12" fill="${RELATION_COLOUR}">${escapeMarkup(relation.label)}</text>`,
        '</g>',
      ].join('')
    })
    .join('\n')
  const nodes = layout.nodes
    .map((placed) => {
      const colours = nodeColours[placed.node.kind]
      const label = escapeMarkup(drawnLabel(placed.node.label))
      return [
        `<g transform="translate(${placed.x},${placed.y})">`,
        `<title>${escapeMarkup(placed.node.label)}</title>`,
        `<rect x="${-LABEL_HALF_WIDTH}" y="${-NODE_HEIGHT / 2}" width="${2 * LABEL_HALF_WIDTH}" height="${NODE_HEIGHT}" rx="8" fill="${colours.fill}" stroke="${colours.stroke}"/>`,
        `<text text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-size="13" fill="${colours.text}">${label}</text>`,
        '</g>',
      ].join('')
    })
    .join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${Math.ceil(width)}" height="${Math.ceil(height)}" role="img">`,
    `<title>${escapeMarkup(heading)}</title>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`,
    ARROW_MARKER,
    links,
    relations,
    nodes,
    '</svg>',
  ].join('\n')
}
