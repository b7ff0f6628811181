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

export function entryChunk(entry: string, name: string) {
  let closure: Set<string> | undefined
  /** The entry and every module it reaches through static imports (not import()). */
  function staticClosure(graph: ModuleGraph): Set<string> {
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      const info = graph.getModuleInfo(id)
      if (info && !isReExportIndex(info)) info.importedIds.forEach(visit)
    }
    if (graph.getModuleInfo(entry)) visit(entry)
    return seen
  }
  return {
    debugName: `${name} (the entry's static imports)`,
    name: (id: string, graph: ModuleGraph) => {
      closure ??= staticClosure(graph)
      return id !== entry && closure.has(id) && !/\.css($|\?)/.test(id) ? name : null
    },
  }
}
