import { libraryGraph, type LibraryGraph, type LibraryGuide } from './library-graph'
import { layoutLibrary, type LibraryLayout } from './library-layout'

export interface LibraryMapData {
  graph: LibraryGraph
  layout: LibraryLayout
}

/**
 * The whole library map from the guides: their concepts found and matched (libraryGraph), then
 * laid out (layoutLibrary). Both are seconds of arithmetic for a thousand guides on a busy
 * machine, so the app runs this in a worker (library-map.worker.ts).
 */
export function mapLibrary(guides: readonly LibraryGuide[]): LibraryMapData {
  const graph = libraryGraph(guides)
  const layout = layoutLibrary({
    ids: graph.guides.map((guide) => guide.id),
    links: graph.links.map(({ source, target, shared }) => ({
      source,
      target,
      weight: shared.length,
    })),
  })
  return { graph, layout }
}
