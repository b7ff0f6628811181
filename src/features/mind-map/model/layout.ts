import { hierarchy, tree } from 'd3-hierarchy'
import type { MindNode } from './mind-map'
import {
  COLUMN_WIDTH,
  LABEL_HALF_WIDTH,
  RELATION_LABEL_ROOM,
  ROW_HEIGHT,
  relationCurve,
  type Bounds,
  type MindMapLayout,
  type PlacedNode,
  type PlacedRelation,
} from './placed-map'

/** Room around the drawing. */
const MARGIN = 24

/**
 * The map laid out left to right with d3-hierarchy's tidy tree: the centre at the left, each
 * ring of branches a column further right. A collapsed node's branch is left out. Loaded with the
 * tab (dynamic import), so the library is not in the guide's bundle.
 */
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
  // The AI's relations between nodes both shown (a collapsed branch hides its ends' links).
  const relations: PlacedRelation[] = nodes.flatMap((from) =>
    (from.node.relations ?? []).flatMap((relation) => {
      const to = placed.get(relation.to)
      return to ? [{ from, to, label: relation.label }] : []
    }),
  )
  return { nodes, links, relations, bounds: boundsOf(nodes, relations) }
}

function boundsOf(nodes: readonly PlacedNode[], relations: readonly PlacedRelation[]): Bounds {
  const xs = nodes.map((node) => node.x)
  const ys = nodes.map((node) => node.y)
  const left = Math.min(...xs) - LABEL_HALF_WIDTH - MARGIN
  const top = Math.min(...ys) - ROW_HEIGHT / 2 - MARGIN
  const right = Math.max(
    Math.max(...xs) + LABEL_HALF_WIDTH,
    ...relations.map((relation) => relationCurve(relation).middle.x + RELATION_LABEL_ROOM),
  )
  return {
    x: left,
    y: top,
    width: right + MARGIN - left,
    height: Math.max(...ys) + ROW_HEIGHT / 2 + MARGIN - top,
  }
}
