/**
 * pdf.js's worker code as a module (no types of its own). ocr/pdfjs.ts connects it to pdf.js's
 * API on the same thread: `initializeFromPort` answers a PDFWorker made with that `port`
 * (an InThreadPort).
 */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: {
    initializeFromPort(port: object): void
  }
}

/** The same for the legacy build, which Node (tests) runs. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: {
    initializeFromPort(port: object): void
  }
}
