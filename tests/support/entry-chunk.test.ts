import { describe, expect, it } from 'vitest'
import { entryChunk } from '../../scripts/entry-chunk'

// A module graph as Rolldown's chunking context shows it: static imports only.
const imports: Record<string, string[]> = {
  '/app/main.tsx': ['/app/shell.tsx', '/app/index.css', 'react-dom'],
  '/app/shell.tsx': ['react', '/ui/button.tsx'],
  'react-dom': ['react'],
  react: [],
  '/ui/button.tsx': ['react'],
  '/routes/library.tsx': ['/ui/button.tsx', '/ui/table.tsx'],
  '/ui/table.tsx': [],
}
const graph = {
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
}

describe('entryChunk', () => {
  it("puts the entry's static imports, and nothing else, in one chunk beside the entry", () => {
    const { name } = entryChunk('/app/main.tsx', 'app')
    const grouped = Object.keys(imports).filter((id) => name(id, graph) === 'app')
    expect(grouped).toEqual(['/app/shell.tsx', 'react-dom', 'react', '/ui/button.tsx'])
  })

  it('leaves stylesheets to Vite and groups nothing in a build without the entry', () => {
    expect(entryChunk('/app/main.tsx', 'app').name('/app/index.css', graph)).toBeNull()
    const ssr = entryChunk('/app/elsewhere.tsx', 'app')
    expect(Object.keys(imports).map((id) => ssr.name(id, graph))).toEqual(
      Object.keys(imports).map(() => null),
    )
  })
})
