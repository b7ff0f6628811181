/**
 * Benchmark: PDF extraction in Chromium through the app's public API
 * (src/lib/extract/extract-files.ts), production build, pdf.js in its worker.
 * Measures pages per second and main-thread long tasks (target: none over 50 ms) on a simple
 * 200-page PDF, then on PDFs shaped like real ones (bench/realistic-pdfs.ts: a 55-page manual,
 * a 14-page two-column paper) against `pdftotext -layout` on the same file in the same run
 * (at least as fast; apt-get install poppler-utils), the two taking turns. Besides
 * wall time it compares CPU time (Chromium's renderer, page and workers, against pdftotext's),
 * which a shared machine's load barely moves.
 *
 * For the real-shaped PDFs it also reports the main thread's busy time (CDP TaskDuration): the
 * page should only hand out the file and join the text, whatever the machine's load.
 *
 *   npx tsx bench/extract-pdf.ts            (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *   TRACE=1: main-thread time by trace event and the longest tasks, per real-shaped PDF
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { build, preview } from 'vite'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { buildCjkPdf } from '../src/lib/extract/testing/pdf-fixtures'
import { buildManualPdf, buildPaperPdf } from './realistic-pdfs'
import type { BenchRun } from './extract-pdf.page'
import { launchChromium } from '../tests/support/chromium'
import { longTasksInTrace, printTrace } from './profile-report'
import { pdfjsTextStatePatch } from '../scripts/pdfjs-text-state-patch'

const PAGES = 200
const WARM_RUNS = 3
const root = fileURLToPath(new URL('..', import.meta.url))

const WORDS = (
  'cell membrane protein enzyme energy glucose mitochondria nucleus ribosome gene chromosome ' +
  'photosynthesis respiration osmosis diffusion tissue organ evolution species ecosystem'
).split(' ')

function sentence(seed: number, words: number): string {
  return Array.from(
    { length: words },
    (_, index) => WORDS[(seed * 7 + index * 3) % WORDS.length],
  ).join(' ')
}

/** Even pages: one column of 45 lines; odd pages: a title and two columns of 40 lines. */
async function generatePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let pageIndex = 0; pageIndex < PAGES; pageIndex += 1) {
    const page = doc.addPage([595, 842])
    page.drawText(`Chapter ${pageIndex + 1}: ${sentence(pageIndex, 4)}`, {
      x: 50,
      y: 800,
      size: 16,
      font,
    })
    if (pageIndex % 2 === 0) {
      for (let line = 0; line < 45; line += 1) {
        page.drawText(sentence(pageIndex + line, 12), { x: 50, y: 770 - line * 16, size: 10, font })
      }
    } else {
      for (let line = 0; line < 40; line += 1) {
        const y = 770 - line * 18
        page.drawText(sentence(pageIndex + line, 6), { x: 50, y, size: 10, font })
        page.drawText(sentence(pageIndex + line + 1, 6), { x: 315, y, size: 10, font })
      }
    }
  }
  return doc.save()
}

const CJK_LINES = [
  '细胞是生命的基本单位，所有生物都由细胞构成。',
  '光合作用把光能转化为化学能，储存在葡萄糖中。',
  '线粒体通过细胞呼吸释放能量。',
]

const PDFTOTEXT = '/usr/bin/pdftotext'

interface PdftotextRun {
  ms: number
  /** CPU time (user + system) of pdftotext, from the shell's waited-for children; null off Linux. */
  cpuMs: number | null
}

/** One run of `pdftotext -layout` on the file. */
function runPdftotext(file: string): PdftotextRun {
  const started = performance.now()
  // The shell's own /proc stat counts the CPU time of the children it waited for (fields 16-17).
  const stat = execFileSync(
    'sh',
    [
      '-c',
      '"$0" -layout "$1" /dev/null || exit 1; cat /proc/$$/stat 2>/dev/null; exit 0',
      PDFTOTEXT,
      file,
    ],
    { encoding: 'utf8' },
  )
  const ms = performance.now() - started
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[13]) + Number(fields[14])
  return { ms, cpuMs: Number.isFinite(ticks) ? ticks * 10 : null }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

function summarise(label: string, run: BenchRun): string {
  const over50 = run.longTasks.filter((duration) => duration > 50)
  const longest = run.longTasks.length > 0 ? Math.max(...run.longTasks) : 0
  return (
    `${label}: ${run.pages} pages in ${run.ms.toFixed(0)} ms = ${(run.pages / (run.ms / 1000)).toFixed(1)} pages/s; ` +
    `first page ${run.firstPageMs.toFixed(0)} ms; ${run.chars} chars; ` +
    `long tasks ${run.longTasks.length} (over 50 ms: ${over50.length}, longest ${longest.toFixed(0)} ms); ` +
    `max frame gap ${run.maxFrameGapMs.toFixed(0)} ms`
  )
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-bench-'))
  const started = Date.now()
  const pdf = await generatePdf()
  console.log(
    `generated ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`,
  )

  const shared = {
    configFile: false as const,
    root,
    base: './',
    logLevel: 'warn' as const,
    resolve: { alias: { '@': join(root, 'src') } },
    // As vite.config.ts builds the app.
    plugins: [pdfjsTextStatePatch()],
  }
  await build({
    ...shared,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: join(root, 'bench/extract-pdf.html') },
    },
    worker: { format: 'es', plugins: () => [pdfjsTextStatePatch()] },
  })
  await writeFile(join(outDir, 'bench.pdf'), pdf)
  await writeFile(join(outDir, 'cjk.pdf'), await buildCjkPdf(CJK_LINES))
  const realistic = [
    { name: 'manual.pdf', label: '55-page software manual', bytes: await buildManualPdf(55) },
    { name: 'paper.pdf', label: '14-page two-column paper', bytes: await buildPaperPdf(14) },
  ]
  for (const pdf of realistic) await writeFile(join(outDir, pdf.name), pdf.bytes)
  const server = await preview({
    ...shared,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4390 },
  })
  const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4390/'

  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    await page.goto(new URL('bench/extract-pdf.html', base).href)
    await page.waitForFunction(() => typeof window.runExtractBench === 'function')
    const runs: BenchRun[] = []
    for (let index = 0; index <= WARM_RUNS; index += 1) {
      runs.push(
        await page.evaluate((url) => window.runExtractBench(url), new URL('bench.pdf', base).href),
      )
    }
    const [cold, ...warm] = runs
    if (!cold) throw new Error('no runs')
    console.log(summarise('cold (loads pdf.js + worker)', cold))
    warm.forEach((run, index) => console.log(summarise(`warm ${index + 1}`, run)))
    const warmPps = warm.map((run) => run.pages / (run.ms / 1000))
    const allOver50 = runs.flatMap((run) => run.longTasks.filter((duration) => duration > 50))
    console.log(
      `RESULT pages/s (warm median) ${median(warmPps).toFixed(1)}; long tasks over 50 ms in all runs: ${allOver50.length}` +
        (allOver50.length > 0 ? ` (${allOver50.map((d) => d.toFixed(0)).join(', ')} ms)` : ''),
    )
    if (cold.warnings.length > 0) console.log('warnings:', cold.warnings.join('; '))
    await page.close() // one renderer left: the trace reads its main thread

    // A fresh page where the upload area would have called preloadExtractors() beforehand.
    const preloaded = await browser.newPage()
    await preloaded.goto(new URL('bench/extract-pdf.html', base).href)
    await preloaded.waitForFunction(() => typeof window.preloadExtractors === 'function')
    await preloaded.evaluate(() => window.preloadExtractors())
    await preloaded.waitForTimeout(1000)
    const first = await preloaded.evaluate(
      (url) => window.runExtractBench(url),
      new URL('bench.pdf', base).href,
    )
    console.log(summarise('first run after preloadExtractors()', first))

    // Also proves the browser build finds pdf.js's CMaps (emitted as assets) for CJK PDFs.
    const cjk = await preloaded.evaluate(
      (url) => window.extractText(url),
      new URL('cjk.pdf', base).href,
    )
    console.log(
      `CJK PDF (predefined CMap) in the browser: ${cjk === CJK_LINES.join('\n') ? 'ok' : `WRONG: ${JSON.stringify(cjk)}`}`,
    )

    // Real-shaped PDFs, pdf.js already loaded (as after the upload area's preload): the app's
    // time from the file to its text, against pdftotext on the same file.
    const cdp = await preloaded.context().newCDPSession(preloaded)
    await cdp.send('Performance.enable')
    const mainThreadMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000
    }
    // The renderer processes' CPU time (page and workers): the work done, whatever the load.
    const browserCdp = await browser.newBrowserCDPSession()
    const rendererCpuMs = async () => {
      const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo')
      const renderers = processInfo.filter((process) => process.type === 'renderer')
      return renderers.reduce((sum, process) => sum + process.cpuTime * 1000, 0)
    }
    const hasPdftotext = existsSync(PDFTOTEXT)
    for (const pdf of realistic) {
      const url = new URL(pdf.name, base).href
      const appRuns: BenchRun[] = []
      const busy: number[] = []
      const appCpu: number[] = []
      const poppler: PdftotextRun[] = []
      // The trace tells a task that worked for 50 ms from one that waited that long for a core.
      await browser.startTracing(preloaded, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      })
      // App and pdftotext take turns, so a change in the machine's load hits both alike.
      for (let run = 0; run < 3; run += 1) {
        const before = await mainThreadMs()
        const cpuBefore = await rendererCpuMs()
        appRuns.push(await preloaded.evaluate((href) => window.runExtractBench(href), url))
        appCpu.push((await rendererCpuMs()) - cpuBefore)
        busy.push((await mainThreadMs()) - before)
        if (hasPdftotext) poppler.push(runPdftotext(join(outDir, pdf.name)))
      }
      const trace = (await browser.stopTracing()).toString()
      const traced = longTasksInTrace(trace)
      const appMs = median(appRuns.map((run) => run.ms))
      const over50 = appRuns.flatMap((run) => run.longTasks.filter((duration) => duration > 50))
      const popplerMs = median(poppler.map((run) => run.ms))
      const popplerCpu = poppler.map((run) => run.cpuMs)
      const cpu = popplerCpu.every((ms): ms is number => ms !== null)
        ? `; CPU time app ${median(appCpu).toFixed(0)} ms (renderer: page + workers) = ` +
          `${(median(appCpu) / median(popplerCpu)).toFixed(2)}× pdftotext (${median(popplerCpu).toFixed(0)} ms)`
        : ''
      const ratio = hasPdftotext
        ? `${(appMs / popplerMs).toFixed(2)}× pdftotext (${popplerMs.toFixed(0)} ms)${cpu}`
        : 'pdftotext not installed'
      console.log(
        `RESULT ${pdf.label} (${(pdf.bytes.length / 1024).toFixed(0)} KB): app ${appMs.toFixed(0)} ms (median of 3) = ${ratio}; ` +
          `long tasks over 50 ms: ${over50.length} (trace: ${traced.wall} by wall clock, ${traced.cpu} by CPU time); ` +
          `main thread busy ${median(busy).toFixed(0)} ms (median)`,
      )
      if (process.env.TRACE) printTrace(trace)
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
