/**
 * Between plain text and the HTML of an Anki field. Everything here works on strings (no DOM):
 * it runs in a worker, and what it returns is shown as text, never as HTML.
 */
import { escapeMarkup } from '@/lib/escape-markup'

/** Text as HTML that shows exactly that text; line breaks become <br>. */
export function htmlOfText(text: string): string {
  return escapeMarkup(text).replace(/\r?\n/g, '<br>')
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  le: '≤',
  ge: '≥',
  ne: '≠',
  rarr: '→',
  larr: '←',
  copy: '©',
  reg: '®',
  euro: '€',
}

function codePoint(value: number): string {
  return Number.isInteger(value) &&
    value > 0 &&
    value <= 0x10ffff &&
    (value < 0xd800 || value > 0xdfff)
    ? String.fromCodePoint(value)
    : '\ufffd'
}

/** Character references decoded: named ones Anki's editor writes, and every numeric one. */
export function decodeEntities(html: string): string {
  if (!html.includes('&')) return html
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole
    const hex = name[1] === 'x' || name[1] === 'X'
    return codePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10))
  })
}

const COMMENT_OR_TAG = /<!--[\s\S]*?-->|<[^>]*>/g

/**
 * A field's text as Anki strips it for its sort field and checksum: tags removed, entities
 * decoded, no-break spaces made spaces.
 */
export function stripHtml(html: string): string {
  return decodeEntities(html.replace(COMMENT_OR_TAG, '')).replace(/\u00a0/g, ' ')
}

/** Where a block element starts or ends, until the breaks are counted. */
const BLOCK = '\u2029'

/** Anki's sound and media references in field text: `[sound:x.mp3]`. */
const SOUND_TAG = /\[sound:[^\]]*\]/g

/**
 * A field's HTML as text with basic formatting kept: line breaks, paragraphs and list items
 * (as "• ") on lines of their own. Scripts, styles, images and sounds are dropped; every other tag
 * is removed and its text kept.
 */
export function htmlToText(html: string): string {
  // Block edges become one break however many meet; a <br> is a break of its own, so the text
  // Studywise writes ("a<br><br>b") reads back as it was.
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(SOUND_TAG, '')
    .replace(/\r?\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, `${BLOCK}• `)
    .replace(/<\/?(div|p|ul|ol|li|h[1-6]|tr|table|blockquote|pre|hr)\b[^>]*>/gi, BLOCK)
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(COMMENT_OR_TAG, '')
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\u2029[\u2029 ]*/g, BLOCK)
    .replace(/\n?\u2029\n?/g, '\n')
    .replace(/ ?\n ?/g, '\n')
    .trim()
}
