/**
 * PowerPoint and Word fixtures built in the tests (pptxgenjs, docx, jszip). Test-only.
 * `asFile` wraps bytes as the File a drop zone would hand over.
 */
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx'
import JSZip from 'jszip'
import PptxGenJS from 'pptxgenjs'

export interface SlideSpec {
  title?: string
  bullets?: string[]
  table?: string[][]
  notes?: string
}

export async function buildPptx(slides: SlideSpec[]): Promise<Uint8Array> {
  const pptx = new PptxGenJS()
  for (const spec of slides) {
    const slide = pptx.addSlide()
    if (spec.title) slide.addText(spec.title, { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 28 })
    if (spec.bullets) {
      slide.addText(
        spec.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        { x: 0.5, y: 1.5, w: 9, h: 3 },
      )
    }
    if (spec.table) {
      slide.addTable(
        spec.table.map((row) => row.map((text) => ({ text }))),
        { x: 0.5, y: 4.5, w: 9 },
      )
    }
    if (spec.notes) slide.addNotes(spec.notes)
  }
  const output = await pptx.write({ outputType: 'uint8array' })
  return output as Uint8Array
}

async function rewrite(bytes: Uint8Array, path: string, change: (xml: string) => string) {
  const zip = await JSZip.loadAsync(bytes)
  const xml = await zip.file(path)?.async('string')
  if (xml === undefined) throw new Error(`${path} missing`)
  zip.file(path, change(xml))
  return zip.generateAsync({ type: 'uint8array' })
}

/**
 * Rewrites the slide list of ppt/presentation.xml so that the presentation order is `order`
 * (zero-based indexes into the current list) while slide files keep their numbers.
 */
export function reorderSlides(bytes: Uint8Array, order: number[]): Promise<Uint8Array> {
  return rewrite(bytes, 'ppt/presentation.xml', (xml) => {
    const entries = xml.match(/<p:sldId [^>]*\/>/g) ?? []
    const reordered = order.map((index) => entries[index] ?? '').join('')
    return xml.replace(/(<p:sldIdLst>)[\s\S]*?(<\/p:sldIdLst>)/, `$1${reordered}$2`)
  })
}

/** Adds a group shape (p:grpSp) holding one text box with two runs to slide `slideNumber`. */
export function addGroupShape(bytes: Uint8Array, slideNumber: number, runs: [string, string]) {
  const group =
    '<p:grpSp><p:nvGrpSpPr><p:cNvPr id="900" name="Group 900"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
    '<p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="901" name="Grouped text"/><p:cNvSpPr/><p:nvPr/>' +
    '</p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p>' +
    runs.map((run) => `<a:r><a:rPr lang="en-US"/><a:t>${run}</a:t></a:r>`).join('') +
    '</a:p></p:txBody></p:sp></p:grpSp>'
  return rewrite(bytes, `ppt/slides/slide${slideNumber}.xml`, (xml) =>
    xml.replace('</p:spTree>', `${group}</p:spTree>`),
  )
}

/** Removes every text body from the slides, leaving a presentation with no slide text. */
export async function stripSlideText(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes)
  for (const path of Object.keys(zip.files)) {
    if (!/^ppt\/(slides|notesSlides)\/[^/]+\.xml$/.test(path)) continue
    const xml = (await zip.file(path)?.async('string')) ?? ''
    zip.file(path, xml.replace(/<a:t>[^<]*<\/a:t>/g, '<a:t></a:t>'))
  }
  return zip.generateAsync({ type: 'uint8array' })
}

/** A zip with arbitrary entries (a mislabelled archive). */
export async function buildZip(entries: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip()
  for (const [path, content] of Object.entries(entries)) zip.file(path, content)
  return zip.generateAsync({ type: 'uint8array' })
}

/** A body paragraph (a string), a heading or title, or a table of plain-text cells. */
export type DocxBlock =
  string | { heading: 1 | 2 | 3 | 'title'; text: string } | { table: string[][] }

const HEADING_LEVELS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  title: HeadingLevel.TITLE,
} as const

function docxBlock(block: DocxBlock): Paragraph | Table {
  if (typeof block === 'string') return new Paragraph({ children: [new TextRun(block)] })
  if ('heading' in block) {
    return new Paragraph({
      heading: HEADING_LEVELS[block.heading],
      children: [new TextRun(block.text)],
    })
  }
  return new Table({
    rows: block.table.map(
      (row) =>
        new TableRow({
          children: row.map((text) => new TableCell({ children: [new Paragraph(text)] })),
        }),
    ),
  })
}

export async function buildDocx(blocks: DocxBlock[]): Promise<Uint8Array> {
  const document = new Document({ sections: [{ children: blocks.map(docxBlock) }] })
  return new Uint8Array(await Packer.toBuffer(document))
}

export function asFile(bytes: Uint8Array | string, name: string, type = ''): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })
}
