/**
 * Reads a range of a PDF's pages as text, laid out in reading order: the per-page work of PDF
 * extraction. In the browser it runs in our workers (pdf.worker.ts), each driving its own pdf.js
 * with pdf.js's worker code on the same thread; in tests (and on a page that cannot start a
 * worker) it runs in place.
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

/** Pages of one part: `pages[i]` is page `firstPage + i`, '' for a page without text. */
export interface PdfPart {
  pageCount: number
  firstPage: number
  pages: string[]
}

export interface PartOptions {
  signal?: AbortSignal
  /** The document is open: its page count. */
  onOpened?: (pageCount: number) => void
  /** One more page of this part is read. */
  onPage?: () => void
}

/** A part is worth its own worker (which opens the document again) from this many pages. */
const MIN_PAGES_PER_PART = 4

/**
 * Pages `first`..`last` of part `part` of `parts`: contiguous, in order, covering the document;
 * a short document is one part and the other parts are empty (last < first).
 */
export function partPages(
  pageCount: number,
  part: number,
  parts: number,
): { first: number; last: number } {
  const used = Math.max(1, Math.min(parts, Math.floor(pageCount / MIN_PAGES_PER_PART)))
  if (part >= used) return { first: pageCount + 1, last: pageCount }
  const size = Math.ceil(pageCount / used)
  return { first: part * size + 1, last: Math.min(pageCount, (part + 1) * size) }
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
function yieldToEventLoop(): Promise<void> {
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

/** Part `part` of `parts` of the PDF in `data` (which pdf.js takes over: pass a copy to keep it). */
export async function readPdfPart(
  data: Uint8Array,
  fileName: string,
  { part, parts }: { part: number; parts: number },
  { signal, onOpened, onPage }: PartOptions = {},
): Promise<PdfPart> {
  throwIfAborted(signal)
  const { pdfjs, worker, dataOptions } = await loadPdfJs()
  throwIfAborted(signal)
  const task = pdfjs.getDocument({
    ...dataOptions,
    worker,
    data,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    // Text extraction never paints, so fonts need not be turned into FontFace objects.
    disableFontFace: true,
    stopAtErrors: false,
  })
  const abort = () => void task.destroy()
  signal?.addEventListener('abort', abort, { once: true })
  try {
    let pdf: PdfDocument
    try {
      pdf = await task.promise
    } catch (error) {
      throwIfAborted(signal)
      if (errorName(error) === 'PasswordException') {
        throw new AppError('file', extractMessages.pdfPasswordProtected(fileName), { cause: error })
      }
      throw new AppError('file', messages.readPdfFailed, { cause: error })
    }
    onOpened?.(pdf.numPages)
    const { first, last } = partPages(pdf.numPages, part, parts)
    const pages: string[] = []
    for (let pageNumber = first; pageNumber <= last; pageNumber += 1) {
      throwIfAborted(signal)
      try {
        pages.push(await pageText(pdf, pageNumber))
      } catch (error) {
        throwIfAborted(signal)
        throw new AppError('file', messages.readPdfFailed, { cause: error })
      }
      onPage?.()
      await yieldToEventLoop()
    }
    return { pageCount: pdf.numPages, firstPage: first, pages }
  } finally {
    signal?.removeEventListener('abort', abort)
    await task.destroy()
  }
}
