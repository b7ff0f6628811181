import { fileURLToPath, URL } from 'node:url'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import { compileHint } from './scripts/compile-hints.ts'
import { entryChunk, signedInChunks } from './scripts/entry-chunk.ts'
import { prerender, resolveSiteUrl } from './scripts/prerender.ts'
import { cspForHeader, cspForMeta, cspSourcesFromEnv, withCspMeta } from './scripts/csp.ts'
import { readFile, writeFile } from 'node:fs/promises'
import { installableApp } from './scripts/pwa.ts'
import { compiledCatalogues } from './scripts/compiled-catalogues.ts'
import { compiledPosts } from './scripts/compiled-posts.ts'
import { linguiPluralNumberOnlyWhenShown } from './scripts/lingui-plural-number.ts'

/**
 * After the client build, the public pages are rendered to static HTML in the output folder
 * (scripts/prerender.ts). The Node build it starts for that is itself skipped here.
 */
function prerenderPublicPages(siteUrl: string): Plugin {
  let config: ResolvedConfig
  return {
    name: 'studywise-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (config.build.ssr) return
      await prerender(config.root, resolve(config.root, config.build.outDir), siteUrl)
    },
  }
}

/**
 * The Content-Security-Policy (scripts/csp.ts) in the built index.html, which every prerendered
 * page copies, and in dist/_headers with the header-only directives. Not in development: Vite's
 * dev server injects inline scripts of its own.
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  let config: ResolvedConfig
  let header: string | undefined
  return {
    name: 'studywise-csp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sources = cspSourcesFromEnv(env, html)
        header = cspForHeader(sources)
        return withCspMeta(html, cspForMeta(sources))
      },
    },
    async closeBundle() {
      if (config.build.ssr || !header) return
      const headers = [
        '/*',
        `  Content-Security-Policy: ${header}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '',
      ].join('\n')
      await writeFile(resolve(config.root, config.build.outDir, '_headers'), headers)
    },
  }
}

/**
 * `vite preview` gzips every text response it serves, again at every request. The e2e suite
 * (PREVIEW_UNCOMPRESSED=1, set in playwright.config.ts) is served as the files are: the gzip was
 * 14 % of the suite's CPU on 2 cores, and no e2e test asserts compression (the landing budget is
 * measured from the built files, bench/landing-bundle.ts). Clearing the request's Accept-Encoding
 * makes Vite's compression middleware pass every response through untouched.
 */
function uncompressedPreview(): Plugin {
  return {
    name: 'studywise-uncompressed-preview',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_UNCOMPRESSED !== '1') return
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding']
        next()
      })
    },
  }
}

/**
 * Licence notices of code the build ships as a binary, which their licences ask to travel with
 * it: PDFium's (BSD-3-Clause and Apache-2.0), beside its WebAssembly, as licenses/pdfium.txt.
 */
function binaryLicenceNotices(): Plugin {
  return {
    name: 'studywise-binary-licences',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.build.ssr) return
      const notice = fileURLToPath(
        new URL('./node_modules/@embedpdf/pdfium/LICENSE.pdfium', import.meta.url),
      )
      this.emitFile({
        type: 'asset',
        fileName: 'licenses/pdfium.txt',
        source: await readFile(notice, 'utf8'),
      })
    },
  }
}

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

/**
 * What the public pages load on their own, left as Rolldown splits it (the landing budget): the
 * first load of the prerendered pages (their HTML lists its files, scripts/prerender.ts), and
 * what `/` loads once it has painted (the upload panel and the query cache: `check:landing`'s
 * 40 KB after the first render; grouped with the signed-in pages, they came to 40.3 KB, main
 * 39.8, in 21 files instead of 35, a bench build of session 64).
 */
const PUBLIC_FIRST_LOAD = [
  'app/main.tsx',
  'app/routes/landing-route.tsx',
  'app/routes/blog-route.tsx',
  'app/routes/blog-post-route.tsx',
  'features/generation/components/create-guide-panel.tsx',
  'app/data-provider.tsx',
]

/**
 * What the public pages load later, without a click or on one, or on their own address: what
 * every page loads once it is idle (the service worker's registration, the page shell's update
 * notice and feedback button), the token pages, the sign-in dialog's client. A module one of them
 * shares with the signed-in pages goes into a file of the pages and parts that reach it
 * (`shared-…`), never into a signed-in page's own: left out of this list, a module they share
 * with signed-in pages (app-update.ts) went into a signed-in file, and
 * registering the service worker on `/` pulled a guide's page's files (TanStack Query, the API
 * client, zod: ~150 ms of main thread at Lighthouse's 4x slowdown).
 */
const PUBLIC_PARTS = {
  worker: 'lib/app-update/register-service-worker.ts',
  update: 'components/layout/update-notice.tsx',
  feedback: 'features/feedback/components/feedback-widget.tsx',
  reset: 'app/routes/reset-password-route.tsx',
  confirm: 'app/routes/confirm-email-route.tsx',
  // The sign-in dialog's client: grouped with the signed-in pages, signing in downloaded them all.
  supabase: 'lib/supabase.ts',
  // Read from the router's start when a signed-in page opens offline (start-router.tsx).
  copy: 'lib/offline-data/offline-copy-store.ts',
  // A public page's first navigation into the app (React Router and the routes table).
  router: 'app/start-router.tsx',
}

/** A public page's route module's built file (src/app/public-page.tsx's `pageModules`). */
const PUBLIC_ROUTE_FILE = /(^|\/)(landing|blog|blog-post)-route-[\w-]{8}\.js$/

/** The name of the signed-in pages' own files (signedInChunks, compileHint). */
const SIGNED_IN = 'signed-in'

/** The pages behind sign-in (each under require-auth.tsx's layout), by their route modules. */
const SIGNED_IN_PAGES = {
  guide: 'app/routes/guide-route.tsx',
  library: 'app/routes/dashboard-route.tsx',
  today: 'app/routes/today-route.tsx',
  settings: 'app/routes/settings-route.tsx',
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    compiledCatalogues(),
    compiledPosts(),
    linguiPluralNumberOnlyWhenShown(),
    tailwindcss(),
    binaryLicenceNotices(),
    contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_')),
    prerenderPublicPages(resolveSiteUrl(loadEnv(mode, process.cwd(), 'VITE_').VITE_SITE_URL)),
    installableApp(),
    uncompressedPreview(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // strictPort: the embedded local backend answers the app only on these origins (or a --port
  // given to `npm run dev`), so Vite must not move to another port when one is taken.
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // Every browser the build targets (es2022) preloads modules itself: no polyfill in the
      // entry (0.4 KB gzipped on every page).
      polyfill: false,
      // The landing page's upload panel loads once the page has painted, below the fold. Its
      // chunks come through their own imports rather than one <link rel=modulepreload> each:
      // inserting those 35 links took 45-140 ms of the landing's main thread (docs/decisions/003).
      // And a public page's route module, as the entry imports it to hydrate, needs no list of
      // its files: the page's HTML already requests them all (scripts/prerender.ts,
      // routeModuleFiles); each list would be bytes of the entry on every page (issue 40).
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)landing-route-[\w-]+\.js$/.test(hostId) ||
        (/(^|\/)app-[\w-]{8}\.js$/.test(hostId) && PUBLIC_ROUTE_FILE.test(file))
          ? []
          : deps,
    },
    rolldownOptions: {
      // Speech Rule Engine's eval('require') runs only where there is no window (Node); in the
      // browser it is never reached, so its warning says nothing about the app.
      onLog(level, log, handler) {
        if (log.code === 'EVAL' && log.id?.includes('speech-rule-engine')) return
        handler(level, log)
      },
      output: {
        // After minification, so the comment stays first in the file.
        postBanner: (chunk) => compileHint(chunk, SIGNED_IN),
        codeSplitting: {
          groups: [
            entryChunk(source('app/main.tsx'), 'app'),
            // The signed-in pages (a guide's first card offline, issue 43): a few files each.
            signedInChunks(
              {
                pages: Object.fromEntries(
                  Object.entries(SIGNED_IN_PAGES).map(([page, route]) => [
                    page,
                    [source('app/routes/require-auth.tsx'), source(route)],
                  ]),
                ),
                shared: Object.fromEntries(
                  Object.entries(PUBLIC_PARTS).map(([part, module]) => [part, [source(module)]]),
                ),
                firstLoad: PUBLIC_FIRST_LOAD.map(source),
              },
              SIGNED_IN,
            ),
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
}))
