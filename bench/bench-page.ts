/**
 * A benchmark page built as the app is built (its workers as ES modules) and served from a
 * temporary folder, for the benches that read files in Chromium.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test'
import { build, preview, type Plugin, type PreviewServer } from 'vite'
import { chromiumArgs, chromiumExecutable } from '../tests/support/chromium'

const root = fileURLToPath(new URL('..', import.meta.url))

const shared = {
  configFile: false as const,
  root,
  base: './',
  logLevel: 'warn' as const,
  resolve: { alias: { '@': join(root, 'src') } },
}

const PDFIUM_WASM_IMPORT = '@embedpdf/pdfium/pdfium.wasm'

/**
 * PDFIUM_WASM=/path/pdfium.wasm: the page and its workers are built with that WebAssembly in
 * place of @embedpdf/pdfium's (the same glue), e.g. the shipped one through `wasm-opt -O3`
 * (decision 023). A plugin, not an alias: the import carries a query (`?url`).
 */
const pdfiumWasm = (): Plugin[] => {
  const path = process.env.PDFIUM_WASM
  if (!path) return []
  return [
    {
      name: 'bench-pdfium-wasm',
      enforce: 'pre',
      resolveId: (id) =>
        id.startsWith(PDFIUM_WASM_IMPORT) ? path + id.slice(PDFIUM_WASM_IMPORT.length) : null,
    },
  ]
}

/** Builds `bench/<page>` into `outDir` (BENCH_MINIFY=0: unminified, so a CPU profile names our functions). */
export async function buildBenchPage(page: string, outDir: string): Promise<void> {
  await build({
    ...shared,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: process.env.BENCH_MINIFY !== '0',
      rollupOptions: { input: join(root, 'bench', page) },
    },
    plugins: pdfiumWasm(),
    worker: { format: 'es', plugins: pdfiumWasm },
  })
}

/** Serves `outDir` (the built page and the files copied beside it) on 127.0.0.1:`port`. */
export async function serveBenchPage(
  outDir: string,
  port: number,
): Promise<{ server: PreviewServer; base: string }> {
  const server = await preview({
    ...shared,
    build: { outDir },
    preview: { host: '127.0.0.1', port },
  })
  return { server, base: server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/` }
}

/**
 * Features Chromium is started without: Playwright's own list (Chromium keeps only the last
 * --disable-features it is given, so it is repeated here) and the browser's WebUI omnibox popup,
 * which it preloads in a renderer of its own (chrome://omnibox-popup.top-chrome) for every new
 * context. A first upload in a fresh context shared the two cores with that renderer (~0.5 s of
 * CPU before the file, ~1.1 s after it, in bench/extract-pdf-trace.ts), and its CPU counted as
 * the page's.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
]

const pageOnlyArgs = [...chromiumArgs, `--disable-features=${DISABLED_FEATURES.join(',')}`]

/**
 * Headless Chromium with only the page's own renderer doing work: the benches that time or count
 * the CPU of a page (PDF, OCR, the landing page's main thread).
 */
export function launchPageOnlyChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable, args: pageOnlyArgs })
}

/**
 * The same Chromium with a profile kept on disk (`profileDir`), as a student's browser or an
 * installed app has: unlike a new context of a launched browser (an off-the-record profile), it
 * keeps its HTTP cache, V8's code cache, the service worker, its caches, IndexedDB and the session;
 * launched again on the same folder, it is a new browser process that finds what the last one
 * stored. `jsFlags` go to V8 (--js-flags), for experiments only.
 */
export function launchPageOnlyProfile(
  profileDir: string,
  options: BrowserContextOptions = {},
  jsFlags?: string,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    ...options,
    executablePath: chromiumExecutable,
    args: jsFlags ? [...pageOnlyArgs, `--js-flags=${jsFlags}`] : pageOnlyArgs,
  })
}
