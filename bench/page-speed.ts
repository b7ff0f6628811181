/**
 * First-load speed of the public pages, on the production build served by
 * `vite preview` (run `npm run build` first; `npm run bench:pages` does both). Lighthouse 13
 * needs Node 22.19+, so this measures its main lab metrics itself in Chromium with Lighthouse's
 * mobile throttling applied through the DevTools protocol (4× CPU slowdown, 150 ms RTT,
 * 1.6 Mbit/s down): First and Largest Contentful Paint, Total Blocking Time (the main-thread
 * time beyond 50 ms of every task after FCP until the page is quiet) and Cumulative Layout
 * Shift. Median of three cold loads per page.
 *
 *   npx tsx bench/page-speed.ts
 */
import { preview } from 'vite'
import { launchChromium } from '../tests/support/chromium'

const PAGES = ['/', '/blog']
const RUNS = 3
const PORT = 4392

interface Vitals {
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function main() {
  const server = await preview({
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: PORT, strictPort: true },
  })
  const browser = await launchChromium()
  try {
    for (const path of PAGES) {
      const runs: Vitals[] = []
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(() => {
          const vitals = { fcp: 0, lcp: 0, cls: 0, tasks: [] as [number, number][] }
          Object.assign(window, { __vitals: vitals })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime
          }).observe({ type: 'paint', buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) vitals.lcp = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
            })[])
              if (!entry.hadRecentInput) vitals.cls += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              vitals.tasks.push([entry.startTime, entry.duration])
          }).observe({ type: 'longtask', buffered: true })
        })
        await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load' })
        // Quiet: lazy chunks after load (the upload panel) count too.
        await page.waitForTimeout(3000)
        const raw = await page.evaluate(
          () =>
            (
              window as unknown as {
                __vitals: { fcp: number; lcp: number; cls: number; tasks: [number, number][] }
              }
            ).__vitals,
        )
        const tbt = raw.tasks
          .filter(([start]) => start >= raw.fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
        runs.push({ fcp: raw.fcp, lcp: raw.lcp, tbt, cls: raw.cls })
        await context.close()
      }
      const pick = (key: keyof Vitals) => median(runs.map((run) => run[key]))
      console.log(
        `RESULT ${path}: FCP ${pick('fcp').toFixed(0)} ms, LCP ${pick('lcp').toFixed(0)} ms, ` +
          `TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)} (median of ${RUNS}, mobile throttling)`,
      )
    }
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
