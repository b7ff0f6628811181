/**
 * PDFium (Chromium's PDF engine, compiled to WebAssembly by @embedpdf/pdfium) as PDF text
 * extraction uses it: open a document from bytes, and for each page its text runs with where they
 * sit. The page's layout (pdf-layout.ts) turns the runs into reading order.
 *
 * The WebAssembly (4.5 MB, 2.2 MB compressed) is an asset of the app's build, fetched and
 * compiled on the first PDF or on the student's intent to upload, never with a page's first
 * paint; later workers start from the first one's compiled module. Calls go straight to the
 * module's exports: its generated wrappers convert every argument, which would cost more than
 * the work on a page of short calls per character.
 */
import wasmUrl from '@embedpdf/pdfium/pdfium.wasm?url'
import type { PositionedText } from './pdf-layout'

/** The exports this module calls (PDFium's C API and the C allocator). */
interface Exports {
  malloc: (size: number) => number
  free: (pointer: number) => void
  FPDF_LoadMemDocument: (data: number, size: number, password: number) => number
  FPDF_GetLastError: () => number
  FPDF_GetPageCount: (document: number) => number
  FPDF_CloseDocument: (document: number) => void
  FPDF_LoadPage: (document: number, index: number) => number
  FPDF_ClosePage: (page: number) => void
  FPDFText_LoadPage: (page: number) => number
  FPDFText_ClosePage: (textPage: number) => void
  FPDFText_CountChars: (textPage: number) => number
  FPDFText_GetText: (textPage: number, start: number, count: number, buffer: number) => number
  FPDFText_GetTextObject: (textPage: number, index: number) => number
  FPDFText_GetCharOrigin: (textPage: number, index: number, x: number, y: number) => number
  FPDFText_GetLooseCharBox: (textPage: number, index: number, rect: number) => number
}

const EXPORTS: (keyof Exports)[] = [
  'malloc',
  'free',
  'FPDF_LoadMemDocument',
  'FPDF_GetLastError',
  'FPDF_GetPageCount',
  'FPDF_CloseDocument',
  'FPDF_LoadPage',
  'FPDF_ClosePage',
  'FPDFText_LoadPage',
  'FPDFText_ClosePage',
  'FPDFText_CountChars',
  'FPDFText_GetText',
  'FPDFText_GetTextObject',
  'FPDFText_GetCharOrigin',
  'FPDFText_GetLooseCharBox',
]

/** The module's memory, read through views that are replaced when the memory grows. */
interface Memory {
  HEAPU8: Uint8Array
  HEAPU16: Uint16Array
  HEAPF32: Float32Array
  HEAPF64: Float64Array
}

/** FPDF_GetLastError's answer for a document that needs a password. */
const PASSWORD_ERROR = 4

/** Why a document could not be opened. */
export class PdfiumOpenError extends Error {
  constructor(readonly needsPassword: boolean) {
    super(needsPassword ? 'the PDF needs a password' : 'PDFium could not open the PDF')
    this.name = 'PdfiumOpenError'
  }
}

/** An open document. Its pages are read one at a time, each as its text runs. */
export interface PdfiumDocument {
  pageCount: number
  /** Page `n`'s (1-based) text runs, in PDFium's order; throws for a page it cannot load. */
  pageRuns: (n: number) => PositionedText[]
  close: () => void
}

/** PDFium marks a hyphen at a line's end, which it would join to the next line, with U+FFFE. */
const LINE_END_HYPHEN = '\ufffe'

const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true })

class Pdfium {
  /** Scratch space for the numbers PDFium writes back (a char's origin or box). */
  private readonly scratch: number

  constructor(
    private readonly x: Exports,
    private readonly memory: Memory,
    /** The compiled WebAssembly, which another worker can start from (null in Node). */
    readonly module: WebAssembly.Module | null,
  ) {
    this.scratch = x.malloc(16)
  }

  open(bytes: Uint8Array): PdfiumDocument {
    const data = this.x.malloc(Math.max(1, bytes.length))
    // No room for the file in PDFium's memory: reported as a file that could not be read.
    if (!data) throw new PdfiumOpenError(false)
    this.memory.HEAPU8.set(bytes, data)
    const document = this.x.FPDF_LoadMemDocument(data, bytes.length, 0)
    if (!document) {
      const needsPassword = this.x.FPDF_GetLastError() === PASSWORD_ERROR
      this.x.free(data)
      throw new PdfiumOpenError(needsPassword)
    }
    let open = true
    return {
      pageCount: this.x.FPDF_GetPageCount(document),
      pageRuns: (n) => {
        if (!open) throw new Error('the document is closed')
        return this.pageRuns(document, n - 1)
      },
      close: () => {
        if (!open) return
        open = false
        this.x.FPDF_CloseDocument(document)
        this.x.free(data)
      },
    }
  }

  private pageRuns(document: number, index: number): PositionedText[] {
    const page = this.x.FPDF_LoadPage(document, index)
    if (!page) throw new Error(`PDFium could not load page ${index + 1}`)
    const textPage = this.x.FPDFText_LoadPage(page)
    try {
      return textPage ? this.runs(textPage) : []
    } finally {
      if (textPage) this.x.FPDFText_ClosePage(textPage)
      this.x.FPDF_ClosePage(page)
    }
  }

  /**
   * The page's characters grouped into runs, one per text object (a string the PDF shows in one
   * go: a line of a pdfTeX paper, a word of some generators). The
   * spaces PDFium puts between words join their run; the line breaks it puts between runs
   * (characters of no text object) are left to the layout, which rebuilds lines from positions.
   */
  private runs(textPage: number): PositionedText[] {
    const { x, memory, scratch } = this
    const count = x.FPDFText_CountChars(textPage)
    if (count <= 0) return []
    const buffer = x.malloc((count + 1) * 2)
    let text: string
    try {
      x.FPDFText_GetText(textPage, 0, count, buffer)
      // One UTF-16 code unit per character index.
      text = utf16.decode(memory.HEAPU8.subarray(buffer, buffer + count * 2))
    } finally {
      x.free(buffer)
    }
    const runs: PositionedText[] = []
    let run: PositionedText | undefined
    let object = 0
    let start = 0
    const finish = (end: number) => {
      if (run) {
        run.str = text.slice(start, end).replaceAll(LINE_END_HYPHEN, '-')
        runs.push(run)
      }
      run = undefined
    }
    for (let index = 0; index < count; index += 1) {
      const textObject = x.FPDFText_GetTextObject(textPage, index)
      if (!textObject) {
        finish(index)
        object = 0
        continue
      }
      x.FPDFText_GetLooseCharBox(textPage, index, scratch)
      const box = memory.HEAPF32
      const at = scratch >> 2
      const right = box[at + 2] ?? 0
      if (textObject !== object || !run) {
        finish(index)
        object = textObject
        start = index
        const top = box[at + 1] ?? 0
        const bottom = box[at + 3] ?? 0
        x.FPDFText_GetCharOrigin(textPage, index, scratch, scratch + 8)
        const origin = memory.HEAPF64
        const originX = origin[scratch >> 3] ?? 0
        run = {
          str: '',
          x: originX,
          y: origin[(scratch >> 3) + 1] ?? bottom,
          width: right - originX,
          size: top - bottom,
        }
      }
      run.width = Math.max(run.width, right - run.x)
    }
    finish(count)
    return runs
  }
}

let pdfiumPromise: Promise<Pdfium> | undefined

/** The module's exports, checked: an upgrade that drops one fails here, not mid-document. */
function exportsOf(module: { wasmExports: unknown }): Exports {
  const exports = module.wasmExports as Record<string, unknown>
  const missing = EXPORTS.filter((name) => typeof exports[name] !== 'function')
  if (missing.length > 0) throw new Error(`PDFium lacks ${missing.join(', ')}`)
  return exports as unknown as Exports
}

/**
 * The compiled WebAssembly: fetched from the app's assets and compiled while it downloads (a
 * server that does not send it as application/wasm gets it compiled after the download).
 */
async function compileWasm(): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(wasmUrl))
  } catch {
    const response = await fetch(wasmUrl)
    if (!response.ok) throw new Error(`PDFium's WebAssembly: HTTP ${response.status}`)
    return WebAssembly.compile(await response.arrayBuffer())
  }
}

/**
 * PDFium, loaded once per thread. Browsers start it from `compiled` when another worker has
 * compiled it (V8 then shares the machine code, optimised code included, so this worker starts
 * warm), else compile it while its JavaScript loads; Node (tests) reads it from node_modules,
 * which the package's Node build does by itself.
 */
export function loadPdfium(compiled?: WebAssembly.Module): Promise<Pdfium> {
  pdfiumPromise ??= (async () => {
    if (typeof self === 'undefined' || import.meta.env.MODE === 'test') {
      const { init } = await import('@embedpdf/pdfium')
      const module = await init({})
      module.PDFiumExt_Init()
      return new Pdfium(exportsOf(module.pdfium), module.pdfium as unknown as Memory, null)
    }
    const [{ init }, wasm] = await Promise.all([
      import('@embedpdf/pdfium'),
      compiled ?? compileWasm(),
    ])
    let failed: (error: unknown) => void = () => undefined
    const failure = new Promise<never>((_, reject) => (failed = reject))
    const module = await Promise.race([
      init({
        instantiateWasm: (imports, receive) => {
          WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance), failed)
          return {}
        },
      }),
      failure,
    ])
    module.PDFiumExt_Init()
    return new Pdfium(exportsOf(module.pdfium), module.pdfium as unknown as Memory, wasm)
  })()
  pdfiumPromise.catch(() => {
    pdfiumPromise = undefined
  })
  return pdfiumPromise
}

export type { Pdfium }
