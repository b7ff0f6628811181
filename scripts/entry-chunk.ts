/**
 * One chunk for everything the app's entry imports statically. Rolldown otherwise
 * splits that set into a chunk per group of modules shared with some lazy route: 27 files
 * (React, React DOM, the page shell, a file per icon…) that every page downloads before it can
 * hydrate, each a request of its own (a round trip each on Lighthouse's slow 4G over HTTP/1.1,
 * six at a time, and a modulepreload link). Every page needs all of them, so one file costs no
 * page anything it did not already load. Stylesheets stay where Vite puts them, and so does the
 * entry itself: it awaits `import()` of modules that import this chunk (main.tsx's top-level
 * await of start-router), and a chunk still evaluating cannot be imported (the page would wait
 * forever).
 * An index that only passes on other modules' exports (lucide-react's, of every icon) is not
 * followed: the modules the chunk uses through it join it as its dependencies, and the others
 * (icons of other pages) stay out of the first load.
 */
interface ModuleInfo {
  importedIds: readonly string[]
  code?: string | null
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null
}

/** Only `export … from`, `export { … }` and `import * as … from`: nothing of its own runs or is kept. */
function isReExportIndex(info: ModuleInfo): boolean {
  if (!info.code) return false
  return info.code
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement && !/^["']use strict["']$/.test(statement))
    .every((statement) =>
      /^(?:(?:export\b[^;]*|import\s*\*\s*as\s+\w+\s*)\bfrom\s*["'][^"']+["']|export\s*\{[^}]*\})$/.test(
        statement,
      ),
    )
}

/** The modules `entries` reach through static imports (not import()), themselves included. */
function staticClosure(graph: ModuleGraph, entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (info && !isReExportIndex(info)) info.importedIds.forEach(visit)
  }
  for (const entry of entries) if (graph.getModuleInfo(entry)) visit(entry)
  return seen
}

const isStylesheet = (id: string) => /\.css($|\?)/.test(id)

export function entryChunk(entry: string, name: string) {
  let closure: Set<string> | undefined
  return {
    debugName: `${name} (the entry's static imports)`,
    name: (id: string, graph: ModuleGraph) => {
      closure ??= staticClosure(graph, [entry])
      return id !== entry && closure.has(id) && !isStylesheet(id) ? name : null
    },
  }
}

/** The first word of the files signedInChunks makes of modules the public pages' parts share. */
export const SHARED = 'shared'

/** The signed-in pages and what the public pages share with them (signedInChunks). */
export interface SignedInParts {
  /** Each signed-in page, by the modules it loads lazily (its layout and route). */
  pages: Record<string, readonly string[]>
  /**
   * What a public page loads later (once painted, once idle, on a click) or on its own address:
   * the landing's create panel, the service worker's registration, the Supabase client… A module
   * one of these shares with the signed-in pages is grouped by every part and page that reaches
   * it, so none of them loads a module it does not use.
   */
  shared: Record<string, readonly string[]>
  /** The entry and the public pages' first load (their HTML lists its files): left as they are. */
  firstLoad: readonly string[]
}

/**
 * The signed-in pages' files: each page loads what it reaches statically in a few files, one for
 * each set of pages that share its modules (`signed-in` for those all of them reach,
 * `signed-in-guide` for a guide's page alone, `signed-in-guide-today`…), and one for each set of
 * pages and `shared` parts that share a module (`shared-pages-create-supabase` for one all the
 * pages, the create panel and the Supabase client reach; `pages` stands for all of them), so no
 * page or part loads a module it does not use. Left to Rolldown (as before): what `firstLoad`
 * reaches, and what no signed-in page reaches.
 * A guide's page came as ~97 files, then ~55 while the modules it shares with the public pages'
 * later parts were left to Rolldown (a file for each set of lazy imports that reach them: icons,
 * query hooks, 38-byte files), each a request the service worker answers and a link Vite's
 * preload helper inserts: the cold launch offline waited ~250 ms for them (bench:offline-study).
 * A module's imports are not pulled into its file (includeDependenciesRecursively: false): each
 * is reached by every page and part that reaches the module, so it is in a file of the same set
 * or a wider one, or among `firstLoad`'s (which import none of these files): files import only
 * files of wider sets, and no cycle between files arises.
 */
export function signedInChunks({ pages, shared, firstLoad }: SignedInParts, prefix: string) {
  let nameOf: Map<string, string> | undefined
  const group = (graph: ModuleGraph) => {
    const elsewhere = staticClosure(graph, firstLoad)
    const closures = (parts: Record<string, readonly string[]>) =>
      Object.entries(parts).map(([part, modules]) => [part, staticClosure(graph, modules)] as const)
    const reached = closures(pages)
    const sharing = closures(shared)
    const names = new Map<string, string>()
    for (const [, closure] of reached)
      for (const id of closure) {
        if (elsewhere.has(id) || isStylesheet(id) || names.has(id)) continue
        const by = reached.filter(([, each]) => each.has(id)).map(([page]) => page)
        const parts = sharing.filter(([, each]) => each.has(id)).map(([part]) => part)
        const all = by.length === reached.length
        names.set(
          id,
          parts.length > 0
            ? [SHARED, ...(all ? ['pages'] : by), ...parts].join('-')
            : all
              ? prefix
              : [prefix, ...by].join('-'),
        )
      }
    return names
  }
  return {
    debugName: `${prefix} (the signed-in pages' static imports, by the pages and parts that share them)`,
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph) => (nameOf ??= group(graph)).get(id) ?? null,
  }
}
