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

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

export interface MindMapLayout {
  nodes: PlacedNode[]
  links: PlacedLink[]
  bounds: Bounds
}

/** Vertical room per leaf and horizontal room per ring, in map units. */
export const ROW_HEIGHT = 36
export const COLUMN_WIDTH = 240
/** Half a label's width: labels are cut to fit it. */
export const LABEL_HALF_WIDTH = 100

/**
 * The library map's dot of a guide, and the room kept right of it for its title, in map units
 * (here, not in library-layout.ts, so that drawing it does not bring d3-force along).
 */
export const GUIDE_RADIUS = 8
export const TITLE_ROOM = 160
