import { PPTX_FALLBACK_MIN_CHARS } from '@/config/limits'
import { AppError, messages, type ShownMessage } from '@/lib/errors'
import type { SourcePassage } from '@/lib/source'
import { BoundedZip } from './bounded-zip'
import { extractMessages, extractWarnings } from './extract-messages'
import { cleanText } from './text'
import { passagesFromText } from './text-passages'

const NS = {
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
} as const

const NOTES_SLIDE_TYPE = '/notesSlide'

export interface PptxText {
  text: string
  /**
   * One passage per slide with text and one per slide with speaker notes ('slide-notes'), so a
   * citation can say whether a point was on the slide or only said aloud. `text` keeps the notes
   * inside their slide's section, as the AI has always read them.
   */
  passages: SourcePassage[]
  slideCount: number
  warnings: ShownMessage[]
}

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('malformed XML')
  return document
}

async function readXml(zip: BoundedZip, path: string): Promise<Document | null> {
  const xml = await zip.text(path)
  return xml === null ? null : parseXml(xml)
}

/** Resolves a relationship target (relative to the part's folder) to a zip path. */
function resolvePath(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = fromPart.split('/').slice(0, -1)
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop()
    else if (segment !== '.' && segment !== '') parts.push(segment)
  }
  return parts.join('/')
}

function relsPath(part: string): string {
  const slash = part.lastIndexOf('/')
  return `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`
}

interface Relationship {
  id: string
  type: string
  target: string
}

async function readRelationships(zip: BoundedZip, part: string): Promise<Relationship[]> {
  const document = await readXml(zip, relsPath(part))
  if (!document) return []
  return Array.from(document.getElementsByTagNameNS(NS.rel, 'Relationship'), (element) => ({
    id: element.getAttribute('Id') ?? '',
    type: element.getAttribute('Type') ?? '',
    target: resolvePath(part, element.getAttribute('Target') ?? ''),
  }))
}

/** Slide parts in presentation order; falls back to slide file numbers if the list is broken. */
async function slidePaths(zip: BoundedZip): Promise<string[]> {
  const presentationPart = 'ppt/presentation.xml'
  const presentation = await readXml(zip, presentationPart)
  if (presentation) {
    const relationships = await readRelationships(zip, presentationPart)
    const byId = new Map(
      relationships.map((relationship) => [relationship.id, relationship.target]),
    )
    const ordered = Array.from(presentation.getElementsByTagNameNS(NS.p, 'sldId'))
      .map((element) => byId.get(element.getAttributeNS(NS.r, 'id') ?? ''))
      .filter((path): path is string => path !== undefined && zip.has(path))
    if (ordered.length > 0) return ordered
  }
  const slideNumber = (path: string) => Number(/slide(\d+)\.xml$/.exec(path)?.[1] ?? 0)
  return zip
    .paths()
    .filter((path) => /^ppt\/slides\/slide\d+\.xml$/.test(path))
    .sort((left, right) => slideNumber(left) - slideNumber(right))
}

function paragraphText(paragraph: Element): string {
  let text = ''
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (child.namespaceURI === NS.a && child.localName === 't') text += child.textContent ?? ''
      else if (child.namespaceURI === NS.a && child.localName === 'br') text += '\n'
      else walk(child)
    }
  }
  walk(paragraph)
  return text.replace(/[ \t]+/g, ' ').trim()
}

function tableText(table: Element): string[] {
  return Array.from(table.getElementsByTagNameNS(NS.a, 'tr'), (row) =>
    Array.from(row.getElementsByTagNameNS(NS.a, 'tc'), (cell) =>
      Array.from(cell.getElementsByTagNameNS(NS.a, 'p'), paragraphText).filter(Boolean).join(' '),
    ).join(' | '),
  ).filter((row) => row.replace(/[\s|]/g, '') !== '')
}

/**
 * Text of a shape tree in document order. Walking the tree (rather than collecting every a:t)
 * keeps paragraphs apart, reads grouped shapes (p:grpSp) where they sit, and turns tables into
 * rows of ' | '-joined cells.
 */
function shapeTreeLines(root: Element, accept: (shape: Element) => boolean = () => true): string[] {
  const lines: string[] = []
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (child.namespaceURI === NS.a && child.localName === 'tbl') {
        // A loop, not push(...rows): a table of 100,000+ rows would overflow the stack.
        for (const row of tableText(child)) lines.push(row)
      } else if (child.namespaceURI === NS.a && child.localName === 'p') {
        const text = paragraphText(child)
        if (text) lines.push(text)
      } else if (child.namespaceURI === NS.p && child.localName === 'sp' && !accept(child)) {
        continue
      } else {
        walk(child)
      }
    }
  }
  walk(root)
  return lines
}

/** In a notes page only the body placeholder holds the speaker's notes (not the slide number). */
function isNotesBody(shape: Element): boolean {
  const placeholder = shape.getElementsByTagNameNS(NS.p, 'ph')[0]
  return placeholder?.getAttribute('type') === 'body'
}

async function slideText(
  zip: BoundedZip,
  path: string,
): Promise<{ body: string[]; notes: string[] }> {
  const slide = await readXml(zip, path)
  const body = slide ? shapeTreeLines(slide.documentElement) : []
  const notesPart = (await readRelationships(zip, path)).find((relationship) =>
    relationship.type.endsWith(NOTES_SLIDE_TYPE),
  )
  const notesDocument = notesPart ? await readXml(zip, notesPart.target) : null
  const notes = notesDocument ? shapeTreeLines(notesDocument.documentElement, isNotesBody) : []
  return { body, notes }
}

/** The spec's fallback: the printable text of the presentation's markup, tags removed. */
async function rawPrintableText(zip: BoundedZip): Promise<string> {
  // Layouts, masters and themes are left out: their placeholder texts would always pass 100.
  const content = /^ppt\/(slides|notesSlides|diagrams|charts)\/[^/]+\.xml$/
  const parts = zip
    .paths()
    .filter((path) => content.test(path))
    .sort()
  const texts: string[] = []
  for (const part of parts) {
    const xml = (await zip.text(part)) ?? ''
    texts.push(xml.replace(/<[^>]*>/g, ' ').replace(/[^\p{L}\p{N}\p{P}\p{S} \n]/gu, ' '))
  }
  return texts.join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * A presentation's text by slide. Its parts are read through BoundedZip: one that unpacks to
 * more than 100 MB of text is refused with its own message, not left to exhaust the tab.
 */
export async function extractPptxText(
  data: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
): Promise<PptxText> {
  let zip: BoundedZip
  try {
    zip = await BoundedZip.open(data, fileName)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('file', messages.readPptxFailed, { cause: error })
  }
  const sections: string[] = []
  const passages: SourcePassage[] = []
  const paths = await slidePaths(zip).catch((error: unknown) => {
    if (error instanceof AppError) throw error
    throw new AppError('file', messages.processPptxFailed, { cause: error })
  })
  try {
    for (const [index, path] of paths.entries()) {
      if (signal?.aborted) throw new AppError('aborted', extractMessages.cancelled)
      const { body, notes } = await slideText(zip, path)
      if (body.length === 0 && notes.length === 0) continue
      const lines = [`Slide ${index + 1}:`, ...body]
      if (notes.length > 0) lines.push(`Notes: ${notes.join('\n')}`)
      sections.push(lines.join('\n'))
      const n = index + 1
      const slide = cleanText(body.join('\n')).trim()
      if (slide !== '') passages.push({ anchor: { kind: 'slide', n }, text: slide })
      const said = cleanText(notes.join('\n')).trim()
      if (said !== '') passages.push({ anchor: { kind: 'slide-notes', n }, text: said })
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('file', messages.processPptxFailed, { cause: error })
  }
  const text = cleanText(sections.join('\n\n')).trim()
  if (text !== '') return { text, passages, slideCount: paths.length, warnings: [] }
  const raw = cleanText(await rawPrintableText(zip))
  if (raw.length > PPTX_FALLBACK_MIN_CHARS) {
    // The markup's text has no slide boundaries left: one paragraph, honestly unanchored.
    return {
      text: raw,
      passages: passagesFromText(raw),
      slideCount: paths.length,
      warnings: [extractWarnings.pptxRawFallback],
    }
  }
  throw new AppError('file', messages.pptxNoText)
}
