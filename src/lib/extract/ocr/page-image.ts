/// <reference lib="webworker" />
/**
 * The pictures recognition reads, made in the OCR worker: a PDF page rendered by pdf.js onto an
 * OffscreenCanvas, or an image file decoded by the browser, both scaled to what tesseract needs
 * and turned grey. Text a reader can read comes out about 300 pixels per inch; nothing is kept
 * at more than MAX_PIXELS, so a 50-megapixel photo costs no more than a page.
 */
import { AppError, messages, specError } from '@/lib/errors'
import { loadPdfJs, type PdfJs } from './pdfjs'
import {
  greyOfPicture,
  MAX_PIXELS,
  pagePicture,
  type DecodedPicture,
  type PdfPage,
} from './page-picture'
import type { Picture } from './tesseract-engine'

/** Photos and screenshots smaller than this (longest side) are enlarged: small text reads badly. */
const MIN_IMAGE_SIDE = 1600
const MAX_UPSCALE = 3

/**
 * The canvas's pixels in grey: Rec. 601 luma in integers. Our canvases are opaque (no alpha
 * channel, white paper laid before anything is drawn), so transparent parts of a picture are
 * already white and alpha need not be read.
 */
function greyPixels(context: OffscreenCanvasRenderingContext2D, width: number, height: number) {
  const rgba = context.getImageData(0, 0, width, height).data
  // One 32-bit word a pixel, red in its low byte (the platform's byte order is little-endian).
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
  const pixels = new Uint8Array(width * height)
  for (let index = 0; index < pixels.length; index += 1) {
    const word = words[index] ?? 0
    pixels[index] =
      ((word & 0xff) * 77 + ((word >>> 8) & 0xff) * 150 + ((word >>> 16) & 0xff) * 29) >> 8
  }
  return pixels
}

function canvas(width: number, height: number) {
  const offscreen = new OffscreenCanvas(width, height)
  const context = offscreen.getContext('2d', { alpha: false, willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas in this worker')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  return { offscreen, context }
}

/** pdf.js's canvases for patterns and masks, in a worker (its default makes DOM canvases). */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const offscreen = new OffscreenCanvas(width, height)
    return { canvas: offscreen, context: offscreen.getContext('2d', { willReadFrequently: true }) }
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width
    target.canvas.height = height
  }
  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) target.canvas.width = target.canvas.height = 0
    target.canvas = null
    target.context = null
  }
}

/** pdf.js's SVG filters need a document; without one, transfer functions are left out. */
class NoFilterFactory {
  addFilter() {
    return 'none'
  }
  addHCMFilter() {
    return 'none'
  }
  addAlphaFilter() {
    return 'none'
  }
  addLuminosityFilter() {
    return 'none'
  }
  addHighlightHCMFilter() {
    return 'none'
  }
  destroy() {}
}

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>

export class PdfPageRenderer {
  private constructor(
    private readonly pdf: PdfDocument,
    private readonly ops: PdfJs['OPS'],
  ) {}

  /** Opens the PDF (pdf.js takes over `bytes`). */
  static async open(bytes: Uint8Array): Promise<PdfPageRenderer> {
    const { pdfjs, worker, dataOptions } = await loadPdfJs()
    const task = pdfjs.getDocument({
      ...dataOptions,
      worker,
      data: bytes,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
      isEvalSupported: false,
      // Glyphs are drawn as paths: a worker has no document to load fonts into.
      disableFontFace: true,
      stopAtErrors: false,
      CanvasFactory: OffscreenCanvasFactory,
      FilterFactory: NoFilterFactory,
    } as Parameters<typeof pdfjs.getDocument>[0])
    try {
      return new PdfPageRenderer(await task.promise, pdfjs.OPS)
    } catch (error) {
      throw new AppError('file', messages.readPdfFailed, { cause: error })
    }
  }

  close(): Promise<void> {
    return this.pdf.destroy()
  }

  /**
   * The page's picture in grey: a plain scan's own picture as pdf.js decoded it with the page's
   * one parse, any other page drawn at the resolution that parse found.
   */
  async render(pageNumber: number): Promise<Picture> {
    const page = await this.pdf.getPage(pageNumber)
    try {
      const found = await pagePicture(page, this.ops)
      if (found.kind === 'picture') return greyPicture(found.picture, found.dpi)
      return await drawPage(page, found.dpi)
    } finally {
      page.cleanup()
    }
  }
}

/**
 * A decoded scan in grey: its bytes read as they are (Node), or the bitmap the browser decoded
 * it to (its own JPEG decoder: pdf.js's in JavaScript costs more than the second parse saved),
 * drawn once at the picture's size.
 */
function greyPicture(picture: DecodedPicture, dpi: number): Picture {
  const { width, height, bitmap } = picture
  const pixels = greyOfPicture(picture)
  if (pixels) return { kind: 'grey', width, height, pixels, dpi }
  const { offscreen, context } = canvas(width, height)
  if (bitmap) context.drawImage(bitmap, 0, 0, width, height)
  const drawn = greyPixels(context, width, height)
  offscreen.width = offscreen.height = 0
  return { kind: 'grey', width, height, pixels: drawn, dpi }
}

async function drawPage(page: PdfPage, dpi: number): Promise<Picture> {
  const base = page.getViewport({ scale: 1 })
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_PIXELS / (base.width * base.height)))
  const viewport = page.getViewport({ scale })
  const width = Math.max(1, Math.floor(viewport.width))
  const height = Math.max(1, Math.floor(viewport.height))
  const { offscreen, context } = canvas(width, height)
  await page.render({
    canvas: offscreen as unknown as HTMLCanvasElement,
    viewport,
    background: '#fff',
  }).promise
  const pixels = greyPixels(context, width, height)
  offscreen.width = offscreen.height = 0
  return { kind: 'grey', width, height, pixels, dpi: scale * 72 }
}

const PNG = [0x89, 0x50, 0x4e, 0x47]
const JPEG = [0xff, 0xd8, 0xff]
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/**
 * The EXIF orientation a JPEG states (1: upright), found as tesseract.js finds it: the
 * Orientation entry (tag 0x0112, one SHORT) in either byte order, in the file's first 64 KB.
 */
function exifOrientation(bytes: Uint8Array): number {
  const head = bytes.subarray(0, 65_536)
  for (let at = 0; at + 10 <= head.length; at += 1) {
    if (head[at] === 0x01 && head[at + 1] === 0x12 && head[at + 2] === 0 && head[at + 3] === 3)
      return head[at + 9] ?? 1
    if (head[at] === 0x12 && head[at + 1] === 0x01 && head[at + 2] === 3 && head[at + 3] === 0)
      return head[at + 8] ?? 1
  }
  return 1
}

/**
 * An image file (PNG, JPEG, WebP) as tesseract wants it, or a clear failure: the file itself
 * when it is a PNG or an upright JPEG of a size recognition reads well, else decoded by the
 * browser (which turns it upright), scaled and made grey.
 */
export async function decodeImage(bytes: Uint8Array, fileName: string): Promise<Picture> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([bytes as BlobPart]))
  } catch (error) {
    throw specError('file', 'fileProcessFailed', [fileName], { cause: error })
  }
  const longest = Math.max(bitmap.width, bitmap.height)
  const upscale = longest < MIN_IMAGE_SIDE ? Math.min(MAX_UPSCALE, MIN_IMAGE_SIDE / longest) : 1
  const scale = Math.min(upscale, Math.sqrt(MAX_PIXELS / (bitmap.width * bitmap.height)))
  const asIs =
    scale === 1 &&
    (startsWith(bytes, PNG) || (startsWith(bytes, JPEG) && exifOrientation(bytes) === 1))
  if (asIs) {
    bitmap.close()
    return { kind: 'file', bytes }
  }
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const { offscreen, context } = canvas(width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const pixels = greyPixels(context, width, height)
  offscreen.width = offscreen.height = 0
  return { kind: 'grey', width, height, pixels }
}

/** Share of dark pixels under which a picture is an empty page: nothing to recognise. */
const MIN_INK_SHARE = 0.0005

export function isBlank(picture: Picture): boolean {
  if (picture.kind === 'file') return false
  const { pixels } = picture
  const enough = pixels.length * MIN_INK_SHARE
  let dark = 0
  // Stops at the first ink that makes a page not blank: a page of text is decided in its first
  // lines, not after reading all its pixels.
  for (let index = 0; index < pixels.length; index += 1) {
    if ((pixels[index] ?? 255) < 128 && ++dark >= enough) return false
  }
  return true
}
