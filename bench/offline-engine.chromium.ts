/**
 * The offline engine in Chromium, as the app runs it: in its worker (and, for comparison, in
 * place on the page's main thread). For ~150,000, ~1,000,000 and ~2,000,000 characters: each
 * call's time (target ≤ 1 s at 150,000), and what the page felt meanwhile — its longest
 * main-thread task (target: none over 50 ms) and the largest gap between animation frames.
 * Run: npm run bench:offline:chromium [pages…]   (CHROMIUM_PATH defaults to /usr/bin/chromium)
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { launchChromium } from '../tests/support/chromium'
import type { OfflineBenchRun } from './offline-engine.page'

const root = fileURLToPath(new URL('..', import.meta.url))

function summarise(label: string, run: OfflineBenchRun): string {
  const calls = run.calls.map((call) => `${call.label} ${call.ms.toFixed(0)}`).join(', ')
  const slowest = Math.max(...run.calls.map((call) => call.ms))
  const longest = Math.max(0, ...run.longTasks)
  return (
    `  ${label.padEnd(9)} slowest call ${slowest.toFixed(0).padStart(5)} ms; page: longest task ${longest.toFixed(0).padStart(5)} ms` +
    ` (${run.longTasks.filter((ms) => ms > 50).length} over 50 ms), largest frame gap ${run.maxFrameGapMs.toFixed(0)} ms\n` +
    `            calls (ms): ${calls}`
  )
}

async function main() {
  const sizes = process.argv.slice(2).map(Number)
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-offline-bench-'))
  const shared = {
    configFile: false as const,
    root,
    base: './',
    logLevel: 'warn' as const,
    resolve: { alias: { '@': join(root, 'src') } },
  }
  await build({
    ...shared,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: join(root, 'bench/offline-engine.html') },
    },
    worker: { format: 'es' },
  })
  const server = await preview({
    ...shared,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4392 },
  })
  const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4392/'
  const browser = await launchChromium()
  try {
    console.log(`Chromium ${browser.version()}; each call on a cold cache`)
    for (const pages of sizes.length > 0 ? sizes : [50, 334, 667]) {
      const runs: [string, OfflineBenchRun][] = []
      for (const where of ['worker', 'in place'] as const) {
        // A fresh page per run: the in-place run must not inherit the worker's state, nor the
        // other way round.
        const page = await browser.newPage()
        page.on('pageerror', (error) => console.error('page error:', error.message))
        await page.goto(new URL('bench/offline-engine.html', base).href)
        await page.waitForFunction(() => typeof window.runOfflineBench === 'function')
        runs.push([
          where,
          await page.evaluate(([p, w]) => window.runOfflineBench(p, w), [pages, where] as const),
        ])
        await page.close()
      }
      console.log(`\n${pages} pages, ${runs[0]?.[1].chars ?? 0} characters`)
      for (const [where, run] of runs) console.log(summarise(where, run))
    }
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
