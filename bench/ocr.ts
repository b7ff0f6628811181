/**
 * Benchmark: text recognition in Chromium through the app's public API (extractFile), against
 * the native `tesseract` command on the same images in the same run.
 *
 * The corpus is real documents: pages of two typeset PDFs that Debian ships (the GNU Libtasn1
 * manual and the freedesktop.org Shared MIME-info spec). Their text layers are the ground
 * truth. Each page is rendered at 200 dpi in grey with pdftoppm and made a scan with
 * ImageMagick (rotated by under a degree, Gaussian noise); some pages are made photo-like
 * (150 dpi colour, perspective, uneven light, blur, JPEG). The app reads
 *   - every scan and photo as an image file (the same file native tesseract reads), and
 *   - each document's scans as one scanned PDF (the app's scanned-PDF path);
 * both with one OCR worker (navigator.hardwareConcurrency set to 1 in the page), so time per
 * page is one core against `tesseract` with OMP_THREAD_LIMIT=1, run once over the list of all
 * the images so that its model loads once, as the app's does (wall and CPU time per page); a
 * scanned PDF is compared with native tesseract run the same way over the JPEGs it holds, just
 * before the app reads it (and, as before, with the mean over all images). A first image loads the engine,
 * and the page warms the PDF readers as the upload area does, so the figures are per page, not
 * start-up. Both read with the same English model: the run says whether the app's bundled data
 * is byte for byte the file the tesseract command reads. Scores are token F1 (words,
 * case-folded) against the ground truth. Targets: F1 within 0.03 of native; time per page at
 * most 2x native; no main-thread task over 50 ms.
 *
 *   apt-get install tesseract-ocr poppler-utils imagemagick libtasn1-doc shared-mime-info
 *   npm run bench:ocr            (CHROMIUM_PATH defaults to /usr/bin/chromium)
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { buildBenchPage, launchPageOnlyChromium, serveBenchPage } from './bench-page'

const CONVERT = existsSync('/usr/bin/convert-im6.q16') ? '/usr/bin/convert-im6.q16' : 'convert'

const DOCUMENTS = [
  {
    name: 'libtasn1',
    label: 'GNU Libtasn1 manual (libtasn1-doc)',
    pdf: '/usr/share/doc/libtasn1-doc/libtasn1.pdf',
    pages: [5, 7, 9, 14],
  },
  {
    name: 'mime-spec',
    label: 'Shared MIME-info spec (shared-mime-info)',
    pdf: '/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf',
    pages: [3, 4, 6],
  },
]
/** Pages (document, page) also made photo-like. */
const PHOTOS: [string, number][] = [
  ['libtasn1', 5],
  ['mime-spec', 4],
  ['mime-spec', 6],
]
const ANGLES = [0.6, -0.8, 0.4, -0.5, 0.9, -0.3, 0.7]

interface Item {
  label: string
  file: string
  type: string
  truth: string
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(command, args, { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 })
}

function requireTools(): void {
  const missing = [
    ['tesseract', 'tesseract-ocr'],
    ['pdftoppm', 'poppler-utils'],
    ['pdftotext', 'poppler-utils'],
    [CONVERT, 'imagemagick'],
  ].filter(([tool]) => {
    try {
      execFileSync(tool as string, ['-v'], { stdio: 'ignore' })
      return false
    } catch (error) {
      return (error as { code?: string }).code === 'ENOENT'
    }
  })
  const documents = DOCUMENTS.filter((document) => !existsSync(document.pdf))
  if (missing.length > 0 || documents.length > 0) {
    throw new Error(
      'bench:ocr needs: apt-get install tesseract-ocr poppler-utils imagemagick libtasn1-doc shared-mime-info',
    )
  }
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
}

/** Token F1 of `found` against `truth`, counting repeated words (a multiset). */
export function tokenF1(found: string, truth: string): number {
  const wanted = new Map<string, number>()
  for (const token of tokens(truth)) wanted.set(token, (wanted.get(token) ?? 0) + 1)
  const got = tokens(found)
  let hits = 0
  for (const token of got) {
    const left = wanted.get(token) ?? 0
    if (left > 0) {
      hits += 1
      wanted.set(token, left - 1)
    }
  }
  const truthCount = tokens(truth).length
  if (hits === 0 || got.length === 0 || truthCount === 0) return 0
  const precision = hits / got.length
  const recall = hits / truthCount
  return (2 * precision * recall) / (precision + recall)
}

async function makeCorpus(dir: string) {
  const items: Item[] = []
  /** `pictures`: the JPEG files the scanned PDF holds, page by page, for native tesseract. */
  const pdfs: { label: string; file: string; truths: string[]; pictures: string[] }[] = []
  let angle = 0
  for (const document of DOCUMENTS) {
    const scanPdf = await PDFDocument.create()
    const truths: string[] = []
    const pictures: string[] = []
    for (const page of document.pages) {
      const base = join(dir, `${document.name}-${page}`)
      const truth = run('pdftotext', ['-f', `${page}`, '-l', `${page}`, document.pdf, '-'])
      truths.push(truth)
      run('pdftoppm', [
        '-r',
        '200',
        '-gray',
        '-png',
        '-singlefile',
        '-f',
        `${page}`,
        '-l',
        `${page}`,
        document.pdf,
        `${base}-clean`,
      ])
      run(CONVERT, [
        `${base}-clean.png`,
        '-background',
        'white',
        '-rotate',
        `${ANGLES[angle++ % ANGLES.length]}`,
        '-seed',
        `${page}`,
        '-attenuate',
        '0.35',
        '+noise',
        'Gaussian',
        '-colorspace',
        'Gray',
        '-density',
        '200',
        '-units',
        'PixelsPerInch',
        `${base}-scan.png`,
      ])
      items.push({
        label: `scan ${document.name} p.${page}`,
        file: `${base}-scan.png`,
        type: 'image/png',
        truth,
      })
      // In the PDF as scanners store pages: JPEG (the PNGs would pass the 10 MB file limit).
      run(CONVERT, [`${base}-scan.png`, '-quality', '85', `${base}-scan.jpg`])
      pictures.push(`${base}-scan.jpg`)
      const jpg = await scanPdf.embedJpg(await readFile(`${base}-scan.jpg`))
      const pdfPage = scanPdf.addPage([(jpg.width * 72) / 200, (jpg.height * 72) / 200])
      pdfPage.drawImage(jpg, { x: 0, y: 0, width: pdfPage.getWidth(), height: pdfPage.getHeight() })
      if (PHOTOS.some(([name, n]) => name === document.name && n === page)) {
        run('pdftoppm', [
          '-r',
          '150',
          '-png',
          '-singlefile',
          '-f',
          `${page}`,
          '-l',
          `${page}`,
          document.pdf,
          `${base}-colour`,
        ])
        const size = run(CONVERT, [`${base}-colour.png`, '-format', '%w %h', 'info:'])
          .split(' ')
          .map(Number)
        const [w = 0, h = 0] = size
        run(CONVERT, [
          `${base}-colour.png`,
          '-virtual-pixel',
          'white',
          '-distort',
          'Perspective',
          `0,0 ${w * 0.03},${h * 0.02}  ${w},0 ${w * 0.98},${h * 0.04}  0,${h} ${w * 0.01},${h * 0.97}  ${w},${h} ${w * 0.96},${h}`,
          '(',
          '-size',
          `${w}x${h}`,
          'gradient:#fffaf0-#b8b0a0',
          ')',
          '-compose',
          'Multiply',
          '-composite',
          '-blur',
          '0x0.6',
          '-quality',
          '72',
          `${base}-photo.jpg`,
        ])
        items.push({
          label: `photo ${document.name} p.${page}`,
          file: `${base}-photo.jpg`,
          type: 'image/jpeg',
          truth,
        })
      }
    }
    const file = join(dir, `${document.name}-scanned.pdf`)
    await writeFile(file, await scanPdf.save())
    pdfs.push({
      label: `${document.label}, ${document.pages.length} scanned pages`,
      file,
      truths,
      pictures,
    })
  }
  return { items, pdfs }
}

/**
 * Whether the app recognised English with the very model file the tesseract command reads: the
 * bytes the page fetched (inflated when gzipped) against the command's eng.traineddata.
 */
function sameEnglishModel(fetched: Buffer | undefined): string {
  const listing = run('tesseract', ['--list-langs'])
  const nativeFile = join(/"([^"]+)"/.exec(listing)?.[1] ?? '', 'eng.traineddata')
  if (!fetched) return 'English model: the page fetched no eng.traineddata'
  const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
  const gzipped = fetched[0] === 0x1f && fetched[1] === 0x8b
  const app = digest(gzipped ? gunzipSync(fetched) : fetched)
  const theirs = existsSync(nativeFile) ? digest(readFileSync(nativeFile)) : 'none'
  return app === theirs
    ? `English model: the app's is the tesseract command's (${nativeFile})`
    : `English model: the app's DIFFERS from the tesseract command's (${nativeFile}): not the same recognition`
}

/**
 * Native tesseract once over every image (a list file), so its model loads once, as the app's
 * does: the texts in order (tesseract ends each page with a form feed), and the wall and CPU
 * time per page (the shell's children's CPU from /proc, in 10 ms ticks, over all pages).
 */
function nativeBatch(files: string[], dir: string): { texts: string[]; ms: number; cpuMs: number } {
  const list = join(dir, 'native-list.txt')
  writeFileSync(list, files.join('\n') + '\n')
  const started = performance.now()
  const output = run(
    'bash',
    [
      '-c',
      'tesseract "$0" - --psm 3 -l eng 2>/dev/null || exit 1; printf "\\0"; cat /proc/$$/stat',
      list,
    ],
    { ...process.env, OMP_THREAD_LIMIT: '1' },
  )
  const ms = performance.now() - started
  const marker = output.lastIndexOf('\0')
  const stat = output.slice(marker + 1)
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const cpuMs = (Number(fields[13]) + Number(fields[14])) * 10
  const texts = output.slice(0, marker).split('\f').slice(0, files.length)
  return { texts, ms: ms / files.length, cpuMs: cpuMs / files.length }
}

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)

async function main() {
  requireTools()
  const dir = await mkdtemp(join(tmpdir(), 'studywise-ocr-bench-'))
  const outDir = join(dir, 'site')
  try {
    const { items, pdfs } = await makeCorpus(dir)
    await buildBenchPage('ocr.html', outDir)
    for (const item of [...items, ...pdfs]) {
      const name = item.file.split('/').pop() as string
      await writeFile(join(outDir, name), await readFile(item.file))
    }
    const { server, base } = await serveBenchPage(
      outDir,
      4391 + Number(process.env.E2E_PORT_OFFSET ?? 0),
    )
    const browser = await launchPageOnlyChromium()
    try {
      const page = await browser.newPage()
      const browserCdp = await browser.newBrowserCDPSession()
      /** The renderer processes' CPU time (the page and its OCR worker). */
      const rendererCpuMs = async () => {
        const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
          processInfo: { type: string; cpuTime: number }[]
        }
        return processInfo
          .filter((process) => process.type === 'renderer')
          .reduce((sum, process) => sum + process.cpuTime * 1000, 0)
      }
      // One OCR worker: time per page is one core's, as tesseract's with OMP_THREAD_LIMIT=1.
      await page.addInitScript(
        "Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 1 })",
      )
      page.on('pageerror', (error) => console.error('page error:', error.message))
      let englishModel: Promise<Buffer> | undefined
      page.on('response', (response) => {
        // The data file, not the small script that names its URL (eng.traineddata-<hash>.js).
        const { pathname } = new URL(response.url())
        if (/eng\.traineddata/.test(pathname) && !pathname.endsWith('.js'))
          englishModel ??= response.body()
      })
      await page.goto(new URL('bench/ocr.html', base).href)
      await page.waitForFunction(() => typeof window.runOcr === 'function')
      const url = (file: string) => new URL(file.split('/').pop() as string, base).href
      // A first file loads the engine and the language data (the browser caches both).
      const cold = await page.evaluate(([href, type]) => window.runOcr(href, type), [
        url(items[0]!.file),
        items[0]!.type,
      ] as const)
      console.log(`first image (engine and English data loaded): ${cold.ms.toFixed(0)} ms`)
      console.log(sameEnglishModel(await englishModel))

      const rows: {
        label: string
        appF1: number
        nativeF1: number
        appMs: number
        appCpuMs: number
      }[] = []
      const longTasks: number[] = []
      // Native tesseract once over each kind's images (model loaded once a batch): each kind is
      // compared with native on the same images, not with a mean that mixes in cheaper ones (a
      // 150 dpi photo costs native less than a 200 dpi scan).
      const KINDS = ['scan', 'photo'] as const
      const kindOf = (item: Item) => (item.label.startsWith('photo') ? 'photo' : 'scan')
      const ofKind = (kind: string) => items.filter((item) => kindOf(item) === kind)
      const native = new Map(
        KINDS.map((kind) => [
          kind,
          nativeBatch(
            ofKind(kind).map((item) => item.file),
            dir,
          ),
        ]),
      )
      for (const kind of KINDS) {
        const batch = native.get(kind)
        console.log(
          `native tesseract, one process over the ${ofKind(kind).length} ${kind}s (model loaded once): ` +
            `${batch?.ms.toFixed(0)} ms a page, CPU ${batch?.cpuMs.toFixed(0)} ms a page`,
        )
      }
      for (const item of items) {
        const kind = kindOf(item)
        const cpuBefore = await rendererCpuMs()
        const app = await page.evaluate(([href, type]) => window.runOcr(href, type), [
          url(item.file),
          item.type,
        ] as const)
        const appCpuMs = (await rendererCpuMs()) - cpuBefore
        longTasks.push(...app.longTasks)
        const nativeText = native.get(kind)?.texts[ofKind(kind).indexOf(item)] ?? ''
        rows.push({
          label: item.label,
          appF1: tokenF1(app.pages.join('\n'), item.truth),
          nativeF1: tokenF1(nativeText, item.truth),
          appMs: app.ms,
          appCpuMs,
        })
      }
      for (const row of rows) {
        console.log(
          `${row.label.padEnd(24)} F1 app ${row.appF1.toFixed(3)} native ${row.nativeF1.toFixed(3)}; ` +
            `app ${row.appMs.toFixed(0)} ms, CPU ${row.appCpuMs.toFixed(0)} ms`,
        )
      }
      for (const kind of KINDS) {
        const set = rows.filter((row) => row.label.startsWith(kind))
        const batch = native.get(kind) ?? { ms: 0, cpuMs: 0 }
        const appF1 = mean(set.map((row) => row.appF1))
        const nativeF1 = mean(set.map((row) => row.nativeF1))
        const appMs = mean(set.map((row) => row.appMs))
        const appCpuMs = mean(set.map((row) => row.appCpuMs))
        console.log(
          `RESULT ${kind}s as image files (${set.length}): F1 app ${appF1.toFixed(3)} vs native ${nativeF1.toFixed(3)} ` +
            `(difference ${(nativeF1 - appF1).toFixed(3)}, target <= 0.03); per page (means) app ${appMs.toFixed(0)} ms vs native ${batch.ms.toFixed(0)} ms = ` +
            `${(appMs / batch.ms).toFixed(2)}x, CPU app ${appCpuMs.toFixed(0)} ms (renderers) vs native ${batch.cpuMs.toFixed(0)} ms = ` +
            `${(appCpuMs / batch.cpuMs).toFixed(2)}x (target <= 2x, one core each)`,
        )
      }
      // The reference of earlier sessions, for comparison: native's mean over all the images.
      const allImages = {
        ms: mean(items.map((item) => native.get(kindOf(item))?.ms ?? 0)),
        cpuMs: mean(items.map((item) => native.get(kindOf(item))?.cpuMs ?? 0)),
      }
      for (const pdf of pdfs) {
        // Native tesseract on the very pictures the PDF holds (one process, model loaded once),
        // just before the app reads the PDF: the same pages at the same load. A document's pages
        // cost what their text does (the MIME-info spec's are denser than the photos' 150 dpi
        // pages), so the mean over all images is not their reference.
        const samePages = nativeBatch(pdf.pictures, dir)
        const cpuBefore = await rendererCpuMs()
        const app = await page.evaluate(([href]) => window.runOcr(href!, 'application/pdf'), [
          url(pdf.file),
        ] as const)
        const cpuPerPage = ((await rendererCpuMs()) - cpuBefore) / pdf.truths.length
        longTasks.push(...app.longTasks)
        const f1 = mean(pdf.truths.map((truth, index) => tokenF1(app.pages[index] ?? '', truth)))
        const nativeF1 = mean(
          rows
            .filter((row) =>
              row.label.startsWith(
                `scan ${pdf.file.split('/').pop()!.replace('-scanned.pdf', '')} `,
              ),
            )
            .map((row) => row.nativeF1),
        )
        const samePagesF1 = mean(
          pdf.truths.map((truth, index) => tokenF1(samePages.texts[index] ?? '', truth)),
        )
        const msPerPage = app.ms / pdf.truths.length
        console.log(
          `RESULT scanned PDF, ${pdf.label}: F1 app ${f1.toFixed(3)} vs native ${nativeF1.toFixed(3)} on the page images ` +
            `(${samePagesF1.toFixed(3)} on the PDF's own JPEGs); ` +
            `${msPerPage.toFixed(0)} ms per page (whole file, one worker); ` +
            `CPU ${cpuPerPage.toFixed(0)} ms per page (renderers, text layer read too); ` +
            `against native on the same pages (the PDF's JPEGs) ${samePages.ms.toFixed(0)} ms = ${(msPerPage / samePages.ms).toFixed(2)}x, ` +
            `CPU ${samePages.cpuMs.toFixed(0)} ms = ${(cpuPerPage / samePages.cpuMs).toFixed(2)}x; ` +
            `against native's mean over all images ${allImages.ms.toFixed(0)} ms = ${(msPerPage / allImages.ms).toFixed(2)}x, ` +
            `CPU ${allImages.cpuMs.toFixed(0)} ms = ${(cpuPerPage / allImages.cpuMs).toFixed(2)}x`,
        )
      }
      const over50 = longTasks.filter((duration) => duration > 50)
      console.log(
        `RESULT main-thread tasks over 50 ms: ${over50.length}` +
          (over50.length > 0 ? ` (${over50.map((d) => d.toFixed(0)).join(', ')} ms)` : '') +
          ` (longest ${Math.max(0, ...longTasks).toFixed(0)} ms)`,
      )
      // All cores: the scanned PDFs with one worker per core.
      const parallel = await browser.newPage()
      await parallel.goto(new URL('bench/ocr.html', base).href)
      await parallel.waitForFunction(() => typeof window.runOcr === 'function')
      for (const pdf of pdfs) {
        // A page over the app's per-page bound is left out, and a file with none left fails:
        // under load that is a result to report, not a reason to lose the run's other figures.
        const app = await parallel
          .evaluate(([href]) => window.runOcr(href!, 'application/pdf'), [url(pdf.file)] as const)
          .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
        console.log(
          app instanceof Error
            ? `all cores: ${pdf.label}: FAILED (${app.message.split('\n')[0]})`
            : `all cores: ${pdf.label}: ${(app.ms / pdf.truths.length).toFixed(0)} ms per page` +
                (app.warnings.length > 0 ? ` (${app.warnings.join(' / ')})` : ''),
        )
      }
    } finally {
      await browser.close()
      await server.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
