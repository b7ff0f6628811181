/**
 * PDFs shaped like the ones students upload, for bench/extract-pdf.ts: typeset text
 * comes as a thousand and more positioned runs per page (one per word), in several fonts, with ligature glyphs (ﬁ ﬂ ﬀ from an embedded
 * TrueType font), and papers set in two columns.
 */
import { readFileSync } from 'node:fs'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

const A4: [number, number] = [595, 842]

const WORDS = (
  'the fluid file offers first official configuration effect flow field efficient reflect ' +
  'cell membrane protein enzyme energy glucose mitochondria nucleus ribosome gene chromosome ' +
  'install option server request response module buffer stream parse render cache index ' +
  'photosynthesis respiration osmosis diffusion tissue organ evolution species ecosystem'
).split(' ')

/** The words of line `seed`, with fi / fl / ff written as ligature glyphs, as typesetters do. */
function words(seed: number, count: number, ligatures: boolean): string[] {
  return Array.from({ length: count }, (_, index) => {
    const word = WORDS[(seed * 7 + index * 3) % WORDS.length] ?? 'text'
    return ligatures
      ? word
          .replace(/ffi|ff/g, 'ﬀ')
          .replace(/fi/g, 'ﬁ')
          .replace(/fl/g, 'ﬂ')
      : word
  })
}

interface Fonts {
  body: PDFFont
  bold: PDFFont
  serif: PDFFont
  mono: PDFFont
  /** Embedded TrueType with ligature glyphs. */
  embedded: PDFFont
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit)
  const ttf = readFileSync('node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf')
  return {
    body: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    mono: await doc.embedFont(StandardFonts.Courier),
    embedded: await doc.embedFont(ttf, { subset: true }),
  }
}

/**
 * One line drawn as one positioned run per word (as many generators write text), the font
 * changing from word to word.
 */
function drawLine(
  page: PDFPage,
  fonts: Fonts,
  line: number,
  x: number,
  y: number,
  width: number,
  size: number,
) {
  const plan = [fonts.embedded, fonts.embedded, fonts.serif, fonts.body, fonts.bold]
  let cursor = x
  let index = 0
  for (const word of words(line, 40, true)) {
    const font = plan[(line + index++) % plan.length] ?? fonts.body
    // Standard fonts have no ligature glyphs: spell them out there.
    const text =
      font === fonts.embedded
        ? word
        : word.replace(/ﬀ/g, 'ff').replace(/ﬁ/g, 'fi').replace(/ﬂ/g, 'fl')
    const wordWidth = font.widthOfTextAtSize(text, size)
    if (cursor + wordWidth > x + width) break
    page.drawText(text, { x: cursor, y, size, font })
    cursor += wordWidth + font.widthOfTextAtSize(' ', size)
  }
}

/** A software manual: one wide column of body text with code listings, a heading per page. */
export async function buildManualPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc)
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = doc.addPage(A4)
    page.drawText(`${pageIndex + 1}. Configuring the server`, {
      x: 56,
      y: 790,
      size: 16,
      font: fonts.bold,
    })
    for (let line = 0; line < 62; line += 1) {
      const y = 760 - line * 11.5
      if (line % 16 >= 12) {
        page.drawText(`  server.option("${words(line, 3, false).join('_')}", ${line});`, {
          x: 70,
          y,
          size: 8.5,
          font: fonts.mono,
        })
      } else drawLine(page, fonts, pageIndex * 62 + line, 56, y, 483, 9.5)
    }
    page.drawText(String(pageIndex + 1), { x: 290, y: 30, size: 9, font: fonts.body })
  }
  return doc.save()
}

/** A two-column paper: title across both columns on the first page, small type, footnotes. */
export async function buildPaperPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc)
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = doc.addPage(A4)
    let top = 790
    if (pageIndex === 0) {
      page.drawText('Efficient reflection in fluid membranes', {
        x: 140,
        y: 790,
        size: 17,
        font: fonts.bold,
      })
      top = 750
    }
    const lines = Math.floor((top - 60) / 10)
    for (let line = 0; line < lines; line += 1) {
      const y = top - line * 10
      const seed = pageIndex * 200 + line
      // The right column is written first on every other line: stream order ≠ reading order.
      if (line % 2 === 0) drawLine(page, fonts, seed + 100, 310, y, 235, 8.5)
      drawLine(page, fonts, seed, 50, y, 235, 8.5)
      if (line % 2 === 1) drawLine(page, fonts, seed + 100, 310, y, 235, 8.5)
    }
    page.drawText(`Page ${pageIndex + 1}`, { x: 280, y: 30, size: 8, font: fonts.serif })
  }
  return doc.save()
}
