/**
 * Writes the public pages (landing, blog, each post) into the client build as static HTML, once
 * per interface language ('/', '/es', '/es/blog': docs/DEPLOY.md), each with its title,
 * description, canonical URL, `<html lang dir>` and hreflang alternates, plus robots.txt and
 * sitemap.xml (which lists every language's address with its alternates). Run
 * by the `studywise-prerender` plugin at the end of `vite build`: it builds src/app/prerender.tsx
 * for Node and renders each path into the built index.html.
 */
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

/** A page's head in its language, and the same page in every language (hreflang → path). */
export interface PageMeta {
  title: string
  description: string
  language: string
  dir: 'ltr' | 'rtl'
  alternates: readonly { hreflang: string; path: string }[]
}

interface PrerenderModule {
  prerenderedPaths: readonly string[]
  pageMeta: (path: string) => PageMeta
  renderPage: (path: string) => Promise<string>
  routeModuleSource: (path: string) => string
}

/** A chunk in Vite's build manifest (dist/.vite/manifest.json), by the source it was built from. */
interface ManifestChunk {
  file: string
  imports?: string[]
}

/** Where the site is served; canonical URLs, the sitemap and robots.txt name it. */
export const DEFAULT_SITE_URL = 'https://studywise.app'

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** '/' → index.html, '/blog' → blog.html, '/blog/x' → blog/x.html (how static hosts and vite preview look them up). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`
}

export function pageHtml(
  shell: string,
  path: string,
  markup: string,
  meta: PageMeta,
  siteUrl: string,
  scripts: readonly string[],
): string {
  const href = (to: string) => escapeAttribute(new URL(to, siteUrl).href)
  const links = [
    appScriptList(scripts),
    `<link rel="canonical" href="${href(path)}" />`,
    ...meta.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${href(alternate.path)}" />`,
    ),
  ]
  return shell
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${escapeAttribute(meta.language)}" dir="${meta.dir}">`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttribute(path)}">${markup}</div>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    )
    .replace('</head>', `${links.join('')}</head>`)
}

const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g

/**
 * The build's stylesheet links replaced by the stylesheets themselves, so the first paint waits
 * for the HTML alone and not for a second request (on Lighthouse's slow 4G that
 * request is a round trip or two; the whole Tailwind sheet is about 12 KB gzipped). `</style`
 * cannot occur in CSS outside a string or comment, but is escaped all the same (`\/` is `/`).
 */
export function inlineStylesheets(shell: string, readAsset: (file: string) => string): string {
  return shell.replace(
    stylesheetLink,
    (_link, file: string) => `<style>${readAsset(file).replace(/<\/style/gi, '<\\/style')}</style>`,
  )
}

const appScriptTag =
  /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script|link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*)>/g

/**
 * The app's scripts taken out of the shell: on a prerendered page the HTML already holds the
 * page and its styles, and its inline script (index.html) requests them only once the page is
 * painted, from the list `appScriptList` writes. Lighthouse (Lantern) counts every request that
 * finished before the largest paint as needed for it, a module script whatever the time it
 * runs (it looks for `EvaluateScript`, which Chromium does not record for modules): the 80 KB
 * app chunk, loaded with the page, made its LCP 1.85 s instead of 0.85 s (FCP). Returns the
 * shell without them and their addresses, the entry first.
 */
export function takeAppScripts(shell: string): { shell: string; files: string[] } {
  const entries: string[] = []
  const preloads: string[] = []
  const rest = shell.replace(appScriptTag, (_tag, entry?: string, preload?: string) => {
    if (entry) entries.push(entry)
    else preloads.push(preload!)
    return ''
  })
  if (entries.length !== 1) throw new Error(`the shell has ${entries.length} module scripts, not 1`)
  return { shell: rest, files: [...entries, ...preloads] }
}

/**
 * A page's route module and the chunks it imports statically: requested with the app's own
 * scripts, else the route module would be requested only once the app runs, a round trip later,
 * and hydration would wait for it.
 */
export function routeModuleFiles(
  manifest: Record<string, ManifestChunk>,
  source: string,
): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build's manifest`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(source)
  return [...files].map((file) => `/${file}`)
}

/** The scripts index.html's inline script requests once the page is painted (entry first, each once). */
export function appScriptList(files: readonly string[]): string {
  const json = JSON.stringify([...new Set(files)]).replace(/</g, '\\u003c')
  return `<script type="application/json" id="app-scripts">${json}</script>`
}

/** Every page's address in every language, each with its alternates (xhtml:link, hreflang). */
export function sitemapXml(
  pages: readonly { path: string; alternates: PageMeta['alternates'] }[],
  siteUrl: string,
): string {
  const href = (to: string) => escapeText(new URL(to, siteUrl).href)
  const urls = pages
    .map(({ path, alternates }) =>
      [
        `  <url><loc>${href(path)}</loc>`,
        ...alternates.map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${href(alternate.path)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /settings\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}

export async function prerender(root: string, outDir: string, siteUrl: string): Promise<void> {
  // A folder of its own inside the project (so the bundle's imports resolve from node_modules):
  // two builds at once, as the e2e servers run them, must not empty each other's.
  const cache = join(root, 'node_modules/.cache')
  await mkdir(cache, { recursive: true })
  const serverDir = await mkdtemp(join(cache, 'studywise-prerender-'))
  try {
    await renderInto(root, serverDir, outDir, siteUrl)
  } finally {
    await rm(serverDir, { recursive: true, force: true })
  }
}

async function renderInto(
  root: string,
  serverDir: string,
  outDir: string,
  siteUrl: string,
): Promise<void> {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  })
  const server = (await import(
    pathToFileURL(join(serverDir, 'prerender.js')).href
  )) as PrerenderModule
  const built = await readFile(join(outDir, 'index.html'), 'utf8')
  const { shell, files } = takeAppScripts(
    inlineStylesheets(built, (file) => readFileSync(join(outDir, file), 'utf8')),
  )
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const pages: { path: string; alternates: PageMeta['alternates'] }[] = []
  for (const path of server.prerenderedPaths) {
    const markup = await server.renderPage(path)
    const meta = server.pageMeta(path)
    const file = join(outDir, htmlFileFor(path))
    const scripts = [...files, ...routeModuleFiles(manifest, server.routeModuleSource(path))]
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, pageHtml(shell, path, markup, meta, siteUrl, scripts))
    pages.push({ path, alternates: meta.alternates })
  }
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(pages, siteUrl))
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl))
}

export function resolveSiteUrl(value: string | undefined): string {
  return (value?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '')
}
