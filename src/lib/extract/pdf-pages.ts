/**
 * Reads a PDF's pages as text, laid out in reading order: the per-page work of PDF extraction.
 * In the browser it runs in our workers (pdf-reader.ts in pdf.worker.ts), each driving its own
 * pdf.js with pdf.js's worker code on the same thread; in tests (and on a page that cannot start
 * a worker) it runs in place.
 */
import type * as PdfJsModule from 'pdfjs-dist'
import type * as PdfJsWorkerModule from 'pdfjs-dist/build/pdf.worker.min.mjs'
import { AppError, messages } from '@/lib/errors'
import { extractMessages } from './extract-messages'
import { InThreadPort } from './pdf-in-thread-port'
import { layoutPageText, type PositionedText } from './pdf-layout'
import { cleanText } from './text'

type PdfJs = typeof PdfJsModule
type DocumentOptions = Parameters<PdfJs['getDocument']>[0] & object
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>

type PdfWorker = InstanceType<PdfJs['PDFWorker']>

interface LoadedPdfJs {
  pdfjs: PdfJs
  /** pdf.js's worker code on this thread, reached through an InThreadPort; shared by documents. */
  worker: PdfWorker
  /** Where pdf.js finds CMaps and standard font data in this environment. */
  dataOptions: Partial<DocumentOptions>
}

/** Pages read in place: `pages[i]` is page `i + 1`, '' for a page without text. */
export interface PdfPages {
  pageCount: number
  pages: string[]
}

export interface PagesOptions {
  signal?: AbortSignal
  /** The document is open: its page count. */
  onOpened?: (pageCount: number) => void
  /** One more page is read. */
  onPage?: () => void
}

/** An open document: its page count, its pages' text one at a time, and its end. */
export interface OpenPdf {
  pageCount: number
  /** Page `n`'s text in reading order ('' for a page without text); throws AppErrors. */
  readPage: (n: number, signal?: AbortSignal) => Promise<string>
  close: () => Promise<void>
}

let pdfjsPromise: Promise<LoadedPdfJs> | undefined

/** Node (tests): pdf.js reads its data files from node_modules, relative to the repo root. */
function nodeDataOptions(): Partial<DocumentOptions> {
  const cwd = (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.() ?? '.'
  const base = `${cwd}/node_modules/pdfjs-dist/`
  return { cMapUrl: `${base}cmaps/`, standardFontDataUrl: `${base}standard_fonts/` }
}

/**
 * pdf.js's API and its worker code on this thread, joined by an InThreadPort instead of pdf.js's
 * own stand-in for a worker, which copies every message with structuredClone.
 */
function inThreadWorker(pdfjs: PdfJs, workerCode: typeof PdfJsWorkerModule): PdfWorker {
  const port = new InThreadPort()
  workerCode.WorkerMessageHandler.initializeFromPort(port)
  return pdfjs.PDFWorker.create({
    port: port as unknown as Worker,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  })
}

/**
 * pdf.js is ~1 MB, so it is loaded on the first PDF only. Browsers (windows and workers have
 * `self`) get the modern build with pdf.js's worker code imported beside it: pdf.js then parses
 * on this thread, which is one of our workers. Node and jsdom tests need the legacy build, since
 * the modern one relies on DOMMatrix.
 */
export function loadPdfJs(): Promise<LoadedPdfJs> {
  pdfjsPromise ??= (async () => {
    if (typeof self === 'undefined' || import.meta.env.MODE === 'test') {
      const [pdfjs, workerCode] = await Promise.all([
        import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJs>,
        import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
      ])
      return { pdfjs, worker: inThreadWorker(pdfjs, workerCode), dataOptions: nodeDataOptions() }
    }
    const [pdfjs, workerCode, assets] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs'),
      import('./pdf-assets'),
    ])
    return {
      pdfjs,
      worker: inThreadWorker(pdfjs, workerCode),
      dataOptions: { BinaryDataFactory: assets.BundledBinaryDataFactory, useWorkerFetch: false },
    }
  })()
  pdfjsPromise.catch(() => {
    pdfjsPromise = undefined
  })
  return pdfjsPromise
}

/** Lets other messages (a cancel) run between pages; `scheduler.yield` keeps our place. */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('aborted', extractMessages.cancelled)
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}

async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber)
  const content = await page.getTextContent()
  page.cleanup()
  const items = content.items.flatMap((item): PositionedText[] => ('str' in item ? [item] : []))
  return cleanText(layoutPageText(items)).trim()
}

/**
 * Opens the PDF in `data` (which pdf.js takes over: pass a copy to keep it). Aborting the signal
 * while it opens destroys the document and throws the cancelled error.
 */
export async function openPdf(
  data: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
): Promise<OpenPdf> {
  throwIfAborted(signal)
  const { pdfjs, worker, dataOptions } = await loadPdfJs()
  throwIfAborted(signal)
  const task = pdfjs.getDocument({
    ...dataOptions,
    worker,
    data,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    // Text extraction never paints: fonts need not become FontFace objects, and a standard font
    // the PDF does not embed (Times, Helvetica) need not be fetched and parsed, since its text
    // comes from the PDF's encoding and its widths from pdf.js's metrics, as with the file.
    disableFontFace: true,
    useSystemFonts: true,
    stopAtErrors: false,
  })
  const abort = () => void task.destroy()
  signal?.addEventListener('abort', abort, { once: true })
  let pdf: PdfDocument
  try {
    pdf = await task.promise
  } catch (error) {
    throwIfAborted(signal)
    if (errorName(error) === 'PasswordException') {
      throw new AppError('file', extractMessages.pdfPasswordProtected(fileName), { cause: error })
    }
    throw new AppError('file', messages.readPdfFailed, { cause: error })
  } finally {
    signal?.removeEventListener('abort', abort)
  }
  return {
    pageCount: pdf.numPages,
    readPage: async (n, pageSignal) => {
      throwIfAborted(pageSignal)
      try {
        return await pageText(pdf, n)
      } catch (error) {
        throwIfAborted(pageSignal)
        throw new AppError('file', messages.readPdfFailed, { cause: error })
      }
    },
    close: () => task.destroy(),
  }
}

/** Every page of the PDF in `data`, read on this thread (pdf.js takes `data` over). */
export async function readPdfPages(
  data: Uint8Array,
  fileName: string,
  { signal, onOpened, onPage }: PagesOptions = {},
): Promise<PdfPages> {
  const pdf = await openPdf(data, fileName, signal)
  const close = () => void pdf.close()
  signal?.addEventListener('abort', close, { once: true })
  try {
    onOpened?.(pdf.pageCount)
    const pages: string[] = []
    for (let n = 1; n <= pdf.pageCount; n += 1) {
      pages.push(await pdf.readPage(n, signal))
      onPage?.()
      await yieldToEventLoop()
    }
    return { pageCount: pdf.pageCount, pages }
  } finally {
    signal?.removeEventListener('abort', close)
    await pdf.close()
  }
}
