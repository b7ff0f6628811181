import type * as PdfJsModule from 'pdfjs-dist'
import { AppError, messages } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { extractMessages } from './extract-messages'
import { layoutPageText, type PositionedText } from './pdf-layout'
import { cleanText } from './text'

type PdfJs = typeof PdfJsModule

export interface ExtractOptions {
  signal?: AbortSignal
  onProgress?: (progress: { done: number; total: number }) => void
}

export interface PdfText {
  text: string
  /** One passage per page with text, anchored at its 1-based page number. */
  passages: SourcePassage[]
  pageCount: number
  pagesWithoutText: number[]
}

type DocumentOptions = Parameters<PdfJs['getDocument']>[0] & object

interface LoadedPdfJs {
  pdfjs: PdfJs
  /** Where pdf.js finds CMaps and standard font data in this environment. */
  dataOptions: Partial<DocumentOptions>
}

let pdfjsPromise: Promise<LoadedPdfJs> | undefined

/** Node (tests): pdf.js reads its data files from node_modules, relative to the repo root. */
function nodeDataOptions(): Partial<DocumentOptions> {
  const cwd = (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.() ?? '.'
  const base = `${cwd}/node_modules/pdfjs-dist/`
  return { cMapUrl: `${base}cmaps/`, standardFontDataUrl: `${base}standard_fonts/` }
}

/**
 * pdf.js is ~1 MB, so it is loaded on the first PDF only. Browsers get the modern build with
 * its worker (parsing off the main thread); Node and jsdom tests need the legacy build, since
 * the modern one relies on DOMMatrix and a real worker.
 */
function loadPdfJs(): Promise<LoadedPdfJs> {
  pdfjsPromise ??= (async () => {
    const inNodeLike = typeof window === 'undefined' || import.meta.env.MODE === 'test'
    if (inNodeLike) {
      const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJs
      return { pdfjs, dataOptions: nodeDataOptions() }
    }
    const [pdfjs, worker, assets] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      import('./pdf-assets'),
    ])
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default
    // One worker for every PDF: starting a worker costs ~100 ms, and pdf.js leaves a worker it
    // was given running when a document is destroyed.
    const sharedWorker = new pdfjs.PDFWorker()
    return {
      pdfjs,
      dataOptions: {
        worker: sharedWorker,
        BinaryDataFactory: assets.BundledBinaryDataFactory,
        useWorkerFetch: false,
      },
    }
  })()
  pdfjsPromise.catch(() => {
    pdfjsPromise = undefined
  })
  return pdfjsPromise
}

/** Starts loading pdf.js ahead of the first PDF (e.g. when the upload area appears). */
export async function preloadPdfJs(): Promise<void> {
  await loadPdfJs()
}

/** Lets input and paint run between pages; `scheduler.yield` keeps our place in the queue. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('aborted', extractMessages.cancelled)
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}

/** Pages whose text is requested from the worker before the current one is laid out. */
const PAGES_AHEAD = 3

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>

async function pageTextItems(pdf: PdfDocument, pageNumber: number): Promise<PositionedText[]> {
  const page = await pdf.getPage(pageNumber)
  const content = await page.getTextContent()
  page.cleanup()
  return content.items.flatMap((item) => ('str' in item ? [item] : []))
}

export async function extractPdfText(
  data: Uint8Array,
  name: string,
  options: ExtractOptions = {},
): Promise<PdfText> {
  const { signal, onProgress } = options
  throwIfAborted(signal)
  const { pdfjs, dataOptions } = await loadPdfJs()
  throwIfAborted(signal)
  // pdf.js transfers (detaches) the buffer it is given; hand it a copy so callers keep theirs.
  const task = pdfjs.getDocument({
    ...dataOptions,
    data: data.slice(),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    // Text extraction never paints, so fonts need not be turned into FontFace objects.
    disableFontFace: true,
    stopAtErrors: false,
  })
  const abort = () => void task.destroy()
  signal?.addEventListener('abort', abort, { once: true })
  try {
    let document: Awaited<typeof task.promise>
    try {
      document = await task.promise
    } catch (error) {
      throwIfAborted(signal)
      if (errorName(error) === 'PasswordException') {
        throw new AppError('file', extractMessages.pdfPasswordProtected(name), { cause: error })
      }
      throw new AppError('file', messages.readPdfFailed, { cause: error })
    }
    const total = document.numPages
    onProgress?.({ done: 0, total })
    const passages: SourcePassage[] = []
    const pagesWithoutText: number[] = []
    const pdf = document
    // The worker parses the pages ahead while this thread lays out the current one.
    const ahead = new Map<number, Promise<PositionedText[]>>()
    const request = (pageNumber: number) => {
      if (pageNumber > total || ahead.has(pageNumber)) return
      const items = pageTextItems(pdf, pageNumber)
      items.catch(() => undefined) // awaited below; an abort may leave it unread
      ahead.set(pageNumber, items)
    }
    for (let pageNumber = 1; pageNumber <= total; pageNumber += 1) {
      throwIfAborted(signal)
      for (let next = pageNumber; next < pageNumber + PAGES_AHEAD; next += 1) request(next)
      let pageText = ''
      try {
        const textItems = await ahead.get(pageNumber)!
        ahead.delete(pageNumber)
        pageText = cleanText(layoutPageText(textItems)).trim()
      } catch (error) {
        throwIfAborted(signal)
        throw new AppError('file', messages.readPdfFailed, { cause: error })
      }
      if (pageText === '') pagesWithoutText.push(pageNumber)
      else passages.push({ anchor: { kind: 'page', n: pageNumber }, text: pageText })
      onProgress?.({ done: pageNumber, total })
      await yieldToEventLoop()
    }
    const text = passages.map((passage) => passage.text).join('\n\n')
    return { text, passages, pageCount: total, pagesWithoutText }
  } finally {
    signal?.removeEventListener('abort', abort)
    await task.destroy()
  }
}
