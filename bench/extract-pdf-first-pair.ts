/**
 * Benchmark: the first upload of two builds of the app, taking turns in one browser, so that a
 * change in the machine's load (other programs on the same cores) hits both alike. Each build is
 * bench/extract-pdf.html built from its own source tree (A and B: two checkouts, e.g. main's as a
 * `git archive` copy, each with this file; each builds its own page); each first upload is bench:extract's (bench/extract-pdf.ts): a fresh context,
 * the intent (preloadExtractors), the file INTENT_LEAD_MS later, timed from the file to its text.
 * The two builds alternate A B, B A, … for PAIRS pairs per file; `pdftotext` (less its empty
 * start, bench/pdftotext.ts) is timed between pairs as the reference. Prints, per file, both
 * builds' medians, their ratios to `pdftotext` and in how many pairs B was the faster.
 * WARM=1 times warm reads instead, as bench:extract does: for each pair, each build gets a page of
 * its own that made a first upload (of the file after this one in the list) and waited
 * WARM_AFTER_MS; the timed read follows a read of that other file on the same page, so no read
 * follows one of the same file. A page per pair, not one per file: two pages of the same build
 * differ by more than a small file's change (an A/A run with one page a side came out 5 of 5 on a
 * 9 ms file, decision 023 session 67), so each pair draws its pages afresh.
 *
 *   A=/tmp/main B=. PAIRS=5 PDFS=paper,manual HELD_OUT=x.pdf [WARM=1] \
 *     npx tsx --tsconfig tsconfig.node.json bench/extract-pdf-first-pair.ts
 */
import { execFileSync } from 'node:child_process'
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { buildBenchPage, launchPageOnlyChromium, serveBenchPage } from './bench-page'
import { INTENT_LEAD_MS, openExtractPage, readPdf } from './extract-pdf.open'
import { median, netOfStartup, runPdftotext, type PdftotextRun } from './pdftotext'

const PAIRS = Number(process.env.PAIRS ?? 5)
const WARM = process.env.WARM === '1'
/** How long a warm page waits after its first upload before its first timed read. */
const WARM_AFTER_MS = 2000
const root = fileURLToPath(new URL('..', import.meta.url))
const fixtures = join(root, 'bench/fixtures/pdf')

const loadAverage = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ')[0] ?? '?'

/** One first upload of `file` on a fresh page of the build served at `base`. */
async function firstUpload(browser: Browser, base: string, file: string): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await openExtractPage(context, base)
    await page.evaluate(() => window.preloadExtractors())
    await page.waitForTimeout(INTENT_LEAD_MS)
    return (await readPdf(page, new URL(file, base).href)).ms
  } finally {
    await context.close()
  }
}

/** A page of the build at `base` that has read `file` as a first upload and settled. */
async function warmPage(browser: Browser, base: string, file: string): Promise<Page> {
  const page = await openExtractPage(await browser.newContext(), base)
  await page.evaluate(() => window.preloadExtractors())
  await page.waitForTimeout(INTENT_LEAD_MS)
  await readPdf(page, new URL(file, base).href)
  await page.waitForTimeout(WARM_AFTER_MS)
  return page
}

/** A warm read of `file` on `page`, right after a read of `other`; then the page is closed. */
async function warmRead(page: Page, base: string, file: string, other: string): Promise<number> {
  try {
    await readPdf(page, new URL(other, base).href)
    return (await readPdf(page, new URL(file, base).href)).ms
  } finally {
    await page.context().close()
  }
}

/** The bench page built from the source tree `tree` (by that tree's own copy of this file). */
async function buildIn(tree: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'studywise-first-pair-'))
  execFileSync(
    'npx',
    ['tsx', '--tsconfig', 'tsconfig.node.json', 'bench/extract-pdf-first-pair.ts'],
    {
      cwd: resolve(tree),
      env: { ...process.env, BUILD_ONLY: '1', OUT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  return out
}

async function main() {
  const out = process.env.OUT
  if (process.env.BUILD_ONLY === '1') {
    if (!out) throw new Error('OUT= is needed')
    await buildBenchPage('extract-pdf.html', out)
    return
  }
  if (!process.env.A || !process.env.B) throw new Error('A= and B= (source trees) are needed')
  const names = (process.env.PDFS ?? 'paper,slides,manual,writer-notes,impress-lecture,writer-ru')
    .split(',')
    .map((name) => ({ file: `${name}.pdf`, path: join(fixtures, `${name}.pdf`) }))
  const heldOut = (process.env.HELD_OUT?.split(',') ?? []).map((path) => ({
    file: `held-out-${basename(path)}`,
    path: resolve(path),
  }))
  const pdfs = [...names, ...heldOut]
  // A warm read follows a read of another file (issue #40: never a re-read of the one just read).
  if (WARM && pdfs.length < 2) throw new Error('WARM=1 needs at least two PDFs (PDFS, HELD_OUT).')
  const [a, b] = [await buildIn(process.env.A), await buildIn(process.env.B)]
  for (const dir of [a, b]) {
    for (const pdf of pdfs) await copyFile(pdf.path, join(dir, pdf.file))
  }
  const port = 4591 + Number(process.env.E2E_PORT_OFFSET ?? 0)
  const servers = [await serveBenchPage(a, port), await serveBenchPage(b, port + 1)]
  const [baseA, baseB] = servers.map((server) => server.base)
  const browser = await launchPageOnlyChromium()
  try {
    for (const [index, pdf] of pdfs.entries()) {
      const other = pdfs[(index + 1) % pdfs.length]!.file
      const times = { a: [] as number[], b: [] as number[] }
      const poppler: PdftotextRun[] = []
      let bFaster = 0
      const loadBefore = await loadAverage()
      for (let pair = 0; pair < PAIRS; pair += 1) {
        poppler.push(runPdftotext(pdf.path))
        const order = pair % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)
        const ms = { a: 0, b: 0 }
        for (const side of order) {
          const base = side === 'a' ? (baseA ?? '') : (baseB ?? '')
          ms[side] = WARM
            ? await warmRead(await warmPage(browser, base, other), base, pdf.file, other)
            : await firstUpload(browser, base, pdf.file)
          times[side].push(ms[side])
        }
        if (ms.b < ms.a) bFaster += 1
      }
      const reference = netOfStartup(poppler).ms
      const describe = (side: 'a' | 'b') =>
        `${median(times[side]).toFixed(0)} ms (${(median(times[side]) / reference).toFixed(2)}×; ` +
        `${times[side].map((ms) => ms.toFixed(0)).join(', ')})`
      console.log(
        `PAIR ${pdf.file}, load ${loadBefore}→${await loadAverage()}: pdftotext ` +
          `${reference.toFixed(1)} ms less its start; ` +
          `${WARM ? `warm (after ${other})` : 'first upload'} A ${describe('a')}, B ${describe('b')}; B faster in ${bFaster} of ${PAIRS} pairs`,
      )
    }
  } finally {
    await browser.close()
    for (const { server } of servers) {
      await new Promise<void>((done) => server.httpServer.close(() => done()))
    }
    for (const dir of [a, b]) await rm(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
