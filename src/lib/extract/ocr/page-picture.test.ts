/**
 * A plain scan is read with one parse of its page: the picture pdf.js decoded for the operator
 * list goes to recognition as it is, and the page is not drawn (issue #40: drawing it parsed
 * the page and decoded its picture a second time, 0.8–1.2 s a page). pdf.js is real; its page
 * object's methods are counted, not replaced.
 */
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PdfPageRenderer } from './page-image'
import { pagePicture, type PdfPage } from './page-picture'
import { loadPdfJs } from './pdfjs'

/** A page of `inches` with one grey picture of `dpi` over all of it, and maybe a line of text. */
async function scannedPdf({
  inches = [3, 2] as [number, number],
  dpi = 200,
  bits = 8,
  text = '',
} = {}) {
  const [width, height] = inches.map((size) => Math.round(size * dpi)) as [number, number]
  const rowBytes = bits === 8 ? width : Math.ceil(width / 8)
  const pixels = new Uint8Array(rowBytes * height)
  // Every byte differs from its neighbours, so a picture read wrongly (flipped, shifted) shows.
  pixels.forEach((_, index) => (pixels[index] = (index * 7 + Math.floor(index / rowBytes)) % 256))
  const doc = await PDFDocument.create()
  const [pageWidth, pageHeight] = inches.map((size) => size * 72) as [number, number]
  const page = doc.addPage([pageWidth, pageHeight])
  const scan = doc.context.flateStream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: bits,
  })
  const name = page.node.newXObject('Scan', doc.context.register(scan))
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(pageWidth, 0, 0, pageHeight, 0, 0),
    drawObject(name),
    popGraphicsState(),
  )
  if (text) page.drawText(text, { x: 10, y: 10, size: 10, font: await doc.embedFont('Helvetica') })
  return { bytes: await doc.save(), width, height, pixels }
}

/** pdf.js's page class, whose parses and draws the tests count. */
async function pageClass() {
  const { pdfjs, worker, dataOptions } = await loadPdfJs()
  const { bytes } = await scannedPdf()
  const pdf = await pdfjs.getDocument({ ...dataOptions, worker, data: bytes }).promise
  const page = await pdf.getPage(1)
  await pdf.destroy()
  return Object.getPrototypeOf(page) as PdfPage
}

async function firstPage(bytes: Uint8Array) {
  const { pdfjs, worker, dataOptions } = await loadPdfJs()
  const pdf = await pdfjs.getDocument({ ...dataOptions, worker, data: bytes }).promise
  return { page: await pdf.getPage(1), OPS: pdfjs.OPS, close: () => pdf.destroy() }
}

afterEach(() => vi.restoreAllMocks())

describe('a scanned page read for recognition', () => {
  it('hands the picture pdf.js decoded to recognition: the page is parsed once, never drawn', async () => {
    const proto = await pageClass()
    const parses = vi.spyOn(proto, 'getOperatorList')
    const draws = vi.spyOn(proto, 'render')
    const { bytes, width, height, pixels } = await scannedPdf()
    const renderer = await PdfPageRenderer.open(bytes)
    const picture = await renderer.render(1)
    await renderer.close()

    expect(parses).toHaveBeenCalledTimes(1)
    expect(draws).not.toHaveBeenCalled()
    expect(picture).toMatchObject({ kind: 'grey', width, height, dpi: 200 })
    expect(picture.kind === 'grey' && Buffer.from(picture.pixels).equals(pixels)).toBe(true)
  })

  it('reads a black-and-white scan (one bit a pixel): a set bit is white paper', async () => {
    const { bytes, width, height, pixels } = await scannedPdf({ bits: 1, dpi: 160 })
    const renderer = await PdfPageRenderer.open(bytes)
    const picture = await renderer.render(1)
    await renderer.close()
    const bit = (x: number, y: number) =>
      ((pixels[y * Math.ceil(width / 8) + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1
    expect(picture).toMatchObject({ kind: 'grey', width, height, dpi: 160 })
    if (picture.kind !== 'grey') return
    for (const [x, y] of [
      [0, 0],
      [5, 0],
      [width - 1, 7],
      [37, height - 1],
    ] as const)
      expect(picture.pixels[y * width + x]).toBe(bit(x, y) ? 255 : 0)
  })

  it('draws a page that has text beside its picture, at the picture’s resolution', async () => {
    const { bytes } = await scannedPdf({ text: 'Figure 1', dpi: 180 })
    const { page, OPS, close } = await firstPage(bytes)
    expect(await pagePicture(page, OPS)).toEqual({ kind: 'draw', dpi: 180 })
    await close()
  })

  it('draws a scan finer than recognition needs at 300 dpi, not at its own 400', async () => {
    const { bytes } = await scannedPdf({ inches: [1, 1], dpi: 400 })
    const { page, OPS, close } = await firstPage(bytes)
    expect(await pagePicture(page, OPS)).toEqual({ kind: 'draw', dpi: 300 })
    await close()
  })
})
