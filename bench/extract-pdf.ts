/**
 * Benchmark: PDF extraction in Chromium through the app's public API
 * (src/lib/extract/extract-files.ts), production build, against `pdftotext` (poppler-utils,
 * default mode) on the same files in the same run, the two taking turns so a change in the
 * machine's load hits both alike. pdftotext's process start-up, which the app does not pay, is
 * taken off its time (bench/pdftotext.ts).
 *
 * The files are real PDFs (bench/fixtures/pdf): a two-column pdfTeX paper with ligatures, a
 * beamer slide deck, a groff manual, and LibreOffice exports of study notes from a .docx
 * (Writer), a lecture from a .pptx (Impress) and a 14-page Russian term paper from a .docx
 * (bench/fixtures/office). For each one:
 * - first upload: a fresh browser context (empty cache) opens the page with the upload area in
 *   view (which calls preloadExtractors()), the pointer reaches Choose files, and the file is
 *   chosen INTENT_LEAD_MS later; timed from the file to its text, CPU counted from the intent on
 *   (the warm-up included);
 * - warm: the page of the first upload, WARM_AFTER_MS after it, each timed read preceded by a read
 *   of another of the files, so no read follows one of the same file; median of RUNS;
 * - cold (COLD=1): no intent at all, the file arrives the moment the page has loaded.
 * Wall time and CPU time (Chromium's renderers, page and workers, against pdftotext's own), and
 * the text: token F1 of the app's text against pdftotext's (bench/token-f1.ts).
 * Targets: warm ≤ 1.0× pdftotext, first upload ≤ 2.0× (wall clock), F1 ≥ 0.97.
 *
 * Then a stress case: a synthetic 200-page PDF with one text run per word (pathological for
 * pdftotext, so no comparison), for pages per second and main-thread long tasks (none over
 * 50 ms), and a CJK PDF to prove the build finds pdf.js's CMaps.
 *
 *   npm run bench:extract                   (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *   RUNS=5: runs per measurement (default 3); TRACE=1: main-thread time by trace event, warm runs;
 *   STRESS=0: the real PDFs only (the stress case takes minutes on a busy machine);
 *   PDFS=paper,manual: only these of the real PDFs; COLD=1: also the first upload with no intent;
 *   REVISIT=1: each first upload by a returning student: a browser with a profile on disk, as a
 *   student's is, in which an earlier page read another file and was closed (its HTTP cache and
 *   V8's code cache kept); the size of V8's WebAssembly code cache is printed. V8_FLAGS=…: flags
 *   for that browser's V8, for experiments (--wasm-caching-timeout-ms=0 makes V8 write PDFium's
 *   code cache, which Chromium 156 does not with its defaults: decision 023, session 56);
 *   HELD_OUT=a.pdf,b.pdf: also these PDFs, which are not the bench's (e.g. pdf.js's test files),
 *   to check that a change to the warm-up helps files it was not chosen by
 */
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, CDPSession, Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { buildCjkPdf } from '../src/lib/extract/testing/pdf-fixtures'
import {
  buildBenchPage,
  launchPageOnlyChromium,
  launchPageOnlyProfile,
  serveBenchPage,
} from './bench-page'
import { INTENT_LEAD_MS, openExtractPage, readPdf } from './extract-pdf.open'
import type { BenchRun } from './extract-pdf.page'
import {
  median,
  netOfStartup,
  PDFTOTEXT,
  runPdftotext,
  type PdftotextRun,
  type Timed,
} from './pdftotext'
import { longTasksInTrace, printTrace } from './profile-report'
import { tokenF1, tokens } from './token-f1'

const RUNS = Number(process.env.RUNS ?? 3)
/** How long a returning student's earlier page (REVISIT) stays open after its read. */
const WARM_AFTER_MS = 2000
const root = fileURLToPath(new URL('..', import.meta.url))
const fixtures = join(root, 'bench/fixtures/pdf')

interface BenchPdf {
  /** Its name in the bench page's directory. */
  file: string
  label: string
  /** Where it is on disk, for pdftotext. */
  path: string
}

const BENCH_PDFS = [
  { file: 'paper.pdf', label: 'paper (7 pages, two columns, pdfTeX, ligatures)' },
  { file: 'slides.pdf', label: 'slide deck (26 slides, beamer)' },
  { file: 'manual.pdf', label: 'manual (88 pages, groff)' },
  { file: 'writer-notes.pdf', label: 'study notes (2 pages, Writer from .docx)' },
  { file: 'impress-lecture.pdf', label: 'lecture (18 slides, Impress from .pptx)' },
  { file: 'writer-ru.pdf', label: 'Russian term paper (14 pages, Writer from .docx)' },
].map((pdf) => ({ ...pdf, path: join(fixtures, pdf.file) }))

const HELD_OUT: BenchPdf[] = (process.env.HELD_OUT?.split(',') ?? []).map((path) => ({
  file: `held-out-${basename(path)}`,
  label: `held out: ${basename(path)}`,
  path: resolve(path),
}))

const REAL_PDFS: BenchPdf[] = [...BENCH_PDFS, ...HELD_OUT]

/** The renderer processes' CPU time (pages and their workers): the work done, whatever the load. */
async function rendererCpuMs(browserCdp: CDPSession): Promise<number> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; cpuTime: number }[]
  }
  return processInfo
    .filter((process) => process.type === 'renderer')
    .reduce((sum, process) => sum + process.cpuTime * 1000, 0)
}

/**
 * REVISIT=1: every first upload is a returning student's: an earlier page of the same browser
 * profile read another file and was closed, so the HTTP cache and V8's code cache (PDFium as
 * it was compiled and optimised there, if V8 wrote it) are kept; the first upload's page is still
 * a new one. The profile is on disk: an off-the-record context (browser.newContext) has no code
 * cache.
 */
const REVISIT = process.env.REVISIT === '1'

/** A bench page, the CPU counter of its browser, and how to close it. */
interface BenchPage {
  page: Page
  cdp: CDPSession
  close: () => Promise<void>
  /** REVISIT: the bytes of V8's WebAssembly code cache the earlier page left in the profile. */
  wasmCacheBytes?: number
}

/** The bytes of the files under `dir` (0 when there is none). */
async function bytesUnder(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true }).catch(() => [])
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name))).size))
  return sizes.reduce((sum, size) => sum + size, 0)
}

/** A page in a new context, with its own empty cache (or, with `earlierFile`, a returning one). */
async function openBenchPage(
  browser: Browser,
  browserCdp: CDPSession,
  base: string,
  earlierFile?: string,
): Promise<BenchPage> {
  if (!earlierFile) {
    const context = await browser.newContext()
    return {
      page: await openExtractPage(context, base),
      cdp: browserCdp,
      close: () => context.close(),
    }
  }
  const profile = await mkdtemp(join(tmpdir(), 'studywise-profile-'))
  const context = await launchPageOnlyProfile(profile, {}, process.env.V8_FLAGS)
  const profileBrowser = context.browser()
  if (!profileBrowser) throw new Error('no browser behind the profile')
  const earlier = await openExtractPage(context, base)
  await earlier.evaluate(() => window.preloadExtractors())
  await readPdf(earlier, earlierFile)
  await earlier.waitForTimeout(WARM_AFTER_MS)
  await earlier.close()
  return {
    page: await openExtractPage(context, base),
    cdp: await profileBrowser.newBrowserCDPSession(),
    close: async () => {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
    wasmCacheBytes: await bytesUnder(join(profile, 'Default', 'Code Cache', 'wasm')),
  }
}

/** The first upload on a fresh page, `lead` ms after the intent (null: no intent at all). */
async function firstUpload(
  browser: Browser,
  browserCdp: CDPSession,
  base: string,
  url: string,
  lead: number | null,
  earlierFile?: string,
): Promise<{ opened: BenchPage; run: BenchRun; timed: Timed }> {
  const opened = await openBenchPage(browser, browserCdp, base, earlierFile)
  const { page, cdp } = opened
  const cpuBefore = await rendererCpuMs(cdp)
  if (lead !== null) {
    await page.evaluate(() => window.preloadExtractors())
    await page.waitForTimeout(lead)
  }
  const run = await readPdf(page, url)
  const cpuMs = (await rendererCpuMs(cdp)) - cpuBefore
  return { opened, run, timed: { ms: run.ms, cpuMs } }
}

/** The machine's load average over the last minute: the other programs sharing its cores. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?'

const ratio = (app: number, reference: number) => `${(app / reference).toFixed(2)}×`

function describe(label: string, app: Timed, poppler: Timed): string {
  return (
    `${label} ${app.ms.toFixed(0)} ms (${ratio(app.ms, poppler.ms)}), ` +
    `CPU ${app.cpuMs.toFixed(0)} ms (${ratio(app.cpuMs, poppler.cpuMs)})`
  )
}

const mid = (runs: Timed[]) => ({
  ms: median(runs.map((run) => run.ms)),
  cpuMs: median(runs.map((run) => run.cpuMs)),
})

async function benchRealPdf(
  browser: Browser,
  browserCdp: CDPSession,
  base: string,
  pdf: BenchPdf,
  other: BenchPdf,
): Promise<void> {
  const url = new URL(pdf.file, base).href
  const otherUrl = new URL(other.file, base).href
  const { path } = pdf
  const poppler: PdftotextRun[] = []
  const first: Timed[] = []
  const cold: Timed[] = []
  const warm: Timed[] = []
  const longTasks: number[] = []
  let text = ''
  /** What the app told the student about the file (pages recognised, pages left out). */
  const warnings = new Set<string>()
  let lastOpened: BenchPage | undefined
  const wasmCacheBytes: number[] = []
  const loadBefore = loadAverage()
  for (let run = 0; run < RUNS; run += 1) {
    if (process.env.COLD === '1') {
      poppler.push(runPdftotext(path))
      const noIntent = await firstUpload(browser, browserCdp, base, url, null)
      cold.push(noIntent.timed)
      await noIntent.opened.close()
    }
    poppler.push(runPdftotext(path))
    // The last run's page is kept for the warm reads. An earlier one is closed first: after its
    // read it starts its other workers, whose loading and warm-up would share the cores with this
    // first upload and count in its CPU time (a student has one such page).
    if (lastOpened) await lastOpened.close()
    const withIntent = await firstUpload(
      browser,
      browserCdp,
      base,
      url,
      INTENT_LEAD_MS,
      REVISIT ? otherUrl : undefined,
    )
    first.push(withIntent.timed)
    longTasks.push(...withIntent.run.longTasks)
    text = withIntent.run.content
    for (const warning of withIntent.run.warnings) warnings.add(warning)
    if (withIntent.opened.wasmCacheBytes !== undefined)
      wasmCacheBytes.push(withIntent.opened.wasmCacheBytes)
    lastOpened = withIntent.opened
  }
  if (!lastOpened) throw new Error('no runs')
  const { page: warmPage, cdp } = lastOpened
  await warmPage.waitForTimeout(WARM_AFTER_MS)
  const warmBrowser = warmPage.context().browser() ?? browser
  if (process.env.TRACE) {
    await warmBrowser.startTracing(warmPage, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    })
  }
  for (let run = 0; run < RUNS; run += 1) {
    // The last read before the timed one is of another file.
    await readPdf(warmPage, otherUrl)
    poppler.push(runPdftotext(path))
    const cpuBefore = await rendererCpuMs(cdp)
    const result = await readPdf(warmPage, url)
    warm.push({ ms: result.ms, cpuMs: (await rendererCpuMs(cdp)) - cpuBefore })
    longTasks.push(...result.longTasks)
  }
  if (process.env.TRACE) {
    const trace = (await warmBrowser.stopTracing()).toString()
    const traced = longTasksInTrace(trace)
    console.log(`  trace: long tasks ${traced.wall} by wall clock, ${traced.cpu} by CPU time`)
    printTrace(trace)
  }
  await lastOpened.close()

  const reference = poppler[0]?.text ?? ''
  const popplerTimed = netOfStartup(poppler)
  const bytes = (await readFile(path)).length
  const over50 = longTasks.filter((duration) => duration > 50)
  console.log(
    `RESULT ${pdf.label}, ${(bytes / 1024).toFixed(0)} KB, load ${loadBefore}→${loadAverage()}: ` +
      `pdftotext ${popplerTimed.ms.toFixed(0)} ms, CPU ${popplerTimed.cpuMs.toFixed(0)} ms ` +
      `(less its empty start, ${popplerTimed.startup.ms.toFixed(0)} ms, CPU ` +
      `${popplerTimed.startup.cpuMs.toFixed(0)} ms); ` +
      `${describe(`app warm (after ${other.file})`, mid(warm), popplerTimed)}; ` +
      `${describe(`first upload (${INTENT_LEAD_MS} ms after intent${REVISIT ? ', returning' : ''})`, mid(first), popplerTimed)}; ` +
      (cold.length > 0 ? `${describe('cold (no intent)', mid(cold), popplerTimed)}; ` : '') +
      `token F1 ${tokenF1(text, reference).toFixed(3)} ` +
      `(${tokens(text).length} tokens, pdftotext ${tokens(reference).length}); ` +
      `main-thread tasks over 50 ms: ${over50.length}` +
      (over50.length > 0 ? ` (${over50.map((d) => d.toFixed(0)).join(', ')} ms)` : '') +
      (warnings.size > 0 ? `; warnings: ${[...warnings].join(' / ')}` : '') +
      (wasmCacheBytes.length > 0
        ? `; V8's WebAssembly code cache left by the earlier page: ${wasmCacheBytes.map((bytes) => `${(bytes / 1024).toFixed(0)} KB`).join(', ')}`
        : ''),
  )
}

const STRESS_PAGES = 200
/**
 * Words of the synthetic pages, with the short words every real text has: without them a page
 * reads as a garbage text layer (ocr/text-quality.ts) and is sent to text recognition.
 */
const WORDS = (
  'cell membrane the protein enzyme of energy glucose and mitochondria nucleus in ribosome gene ' +
  'is chromosome photosynthesis to respiration osmosis a diffusion tissue organ evolution species ' +
  'ecosystem'
).split(' ')

const sentence = (seed: number, words: number) =>
  Array.from({ length: words }, (_, index) => WORDS[(seed * 7 + index * 3) % WORDS.length]).join(
    ' ',
  )

/** Synthetic: even pages one column of 45 lines, odd pages two columns; one text run per line. */
async function generateStressPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let pageIndex = 0; pageIndex < STRESS_PAGES; pageIndex += 1) {
    const page = doc.addPage([595, 842])
    page.drawText(`Chapter ${pageIndex + 1}: ${sentence(pageIndex, 4)}`, {
      x: 50,
      y: 800,
      size: 16,
      font,
    })
    const lines = pageIndex % 2 === 0 ? 45 : 40
    for (let line = 0; line < lines; line += 1) {
      if (pageIndex % 2 === 0) {
        page.drawText(sentence(pageIndex + line, 12), { x: 50, y: 770 - line * 16, size: 10, font })
      } else {
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

async function benchStress(browser: Browser, browserCdp: CDPSession, base: string): Promise<void> {
  const { page, close } = await openBenchPage(browser, browserCdp, base)
  await page.evaluate(() => window.preloadExtractors())
  await page.waitForTimeout(INTENT_LEAD_MS)
  const runs: BenchRun[] = []
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await readPdf(page, new URL('stress.pdf', base).href))
  }
  const pps = runs.map((run) => run.pages / (run.ms / 1000))
  const over50 = runs.flatMap((run) => run.longTasks.filter((duration) => duration > 50))
  const gaps = runs.map((run) => run.maxFrameGapMs)
  console.log(
    `RESULT stress case (synthetic ${STRESS_PAGES}-page PDF, not a real document): ` +
      `${median(pps).toFixed(1)} pages/s (median of ${RUNS}, first after intent included); ` +
      `main-thread tasks over 50 ms: ${over50.length}; largest frame gap ${Math.max(...gaps).toFixed(0)} ms`,
  )
  const cjk = await page.evaluate((url) => window.extractText(url), new URL('cjk.pdf', base).href)
  console.log(
    `CJK PDF (predefined CMap) in the browser: ${cjk === CJK_LINES.join('\n') ? 'ok' : `WRONG: ${JSON.stringify(cjk)}`}`,
  )
  await close()
}

async function main() {
  if (!existsSync(PDFTOTEXT))
    throw new Error(`${PDFTOTEXT} is missing: apt-get install poppler-utils`)
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-bench-'))
  await buildBenchPage('extract-pdf.html', outDir)
  for (const pdf of REAL_PDFS) await copyFile(pdf.path, join(outDir, pdf.file))
  await writeFile(join(outDir, 'stress.pdf'), await generateStressPdf())
  await writeFile(join(outDir, 'cjk.pdf'), await buildCjkPdf(CJK_LINES))
  const { server, base } = await serveBenchPage(
    outDir,
    4390 + Number(process.env.E2E_PORT_OFFSET ?? 0),
  )

  const browser = await launchPageOnlyChromium()
  try {
    const browserCdp = await browser.newBrowserCDPSession()
    console.log(
      `${RUNS} runs each, app and pdftotext taking turns; ratios are app / pdftotext less its ` +
        'empty start (medians)',
    )
    const only = process.env.PDFS?.split(',').map((name) => `${name.trim()}.pdf`)
    for (const [index, pdf] of REAL_PDFS.entries()) {
      const other = REAL_PDFS[(index + 1) % REAL_PDFS.length] ?? pdf
      if (!only || only.includes(pdf.file))
        await benchRealPdf(browser, browserCdp, base, pdf, other)
    }
    if (process.env.STRESS !== '0') await benchStress(browser, browserCdp, base)
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
