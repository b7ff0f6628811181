/**
 * PDF fixtures built in the tests with pdf-lib, so no binary files live in the repository.
 * Test-only: never import from app code.
 */
import { readFileSync, existsSync } from 'node:fs'
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib'

const A4: [number, number] = [595, 842]

/** One page per entry; each page's paragraphs drawn top to bottom as separate lines. */
export async function buildPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage(A4)
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 12, font })
    })
  }
  return doc.save()
}

/**
 * A page with a full-width title, then two columns. The right column is drawn FIRST and line by
 * line interleaved with the left, so content-stream order is the wrong reading order.
 */
export async function buildTwoColumnPdf(left: string[], right: string[], title: string) {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage(A4)
  page.drawText(title, { x: 150, y: 790, size: 18, font })
  const rows = Math.max(left.length, right.length)
  for (let row = 0; row < rows; row += 1) {
    const y = 750 - row * 16
    const rightLine = right[row]
    const leftLine = left[row]
    if (rightLine) page.drawText(rightLine, { x: 320, y, size: 11, font })
    if (leftLine) page.drawText(leftLine, { x: 50, y, size: 11, font })
  }
  return doc.save()
}

/** Vector drawings only: what a scanned page looks like to a text extractor. */
export async function buildPdfWithBlankPages(pages: (string[] | null)[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage(A4)
    if (lines === null) {
      page.drawRectangle({ x: 40, y: 40, width: 515, height: 760, borderWidth: 2 })
      continue
    }
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 12, font }),
    )
  }
  return doc.save()
}

/**
 * An /Encrypt dictionary (standard handler, RC4 40-bit) whose /U entry matches no password, so a
 * reader must ask for one. The content itself is not encrypted; a reader never gets that far.
 */
export async function buildEncryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage(A4).drawText('Top secret lecture notes about cell biology.', { x: 50, y: 780, font })
  const context = doc.context
  const encrypt = context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    P: -44,
    O: PDFHexString.of('7a'.repeat(32)),
    U: PDFHexString.of('3c'.repeat(32)),
  })
  context.trailerInfo.Encrypt = context.register(encrypt)
  const id = PDFHexString.of('0123456789abcdef0123456789abcdef')
  context.trailerInfo.ID = context.obj([id, id])
  return doc.save({ useObjectStreams: false })
}

export const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'

export function systemFontAvailable(): boolean {
  return existsSync(DEJAVU_SANS)
}

/** Unicode → glyph id from a TrueType font's (3,1) format-4 cmap subtable (BMP only). */
function glyphIds(font: Uint8Array): (codePoint: number) => number {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const numTables = view.getUint16(4)
  let cmap = -1
  for (let index = 0; index < numTables; index += 1) {
    const record = 12 + index * 16
    const tag = String.fromCharCode(...font.subarray(record, record + 4))
    if (tag === 'cmap') cmap = view.getUint32(record + 8)
  }
  if (cmap < 0) throw new Error('font has no cmap table')
  let subtable = -1
  for (let index = 0; index < view.getUint16(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8
    if (view.getUint16(record) === 3 && view.getUint16(record + 2) === 1) {
      subtable = cmap + view.getUint32(record + 4)
    }
  }
  if (subtable < 0 || view.getUint16(subtable) !== 4) throw new Error('no format 4 cmap')
  const segments = view.getUint16(subtable + 6) / 2
  const ends = subtable + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  return (codePoint) => {
    for (let segment = 0; segment < segments; segment += 1) {
      if (view.getUint16(ends + segment * 2) < codePoint) continue
      const start = view.getUint16(starts + segment * 2)
      if (start > codePoint) return 0
      const delta = view.getUint16(deltas + segment * 2)
      const rangeOffset = view.getUint16(rangeOffsets + segment * 2)
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff
      const glyph = view.getUint16(
        rangeOffsets + segment * 2 + rangeOffset + (codePoint - start) * 2,
      )
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0').toUpperCase()

/**
 * Non-Latin lines drawn with DejaVu Sans embedded as a CID font (Identity-H, codes = glyph ids)
 * plus a ToUnicode map, the way real producers write Cyrillic or Greek. pdf-lib's own embedding
 * needs @pdf-lib/fontkit, which is not installed, so the font objects are written by hand.
 */
export async function buildNonLatinPdf(lines: string[]): Promise<Uint8Array> {
  // Without the system font (a bare CI image) the font is referenced, not embedded: codes are
  // then arbitrary ids, and text extraction still works through the ToUnicode map.
  const fontBytes = systemFontAvailable() ? new Uint8Array(readFileSync(DEJAVU_SANS)) : null
  const ids = new Map<number, number>()
  const toGlyph = fontBytes
    ? glyphIds(fontBytes)
    : (codePoint: number) => ids.get(codePoint) ?? ids.set(codePoint, ids.size + 1).size
  const doc = await PDFDocument.create()
  const context = doc.context
  const used = new Map<number, number>()
  const encoded = lines.map((line) =>
    [...line]
      .map((char) => {
        const codePoint = char.codePointAt(0) ?? 0
        const glyph = toGlyph(codePoint)
        used.set(glyph, codePoint)
        return hex4(glyph)
      })
      .join(''),
  )
  const bfchar = [...used].map(([glyph, codePoint]) => `<${hex4(glyph)}> <${hex4(codePoint)}>`)
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${bfchar.length} beginbfchar`,
    ...bfchar,
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n')
  const fontFile = fontBytes
    ? context.register(context.flateStream(fontBytes, { Length1: fontBytes.length }))
    : undefined
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'DejaVuSans',
      Flags: 32,
      FontBBox: [-1021, -463, 1793, 1232],
      ItalicAngle: 0,
      Ascent: 928,
      Descent: -236,
      CapHeight: 729,
      StemV: 80,
      ...(fontFile ? { FontFile2: fontFile } : {}),
    }),
  )
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: 'DejaVuSans',
      CIDSystemInfo: {
        Registry: PDFHexString.fromText('Adobe'),
        Ordering: PDFHexString.fromText('Identity'),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      DW: 600,
      CIDToGIDMap: 'Identity',
    }),
  )
  const font = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'DejaVuSans',
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: context.register(context.stream(cmap)),
    }),
  )
  const page = doc.addPage(A4)
  const key = page.node.newFontDictionary('DejaVu', font)
  const operators = encoded.map(
    (hex, index) => `BT ${key.toString()} 14 Tf 50 ${780 - index * 20} Td <${hex}> Tj ET`,
  )
  page.node.addContentStream(context.register(context.stream(operators.join('\n'))))
  return doc.save()
}

/**
 * Chinese text the way many CJK producers write it: a non-embedded font using Adobe's
 * predefined UniGB-UCS2-H encoding and no ToUnicode map. A reader can only turn the codes into
 * text with the predefined CMaps (pdf.js's cmaps folder).
 */
export async function buildCjkPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const context = doc.context
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'STSong-Light',
      CIDSystemInfo: {
        Registry: PDFHexString.fromText('Adobe'),
        Ordering: PDFHexString.fromText('GB1'),
        Supplement: 4,
      },
      FontDescriptor: context.register(
        context.obj({
          Type: 'FontDescriptor',
          FontName: 'STSong-Light',
          Flags: 4,
          FontBBox: [-25, -254, 1000, 880],
          ItalicAngle: 0,
          Ascent: 880,
          Descent: -120,
          CapHeight: 880,
          StemV: 93,
        }),
      ),
      DW: 1000,
    }),
  )
  const font = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'STSong-Light-UniGB-UCS2-H',
      Encoding: 'UniGB-UCS2-H',
      DescendantFonts: [cidFont],
    }),
  )
  const page = doc.addPage(A4)
  const key = page.node.newFontDictionary('Song', font)
  const operators = lines.map((line, index) => {
    const hex = [...line].map((char) => hex4(char.codePointAt(0) ?? 0)).join('')
    return `BT ${key.toString()} 14 Tf 50 ${780 - index * 20} Td <${hex}> Tj ET`
  })
  page.node.addContentStream(context.register(context.stream(operators.join('\n'))))
  return doc.save()
}
