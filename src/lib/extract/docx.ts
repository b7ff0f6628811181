import type { SourcePassage } from '@/lib/source'
import { BoundedZip } from './bounded-zip'
import { cleanText } from './text'
import { passagesFromText } from './text-passages'

export interface DocxText {
  text: string
  /** Sections from one heading to the next; text before the first heading as paragraphs. */
  passages: SourcePassage[]
}

/** The part of mammoth's document model (lib/documents.js) the text and headings need. */
interface DocxElement {
  type: string
  value?: string
  styleId?: string | null
  styleName?: string | null
  children?: DocxElement[]
}

interface Section {
  heading: string | null
  parts: string[]
}

// The paragraph styles mammoth's default style map turns into h1–h6, plus the document title.
const HEADING_STYLE_ID = /^(Heading[1-6]?|Title)$/
const HEADING_STYLE_NAME = /^(heading( [1-6])?|title)$/i

function isHeading(paragraph: DocxElement): boolean {
  return (
    HEADING_STYLE_ID.test(paragraph.styleId ?? '') ||
    HEADING_STYLE_NAME.test(paragraph.styleName ?? '')
  )
}

/** mammoth's raw-text rule (lib/raw-text.js): text, tabs, and a blank line after a paragraph. */
function rawText(element: DocxElement): string {
  if (element.type === 'text') return element.value ?? ''
  if (element.type === 'tab') return '\t'
  const inner = (element.children ?? []).map(rawText).join('')
  return element.type === 'paragraph' ? `${inner}\n\n` : inner
}

/**
 * The raw text as one stream, cut where a heading paragraph starts (headings inside tables are
 * table text, not sections). Joining the sections' parts gives exactly mammoth's raw text.
 */
function sections(document: DocxElement): Section[] {
  const all: Section[] = [{ heading: null, parts: [] }]
  const walk = (element: DocxElement, inTable: boolean) => {
    const current = () => all[all.length - 1]?.parts ?? []
    if (element.type === 'text' || element.type === 'tab') {
      current().push(rawText(element))
      return
    }
    if (element.type === 'paragraph' && !inTable && isHeading(element)) {
      const heading = rawText(element).replace(/\s+/g, ' ').trim()
      if (heading !== '') all.push({ heading, parts: [] })
    }
    for (const child of element.children ?? []) walk(child, inTable || element.type === 'table')
    if (element.type === 'paragraph') current().push('\n\n')
  }
  walk(document, false)
  return all
}

function tidy(raw: string): string {
  return cleanText(raw)
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Word documents (beyond the spec): paragraphs separated by blank lines, no styling — mammoth's
 * raw text. mammoth reads the document once, through convertToHtml's transformDocument hook, to
 * see paragraph styles (raw-text mode hides them); the hook hands back an empty document so no
 * HTML is built. mammoth's browser build reads `arrayBuffer`, its Node build (used by the tests)
 * reads `buffer`; both get the same bytes.
 *
 * mammoth inflates the parts it reads with no bound, and reads whichever part the package's
 * relationships name as the document, so every part is inflated first through BoundedZip: a
 * file that unpacks to more than 100 MB in all is refused before mammoth sees it. The page runs this in a worker (docx-in-worker.ts).
 */
export async function extractDocxText(data: Uint8Array, fileName: string): Promise<DocxText> {
  await (await BoundedZip.open(data, fileName)).checkAll()
  const { default: mammoth } = await import('mammoth')
  const arrayBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)
  const input = { arrayBuffer, buffer: data } as unknown as Parameters<
    typeof mammoth.convertToHtml
  >[0]
  let document: DocxElement | undefined
  await mammoth.convertToHtml(input, {
    transformDocument: (element: DocxElement) => {
      document = element
      return { ...element, children: [] }
    },
  })
  if (!document) throw new Error('mammoth returned no document')
  const parts = sections(document)
  const text = tidy(parts.map((section) => section.parts.join('')).join(''))
  const passages: SourcePassage[] = []
  for (const { heading, parts: pieces } of parts) {
    const sectionText = tidy(pieces.join(''))
    // A loop, not push(...): a section of 100,000+ paragraphs would overflow the stack.
    if (heading === null)
      for (const passage of passagesFromText(sectionText)) passages.push(passage)
    else if (sectionText !== '')
      passages.push({ anchor: { kind: 'heading', heading }, text: sectionText })
  }
  return { text, passages }
}
