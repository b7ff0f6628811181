/**
 * Makes warm-up.pdf, the PDF the pool's workers read while no file needs them (pdf-pool.ts), from
 * what PDFium has to parse in the uploads students make, not from the bench's files: one short
 * page of the same essay (warm-up.fodt, "Why bridges stay up") in each font format their PDFs
 * carry, so that each format's code in PDFium (and FreeType inside it) has run before a file
 * comes:
 * 1. TrueType, simple font: the essay's first page as LibreOffice Writer exports it (warm-up.fodt
 *    → `soffice --headless --convert-to pdf`), Word and Office exports alike;
 * 2. embedded Type 1: what every LaTeX paper (pdfTeX, Computer Modern) carries. No TeX here, so the
 *    page is written with URW's Nimbus Sans (Debian fonts-urw-base35), subset to the glyphs used;
 * 3. CFF (an OpenType font with PostScript outlines, as Adobe's tools and InDesign embed them):
 *    URW's C059 through pdf-lib, which embeds it as a CID font with CFF outlines;
 * 4. a CID TrueType font (Identity-H, as Word, Chrome's "Save as PDF" and most PDF libraries
 *    write): DejaVu Sans through pdf-lib.
 * Sized by this rule, not by timing any file: one page per format, the Writer page as exported
 * (about 1,300 characters) and the others one paragraph (about 480) each, a heading and body text
 * in one size: enough for each format's font to be loaded and every lower-case letter's glyph
 * to be measured, which is what reading a page of that format does. 62,902 bytes (the three
 * Writer pages it replaces: 46,276).
 *
 *   soffice --headless --convert-to pdf --outdir /tmp src/lib/extract/warm-up.fodt
 *   npx tsx src/lib/extract/make-warm-up.ts /tmp/warm-up.pdf
 */
import { readFileSync, writeFileSync } from 'node:fs'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, PDFName, type PDFFont, type PDFPage } from 'pdf-lib'

const URW = '/usr/share/fonts/type1/urw-base35'
const URW_OTF = '/usr/share/fonts/opentype/urw-base35'
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'

/** The essay's paragraphs after the first page, for the other three pages. */
const PARAGRAPHS = [
  'Every member of a structure is either pulled or squeezed. A rope holding a weight is in tension: its fibres are stretched, and it fails by snapping. A column holding up a roof is in compression: its material is squeezed, and a short thick column fails by crushing while a long thin one fails much earlier by bending sideways, which is called buckling. Stone and concrete are strong in compression and weak in tension. Steel is strong in both, although thin steel members buckle easily.',
  'The Romans had no steel and very little iron, so they built arches. An arch turns the weight above it into compression along its curve, and every stone presses on its neighbours. As long as the line of thrust stays inside the stones, no part of the arch is pulled, and blocks without any mortar can stand for two thousand years. The price is that an arch pushes outwards at its feet, so it needs heavy abutments or another arch next to it to lean against.',
  'A beam works differently. Load a plank laid across a stream and it sags: its top is squeezed and its bottom is stretched, while the middle of its depth is hardly loaded at all. That is why steel beams have the shape of the letter I, with most of their metal in the top and bottom flanges and a thin web between them. A truss goes further and replaces the solid web with a triangle of bars, each one only pulled or only squeezed, so that little material is wasted.',
]

const PAGE = { width: 595, height: 842, margin: 72, size: 11, leading: 15 }

/** Breaks text into lines no wider than the page's text width. */
function lines(text: string, width: (line: string) => number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (line && width(next) > PAGE.width - 2 * PAGE.margin) {
      out.push(line)
      line = word
    } else line = next
  }
  if (line) out.push(line)
  return out
}

function writeWithPdfLib(page: PDFPage, font: PDFFont, heading: string, text: string): void {
  let y = PAGE.height - PAGE.margin
  page.drawText(heading, { x: PAGE.margin, y, size: PAGE.size + 3, font })
  y -= 2 * PAGE.leading
  for (const line of lines(text, (l) => font.widthOfTextAtSize(l, PAGE.size))) {
    page.drawText(line, { x: PAGE.margin, y, size: PAGE.size, font })
    y -= PAGE.leading
  }
}

// --- Type 1 -------------------------------------------------------------------------------

const EEXEC_KEY = 55665

function decrypt(bytes: Uint8Array, key: number): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let r = key
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!
    out[i] = c ^ (r >> 8)
    r = ((c + r) * 52845 + 22719) & 0xffff
  }
  return out
}

function encrypt(bytes: Uint8Array, key: number): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let r = key
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]! ^ (r >> 8)
    out[i] = c
    r = ((c + r) * 52845 + 22719) & 0xffff
  }
  return out
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/**
 * A Type 1 font (PFA with a binary eexec part) cut down to the glyphs `keep`: its CharStrings
 * dictionary loses the others; the Subrs stay whole. Returns the three parts PDF's FontFile wants.
 */
function subsetType1(file: Uint8Array, keep: Set<string>): { clear: Buffer; secret: Buffer } {
  const text = latin1(file)
  const start = text.indexOf('eexec') + 'eexec'.length
  const clearEnd = text[start] === '\r' && text[start + 1] === '\n' ? start + 2 : start + 1
  const trailer = text.lastIndexOf('cleartomark')
  const zeros = text.lastIndexOf('\n', text.lastIndexOf('0000000000', trailer) - 1)
  const secret = latin1(decrypt(file.subarray(clearEnd, zeros), EEXEC_KEY))
  const charStringsAt = secret.indexOf('/CharStrings')
  const head = secret.slice(0, charStringsAt)
  const entries = /\/([^\s/]+) (\d+) (RD|-\|) /g
  entries.lastIndex = charStringsAt
  const kept: string[] = []
  let tail = ''
  for (let match = entries.exec(secret); match; match = entries.exec(secret)) {
    const binaryStart = match.index + match[0].length
    const end = binaryStart + Number(match[2])
    const close = secret.slice(end).match(/^\s*(ND|\|-)\s*/)!
    if (keep.has(match[1]!)) kept.push(secret.slice(match.index, end + close[0].length))
    entries.lastIndex = end + close[0].length
    tail = secret.slice(entries.lastIndex)
  }
  const dict = `/CharStrings ${kept.length} dict dup begin\n`
  const body = head + dict + kept.join('') + tail
  const lead = Buffer.from([0, 0, 0, 0]) // eexec's four random bytes, fixed so the file is stable
  const plain = Buffer.concat([lead, Buffer.from(body, 'latin1')])
  return {
    clear: Buffer.from(text.slice(0, clearEnd), 'latin1'),
    secret: Buffer.from(encrypt(plain, EEXEC_KEY)),
  }
}

/** Glyph names of printable ASCII in StandardEncoding. */
function standardNames(afm: string): Map<number, { name: string; width: number }> {
  const glyphs = new Map<number, { name: string; width: number }>()
  for (const match of afm.matchAll(/^C (\d+) ; WX (\d+) ; N (\S+) ;/gm)) {
    const code = Number(match[1])
    if (code >= 32 && code <= 126) glyphs.set(code, { name: match[3]!, width: Number(match[2]) })
  }
  return glyphs
}

function addType1Page(doc: PDFDocument, heading: string, text: string): void {
  const name = 'NimbusSans-Regular'
  const afm = readFileSync(`${URW}/${name}.afm`, 'latin1')
  const glyphs = standardNames(afm)
  const all = heading + text
  const used = new Set(['.notdef', ...[...all].map((c) => glyphs.get(c.charCodeAt(0))!.name)])
  const { clear, secret } = subsetType1(readFileSync(`${URW}/${name}.t1`), used)
  const context = doc.context
  const fontFile = context.flateStream(Buffer.concat([clear, secret]), {
    Length1: clear.length,
    Length2: secret.length,
    Length3: 0,
  })
  const bbox = afm
    .match(/^FontBBox (.+)$/m)![1]!
    .split(' ')
    .map(Number)
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: `WARMUP+${name}`,
    Flags: 32,
    FontBBox: bbox,
    ItalicAngle: 0,
    Ascent: 729,
    Descent: -218,
    CapHeight: 729,
    StemV: 88,
    FontFile: context.register(fontFile),
  })
  const widths = Array.from({ length: 95 }, (_, i) => glyphs.get(32 + i)?.width ?? 0)
  const font = context.obj({
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: `WARMUP+${name}`,
    FirstChar: 32,
    LastChar: 126,
    Widths: widths,
    FontDescriptor: context.register(descriptor),
  })
  const page = doc.addPage([PAGE.width, PAGE.height])
  const width = (l: string) =>
    ([...l].reduce((sum, c) => sum + glyphs.get(c.charCodeAt(0))!.width, 0) * PAGE.size) / 1000
  const escape = (l: string) => l.replace(/[\\()]/g, (c) => `\\${c}`)
  const body = lines(text, width).map((l) => `(${escape(l)}) Tj T*`)
  const content = [
    'BT',
    `/F1 ${PAGE.size + 3} Tf ${PAGE.margin} ${PAGE.height - PAGE.margin} Td (${escape(heading)}) Tj`,
    `/F1 ${PAGE.size} Tf ${PAGE.leading} TL 0 ${-2 * PAGE.leading} Td`,
    ...body,
    'ET',
  ].join('\n')
  page.node.set(PDFName.of('Contents'), context.register(context.flateStream(content)))
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: context.register(font) } }))
}

async function main(): Promise<void> {
  const writerExport = process.argv[2]
  if (!writerExport) throw new Error('usage: make-warm-up.ts <warm-up.fodt exported as PDF>')
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const writer = await PDFDocument.load(readFileSync(writerExport))
  const [first] = await doc.copyPages(writer, [0])
  doc.addPage(first)
  addType1Page(doc, 'Tension and compression', PARAGRAPHS[0]!)
  const cff = await doc.embedFont(readFileSync(`${URW_OTF}/C059-Roman.otf`), { subset: true })
  writeWithPdfLib(doc.addPage([PAGE.width, PAGE.height]), cff, 'Arches', PARAGRAPHS[1]!)
  const cid = await doc.embedFont(readFileSync(DEJAVU), { subset: true })
  writeWithPdfLib(doc.addPage([PAGE.width, PAGE.height]), cid, 'Beams and trusses', PARAGRAPHS[2]!)
  doc.setTitle('Why bridges stay up')
  doc.setProducer('Studywise warm-up (make-warm-up.ts)')
  const out = new URL('./warm-up.pdf', import.meta.url)
  writeFileSync(out, await doc.save({ useObjectStreams: false }))
}

await main()
