/**
 * Main-thread work while a public page loads and hydrates, on the production build served by
 * `vite preview`, in Debian's Chromium at Lighthouse's mobile CPU slowdown (4x, through the
 * DevTools protocol) and without network throttling unless NETWORK=slow4g (DevTools' own
 * throttling with Lighthouse's slow-4G figures: 562.5 ms round trip, 1,474.56 kbit/s down): the
 * page's long tasks (over 50 ms, from the browser's own `longtask` entries), their blocking time
 * past 50 ms each (what Lighthouse sums as TBT between first paint and interactive; here from
 * navigation to 5 s after load), the renderer's script and task time (`Performance.getMetrics`),
 * the browser's own first and largest contentful paints, and, after the page's `load` event,
 * when React's root was made on #root (from then on a click is the app's: React hydrates what it
 * needs first) and when it committed (read from React's markers on #root every few ms; a negative
 * figure is before `load`). Per page and interface language, the median of RUNS cold loads (a
 * fresh context each: no cache, no service worker); LANGUAGES=en,ar by default.
 * The machine is shared: the 1-minute load average before and after is printed with each row,
 * and a figure taken at a higher load is slower for it, not for the page.
 * Usage: npm run build && npx tsx --tsconfig tsconfig.node.json bench/landing-main-thread.ts
 *   [dist folder ...] (default dist). Given several builds (e.g. main's and this branch's), their
 * loads alternate run by run, so a change in the machine's load weighs on each the same.
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { preview } from 'vite'
import { launchPageOnlyChromium } from './bench-page'

const OUT_DIRS = (process.argv.length > 2 ? process.argv.slice(2) : ['dist']).map((dir) =>
  resolve(dir),
)
const PORT = Number(process.env.MAIN_THREAD_PORT ?? 4395)
const RUNS = Number(process.env.RUNS ?? 5)
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4)
const SETTLE_MS = 5_000
/** Lighthouse's simulated slow 4G as DevTools applies it (its `devtools` throttling). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
const NETWORK = process.env.NETWORK === 'slow4g' ? SLOW_4G : undefined
const PAGES = ['/', '/blog']
const LANGUAGES = (process.env.LANGUAGES ?? 'en,ar').split(',')

interface Load {
  longTasks: number
  longestMs: number
  blockingMs: number
  scriptMs: number
  taskMs: number
  fcpMs: number
  lcpMs: number
  loadMs: number
  rootedAfterLoadMs: number
  hydratedAfterLoadMs: number
}

/** The current tree of React's root (React's own fields, read from outside). */
interface RootFiber {
  child: unknown
  memoizedState: { isDehydrated: boolean }
}

/** What the page's init script records: paints, and when React's root on #root committed. */
interface PageTimes {
  fcp: number
  lcp: number
  rooted: number
  hydrated: number
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(
  browser: Awaited<ReturnType<typeof launchPageOnlyChromium>>,
  url: string,
  language: string,
): Promise<Load> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  // The language as the header's control stores it, before any script runs; and every long task
  // from the start, kept where the page can hand them over.
  await page.addInitScript((code) => {
    localStorage.setItem('studywise.language', JSON.stringify(code))
    const tasks: { start: number; duration: number }[] = []
    ;(window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
    const times = { fcp: NaN, lcp: NaN, rooted: NaN, hydrated: NaN }
    ;(window as unknown as { __times: typeof times }).__times = times
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) times.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    // React marks the container when a root is made on it; the root's current tree has its
    // page and is no longer dehydrated once the first render or hydration committed. (No named
    // functions here: the bench's compiler would wrap them in a helper the page does not have.)
    const timer = setInterval(() => {
      const root = document.getElementById('root') as unknown as Record<string, unknown> | null
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
      const current = key
        ? (root[key] as { stateNode: { current: RootFiber } }).stateNode.current
        : undefined
      if (current && Number.isNaN(times.rooted)) times.rooted = performance.now()
      if (!current?.child || current.memoizedState.isDehydrated) return
      times.hydrated = performance.now()
      clearInterval(timer)
    }, 1)
  }, language)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Performance.enable')
  if (NETWORK) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
  }
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: { duration: number }[] }).__longTasks,
  )
  const times = await page.evaluate(() => (window as unknown as { __times: PageTimes }).__times)
  const loadMs = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  )
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000
  await context.close()
  return {
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    scriptMs: metric('ScriptDuration'),
    taskMs: metric('TaskDuration'),
    fcpMs: times.fcp,
    lcpMs: times.lcp,
    loadMs,
    rootedAfterLoadMs: times.rooted - loadMs,
    hydratedAfterLoadMs: times.hydrated - loadMs,
  }
}

const servers = await Promise.all(
  OUT_DIRS.map((outDir, index) =>
    preview({
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: PORT + index, strictPort: true },
    }),
  ),
)
const browser = await launchPageOnlyChromium()
try {
  console.log(
    `CPU ${CPU_SLOWDOWN}x slower, network ${NETWORK ? 'slow 4G' : 'not throttled'}, median of ${RUNS} cold loads`,
  )
  console.log(
    'build  page   lang  long tasks  longest  blocking  script  tasks     FCP      LCP     load  root made  hydrated after load   load (1 min, before → after)',
  )
  for (const path of PAGES)
    for (const language of LANGUAGES) {
      const before = loadavg()[0]!
      const loads: Load[][] = OUT_DIRS.map(() => [])
      for (let run = 0; run < RUNS; run += 1)
        for (const [index, runs] of loads.entries())
          runs.push(await measure(browser, `http://127.0.0.1:${PORT + index}${path}`, language))
      const after = loadavg()[0]!
      for (const [index, runs] of loads.entries()) {
        const of = (key: keyof Load) => median(runs.map((load) => load[key]))
        console.log(
          `${String(index + 1).padEnd(6)} ${path.padEnd(6)} ${language.padEnd(5)} ${String(of('longTasks')).padStart(10)} ` +
            `${of('longestMs').toFixed(0).padStart(6)} ms ${of('blockingMs').toFixed(0).padStart(6)} ms ` +
            `${of('scriptMs').toFixed(0).padStart(5)} ms ${of('taskMs').toFixed(0).padStart(5)} ms ` +
            `${of('fcpMs').toFixed(0).padStart(5)} ms ${of('lcpMs').toFixed(0).padStart(5)} ms ${of('loadMs').toFixed(0).padStart(5)} ms ` +
            `${of('rootedAfterLoadMs').toFixed(0).padStart(6)} ms ${of('hydratedAfterLoadMs').toFixed(0).padStart(8)} ms (${runs.map((load) => load.hydratedAfterLoadMs.toFixed(0)).join(', ')})   ` +
            `${before.toFixed(1)} → ${after.toFixed(1)}`,
        )
      }
    }
  OUT_DIRS.forEach((dir, index) => console.log(`build ${index + 1}: ${dir}`))
} finally {
  await browser.close()
  await Promise.all(
    servers.map((server) => new Promise<void>((done) => server.httpServer.close(() => done()))),
  )
}
