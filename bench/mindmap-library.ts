/**
 * The library map of 1,000 guides in Node (the code the app's worker runs): concepts matched
 * (libraryGraph) and laid out (layoutLibrary), wall and CPU time, medians after a warm-up.
 *
 * The references, independent of the code measured: every pair of guides is compared by brute
 * force (the intersection of their concept sets, from guideConcepts) and must be linked exactly
 * when it shares concepts, weighted by how many; the layout must place every guide at a finite
 * point inside its bounds, and linked guides must lie closer on average than guides in general.
 */
import { performance } from 'node:perf_hooks'
import { guideConcepts, libraryGraph } from '../src/features/mind-map/model/library-graph'
import { layoutLibrary, type LibraryLayout } from '../src/features/mind-map/model/library-layout'
import { libraryOf } from './mindmap-guides'

const GUIDES = 1000
const RUNS = 5
const WARM_UP = 1

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
const cpuMs = () => {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1000
}

function referenceLinks(guides: ReturnType<typeof libraryOf>): Map<string, number> {
  const sets = guides.map((guide) => new Set(guideConcepts(guide).keys()))
  const links = new Map<string, number>()
  for (let a = 0; a < guides.length; a++)
    for (let b = a + 1; b < guides.length; b++) {
      let shared = 0
      for (const key of sets[a]!) if (sets[b]!.has(key)) shared++
      if (shared > 0) links.set(`${guides[a]!.id}|${guides[b]!.id}`, shared)
    }
  return links
}

function layoutProblems(layout: LibraryLayout, links: Map<string, number>): string[] {
  const problems: string[] = []
  const { bounds } = layout
  const at = new Map(layout.positions.map((point) => [point.id, point]))
  if (at.size !== GUIDES) problems.push(`${at.size} placed of ${GUIDES}`)
  for (const { id, x, y } of layout.positions)
    if (!(
      x > bounds.x &&
      x < bounds.x + bounds.width &&
      y > bounds.y &&
      y < bounds.y + bounds.height
    ))
      problems.push(`${id} outside the bounds`)
  const distance = (a: string, b: string) =>
    Math.hypot(at.get(a)!.x - at.get(b)!.x, at.get(a)!.y - at.get(b)!.y)
  const linked = [...links.keys()].map((key) => distance(...(key.split('|') as [string, string])))
  const ids = [...at.keys()]
  const sample = ids.map((id, i) => distance(id, ids[(i * 7919 + 13) % ids.length]!))
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  if (!(mean(linked) < mean(sample)))
    problems.push(
      `linked guides ${mean(linked).toFixed(0)} apart, guides in general ${mean(sample).toFixed(0)}`,
    )
  return problems
}

/** Prints the figures; false when a reference check fails. */
export function benchLibraryMap(): boolean {
  const guides = libraryOf(GUIDES)
  const graph = libraryGraph(guides)
  const expected = referenceLinks(guides)
  const problems: string[] = []
  const got = new Map(
    graph.links.map((link) => [`${link.source}|${link.target}`, link.shared.length]),
  )
  if (got.size !== expected.size) problems.push(`${got.size} links, the reference ${expected.size}`)
  for (const [key, shared] of expected)
    if (got.get(key) !== shared)
      problems.push(`${key}: ${got.get(key) ?? 0} shared, reference ${shared}`)
  const times = {
    graph: [] as number[],
    layout: [] as number[],
    graphCpu: [] as number[],
    layoutCpu: [] as number[],
  }
  let layout: LibraryLayout | null = null
  const request = {
    ids: graph.guides.map((guide) => guide.id),
    links: graph.links.map(({ source, target, shared }) => ({
      source,
      target,
      weight: shared.length,
    })),
  }
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const [start, startCpu] = [performance.now(), cpuMs()]
    libraryGraph(guides)
    const [middle, middleCpu] = [performance.now(), cpuMs()]
    layout = layoutLibrary(request)
    if (run < WARM_UP) continue
    times.graph.push(middle - start)
    times.graphCpu.push(middleCpu - startCpu)
    times.layout.push(performance.now() - middle)
    times.layoutCpu.push(cpuMs() - middleCpu)
  }
  problems.push(...layoutProblems(layout!, expected))
  const shared = graph.links.reduce((sum, link) => sum + link.shared.length, 0)
  console.log(
    `library map, ${GUIDES} guides (${graph.links.length} links, ${shared} shared concepts), Node: ` +
      `concepts matched median ${median(times.graph).toFixed(0)} ms (CPU ${median(times.graphCpu).toFixed(0)} ms), ` +
      `laid out median ${median(times.layout).toFixed(0)} ms (CPU ${median(times.layoutCpu).toFixed(0)} ms); ${RUNS} runs; ` +
      `reference check: ${problems.length === 0 ? 'ok' : problems.slice(0, 3).join('; ')}`,
  )
  return problems.length === 0
}
