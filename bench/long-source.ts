/**
 * Benchmark, in Chromium: a 300-page PDF (~1,000,000 characters of varied prose)
 * uploaded to the real upload section (production build) and made into a study guide by gpt-4
 * over its 8,192-token window — the fake OpenAI server enforces the window as OpenAI does and
 * writes at a realistic pace (20 ms per 16-character chunk; non-streamed replies as slow as
 * streamed ones). Measures, from the click on Generate: time to the final guide's first painted
 * word and to the delivered guide (target < 60 s), requests made and the largest one, the page's
 * peak JS heap (target < 300 MB; polled over CDP) and its main-thread long tasks (target: none
 * over 50 ms).
 * Run: npm run bench:long [pages]
 *   PROFILE=1: unminified, with the page's top JS functions and what each long stretch ran
 *   TRACE=1: main-thread time by trace event and what the longest task spent its time on
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { build, preview } from 'vite'
import { makeSourcePages } from '../src/testing/long-source-fixtures'
import type { LongSourceBenchResult } from '../src/features/generation/testing/long-source-bench-types'
import { launchChromium } from '../tests/support/chromium'
import { startFakeOpenAI } from '../tests/support/fake-openai'
import { printBusyStretches, printProfile, printTrace } from './profile-report'

const WINDOW = 8_192
const TARGET_MS = 60_000
const TARGET_HEAP_MB = 300
const root = fileURLToPath(new URL('..', import.meta.url))

/** Words packed into lines short enough for an A4 page at 9 pt. */
function wrap(text: string, width = 110): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  if (line !== '') lines.push(line)
  return lines
}

async function longPdf(pages: number): Promise<{ pdf: Buffer; chars: number }> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  let chars = 0
  for (const passage of makeSourcePages(pages, 3_400)) {
    const page = doc.addPage([595, 842])
    chars += passage.text.length
    wrap(passage.text).forEach((line, row) =>
      page.drawText(line, { x: 30, y: 810 - row * 11, size: 9, font }),
    )
  }
  return { pdf: Buffer.from(await doc.save()), chars }
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`)

async function main() {
  const pages = Number(process.argv[2] ?? 300)
  const { pdf, chars } = await longPdf(pages)
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-long-bench-'))
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    base: './',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // A profile names the app's own functions.
      minify: !process.env.PROFILE && !process.env.TRACE,
      rollupOptions: { input: join(root, 'bench/long-source.html') },
    },
  })
  const server = await preview({
    configFile: join(root, 'vite.config.ts'),
    root,
    base: './',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4393, strictPort: false },
  })
  const appUrl = new URL(
    'bench/long-source.html',
    server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4393/',
  ).href
  const fake = await startFakeOpenAI({
    chunkDelayMs: 20,
    chunkSize: 16,
    paceCompletions: true,
    contextTokens: WINDOW,
  })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    // gpt-4 with no window setting: the app plans with gpt-4's known 8,192 tokens.
    await context.addInitScript((baseURL) => {
      localStorage.setItem('studywise.ai-provider', JSON.stringify({ baseURL, model: 'gpt-4' }))
    }, fake.url)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    await page.goto(appUrl)
    console.log(
      `source: ${pages}-page PDF (${(pdf.length / 1024).toFixed(0)} KB), ${chars} characters; gpt-4, window ${WINDOW} tokens; Chromium ${browser.version()}`,
    )
    const extractStart = Date.now()
    await page.getByLabel(/choose files/i).setInputFiles({
      name: 'course-reader.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await page
      .getByRole('list', { name: 'Uploaded files' })
      .getByText(/characters extracted/)
      .waitFor({ timeout: 120_000 })
    console.log(`read in the browser in ${seconds(Date.now() - extractStart)}`)
    await page.waitForTimeout(500)

    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const heapMb = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20
    }
    const heapAtStart = await heapMb()
    let heapPeak = heapAtStart
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        heapPeak = Math.max(heapPeak, await heapMb())
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    })()
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    if (process.env.TRACE)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
      })
    fake.reset()
    fake.setContextTokens(WINDOW)
    const result = page.evaluate(() => window.armLongSourceBench())
    const clickedAt = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Generate Study Guide from Files' }).click()
    const run: LongSourceBenchResult = await result
    sampling = false
    await sampler
    if (process.env.TRACE) printTrace((await browser.stopTracing()).toString())
    if (process.env.PROFILE) {
      const { profile } = await cdp.send('Profiler.stop')
      printProfile(profile)
      printBusyStretches(profile)
    }

    const requests = fake.requests()
    const byPurpose = new Map<string, number>()
    for (const r of requests) byPurpose.set(r.purpose, (byPurpose.get(r.purpose) ?? 0) + 1)
    const sizes = requests.map((r) => (r.promptTokens ?? 0) + (r.body.max_tokens ?? 0))
    const whole = run.deliveredAt === null ? null : run.deliveredAt - clickedAt
    const longest = Math.max(0, ...run.longTasks.map((task) => task.ms))
    const phase = (at: number) =>
      run.firstWordAt === null || at < run.firstWordAt
        ? 'reading'
        : run.deliveredAt === null || at < run.deliveredAt
          ? 'writing'
          : 'delivered'
    console.log(
      `first painted word of the guide: ${seconds(run.firstWordAt === null ? null : run.firstWordAt - clickedAt)}`,
    )
    console.log(
      `whole guide: ${seconds(whole)} (target < ${TARGET_MS / 1000} s: ${whole !== null && whole < TARGET_MS ? 'met' : 'MISSED'})`,
    )
    console.log(
      `requests: ${requests.length} (${[...byPurpose].map(([p, n]) => `${p} ${n}`).join(', ')}); refused as too long: ${sizes.filter((size) => size > WINDOW).length}; largest: prompt + max_tokens ${Math.max(...sizes)} of ${WINDOW}`,
    )
    console.log(
      `page JS heap: ${heapAtStart.toFixed(0)} MB before, peak ${heapPeak.toFixed(0)} MB (target < ${TARGET_HEAP_MB} MB: ${heapPeak < TARGET_HEAP_MB ? 'met' : 'MISSED'})`,
    )
    console.log(
      `main-thread long tasks: ${run.longTasks.length}, longest ${longest.toFixed(0)} ms (target: none over 50 ms: ${run.longTasks.length === 0 ? 'met' : 'MISSED'})` +
        (run.longTasks.length > 0
          ? `\n  ${run.longTasks.map((task) => `${task.ms.toFixed(0)} ms at ${seconds(task.at - clickedAt)} (${phase(task.at)})`).join(', ')}`
          : ''),
    )
  } finally {
    await browser.close()
    await fake.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
