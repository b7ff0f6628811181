/**
 * Where a warm read of a PDF's text goes, in Node (the same V8 as the app's workers, one thread):
 * the app's own modules (src/lib/extract/pdfium.ts, pdf-layout.ts, text.ts, ocr/text-quality.ts)
 * loaded through Vite's module runner, each page timed in its phases: PDFium's page load (parsing
 * its content and fonts), its text page (character list), our runs (the calls per character),
 * our layout, the clean-up, and the check for a garbage text layer. Medians over the warm
 * repetitions, per document, with the characters and runs read.
 *
 *   npx tsx --tsconfig tsconfig.node.json bench/pdf-read-phases.ts
 *   PDFS=paper,writer-ru (files of bench/fixtures/pdf, without .pdf; default all; a path ending
 *   in .pdf reads that file, e.g. a held-out one); REPS=15;
 *   WARM_UP=path/to/warm-up.pdf: first read that PDF as a pool's worker does before a file comes
 *   (WARM_UP_PASSES times, through pdf-pages.ts), so the first file's "first read" is what a
 *   first upload reads with (one fresh process per figure: a process's first read happens once)
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner, type InlineConfig } from 'vite'
import type * as Layout from '../src/lib/extract/pdf-layout'
import type { PositionedText } from '../src/lib/extract/pdf-layout'
import type * as Pages from '../src/lib/extract/pdf-pages'
import type * as Pdfium from '../src/lib/extract/pdfium'
import type * as Pool from '../src/lib/extract/pdf-pool'
import type * as Text from '../src/lib/extract/text'
import type * as TextQuality from '../src/lib/extract/ocr/text-quality'
import { median } from './pdftotext'

const root = fileURLToPath(new URL('..', import.meta.url))
const config: InlineConfig = {
  configFile: false,
  root,
  logLevel: 'warn',
  resolve: { alias: { '@': join(root, 'src') } },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
}
const REPS = Number(process.env.REPS ?? 15)
const FILES = (
  process.env.PDFS ?? 'paper,slides,manual,writer-notes,impress-lecture,writer-ru'
).split(',')

/** The parts of pdfium.ts's engine this script times one by one. */
interface Engine {
  x: Record<string, (...args: number[]) => number>
  memory: { HEAPU8: Uint8Array }
  runs: (textPage: number) => PositionedText[]
}

const PHASES = ['loadPage', 'textPage', 'runs', 'layout', 'clean', 'check'] as const
type Phase = (typeof PHASES)[number]

async function main() {
  const server = await createServer(config)
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  const load = <T>(path: string) => runner.import<T>(join(root, path))
  const { loadPdfium } = await load<typeof Pdfium>('src/lib/extract/pdfium.ts')
  const { layoutPageText } = await load<typeof Layout>('src/lib/extract/pdf-layout.ts')
  const { cleanText } = await load<typeof Text>('src/lib/extract/text.ts')
  const { isGarbageText } = await load<typeof TextQuality>('src/lib/extract/ocr/text-quality.ts')
  const engine = (await loadPdfium()) as unknown as Engine
  if (process.env.WARM_UP) {
    const { readPdfPages } = await load<typeof Pages>('src/lib/extract/pdf-pages.ts')
    const { WARM_UP_PASSES } = await load<typeof Pool>('src/lib/extract/pdf-pool.ts')
    const warmUp = new Uint8Array(await readFile(process.env.WARM_UP))
    const started = performance.now()
    for (let pass = 0; pass < WARM_UP_PASSES; pass += 1) await readPdfPages(warmUp, 'warm-up.pdf')
    console.log(
      `warm-up: ${WARM_UP_PASSES} passes over ${process.env.WARM_UP}, ` +
        `${(performance.now() - started).toFixed(1)} ms`,
    )
  }
  const { x } = engine
  const call = (name: string, ...args: number[]) => {
    const fn = x[name]
    if (!fn) throw new Error(`no export ${name}`)
    return fn(...args)
  }

  for (const name of FILES) {
    const bytes = await readFile(
      name.endsWith('.pdf') ? name : join(root, 'bench/fixtures/pdf', `${name}.pdf`),
    )
    const reps: (Record<Phase, number> & { total: number })[] = []
    let chars = 0
    let runs = 0
    let pages = 0
    for (let rep = 0; rep < REPS; rep += 1) {
      const times = { loadPage: 0, textPage: 0, runs: 0, layout: 0, clean: 0, check: 0, total: 0 }
      const started = performance.now()
      const data = call('malloc', bytes.length)
      engine.memory.HEAPU8.set(bytes, data)
      const document = call('FPDF_LoadMemDocument', data, bytes.length, 0)
      pages = call('FPDF_GetPageCount', document)
      chars = 0
      runs = 0
      for (let index = 0; index < pages; index += 1) {
        let at = performance.now()
        const lap = (phase: Phase) => {
          const now = performance.now()
          times[phase] += now - at
          at = now
        }
        const page = call('FPDF_LoadPage', document, index)
        lap('loadPage')
        const textPage = call('FPDFText_LoadPage', page)
        lap('textPage')
        chars += call('FPDFText_CountChars', textPage)
        const pageRuns = engine.runs(textPage)
        runs += pageRuns.length
        lap('runs')
        const text = layoutPageText(pageRuns)
        lap('layout')
        const cleaned = cleanText(text).trim()
        lap('clean')
        isGarbageText(cleaned)
        lap('check')
        call('FPDFText_ClosePage', textPage)
        call('FPDF_ClosePage', page)
      }
      call('FPDF_CloseDocument', document)
      call('free', data)
      times.total = performance.now() - started
      reps.push(times)
    }
    const warm = reps.slice(Math.min(5, reps.length - 1))
    const med = (key: Phase | 'total') => median(warm.map((times) => times[key])).toFixed(1)
    console.log(
      `${name}: ${pages} pages, ${chars} characters, ${runs} runs; first read ` +
        `${reps[0]?.total.toFixed(1)} ms; warm (median of ${warm.length}) ${med('total')} ms = ` +
        PHASES.map((phase) => `${phase} ${med(phase)}`).join(' + '),
    )
  }
  await runner.close()
  await server.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
