import { describe, expect, it } from 'vitest'
import { entryChunk, signedInChunks } from '../../scripts/entry-chunk'

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

  it('does not follow an index that only re-exports (the icons of other pages stay out)', () => {
    const icons = `"use strict";
/** @license icons */
import * as all from './icons/index.mjs';
export { all as icons };
export { default as X, default as XIcon } from './icons/x.mjs';
export { default as Plus } from './icons/plus.mjs';
//# sourceMappingURL=icons.mjs.map`
    const withIndex: Record<string, { importedIds: string[]; code?: string }> = {
      '/app/main.tsx': { importedIds: ['/app/shell.tsx'] },
      '/app/shell.tsx': {
        importedIds: ['icons', '/app/log.ts'],
        code: 'import { X } from "icons";\nexport const Close = X;',
      },
      icons: { importedIds: ['/icons/index.mjs', '/icons/x.mjs', '/icons/plus.mjs'], code: icons },
      '/icons/x.mjs': { importedIds: [] },
      '/icons/plus.mjs': { importedIds: [] },
      '/icons/index.mjs': { importedIds: [] },
      // Re-exports too, but also code of its own: followed.
      '/app/log.ts': {
        importedIds: ['/app/format.ts'],
        code: "export { format } from './format';\nconsole.log('loaded');",
      },
      '/app/format.ts': { importedIds: [] },
    }
    const { name } = entryChunk('/app/main.tsx', 'app')
    const indexGraph = { getModuleInfo: (id: string) => withIndex[id] ?? null }
    const grouped = Object.keys(withIndex).filter((id) => name(id, indexGraph) === 'app')
    expect(grouped).toEqual(['/app/shell.tsx', 'icons', '/app/log.ts', '/app/format.ts'])
  })

  it('leaves stylesheets to Vite and groups nothing in a build without the entry', () => {
    expect(entryChunk('/app/main.tsx', 'app').name('/app/index.css', graph)).toBeNull()
    const ssr = entryChunk('/app/elsewhere.tsx', 'app')
    expect(Object.keys(imports).map((id) => ssr.name(id, graph))).toEqual(
      Object.keys(imports).map(() => null),
    )
  })
})

describe('signedInChunks', () => {
  const signedIn: Record<string, string[]> = {
    '/app/main.tsx': ['/app/shell.tsx'],
    '/app/shell.tsx': [],
    '/routes/landing.tsx': ['/ui/button.tsx'],
    '/ui/button.tsx': [],
    '/routes/require-auth.tsx': ['/lib/session.ts', '/app/shell.tsx'],
    '/lib/session.ts': [],
    '/routes/guide.tsx': ['/guide/view.tsx', '/lib/api.ts', '/ui/button.tsx', '/ui/icon.tsx'],
    '/guide/view.tsx': ['/guide/view.css', '/ui/card.tsx'],
    '/guide/view.css': [],
    '/ui/card.tsx': [],
    '/lib/api.ts': ['/lib/session.ts', '/lib/query.ts'],
    '/lib/query.ts': [],
    '/routes/library.tsx': ['/lib/api.ts', '/ui/list.tsx'],
    '/ui/list.tsx': [],
    // A public page's later part (the landing's upload panel): shares the API and an icon.
    '/upload/panel.tsx': ['/lib/api.ts', '/ui/icon.tsx', '/upload/drop.tsx'],
    '/ui/icon.tsx': [],
    '/upload/drop.tsx': [],
  }
  const signedInGraph = {
    getModuleInfo: (id: string) => (id in signedIn ? { importedIds: signedIn[id]! } : null),
  }
  const chunks = signedInChunks(
    {
      pages: {
        guide: ['/routes/require-auth.tsx', '/routes/guide.tsx'],
        library: ['/routes/require-auth.tsx', '/routes/library.tsx'],
      },
      shared: { upload: ['/upload/panel.tsx'] },
      firstLoad: ['/app/main.tsx', '/routes/landing.tsx'],
    },
    'signed-in',
  )
  const names = Object.fromEntries(
    Object.keys(signedIn).map((id) => [id, chunks.name(id, signedInGraph)]),
  )

  it('puts each module of a signed-in page in the file of the pages and parts that reach it', () => {
    expect(names).toEqual({
      '/app/main.tsx': null,
      '/app/shell.tsx': null,
      '/routes/landing.tsx': null,
      '/ui/button.tsx': null,
      '/routes/require-auth.tsx': 'signed-in',
      '/lib/session.ts': 'shared-pages-upload',
      '/routes/guide.tsx': 'signed-in-guide',
      '/guide/view.tsx': 'signed-in-guide',
      '/guide/view.css': null,
      '/ui/card.tsx': 'signed-in-guide',
      '/lib/api.ts': 'shared-pages-upload',
      '/lib/query.ts': 'shared-pages-upload',
      '/routes/library.tsx': 'signed-in-library',
      '/ui/list.tsx': 'signed-in-library',
      '/upload/panel.tsx': null,
      '/ui/icon.tsx': 'shared-guide-upload',
      '/upload/drop.tsx': null,
    })
  })

  it("leaves a module's imports where they are: a file imports only files of wider sets", () => {
    expect(chunks.includeDependenciesRecursively).toBe(false)
    const allPages = ['guide', 'library']
    const reachersOf = (name: string) => {
      const [kind, ...rest] = name.split('-').slice(name.startsWith('shared') ? 0 : 1)
      if (kind === 'in') return new Set(rest.length ? rest : allPages)
      return new Set(rest.flatMap((part) => (part === 'pages' ? allPages : [part])))
    }
    const wider = (inner: Set<string>, outer: Set<string>) =>
      [...inner].every((reacher) => outer.has(reacher))
    for (const [id, name] of Object.entries(names)) {
      if (!name) continue
      for (const imported of signedIn[id]!) {
        const importedName = names[imported]
        if (importedName) expect(wider(reachersOf(name), reachersOf(importedName))).toBe(true)
      }
    }
  })
})
