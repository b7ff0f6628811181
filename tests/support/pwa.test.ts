import { describe, expect, it } from 'vitest'
import { precacheFiles, type ManifestChunk } from '../../scripts/pwa'

/** A build manifest shaped as Vite writes it: the entry, routes, and heavy parts on demand. */
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/app.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/app/start-router.tsx', 'node_modules/jszip/dist/jszip.min.js'],
    css: ['assets/app.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/start-router.tsx': {
    file: 'assets/start-router.js',
    dynamicImports: [
      'src/app/routes/guide-route.tsx',
      'src/lib/extract/extract-files.ts',
      'src/lib/math/katex-render.ts',
    ],
  },
  'src/app/routes/guide-route.tsx': {
    file: 'assets/guide-route.js',
    dynamicImports: ['src/study-engine/offline/offline-in-worker.ts', 'src/lib/anki/write-apkg.ts'],
    assets: ['assets/offline.worker.js'],
  },
  'src/study-engine/offline/offline-in-worker.ts': { file: 'assets/offline-in-worker.js' },
  'src/lib/extract/extract-files.ts': {
    file: 'assets/extract-files.js',
    assets: ['assets/pdfium.wasm'],
  },
  'src/lib/math/katex-render.ts': { file: 'assets/katex-render.js', css: ['assets/katex.css'] },
  'src/lib/anki/write-apkg.ts': { file: 'assets/write-apkg.js' },
  'node_modules/jszip/dist/jszip.min.js': { file: 'assets/jszip.js' },
}

describe('the service worker’s precache (the app shell)', () => {
  it('holds the entry and everything it reaches: routes, the offline engine, their assets', () => {
    expect([...precacheFiles(manifest)].sort()).toEqual([
      'assets/app.css',
      'assets/app.js',
      'assets/guide-route.js',
      'assets/offline-in-worker.js',
      'assets/offline.worker.js',
      'assets/shared.js',
      'assets/start-router.js',
    ])
  })

  it('leaves out what loads on demand: extraction, KaTeX, Anki, libraries imported lazily', () => {
    const files = precacheFiles(manifest)
    for (const heavy of [
      'assets/extract-files.js',
      'assets/pdfium.wasm',
      'assets/katex-render.js',
      'assets/katex.css',
      'assets/write-apkg.js',
      'assets/jszip.js',
    ])
      expect(files).not.toContain(heavy)
  })
})
