/**
 * Reads a PDF's pages as text, laid out in reading order: the per-page work of PDF extraction.
 * PDFium (pdfium.ts) parses the file and gives each page's text runs with their positions; the
 * layout (pdf-layout.ts) puts them in reading order. In the browser it runs in our workers
 * (pdf-reader.ts in pdf.worker.ts); in tests (and on a page that cannot start a worker) it runs
 * in place.
 */
import { AppError, messages } from '@/lib/errors'
import { extractMessages } from './extract-messages'
import { readerError } from './reader-error'
import { layoutPageText } from './pdf-layout'
import { isGarbageText } from './ocr/text-quality'
import { loadPdfium, PdfiumOpenError } from './pdfium'
import { cleanText } from './text'
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'

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
  /**
   * Page `n`'s text in reading order; '' for a page without text, or whose text layer is garbage
   * (ocr/text-quality.ts: such a page is recognised from its picture, or left out). Throws
   * AppErrors.
   */
  readPage: (n: number, signal?: AbortSignal) => Promise<string>
  close: () => Promise<void>
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AppError('aborted', extractMessages.cancelled)
}

/**
 * Opens the PDF in `data` (copied into PDFium's memory: the caller keeps it). A file that needs a
 * password, or that PDFium cannot open or finds no page in, throws the message the student sees.
 */
export async function openPdf(
  data: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
): Promise<OpenPdf> {
  throwIfAborted(signal)
  const pdfium = await loadPdfium()
  throwIfAborted(signal)
  let pdf: ReturnType<typeof pdfium.open>
  try {
    pdf = pdfium.open(data)
  } catch (error) {
    if (error instanceof PdfiumOpenError && error.needsPassword) {
      throw readerError('pdfPasswordProtected', [fileName], { cause: error })
    }
    throw new AppError('file', messages.readPdfFailed, { cause: error })
  }
  if (pdf.pageCount <= 0) {
    pdf.close()
    throw new AppError('file', messages.readPdfFailed)
  }
  return {
    pageCount: pdf.pageCount,
    readPage: async (n, pageSignal) => {
      throwIfAborted(pageSignal)
      try {
        const text = cleanText(layoutPageText(pdf.pageRuns(n))).trim()
        return isGarbageText(text) ? '' : text
      } catch (error) {
        throwIfAborted(pageSignal)
        throw new AppError('file', messages.readPdfFailed, { cause: error })
      }
    },
    close: async () => pdf.close(),
  }
}

/** Every page of the PDF in `data`, read on this thread. */
export async function readPdfPages(
  data: Uint8Array,
  fileName: string,
  { signal, onOpened, onPage }: PagesOptions = {},
): Promise<PdfPages> {
  const pdf = await openPdf(data, fileName, signal)
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
    await pdf.close()
  }
}
