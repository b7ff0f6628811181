/**
 * The installable app: its web app manifest and its service worker (vite-plugin-pwa, Workbox's
 * generateSW). The service worker precaches the app's shell, so the app opens with no connection:
 * the HTML pages and every chunk the entry reaches through static and dynamic imports, except the
 * heavy parts loaded on demand (PDF and text recognition, KaTeX and the speech rules, media and
 * the audio encoder, Anki packages, export, the citation check's no-worker fallback). Those, and
 * the workers and WebAssembly they start, are cached by a runtime route when first fetched (hashed
 * files under /assets/ never change), and so are the translations of languages other than
 * English (the student's own as its screens first load it). Over PRECACHE_BUDGET_BYTES the build
 * fails; `precacheFiles` decides what is precached, read from Vite's build manifest.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { DEFAULT_LANGUAGE, languages } from '../src/lib/i18n/languages.ts'
import { ON_DEMAND_CACHE, TRANSLATIONS_LIST } from '../src/lib/offline-data/kept-translations.ts'

export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

/** The modules whose dynamic imports load only when a student uses them: cached at first use. */
export const ON_DEMAND_MODULES: readonly RegExp[] = [
  /^node_modules\//,
  // File readers, but the reader of pasted notes: the offline engine writes a guide from notes
  // with no connection, so that small module is in the shell.
  /^src\/lib\/extract\/(?!transcript\.ts$)/,
  /^src\/lib\/anki\//,
  /^src\/lib\/math\/(katex-render|speech|math-engine|export-styles)\.ts$/,
  // 'Download audio': the overview's MP3 encoder (mediabunny and LAME in a worker, 0.7 MB).
  /^src\/features\/audio-overview\/model\/encode-overview-audio\.ts$/,
  // The citation check where no worker starts (the worker carries its own copy).
  /^src\/study-engine\/citations\/run-job\.ts$/,
  // The interface's translations (English travels in the screens' own chunks): a student's
  // language is cached as its screens first load it, not six languages on every device.
  /^src\/lib\/i18n\/locales\/(?!en\/)[^/]+\//,
]

export const PRECACHE_BUDGET_BYTES = 3 * 1024 * 1024

/**
 * Fails the build when the precache's files add up to more than `budget` bytes (issue 43: the app
 * installs in under 3 MB). Workbox would only warn, and a warning passes CI.
 */
export function checkPrecacheBudget(
  entries: readonly { url: string; size: number }[],
  budget = PRECACHE_BUDGET_BYTES,
): void {
  const size = entries.reduce((sum, entry) => sum + entry.size, 0)
  if (size <= budget) return
  const largest = [...entries]
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map((entry) => `${entry.url} (${entry.size})`)
  throw new Error(
    `The precache is ${size} bytes in ${entries.length} files, over its ${budget} bytes budget ` +
      `(scripts/pwa.ts). Largest: ${largest.join(', ')}.`,
  )
}

/**
 * The built files the app's shell needs: index.html's chunk and every chunk it reaches, with
 * their stylesheets and assets, not following a dynamic import of an on-demand module.
 */
export function precacheFiles(
  manifest: Record<string, ManifestChunk>,
  onDemand: readonly RegExp[] = ON_DEMAND_MODULES,
): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
    for (const next of chunk.dynamicImports ?? [])
      if (!onDemand.some((pattern) => pattern.test(next))) visit(next)
  }
  visit('index.html')
  const files = new Set<string>()
  for (const key of seen) {
    const chunk = manifest[key]!
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
  }
  return files
}

/**
 * Each language's catalogue files but English's, `{ es: ['/assets/guide-….js', …] }`: what
 * kept-translations.ts caches for a student in that language (they are not precached).
 */
export function translationFiles(
  manifest: Record<string, ManifestChunk>,
): Record<string, string[]> {
  const files: Record<string, string[]> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const code = /^src\/lib\/i18n\/locales\/([^/]+)\/[^/]+\.json$/.exec(key)?.[1]
    if (code && code !== DEFAULT_LANGUAGE) (files[code] ??= []).push(`/${chunk.file}`)
  }
  return files
}

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/**
 * The public pages in other languages ('es.html', 'es/blog.html'): not precached (six times the
 * pages); offline, their addresses open the shell, which shows the page in that language.
 */
const isPageInAnotherLanguage = (url: string) =>
  languages.some(
    ({ code }) =>
      code !== DEFAULT_LANGUAGE && (url === `${code}.html` || url.startsWith(`${code}/`)),
  )

/**
 * Files precached beside the chunks: the pages, the manifest and the favicon. Not the install
 * icons (19 KB): the browser fetches and keeps them itself when the app is installed, and no page
 * shows them.
 */
const isShellFile = (url: string) =>
  (url.endsWith('.html') && !isPageInAnotherLanguage(url)) ||
  url === 'manifest.webmanifest' ||
  url === 'favicon.svg'

/**
 * The plugin's options. `outDir()` is the build's output folder (it holds .vite/manifest.json
 * when the service worker is generated, after the pages are prerendered).
 */
export function pwaOptions(outDir: () => string): Partial<VitePWAOptions> {
  return {
    // Registered by the app itself after the page has loaded (src/app/service-worker.ts), so the
    // public pages' first load carries none of it.
    injectRegister: false,
    registerType: 'prompt',
    // The install icons are not precached (isShellFile): the browser keeps its own copy.
    includeManifestIcons: false,
    // After studywise-prerender has written the public pages.
    integration: { closeBundleOrder: 'post' },
    manifest: {
      name: 'Studywise',
      short_name: 'Studywise',
      description:
        'Study guides, quizzes and flashcards from your own notes, PDFs and slides — also offline.',
      id: '/',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#f8fafc',
      theme_color: '#4f46e5',
      icons: ICONS,
    },
    workbox: {
      // A first visit's page is controlled as soon as the worker is active, not only after a
      // reload: going offline seconds after the first visit, the lazy screens (Menu, Today,
      // Settings) come from the precache instead of failing 'Failed to fetch dynamically imported
      // module'. Updates still wait (no skipWaiting): the new worker takes over only on 'Reload'
      // (src/lib/app-update/register-service-worker.ts).
      clientsClaim: true,
      // installed.spec reads what SKIP_WAITING each worker received (public/, a silent hook).
      importScripts: ['sw-skip-waiting-log.js'],
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      manifestTransforms: [
        (entries) => {
          const path = join(outDir(), '.vite/manifest.json')
          const shell = existsSync(path)
            ? precacheFiles(JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>)
            : new Set<string>()
          const manifest = entries.filter((entry) => shell.has(entry.url) || isShellFile(entry.url))
          checkPrecacheBudget(manifest)
          return { manifest }
        },
      ],
      // Every app path opens the shell (index.html drops the landing markup on other paths);
      // the prerendered /blog pages are precached as themselves (cleanURLs).
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(robots\.txt|sitemap\.xml|licenses\/)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Hashed build files (on-demand chunks, workers, WebAssembly, language data): never
          // change under one name, so the first fetch is kept.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: ON_DEMAND_CACHE,
            // Hashed files are the same for every request; a module import sends Origin and the
            // server answers 'Vary: Origin', so a file the page cached itself (kept-translations.ts,
            // fetched without Origin) would otherwise never match.
            matchOptions: { ignoreVary: true },
            expiration: { maxEntries: 400, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  }
}

/** The plugins: vite-plugin-pwa, told the build's output folder. Put after studywise-prerender. */
export function installableApp(): Plugin[] {
  let outDir = 'dist'
  const outDirOf: Plugin = {
    name: 'studywise-pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
  }
  const translationsList: Plugin = {
    name: 'studywise-translations-list',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        const manifest = join(outDir, '.vite/manifest.json')
        if (!existsSync(manifest)) return
        const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>
        writeFileSync(join(outDir, TRANSLATIONS_LIST), JSON.stringify(translationFiles(chunks)))
      },
    },
  }
  return [outDirOf, translationsList, ...VitePWA(pwaOptions(() => outDir))]
}
