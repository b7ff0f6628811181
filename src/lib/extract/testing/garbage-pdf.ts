/**
 * A PDF whose pages show readable text but whose text layer is garbage: the font's ToUnicode
 * map sends every letter three places on ('the' reads 'wkh'), as a PDF made with a broken font
 * map does. A reader sees English; a text extractor gets nonsense. Test-only.
 */
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib'

function shifted(code: number): number {
  if (code >= 0x61 && code <= 0x7a) return 0x61 + ((code - 0x61 + 3) % 26)
  if (code >= 0x41 && code <= 0x5a) return 0x41 + ((code - 0x41 + 3) % 26)
  return code
}

/** A ToUnicode CMap for single-byte codes 0x20–0x7E, letters shifted by three. */
function caesarCMap(): string {
  const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0')
  const entries = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index).map(
    (code) => `<${hex(code, 2)}> <${hex(shifted(code), 4)}>`,
  )
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

/** One page per entry, each a list of lines in 12 pt Helvetica, all with the garbage map. */
export async function buildGarbageTextPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage([595, 842])
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 12, font })
    })
  }
  // Standard fonts are written on save; flush writes them now so the map can be added.
  await doc.flush()
  const toUnicode = doc.context.register(doc.context.stream(caesarCMap()))
  const fontDict = doc.context.lookup(font.ref)
  if (!fontDict || !('set' in fontDict)) throw new Error('no font dictionary')
  ;(fontDict as { set: (key: PDFName, value: unknown) => void }).set(
    PDFName.of('ToUnicode'),
    toUnicode,
  )
  return doc.save()
}
