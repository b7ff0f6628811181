/**
 * A scanned page's picture as pdf.js decoded it, so that recognition reads it without pdf.js
 * parsing the page and decoding the picture a second time to draw it. A page qualifies when its
 * operator list draws one picture and nothing else, upright over the whole page, at a
 * resolution recognition reads as it is; any other page is drawn (page-image.ts) at the
 * resolution its widest picture suggests.
 */
import type { PdfJs } from './pdfjs'

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>
type Ops = PdfJs['OPS']
type Matrix = [number, number, number, number, number, number]

/** Resolution tesseract is trained for: text pages are drawn at it. */
export const TARGET_DPI = 300
/**
 * A scan is drawn at its own resolution (up to TARGET_DPI): more pixels than the scanner took
 * add no detail, only time. Below this, it is enlarged to this.
 */
export const MIN_SCAN_DPI = 150
/** About an A4 page at 300 dpi, with room. */
export const MAX_PIXELS = 10_000_000

/** pdf.js's ImageKind: how a decoded picture's bytes are laid out. */
const GREY_1BPP = 1
const RGB_24BPP = 2
const RGBA_32BPP = 3
const KINDS_READ = [GREY_1BPP, RGB_24BPP, RGBA_32BPP]

/** A picture as pdf.js hands it over: raw bytes, or a bitmap a browser decoded. */
export interface DecodedPicture {
  width: number
  height: number
  kind?: number
  data?: Uint8Array | Uint8ClampedArray | null
  bitmap?: ImageBitmap
}

export type PagePicture =
  /** The page is this picture, at `dpi`. */
  | { kind: 'picture'; picture: DecodedPicture; dpi: number }
  /** The page must be drawn, at `dpi`. */
  | { kind: 'draw'; dpi: number }

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** `outer` then `inner`, as a `cm` operator composes them (pdf.js's Util.transform). */
function compose(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer
  const [a2, b2, c2, d2, e2, f2] = inner
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ]
}

/** The one picture a page draws and where, or undefined when it draws anything else too. */
function onlyPicture(list: { fnArray: number[]; argsArray: unknown[] }, ops: Ops) {
  const stack: Matrix[] = []
  let ctm = IDENTITY
  let found: { id: string; ctm: Matrix } | undefined
  for (let index = 0; index < list.fnArray.length; index += 1) {
    const fn = list.fnArray[index]
    const args = list.argsArray[index] as unknown[] | null
    if (fn === ops.save) stack.push(ctm)
    else if (fn === ops.restore) ctm = stack.pop() ?? IDENTITY
    else if (fn === ops.transform) ctm = compose(ctm, args as Matrix)
    else if (fn === ops.dependency) continue
    else if (fn === ops.paintImageXObject && !found) found = { id: String(args?.[0]), ctm }
    else return undefined
  }
  return found
}

/** Whether the picture's square lands upright on the whole page (within 1 % of its size). */
function coversPage([a, b, c, d, e, f]: Matrix, [x0, y0, x1, y1]: number[]): boolean {
  if (a <= 0 || d <= 0 || Math.abs(b) > 1e-6 || Math.abs(c) > 1e-6) return false
  const close = (value: number, wanted: number, size: number) =>
    Math.abs(value - wanted) <= size / 100
  const [width, height] = [(x1 ?? 0) - (x0 ?? 0), (y1 ?? 0) - (y0 ?? 0)]
  return (
    close(e, x0 ?? 0, width) &&
    close(e + a, x1 ?? 0, width) &&
    close(f, y0 ?? 0, height) &&
    close(f + d, y1 ?? 0, height)
  )
}

function decodedPicture(page: PdfPage, id: string): Promise<DecodedPicture> {
  const objects = (id.startsWith('g_') ? page.commonObjs : page.objs) as {
    get(id: string, callback: (picture: DecodedPicture) => void): void
  }
  return new Promise((resolve) => objects.get(id, resolve))
}

/**
 * What recognition needs from a page, from one parse of it (its operator list): the page's own
 * picture when it is a plain scan, else the resolution to draw it at: that of its widest picture
 * (a scan's) when it has one, else TARGET_DPI.
 */
export async function pagePicture(page: PdfPage, ops: Ops): Promise<PagePicture> {
  const list = await page.getOperatorList()
  const [x0 = 0, , x1 = 0] = page.view
  const pageWidth = x1 - x0
  let widest = 0
  list.fnArray.forEach((fn, index) => {
    if (fn !== ops.paintImageXObject) return
    widest = Math.max(widest, Number((list.argsArray[index] as unknown[] | undefined)?.[1] ?? 0))
  })
  const dpi = (widest * 72) / pageWidth
  const only = page.rotate % 360 === 0 ? onlyPicture(list, ops) : undefined
  if (only && coversPage(only.ctm, page.view) && dpi >= MIN_SCAN_DPI && dpi <= TARGET_DPI) {
    const picture = await decodedPicture(page, only.id)
    const readable = picture.bitmap || (picture.data && KINDS_READ.includes(picture.kind ?? 0))
    if (readable && picture.width * picture.height <= MAX_PIXELS)
      return { kind: 'picture', picture, dpi }
  }
  if (widest === 0) return { kind: 'draw', dpi: TARGET_DPI }
  return { kind: 'draw', dpi: Math.min(TARGET_DPI, Math.max(MIN_SCAN_DPI, dpi)) }
}

/** Rec. 601 luma in integers, as page-image.ts turns a drawn page grey. */
const luma = (red: number, green: number, blue: number) => (red * 77 + green * 150 + blue * 29) >> 8

/**
 * A decoded picture's bytes in grey, one byte a pixel; transparent parts lie on white paper.
 * Undefined for a bitmap (only a canvas can read one).
 */
export function greyOfPicture({ width, height, kind, data }: DecodedPicture) {
  if (!data) return undefined
  const pixels = new Uint8Array(width * height)
  if (kind === GREY_1BPP) {
    const rowBytes = (width + 7) >> 3
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1
        pixels[y * width + x] = bit ? 255 : 0
      }
    }
  } else if (kind === RGB_24BPP) {
    for (let index = 0; index < pixels.length; index += 1) {
      const at = index * 3
      pixels[index] = luma(data[at] ?? 255, data[at + 1] ?? 255, data[at + 2] ?? 255)
    }
  } else if (kind === RGBA_32BPP) {
    for (let index = 0; index < pixels.length; index += 1) {
      const at = index * 4
      const alpha = data[at + 3] ?? 255
      const grey = luma(data[at] ?? 255, data[at + 1] ?? 255, data[at + 2] ?? 255)
      pixels[index] = (grey * alpha + 255 * (255 - alpha)) / 255
    }
  } else return undefined
  return pixels
}
