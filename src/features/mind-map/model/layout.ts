import { hierarchy, tree } from 'd3-hierarchy'
import type { MindNode } from './mind-map'

/**
 * The map laid out left to right with d3-hierarchy's tidy tree: the centre at the left, each
 * ring of branches a column further right. A collapsed node's branch is left out. Loaded with the
 * tab (dynamic import), so the library is not in the guide's bundle.
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
/** Room around the drawing, and half a label's width (labels are cut to fit it). */
const MARGIN = 24
export const LABEL_HALF_WIDTH = 100

export function layoutMindMap(root: MindNode, collapsed: ReadonlySet<string>): MindMapLayout {
  const shown = hierarchy(root, (node) => (collapsed.has(node.id) ? null : node.children))
  const laidOut = tree<MindNode>().nodeSize([ROW_HEIGHT, COLUMN_WIDTH])(shown)
  const placed = new Map<string, PlacedNode>()
  const nodes: PlacedNode[] = []
  for (const point of laidOut.descendants()) {
    const item: PlacedNode = {
      node: point.data,
      depth: point.depth,
      // d3's tree grows downwards: its x is the breadth, y the depth. The map grows rightwards.
      x: point.y,
      y: point.x,
      branches: point.data.children.length > 0,
      collapsed: collapsed.has(point.data.id) && point.data.children.length > 0,
    }
    placed.set(point.data.id, item)
    nodes.push(item)
  }
  const links = laidOut.links().map((link) => ({
    from: placed.get(link.source.data.id) as PlacedNode,
    to: placed.get(link.target.data.id) as PlacedNode,
  }))
  return { nodes, links, bounds: boundsOf(nodes) }
}

function boundsOf(nodes: readonly PlacedNode[]): Bounds {
  const xs = nodes.map((node) => node.x)
  const ys = nodes.map((node) => node.y)
  const left = Math.min(...xs) - LABEL_HALF_WIDTH - MARGIN
  const top = Math.min(...ys) - ROW_HEIGHT / 2 - MARGIN
  return {
    x: left,
    y: top,
    width: Math.max(...xs) + LABEL_HALF_WIDTH + MARGIN - left,
    height: Math.max(...ys) + ROW_HEIGHT / 2 + MARGIN - top,
  }
}
