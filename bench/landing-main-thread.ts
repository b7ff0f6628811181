/**
 * Main-thread work while a public page loads and hydrates, on the production build served by
 * `vite preview`, in Debian's Chromium at Lighthouse's mobile CPU slowdown (4x, through the
 * DevTools protocol) and without network throttling: the page's long tasks (over 50 ms, from the
 * browser's own `longtask` entries), their blocking time past 50 ms each (what Lighthouse sums as
 * TBT between first paint and interactive; here from navigation to 5 s after load), and the
 * renderer's script and task time (`Performance.getMetrics`). Per page and interface language,
 * the median of RUNS cold loads (a fresh context each: no cache, no service worker).
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
const PAGES = ['/', '/blog']
const LANGUAGES = ['en', 'ar']

interface Load {
  longTasks: number
  longestMs: number
  blockingMs: number
  scriptMs: number
  taskMs: number
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
  }, language)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Performance.enable')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: { duration: number }[] }).__longTasks,
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
  console.log(`CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} cold loads`)
  console.log(
    'build  page   lang  long tasks  longest  blocking  script  tasks   load (1 min, before → after)',
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
            `${of('scriptMs').toFixed(0).padStart(5)} ms ${of('taskMs').toFixed(0).padStart(5)} ms   ` +
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
