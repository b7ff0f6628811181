/**
 * pdf.js, which draws PDF pages for text recognition (page-image.ts); PDF text is read by PDFium
 * (pdfium.ts). Loaded in an OCR worker with the first page that needs recognition, with pdf.js's
 * worker code on the same thread.
 */
import type * as PdfJsModule from 'pdfjs-dist'
import type * as PdfJsWorkerModule from 'pdfjs-dist/build/pdf.worker.min.mjs'
import { InThreadPort } from './pdfjs-in-thread-port'

export type PdfJs = typeof PdfJsModule
type DocumentOptions = Parameters<PdfJs['getDocument']>[0] & object
type PdfWorker = InstanceType<PdfJs['PDFWorker']>

interface LoadedPdfJs {
  pdfjs: PdfJs
  /** pdf.js's worker code on this thread, reached through an InThreadPort; shared by documents. */
  worker: PdfWorker
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
 * pdf.js is ~1 MB, so it is loaded on the first page to recognise only. Browsers (windows and
 * workers have `self`) get the modern build; Node and DOM tests need the legacy build, since the
 * modern one relies on DOMMatrix.
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
      import('./pdfjs-assets'),
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
