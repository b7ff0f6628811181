import type { LibraryLayout } from './library-layout'
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

/**
 * Which way the branches grow: 1 rightwards (a left-to-right language), -1 leftwards (a
 * right-to-left one, the centre at the right). Every x offset from a label is multiplied by it.
 */
export type Side = 1 | -1

export const sideOf = (direction: 'ltr' | 'rtl'): Side => (direction === 'rtl' ? -1 : 1)

export interface MindMapLayout {
  side: Side
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
 * A cross-link runs from the outer edge of one label to the outer edge of the other (the right
 * edge, or the left one when the map grows leftwards), bending out beyond both: further the
 * further apart they are, so links between far branches do not lie on top of the near ones.
 */
export function relationCurve({ from, to }: PlacedRelation, side: Side) {
  const start = { x: from.x + side * LABEL_HALF_WIDTH, y: from.y }
  const end = { x: to.x + side * LABEL_HALF_WIDTH, y: to.y }
  const outer = side * Math.max(side * start.x, side * end.x)
  const bendX = outer + side * (40 + Math.min(Math.abs(from.y - to.y) * 0.25, 160))
  // The curve's middle (a cubic Bézier at t = ½), where its label goes.
  const middle = { x: (start.x + end.x) / 8 + 0.75 * bendX, y: (start.y + end.y) / 2 }
  return { start, end, bendX, middle }
}

/** Room beyond a cross-link's middle for its label, in map units. */
export const RELATION_LABEL_ROOM = 150

/**
 * The library map's dot of a guide, and the room kept right of it for its title, in map units
 * (here, not in library-layout.ts, so that drawing it does not bring d3-force along).
 */
export const GUIDE_RADIUS = 8
export const TITLE_ROOM = 160

/**
 * The library map as a reader of `side` sees it: unchanged left to right; right to left, its
 * mirror image, so each title runs leftwards from its dot into the room kept for it (the
 * layout keeps that room on the right).
 */
export function libraryFacing(layout: LibraryLayout, side: Side): LibraryLayout {
  if (side === 1) return layout
  return {
    ...layout,
    positions: layout.positions.map((point) => ({ ...point, x: -point.x })),
    bounds: { ...layout.bounds, x: -(layout.bounds.x + layout.bounds.width) },
  }
}
