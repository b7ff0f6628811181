/**
 * Mind map layout speed (issue 46: a guide map of 300 nodes lays out in under 100 ms). A guide
 * is written the way guides are (## sections, '**Term**: definition' points, ### sub-sections)
 * with its words taken from tests/e2e/support/data.ts's guide, then built into its map
 * (buildMindMap) and laid out with d3-hierarchy (layoutMindMap), as the Mind map tab does.
 * Medians over runs, after warm-up runs.
 *
 * The reference, independent of d3: every node of the map is placed once, each child sits one
 * column right of its parent, and no two nodes of a column overlap (a row apart at least).
 * A layout that drops, stacks or misplaces nodes fails the run whatever its time.
 *
 * Then the library map (mindmap-library.ts: 1,000 guides, in Node, against a brute-force
 * reference) and, in real Chromium (mindmap.chromium.ts), the library map made in its worker
 * and a scripted pan of a 300-node map (frames, long tasks).
 *
 * Run: npm run bench:mindmap. Exits 1 when a check fails, the 300-node median is ≥ 100 ms, the
 * 1,000-guide map takes ≥ 2 s in Chromium's worker, or the pan runs under 50 frames a second.
 */
import { performance } from 'node:perf_hooks'
import { buildMindMap, mindNodes, type MindNode } from '../src/features/mind-map/model/mind-map'
import { layoutMindMap } from '../src/features/mind-map/model/layout'
import { COLUMN_WIDTH, ROW_HEIGHT } from '../src/features/mind-map/model/placed-map'
import { guideOf } from './mindmap-guides'
import { benchLibraryMap } from './mindmap-library'
import { benchInChromium } from './mindmap.chromium'

const RUNS = 31
const WARM_UP = 5

function check(root: MindNode, collapsed: ReadonlySet<string>): string[] {
  const layout = layoutMindMap(root, collapsed)
  const problems: string[] = []
  const expected = mindNodes(root).length
  const placed = new Map(layout.nodes.map((node) => [node.node.id, node]))
  if (placed.size !== expected || layout.nodes.length !== expected)
    problems.push(`${layout.nodes.length} placed of ${expected}`)
  for (const node of layout.nodes)
    for (const child of node.node.children) {
      const at = placed.get(child.id)
      if (at && Math.abs(at.x - node.x - COLUMN_WIDTH) > 1e-6)
        problems.push(`${child.id} not one column right of ${node.node.id}`)
    }
  const columns = new Map<number, number[]>()
  for (const node of layout.nodes) columns.set(node.x, [...(columns.get(node.x) ?? []), node.y])
  for (const [x, ys] of columns) {
    const sorted = ys.sort((a, b) => a - b)
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i]! - sorted[i - 1]! < ROW_HEIGHT - 1e-6) problems.push(`overlap in column ${x}`)
  }
  return problems
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

let failed = false
for (const size of [300, 1000]) {
  const content = guideOf(size)
  const root = buildMindMap({ title: 'Cell Biology', content })
  const nodes = mindNodes(root).length
  const problems = check(root, new Set())
  const build: number[] = []
  const layout: number[] = []
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const start = performance.now()
    const built = buildMindMap({ title: 'Cell Biology', content })
    const middle = performance.now()
    layoutMindMap(built, new Set())
    const end = performance.now()
    if (run >= WARM_UP) {
      build.push(middle - start)
      layout.push(end - middle)
    }
  }
  const target = size === 300 ? ' (target < 100 ms)' : ''
  const slow = size === 300 && median(layout) >= 100
  failed ||= slow || problems.length > 0
  console.log(
    `${nodes} nodes: layout median ${median(layout).toFixed(2)} ms${target}, max ${Math.max(...layout).toFixed(2)} ms; ` +
      `build from markdown median ${median(build).toFixed(2)} ms; ${RUNS} runs; ` +
      `reference check: ${problems.length === 0 ? 'ok' : problems.slice(0, 3).join('; ')}`,
  )
}
failed = !benchLibraryMap() || failed
benchInChromium().then(
  (ok) => process.exit(failed || !ok ? 1 : 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
