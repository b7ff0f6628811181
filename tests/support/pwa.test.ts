import { describe, expect, it } from 'vitest'
import {
  checkPrecacheBudget,
  precacheFiles,
  PRECACHE_BUDGET_BYTES,
  translationFiles,
  type ManifestChunk,
} from '../../scripts/pwa'

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
      'src/lib/extract/transcript.ts',
      'src/lib/math/katex-render.ts',
    ],
  },
  'src/app/routes/guide-route.tsx': {
    file: 'assets/guide-route.js',
    imports: ['src/lib/i18n/locales/en/guide.json'],
    dynamicImports: [
      'src/study-engine/offline/offline-in-worker.ts',
      'src/lib/anki/write-apkg.ts',
      'src/lib/i18n/locales/es/guide.json',
      'src/lib/i18n/locales/pt-BR/guide.json',
    ],
    assets: ['assets/offline.worker.js'],
  },
  'src/lib/i18n/locales/en/guide.json': { file: 'assets/guide-en.js' },
  'src/lib/i18n/locales/es/guide.json': { file: 'assets/guide-es.js' },
  'src/lib/i18n/locales/pt-BR/guide.json': { file: 'assets/guide-pt-BR.js' },
  'src/study-engine/offline/offline-in-worker.ts': { file: 'assets/offline-in-worker.js' },
  'src/lib/extract/extract-files.ts': {
    file: 'assets/extract-files.js',
    assets: ['assets/pdfium.wasm'],
  },
  'src/lib/extract/transcript.ts': { file: 'assets/transcript.js' },
  'src/lib/math/katex-render.ts': { file: 'assets/katex-render.js', css: ['assets/katex.css'] },
  'src/lib/anki/write-apkg.ts': { file: 'assets/write-apkg.js' },
  'node_modules/jszip/dist/jszip.min.js': { file: 'assets/jszip.js' },
}

describe('the service worker’s precache (the app shell)', () => {
  it('holds the entry and everything it reaches: routes, the offline engine, the notes reader, their assets', () => {
    expect([...precacheFiles(manifest)].sort()).toEqual([
      'assets/app.css',
      'assets/app.js',
      'assets/guide-en.js',
      'assets/guide-route.js',
      'assets/offline-in-worker.js',
      'assets/offline.worker.js',
      'assets/shared.js',
      'assets/start-router.js',
      'assets/transcript.js',
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

  it('leaves out the translations: a student’s language is cached as its screens load it', () => {
    const files = precacheFiles(manifest)
    expect(files).toContain('assets/guide-en.js')
    expect(files).not.toContain('assets/guide-es.js')
    expect(files).not.toContain('assets/guide-pt-BR.js')
  })
})

describe('the translations list a student’s language is kept from', () => {
  it('lists each language’s catalogue files but English’s, as the page fetches them', () => {
    expect(translationFiles(manifest)).toEqual({
      es: ['/assets/guide-es.js'],
      'pt-BR': ['/assets/guide-pt-BR.js'],
    })
  })
})

describe('the precache budget (3 MB, issue 43)', () => {
  const entries = (sizes: number[]) =>
    sizes.map((size, index) => ({ url: `assets/file-${index}.js`, size }))

  it('passes a precache of exactly the budget', () => {
    expect(() => checkPrecacheBudget(entries([PRECACHE_BUDGET_BYTES - 1, 1]))).not.toThrow()
  })

  it('fails the build one byte over, naming the size and the largest files', () => {
    expect(() => checkPrecacheBudget(entries([PRECACHE_BUDGET_BYTES, 1]))).toThrow(
      /The precache is 3145729 bytes in 2 files, over its 3145728 bytes budget .*assets\/file-0\.js \(3145728\)/,
    )
  })
})
