import {
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force'
import { GUIDE_RADIUS, TITLE_ROOM, type Bounds } from './placed-map'

/**
 * The library map laid out with d3-force: linked guides pull together (harder the more concepts
 * they share), every guide pushes the others away, and a weak pull to the centre keeps guides
 * with no link in view. The simulation is run to rest at once (no animation), in a worker
 * (library-layout.worker.ts): a thousand guides take a few hundred milliseconds of arithmetic.
 * d3-force starts from a fixed spiral and its own seeded randomness, so a library is always
 * drawn the same way.
 */
export interface LayoutRequest {
  ids: string[]
  links: { source: string; target: string; weight: number }[]
}

export interface LibraryLayout {
  /** x, y of each guide, in the order of `ids`. */
  positions: { id: string; x: number; y: number }[]
  bounds: Bounds
}

const MARGIN = 24
const MIN_VIEW = { width: 720, height: 400 }
const LINK_DISTANCE = 70
/** About 65 steps to rest (d3-force's default takes 300): the picture barely changes after. */
const ALPHA_DECAY = 0.07

interface GuideDatum extends SimulationNodeDatum {
  id: string
}

export function layoutLibrary({ ids, links }: LayoutRequest): LibraryLayout {
  const nodes: GuideDatum[] = ids.map((id) => ({ id }))
  const heaviest = Math.max(1, ...links.map((link) => link.weight))
  const data: (SimulationLinkDatum<GuideDatum> & { weight: number })[] = links.map((link) => ({
    ...link,
  }))
  const degree = new Map<string, number>()
  for (const link of links)
    for (const end of [link.source, link.target]) degree.set(end, (degree.get(end) ?? 0) + 1)
  const simulation = forceSimulation(nodes)
    .force(
      'link',
      forceLink(data)
        .id((node) => (node as GuideDatum).id)
        .distance(LINK_DISTANCE)
        .strength((link) => {
          const ends = [link.source, link.target].map((end) => (end as GuideDatum).id)
          const busiest = Math.max(...ends.map((id) => degree.get(id) ?? 1))
          return (0.3 + (0.7 * link.weight) / heaviest) / busiest
        }),
    )
    .force('charge', forceManyBody().strength(-60).theta(1.4).distanceMax(400))
    .alphaDecay(ALPHA_DECAY)
    .force('x', forceX(0).strength(0.04))
    .force('y', forceY(0).strength(0.04))
    .stop()
  const ticks = Math.ceil(Math.log(simulation.alphaMin()) / Math.log(1 - simulation.alphaDecay()))
  simulation.tick(ticks)
  const positions = nodes.map((node) => ({ id: node.id, x: node.x ?? 0, y: node.y ?? 0 }))
  return { positions, bounds: boundsOf(positions) }
}

function boundsOf(positions: readonly { x: number; y: number }[]): Bounds {
  if (positions.length === 0) return { x: 0, y: 0, width: 1, height: 1 }
  const xs = positions.map((point) => point.x)
  const ys = positions.map((point) => point.y)
  const left = Math.min(...xs) - GUIDE_RADIUS - MARGIN
  const top = Math.min(...ys) - GUIDE_RADIUS - MARGIN
  const width = Math.max(...xs) + GUIDE_RADIUS + TITLE_ROOM + MARGIN - left
  const height = Math.max(...ys) + GUIDE_RADIUS + MARGIN - top
  // A small library is not blown up to fill the screen: the view shows at least this much.
  const shownWidth = Math.max(width, MIN_VIEW.width)
  const shownHeight = Math.max(height, MIN_VIEW.height)
  return {
    x: left - (shownWidth - width) / 2,
    y: top - (shownHeight - height) / 2,
    width: shownWidth,
    height: shownHeight,
  }
}
