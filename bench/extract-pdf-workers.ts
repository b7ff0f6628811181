/**
 * Warm reads with one PDF worker against the pool the machine gets (one per core), on the
 * bench's real PDFs: whether a second worker helps a file or only costs it (it opens the file
 * again and parses its fonts for itself). Two pages of one browser, one told it has a single
 * core (navigator.hardwareConcurrency = 1, so its pool has one worker); both warm (3 s after the
 * intent); each timed read follows a read of another file on the same page, and the two pages
 * take turns, so a change in the machine's load hits both alike. Prints the median wall time
 * of each file on each page against `pdftotext` (less its empty start) timed in between.
 *
 *   npx tsx --tsconfig tsconfig.node.json bench/extract-pdf-workers.ts
 *   RUNS=7 (reads per file and page); PDFS=impress-lecture,writer-ru (default: all six)
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { buildBenchPage, launchPageOnlyChromium, serveBenchPage } from './bench-page'
import { openExtractPage, readPdf } from './extract-pdf.open'
import { median, netOfStartup, runPdftotext, type PdftotextRun } from './pdftotext'

const RUNS = Number(process.env.RUNS ?? 7)
const root = fileURLToPath(new URL('..', import.meta.url))
const fixtures = join(root, 'bench/fixtures/pdf')
const ALL = ['paper', 'slides', 'manual', 'writer-notes', 'impress-lecture', 'writer-ru']
const FILES = process.env.PDFS?.split(',').map((name) => name.trim()) ?? ALL

async function warmPage(browser: Browser, base: string, cores: number | null): Promise<Page> {
  const context = await browser.newContext()
  if (cores !== null) {
    await context.addInitScript(
      `Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => ${cores} })`,
    )
  }
  const page = await openExtractPage(context, base)
  await page.evaluate(() => window.preloadExtractors())
  await page.waitForTimeout(3000)
  return page
}

const read = async (page: Page, url: string) => (await readPdf(page, url)).ms

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-bench-'))
  await buildBenchPage('extract-pdf.html', outDir)
  for (const name of ALL) await copyFile(join(fixtures, `${name}.pdf`), join(outDir, `${name}.pdf`))
  const { server, base } = await serveBenchPage(
    outDir,
    4392 + Number(process.env.E2E_PORT_OFFSET ?? 0),
  )
  const browser = await launchPageOnlyChromium()
  try {
    const pages = {
      one: await warmPage(browser, base, 1),
      pool: await warmPage(browser, base, null),
    }
    const cores = await pages.pool.evaluate(() => navigator.hardwareConcurrency)
    console.log(`one worker against the pool of ${cores} workers, ${RUNS} warm reads each`)
    for (const name of FILES) {
      const other = ALL[(ALL.indexOf(name) + 1) % ALL.length] ?? name
      const url = new URL(`${name}.pdf`, base).href
      const otherUrl = new URL(`${other}.pdf`, base).href
      const times = { one: [] as number[], pool: [] as number[] }
      const poppler: PdftotextRun[] = []
      for (let run = 0; run < RUNS; run += 1) {
        const order = run % 2 === 0 ? (['one', 'pool'] as const) : (['pool', 'one'] as const)
        for (const which of order) {
          await read(pages[which], otherUrl)
          times[which].push(await read(pages[which], url))
        }
        poppler.push(runPdftotext(join(fixtures, `${name}.pdf`)))
      }
      const reference = netOfStartup(poppler).ms
      const line = (which: 'one' | 'pool') =>
        `${median(times[which]).toFixed(1)} ms (${(median(times[which]) / reference).toFixed(2)}×; ` +
        `${times[which].map((ms) => ms.toFixed(0)).join(' ')})`
      console.log(
        `RESULT ${name}: pdftotext ${reference.toFixed(1)} ms; one worker ${line('one')}; ` +
          `pool ${line('pool')}`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

await main()
