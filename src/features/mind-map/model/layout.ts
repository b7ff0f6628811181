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
  type Side,
} from './placed-map'

/** Room around the drawing. */
const MARGIN = 24

/**
 * The map laid out with d3-hierarchy's tidy tree: the centre at the left, each ring of branches a
 * column further right (side 1); in a right-to-left language (side -1) the centre at the right,
 * the rings growing leftwards. A collapsed node's branch is left out. Loaded with the tab
 * (dynamic import), so the library is not in the guide's bundle.
 */
export function layoutMindMap(
  root: MindNode,
  collapsed: ReadonlySet<string>,
  side: Side = 1,
): MindMapLayout {
  const shown = hierarchy(root, (node) => (collapsed.has(node.id) ? null : node.children))
  const laidOut = tree<MindNode>().nodeSize([ROW_HEIGHT, COLUMN_WIDTH])(shown)
  const placed = new Map<string, PlacedNode>()
  const nodes: PlacedNode[] = []
  for (const point of laidOut.descendants()) {
    const item: PlacedNode = {
      node: point.data,
      depth: point.depth,
      // d3's tree grows downwards: its x is the breadth, y the depth. The map grows sideways.
      x: side * point.y,
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
  return { side, nodes, links, relations, bounds: boundsOf(nodes, relations, side) }
}

function boundsOf(
  nodes: readonly PlacedNode[],
  relations: readonly PlacedRelation[],
  side: Side,
): Bounds {
  // The cross-links' labels reach out beyond the outer edge, on the side the map grows to.
  const labelEnds = relations.map(
    (relation) => relationCurve(relation, side).middle.x + side * RELATION_LABEL_ROOM,
  )
  const xs = nodes.map((node) => node.x)
  const ys = nodes.map((node) => node.y)
  const left = Math.min(Math.min(...xs) - LABEL_HALF_WIDTH, ...labelEnds) - MARGIN
  const top = Math.min(...ys) - ROW_HEIGHT / 2 - MARGIN
  const right = Math.max(Math.max(...xs) + LABEL_HALF_WIDTH, ...labelEnds)
  return {
    x: left,
    y: top,
    width: right + MARGIN - left,
    height: Math.max(...ys) + ROW_HEIGHT / 2 + MARGIN - top,
  }
}
