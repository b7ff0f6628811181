/**
 * Lighthouse scores of the public pages (target, issue 43: mobile performance 100,
 * accessibility, best practices and SEO 100), on the production build served by `vite preview`.
 * `npm run bench:lighthouse` builds first; alone: `npx tsx --tsconfig tsconfig.node.json
 * bench/lighthouse.ts [path ...]` (default `/` and `/blog`) against an existing dist/.
 *
 * Which Lighthouse: 12.x, through `npm exec --yes --package=lighthouse@12 -- lighthouse`, so it
 * is fetched into npm's own cache on first use and is never a dependency of the project (it is
 * large, and CI installs every devDependency). Lighthouse 13 needs Node >= 22.19; 12 runs on
 * Node >= 18.16, and its performance score weighs the same five metrics the same way (FCP 10 %,
 * Speed Index 10 %, LCP 25 %, TBT 30 %, CLS 25 %) with the same simulated mobile throttling.
 *
 * Settings: Lighthouse's mobile defaults (Moto G Power viewport, simulated 4x CPU slowdown and
 * slow 4G), every category, LIGHTHOUSE_RUNS runs per page (3), in Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) with the flags a closed network needs. Comparisons alternate run by run in one
 * call: LIGHTHOUSE_DIST and LIGHTHOUSE_BROWSERS take comma-separated lists (builds, Chromium
 * executables), and each run of a page goes through every build in every browser in turn. Prints, per run, the four category
 * scores, FCP, LCP, TBT and CLS, how many scripts had finished loading before the observed
 * largest paint (JS<LCP, `scriptsBeforeLcp`), and every audit of a category that does not pass (id and
 * title); the machine's load average is printed too, since simulated timings still come from a
 * real trace. A measurement, not a test: it never fails on a score (bench/run-all.ts).
 *
 * Which browser "Lighthouse mobile" is measured in (decision 026): Chromium in its new headless
 * mode, the default here. It is the whole browser drawn off screen, what `lighthouse
 * --chrome-flags=--headless` runs with a current Chrome (the old headless mode left Chrome and
 * lives on only as the separate headless shell), so it is what an outside review measures; a
 * figure from the shell alone would flatter the page by what that review would see. Without a
 * GPU the browser also composites its own window in software on the page's cores, which the
 * shell (`/usr/bin/chromium-headless-shell`: the same renderer, no browser window) does not:
 * `LIGHTHOUSE_BROWSERS=/usr/bin/chromium-headless-shell,/usr/bin/chromium` tells that share from
 * the page's.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { preview } from 'vite'
import { chromiumArgs, chromiumExecutable } from '../tests/support/chromium'
import { longTasks, printLongTasks } from './lighthouse-trace'

const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/blog']
/** Runs per page: LIGHTHOUSE_RUNS, default 3 (a median and a range need three). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** The first build's port (LIGHTHOUSE_PORT); each further build is served on the next one. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4394)
const LIGHTHOUSE = 'lighthouse@12'
const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
/** The builds to serve (LIGHTHOUSE_DIST, default dist/), e.g. main's and a branch's, alternated. */
const OUT_DIRS = list(process.env.LIGHTHOUSE_DIST, 'dist')
/** The browsers (LIGHTHOUSE_BROWSERS, default CHROMIUM_PATH's), alternated run by run. */
const BROWSERS = list(process.env.LIGHTHOUSE_BROWSERS, chromiumExecutable)
/**
 * A folder to keep each run's full report and trace in (LIGHTHOUSE_KEEP), for the audits' details;
 * each run then also lists its long tasks after the first paint (bench/lighthouse-trace.ts).
 */
const KEEP = process.env.LIGHTHOUSE_KEEP
/**
 * How the phone's CPU and network are slowed (LIGHTHOUSE_THROTTLING): `simulate` (the default,
 * what "Lighthouse mobile" scores: a fast run, its tasks' observed times multiplied by 4, so a
 * task that waited for a core on a busy machine counts 4 times its wait) or `devtools` (the page
 * really runs 4 times slower and on a slowed network: times are as observed).
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate'

interface Audit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
}

interface LighthouseResult {
  lighthouseVersion: string
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string }[] }>
  audits: Record<string, Audit>
  runWarnings: string[]
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const
/** Modes whose score says pass or fail (the others are notes, manual checks or not applicable). */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])

/**
 * Chromium's headless shell is headless only (old headless: the page's renderer, no browser
 * window); the full Chromium is started in its new headless mode, a whole browser drawn off screen.
 */
const isHeadlessShell = (browser: string) => basename(browser).includes('headless-shell')

function runLighthouse(url: string, outputPath: string, browser: string): Promise<void> {
  const args = [
    'exec',
    '--yes',
    `--package=${LIGHTHOUSE}`,
    '--',
    'lighthouse',
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--throttling-method=${THROTTLING}`,
    // Kept runs keep their trace too (<report>-0.trace.json), for the long tasks' contents.
    ...(KEEP ? ['--save-assets'] : []),
    `--chrome-flags=${[...(isHeadlessShell(browser) ? [] : ['--headless=new']), ...chromiumArgs].join(' ')}`,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      env: { ...process.env, CHROME_PATH: browser },
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}\n${stderr}`)),
    )
  })
}

const score = (result: LighthouseResult, id: string) =>
  Math.round((result.categories[id]?.score ?? 0) * 100)

function metric(result: LighthouseResult, id: string): string {
  const audit = result.audits[id]
  if (!audit?.numericValue && audit?.numericValue !== 0) return 'n/a'
  return id === 'cumulative-layout-shift'
    ? audit.numericValue.toFixed(3)
    : `${Math.round(audit.numericValue)} ms`
}

/** Audits of the four categories that do not pass, each once. */
function failingAudits(result: LighthouseResult): Audit[] {
  const ids = new Set(
    CATEGORIES.flatMap((id) => result.categories[id]?.auditRefs.map((ref) => ref.id) ?? []),
  )
  return [...ids]
    .map((id) => result.audits[id])
    .filter(
      (audit): audit is Audit =>
        !!audit &&
        SCORED_MODES.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 1,
    )
}

interface NetworkRequest {
  url: string
  resourceType?: string
  networkEndTime?: number
}

/**
 * Scripts that finished loading before the observed largest paint: Lantern keeps each in the
 * graph it simulates LCP from (a module script whatever the time it ran, since Chromium records
 * no `EvaluateScript` for modules; docs/ARCHITECTURE.md §4.1). On `/` the 80 KB app chunk among
 * them made LCP about 1.85 s instead of FCP's 0.85 s.
 */
function scriptsBeforeLcp(result: LighthouseResult): number {
  const observed = (
    result.audits.metrics as
      (Audit & { details?: { items?: { observedLargestContentfulPaint?: number }[] } }) | undefined
  )?.details?.items?.[0]?.observedLargestContentfulPaint
  const requests =
    (
      result.audits['network-requests'] as
        (Audit & { details?: { items?: NetworkRequest[] } }) | undefined
    )?.details?.items ?? []
  if (observed === undefined) return NaN
  return requests.filter(
    (request) =>
      request.resourceType === 'Script' &&
      request.networkEndTime !== undefined &&
      request.networkEndTime <= observed,
  ).length
}

/** One build served in one browser; its label says which, when more than one is compared. */
interface Variant {
  outDir: string
  port: number
  browser: string
  label: string
}

function variants(): Variant[] {
  return OUT_DIRS.flatMap((outDir, index) =>
    BROWSERS.map((browser) => ({
      outDir,
      port: PORT + index,
      browser,
      label: [
        ...(OUT_DIRS.length > 1 ? [outDir] : []),
        ...(BROWSERS.length > 1 ? [basename(browser)] : []),
      ].join(' in '),
    })),
  )
}

function printRun(
  path: string,
  run: number,
  result: LighthouseResult,
  load: string,
  label: string,
) {
  const scores = CATEGORIES.map((id) => String(score(result, id)).padStart(4)).join(' ')
  const metrics = METRICS.map(([, id]) => metric(result, id).padStart(8)).join(' ')
  const early = String(scriptsBeforeLcp(result)).padStart(6)
  console.log(
    `${path.padEnd(18)} ${String(run).padStart(3)} ${scores}   ${metrics} ${early}   ${load}${label ? `   ${label}` : ''}`,
  )
  for (const audit of failingAudits(result))
    console.log(
      `${' '.repeat(24)}- ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    )
  for (const warning of result.runWarnings) console.log(`${' '.repeat(24)}! ${warning}`)
}

async function main() {
  const compared = variants()
  const servers = await Promise.all(
    OUT_DIRS.map((outDir, index) =>
      preview({
        logLevel: 'warn',
        preview: { host: '127.0.0.1', port: PORT + index, strictPort: true },
        build: { outDir },
      }),
    ),
  )
  const dir = await mkdtemp(join(tmpdir(), 'studywise-lighthouse-'))
  const missed: string[] = []
  let version = ''
  try {
    console.log(
      `${'page'.padEnd(18)} run perf  a11y   bp  seo   ${METRICS.map(([name]) => name.padStart(8)).join(' ')} JS<LCP   load (1 min, before → after)`,
    )
    for (const path of PAGES)
      for (let run = 1; run <= RUNS; run += 1)
        for (const [index, variant] of compared.entries()) {
          const name = `${path.replace(/\W+/g, '_')}-run-${run}${compared.length > 1 ? `-${index + 1}` : ''}`
          const output = join(KEEP ?? dir, `${name}.json`)
          const loadBefore = loadavg()[0]!.toFixed(1)
          await runLighthouse(`http://127.0.0.1:${variant.port}${path}`, output, variant.browser)
          const result = JSON.parse(await readFile(output, 'utf8')) as LighthouseResult
          version = result.lighthouseVersion
          printRun(path, run, result, `${loadBefore} → ${loadavg()[0]!.toFixed(1)}`, variant.label)
          if (KEEP)
            printLongTasks(
              await longTasks(output.replace(/\.json$/, '-0.trace.json')),
              ' '.repeat(24),
            )
          for (const id of CATEGORIES)
            if (score(result, id) < TARGET[id])
              missed.push(
                `${path} run ${run}${variant.label ? ` (${variant.label})` : ''}: ${id} ${score(result, id)} < ${TARGET[id]}`,
              )
        }
  } finally {
    await rm(dir, { recursive: true, force: true })
    await Promise.all(
      servers.map(
        (server) => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
      ),
    )
  }
  console.log(
    `Lighthouse ${version}, mobile defaults, throttling ${THROTTLING}, ${RUNS} runs per page, ` +
      `${BROWSERS.join(' and ')}; ` +
      `${cpus().length} cores`,
  )
  console.log(
    missed.length === 0
      ? 'RESULT: target met on every run (performance, accessibility, best practices and SEO 100)'
      : `RESULT: target missed:\n  ${missed.join('\n  ')}`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
