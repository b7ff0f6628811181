/**
 * Landing-page JavaScript budget (issue 2: at most 120 KB gzipped). Run `npm run build` first.
 * From Vite's manifest it sums the gzipped size of what the landing route needs before it can
 * render — the entry and the landing route's chunk with all their static imports — and, apart,
 * what the page loads later through dynamic imports (the upload / paste sections below the fold,
 * the query cache, the Supabase client once someone signs in).
 * The build prerenders the landing page (scripts/prerender.ts): its first paint needs no
 * JavaScript at all, and the sum above is what hydration needs before the page responds.
 * Usage: npx tsx bench/landing-bundle.ts
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
  string,
  ManifestChunk
>
const kb = (file: string) => gzipSync(readFileSync(join('dist', file))).length / 1024

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

const critical = staticClosure(['index.html', 'src/app/routes/landing-route.tsx'])
const later = staticClosure(
  [...critical]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter(
      (key) =>
        key.includes('landing') || key.includes('generation') || key.includes('data-provider'),
    ),
)
for (const key of critical) later.delete(key)

const total = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + kb(manifest[key]!.file), 0)
for (const key of critical)
  console.log(`${kb(manifest[key]!.file).toFixed(1).padStart(7)} KB  ${manifest[key]!.file}`)
const prerendered = /<div id="root" data-prerendered="\/">\s*<[a-z]/.test(
  readFileSync('dist/index.html', 'utf8'),
)
console.log(
  `first paint: ${prerendered ? 'prerendered HTML, 0 KB JavaScript' : 'NOT prerendered (waits for the JavaScript below)'}`,
)
console.log(
  `landing route before it renders (hydration): ${total(critical).toFixed(1)} KB gzipped JavaScript in ${critical.size} files`,
)
console.log(
  `loaded after the first render (upload / paste sections, query cache): ${total(later).toFixed(1)} KB gzipped`,
)
