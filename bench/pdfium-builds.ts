/**
 * PDFium alone, build against build: the CPU of FPDF_LoadPage + FPDFText_LoadPage over every page
 * (the calls bench/pdf-read-phases.ts times as "loadPage" and "textPage"), per warm read, for the
 * WebAssembly build we ship (@embedpdf/pdfium), other PDFium WebAssembly builds from npm installed
 * OUTSIDE the repo, and native PDFium (pypdfium2's build, through Python's ctypes), against
 * `pdftotext`'s CPU less its empty start (bench/pdftotext.ts). Each build prints whether its
 * text (FPDFText_GetText of every page) is the shipped build's. Decision 023, session 59.
 *
 *   mkdir -p /tmp/pdfium-builds && cd /tmp/pdfium-builds && npm init -y && npm install
 *     --ignore-scripts @hyzyla/pdfium @toeverything/pdfium @anduin/pdfium-wasm
 *   pip install --target /tmp/pypdfium pypdfium2        (native; skipped when absent)
 *   /work/wt/quiet npx tsx --tsconfig tsconfig.node.json bench/pdfium-builds.ts
 *
 * PDFS=paper,/tmp/x.pdf (as pdf-read-phases.ts); REPS=15 (the first 5 are not counted);
 * BUILDS=embedpdf,hyzyla,toeverything,anduin,native (embedpdf:/tmp/x.wasm: the shipped glue
 * with another WebAssembly, e.g. the shipped one through binaryen's `wasm-opt -O3`);
 * CANDIDATES=/tmp/pdfium-builds;
 * PYPDFIUM=/tmp/pypdfium; PROFILE=anduin: a CPU profile of that build's reads, its functions
 * with the most self time (@anduin/pdfium-wasm ships a names section, so they have C++ names);
 * that build's figures then carry the profiler's cost and are not compared.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printProfile } from './profile-report'
import { median, runPdftotext } from './pdftotext'

const root = fileURLToPath(new URL('..', import.meta.url))
const REPS = Number(process.env.REPS ?? 15)
const CANDIDATES = join(process.env.CANDIDATES ?? '/tmp/pdfium-builds', 'node_modules')
const PYPDFIUM = process.env.PYPDFIUM ?? '/tmp/pypdfium'
const BUILDS = (process.env.BUILDS ?? 'embedpdf,hyzyla,toeverything,anduin,native').split(',')
const FILES = (
  process.env.PDFS ?? 'paper,slides,manual,writer-notes,impress-lecture,writer-ru'
).split(',')
const paths = FILES.map((name) =>
  name.endsWith('.pdf') ? name : join(root, 'bench/fixtures/pdf', `${name}.pdf`),
)

/** A build's raw exports (PDFium's C API and the allocator) and its memory. */
interface Build {
  x: Record<string, (...args: number[]) => number>
  heap: () => Uint8Array
}

interface Emscripten {
  wasmExports: Build['x']
  HEAPU8: Uint8Array
}

const wasmOf = (dir: string) => readFileSync(join(CANDIDATES, dir, 'dist/pdfium.wasm'))
const fromModule = (module: Emscripten): Build => ({
  x: module.wasmExports,
  heap: () => module.HEAPU8,
})

/** Each package's own glue, started the way it starts in Node (or made to). */
const LOADERS: Record<string, (wasm?: string) => Promise<Build>> = {
  /** The shipped build, or (embedpdf:/path/x.wasm) its glue with another WebAssembly. */
  async embedpdf(wasm) {
    const { init } = await import('@embedpdf/pdfium')
    const module = await init(wasm ? { wasmBinary: readFileSync(wasm).buffer } : {})
    module.PDFiumExt_Init()
    return fromModule(module.pdfium as unknown as Emscripten)
  },
  async anduin() {
    // Built for browsers only: its glue checks for a worker scope and then reads wasmBinary.
    Object.assign(globalThis, { WorkerGlobalScope: function WorkerGlobalScope() {} })
    const { init } = (await import(join(CANDIDATES, '@anduin/pdfium-wasm/dist/index.js'))) as {
      init: (options: object, fonts: unknown[]) => Promise<{ pdfium: Emscripten } & Build['x']>
    }
    const module = await init({ wasmBinary: wasmOf('@anduin/pdfium-wasm') }, [])
    module.PDFiumExt_Init?.()
    return fromModule(module.pdfium)
  },
  async toeverything() {
    // Built for workers only.
    Object.assign(globalThis, {
      importScripts: () => undefined,
      self: { location: { href: 'file:///tmp/' } },
    })
    const { default: create } = (await import(
      join(CANDIDATES, '@toeverything/pdfium/dist/index.js')
    )) as { default: (options: object) => Promise<Emscripten> }
    const build = fromModule(await create({ wasmBinary: wasmOf('@toeverything/pdfium') }))
    build.x.FPDF_InitLibrary?.()
    return build
  },
  async hyzyla() {
    const { PDFiumModule } = (await import(
      join(CANDIDATES, '@hyzyla/pdfium/dist/index.esm.js')
    )) as { PDFiumModule: (options: object) => Promise<Emscripten> }
    const build = fromModule(await PDFiumModule({}))
    build.x.FPDF_InitLibrary?.()
    return build
  },
}

/** The same calls on native PDFium: CPU per warm read (ms) of each file, one line each. */
const NATIVE = `
import sys, time, statistics, ctypes
import pypdfium2.raw as r
r.FPDF_InitLibrary()
reps = int(sys.argv[1])
for f in sys.argv[2:]:
    data = open(f, 'rb').read()
    buf = ctypes.create_string_buffer(data, len(data))
    cpus = []
    for rep in range(reps):
        doc = r.FPDF_LoadMemDocument(buf, len(data), None)
        cpu = 0.0
        for i in range(r.FPDF_GetPageCount(doc)):
            start = time.process_time()
            page = r.FPDF_LoadPage(doc, i)
            text_page = r.FPDFText_LoadPage(page)
            cpu += time.process_time() - start
            r.FPDFText_ClosePage(text_page)
            r.FPDF_ClosePage(page)
        r.FPDF_CloseDocument(doc)
        cpus.append(cpu * 1000)
    print(statistics.median(cpus[5:]))
`

interface Figures {
  cpuMs: number[]
  texts: string[]
}

/** CPU per warm read of each file, and a hash of its text, with `build` in this process. */
function timeBuild({ x, heap }: Build): Figures {
  const call = (name: string, ...args: number[]) => {
    const fn = x[name]
    if (!fn) throw new Error(`no export ${name}`)
    return fn(...args)
  }
  const text = (textPage: number) => {
    const count = call('FPDFText_CountChars', textPage)
    if (count <= 0) return ''
    const buffer = call('malloc', (count + 1) * 2)
    call('FPDFText_GetText', textPage, 0, count, buffer)
    const read = Buffer.from(heap().subarray(buffer, buffer + count * 2)).toString('utf16le')
    call('free', buffer)
    return read
  }
  const cpuMs: number[] = []
  const texts: string[] = []
  for (const path of paths) {
    const bytes = readFileSync(path)
    const reads: number[] = []
    const hash = createHash('sha1')
    for (let rep = 0; rep < REPS; rep += 1) {
      const data = call('malloc', bytes.length)
      heap().set(bytes, data)
      const document = call('FPDF_LoadMemDocument', data, bytes.length, 0)
      if (!document) throw new Error(`cannot open ${path}`)
      let cpu = 0
      for (let index = 0; index < call('FPDF_GetPageCount', document); index += 1) {
        const started = process.cpuUsage()
        const page = call('FPDF_LoadPage', document, index)
        const textPage = call('FPDFText_LoadPage', page)
        const used = process.cpuUsage(started)
        cpu += (used.user + used.system) / 1000
        if (rep === 0) hash.update(text(textPage))
        call('FPDFText_ClosePage', textPage)
        call('FPDF_ClosePage', page)
      }
      call('FPDF_CloseDocument', document)
      call('free', data)
      reads.push(cpu)
    }
    cpuMs.push(median(reads.slice(Math.min(5, REPS - 1))))
    texts.push(hash.digest('hex'))
  }
  return { cpuMs, texts }
}

function timeNative(): number[] | undefined {
  if (!existsSync(join(PYPDFIUM, 'pypdfium2'))) return undefined
  const output = execFileSync('python3', ['-c', NATIVE, String(REPS), ...paths], {
    encoding: 'utf8',
    env: { ...process.env, PYTHONPATH: PYPDFIUM },
  })
  return output.trim().split('\n').map(Number)
}

/** One build per child process, so no build's heap or JIT state reaches another's figures. */
function timeInChild(build: string): Figures {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url)],
    { encoding: 'utf8', env: { ...process.env, CHILD_BUILD: build }, maxBuffer: 1 << 24 },
  )
  // The figures are the last line; anything before it (a profile) is passed on.
  const figures = output.lastIndexOf('\n{')
  process.stdout.write(output.slice(0, figures + 1))
  return JSON.parse(output.slice(figures)) as Figures
}

async function child(build: string) {
  const [name = '', wasm] = build.split(':')
  const load = LOADERS[name]
  if (!load) throw new Error(`unknown build ${build}`)
  const loaded = await load(wasm)
  if (process.env.PROFILE !== build) {
    console.log(`\n${JSON.stringify(timeBuild(loaded))}`)
    return
  }
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  const figures = timeBuild(loaded)
  const { profile } = await session.post('Profiler.stop')
  console.log(`${build}: functions with the most self time over ${REPS} reads of each file`)
  printProfile(profile)
  console.log(`\n${JSON.stringify(figures)}`)
}

function main() {
  const rows = new Map<string, (string | number)[]>()
  const shipped = timeInChild('embedpdf')
  // The shipped build's run, the one the others are compared with, is always a row.
  const builds = BUILDS.includes('embedpdf') ? BUILDS : ['embedpdf', ...BUILDS]
  for (const build of builds) {
    if (build === 'native') {
      const native = timeNative()
      if (native) rows.set('native (pypdfium2)', native)
      continue
    }
    const figures = build === 'embedpdf' ? shipped : timeInChild(build)
    // A build listed twice (taking turns with another) keeps a row per run.
    rows.set(
      rows.has(build) ? `${build} (again)` : build,
      figures.cpuMs.map((ms, index) =>
        figures.texts[index] === shipped.texts[index] ? ms : `${ms.toFixed(1)}*`,
      ),
    )
  }
  const reference = paths.map((path) =>
    median(
      [1, 2, 3].map(() => {
        const run = runPdftotext(path)
        return run.cpuMs - run.startup.cpuMs
      }),
    ),
  )
  rows.set('pdftotext', reference)
  console.log(
    `CPU per warm read (ms, median of ${Math.max(1, REPS - 5)}), PDFium's page load + text page; ` +
      `* = text not the shipped build's; (x) = against the shipped build`,
  )
  console.log(['build', ...FILES.map((name) => name.split('/').pop())].join('\t'))
  for (const [build, cells] of rows) {
    const line = cells.map((cell, index) => {
      const ms = typeof cell === 'number' ? cell : Number.parseFloat(cell)
      const base = shipped.cpuMs[index] ?? ms
      return `${typeof cell === 'number' ? ms.toFixed(1) : cell} (${(ms / base).toFixed(2)}x)`
    })
    console.log([build, ...line].join('\t'))
  }
}

if (process.env.CHILD_BUILD) {
  await child(process.env.CHILD_BUILD)
} else {
  main()
}
