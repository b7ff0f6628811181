import type { MindNode } from './mind-map'

/**
 * A laid-out mind map: what the drawing, the SVG export and the layout share. Kept apart from
 * the layout so that importing it does not bring d3-hierarchy into the guide's chunk.
 */
export interface PlacedNode {
  node: MindNode
  depth: number
  /** Centre of the node's label, in map units. */
  x: number
  y: number
  /** It has children, shown or collapsed. */
  branches: boolean
  collapsed: boolean
}

export interface PlacedLink {
  from: PlacedNode
  to: PlacedNode
}

/** A relation the AI gave between two shown nodes, drawn as a labelled cross-link. */
export interface PlacedRelation {
  from: PlacedNode
  to: PlacedNode
  label: string
}

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

export interface MindMapLayout {
  nodes: PlacedNode[]
  links: PlacedLink[]
  relations: PlacedRelation[]
  bounds: Bounds
}

/** Vertical room per leaf and horizontal room per ring, in map units. */
export const ROW_HEIGHT = 36
export const COLUMN_WIDTH = 240
/** Half a label's width: labels are cut to fit it. */
export const LABEL_HALF_WIDTH = 100

/**
 * A cross-link runs from the right edge of one label to the right edge of the other, bending
 * out right of both: further the further apart they are, so links between far branches do not
 * lie on top of the near ones.
 */
export function relationCurve({ from, to }: PlacedRelation) {
  const start = { x: from.x + LABEL_HALF_WIDTH, y: from.y }
  const end = { x: to.x + LABEL_HALF_WIDTH, y: to.y }
  const bendX = Math.max(start.x, end.x) + 40 + Math.min(Math.abs(from.y - to.y) * 0.25, 160)
  // The curve's middle (a cubic Bézier at t = ½), where its label goes.
  const middle = { x: (start.x + end.x) / 8 + 0.75 * bendX, y: (start.y + end.y) / 2 }
  return { start, end, bendX, middle }
}

/** Room right of a cross-link's middle for its label, in map units. */
export const RELATION_LABEL_ROOM = 150

/**
 * The library map's dot of a guide, and the room kept right of it for its title, in map units
 * (here, not in library-layout.ts, so that drawing it does not bring d3-force along).
 */
export const GUIDE_RADIUS = 8
export const TITLE_ROOM = 160
