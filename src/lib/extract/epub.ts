/**
 * An EPUB e-book's text (EPUB 2 and 3): one passage per chapter, in the order of the book's
 * spine, anchored as 'chapter N' (the Nth spine document with text). Every part is read through
 * BoundedZip, so a book that unpacks to too much text is refused like any zip bomb. A book with
 * DRM (an encryption.xml that encrypts more than fonts, or Adobe's rights.xml) cannot be read
 * and says so.
 */
import type { SourcePassage } from '@/lib/source'
import { BoundedZip } from './bounded-zip'
import { readerError } from './reader-error'
import { cleanText } from './text'
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'

export interface EpubText {
  text: string
  passages: SourcePassage[]
}

const CONTAINER = 'META-INF/container.xml'
/** Font obfuscation (IDPF and Adobe): allowed in DRM-free books, and fonts carry no text. */
const FONT_OBFUSCATION = new Set([
  'http://www.idpf.org/2008/embedding',
  'http://ns.adobe.com/pdf/enc#RC',
])
const CHAPTER_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/x-dtbook+xml'])
/** Elements whose text starts a new line. */
const BLOCKS = new Set(
  'address article aside blockquote dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul br'.split(
    ' ',
  ),
)
const SKIPPED = new Set(['script', 'style', 'head', 'title'])

function parse(xml: string, type: DOMParserSupportedType): Document | null {
  const document = new DOMParser().parseFromString(xml, type)
  return document.getElementsByTagName('parsererror').length > 0 ? null : document
}

/** Elements by local name, whatever their namespace (OPF 2 and 3 differ in prefixes). */
function byName(root: Document | Element, name: string): Element[] {
  return Array.from(root.getElementsByTagName('*')).filter((element) => element.localName === name)
}

function resolve(base: string, href: string): string {
  const path = decodeURIComponent(href.split('#')[0] ?? '')
  const parts = base.split('/').slice(0, -1)
  for (const segment of path.split('/')) {
    if (segment === '..') parts.pop()
    else if (segment !== '.' && segment !== '') parts.push(segment)
  }
  return parts.join('/')
}

async function isProtected(zip: BoundedZip): Promise<boolean> {
  if (zip.has('META-INF/rights.xml')) return true
  const encryption = await zip.text('META-INF/encryption.xml')
  if (encryption === null) return false
  const document = parse(encryption, 'application/xml')
  if (!document) return true
  return byName(document, 'EncryptionMethod').some(
    (method) => !FONT_OBFUSCATION.has(method.getAttribute('Algorithm') ?? ''),
  )
}

/** The package document's path and its spine's chapter paths, in reading order. */
async function spine(zip: BoundedZip, fileName: string): Promise<string[]> {
  const broken = () => readerError('epubBroken', [fileName])
  const container = parse((await zip.text(CONTAINER)) ?? '', 'application/xml')
  const opfPath = container && byName(container, 'rootfile')[0]?.getAttribute('full-path')
  if (!opfPath) throw broken()
  const opf = parse((await zip.text(opfPath)) ?? '', 'application/xml')
  if (!opf) throw broken()
  const manifest = new Map(
    byName(opf, 'item').map((item) => [
      item.getAttribute('id') ?? '',
      { href: item.getAttribute('href') ?? '', type: item.getAttribute('media-type') ?? '' },
    ]),
  )
  return byName(opf, 'itemref')
    .filter((ref) => ref.getAttribute('linear') !== 'no')
    .flatMap((ref) => {
      const item = manifest.get(ref.getAttribute('idref') ?? '')
      return item && CHAPTER_TYPES.has(item.type) ? [resolve(opfPath, item.href)] : []
    })
}

function blockText(root: Node): string {
  let text = ''
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      text += node.nodeValue ?? ''
      return
    }
    if (node.nodeType !== 1) return
    const name = (node as Element).localName.toLowerCase()
    if (SKIPPED.has(name)) return
    const block = BLOCKS.has(name)
    if (block) text += '\n'
    node.childNodes.forEach(walk)
    if (block) text += '\n'
  }
  walk(root)
  return text
}

function chapterText(markup: string): string {
  const document = parse(markup, 'application/xhtml+xml') ?? parse(markup, 'text/html')
  const body = document && (byName(document, 'body')[0] ?? document.documentElement)
  if (!body) return ''
  const lines = blockText(body)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
  return cleanText(lines.join('\n')).trim()
}

export async function extractEpubText(bytes: Uint8Array, fileName: string): Promise<EpubText> {
  const zip = await BoundedZip.open(bytes, fileName)
  if (await isProtected(zip)) throw readerError('epubProtected', [fileName])
  const passages: SourcePassage[] = []
  for (const path of await spine(zip, fileName)) {
    const markup = await zip.text(path)
    const text = markup === null ? '' : chapterText(markup)
    if (text !== '') passages.push({ anchor: { kind: 'chapter', n: passages.length + 1 }, text })
    await yieldToEventLoop()
  }
  return { text: passages.map((passage) => passage.text).join('\n\n'), passages }
}
