/**
 * pdf.js's worker code as a module (no types of its own): importing it sets
 * `globalThis.pdfjsWorker`, and pdf.js then parses on the importing thread.
 */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown
}
