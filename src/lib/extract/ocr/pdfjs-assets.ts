/**
 * Browser-only: serves pdf.js the predefined CMaps (needed for CJK PDFs whose fonts use Adobe's
 * standard encodings) and the standard font data from files Vite emits as assets. Each file is
 * fetched only when a PDF asks for it, so ordinary PDFs download none of them.
 */
const cMaps = import.meta.glob('/node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url',
  import: 'default',
}) as Record<string, () => Promise<string>>

const standardFonts = import.meta.glob('/node_modules/pdfjs-dist/standard_fonts/*', {
  query: '?url',
  import: 'default',
}) as Record<string, () => Promise<string>>

const SOURCES: Record<string, { folder: string; files: Record<string, () => Promise<string>> }> = {
  cMapUrl: { folder: '/node_modules/pdfjs-dist/cmaps/', files: cMaps },
  standardFontDataUrl: { folder: '/node_modules/pdfjs-dist/standard_fonts/', files: standardFonts },
}

/** Shape of pdf.js's BinaryDataFactory (its constructor options are not needed here). */
export class BundledBinaryDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const source = SOURCES[kind]
    const load = source?.files[`${source.folder}${filename}`]
    if (!load) throw new Error(`pdf.js asked for unknown ${kind} file ${filename}`)
    const response = await fetch(await load())
    if (!response.ok) throw new Error(`pdf.js data ${filename}: HTTP ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  }
}
