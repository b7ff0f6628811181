/**
 * Turns a source (plain text, pasted notes, extracted PDF text or markdown) into sections and
 * sentences. Every sentence's text is a piece of the source with inline markdown removed, so
 * whatever the engine quotes can be traced back to it. The engine-specific part — definition
 * hints, skipping the engine's own placeholder lines — lives here; splitting and markdown
 * stripping are shared language tools in `@/study-engine/text/sentences`.
 */
import { splitSentences, startsInLowerCase, stripInline } from '@/study-engine/text/sentences'
import { tokenize } from '@/study-engine/text/tokens'
import { NO_DEFINITIONS_LINES } from './labels'

export interface DefinitionHint {
  term: string
  definition: string
}

export interface ParsedSentence {
  id: number
  text: string
  section: number
  paragraph: number
  fromList: boolean
  /** A "Term: definition" list item or bold lead-in. */
  hint?: DefinitionHint
}

export interface ParsedSection {
  id: number
  heading: string | null
  level: number
  sentenceIds: number[]
}

export interface ParsedDocument {
  sections: ParsedSection[]
  sentences: ParsedSentence[]
  /** The first markdown heading, if any (used for titles). */
  firstHeading: string | null
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/
const FILE_HEADING = /^File:\s*(.+)$/
const BULLET = /^(?:[-*+•▪‣◦]|\d{1,3}[.)])\s+(.+)$/
const SEPARATOR = /^([-=_*~])\1{2,}$/

function looksLikeHeading(line: string, prevBlank: boolean, next: string | undefined): boolean {
  if (!prevBlank || next === undefined) return false
  // A hard-wrapped paragraph continues in lower case; a heading is followed by a new sentence.
  if (startsInLowerCase(next)) return false
  if (line.length > 70 || /[.!?,;:]$/.test(line)) return false
  if (!/^[\p{Lu}\p{N}]/u.test(line)) return false
  const words = line.split(/\s+/).length
  return words <= 8 && next.trim().length > line.length
}

const BOLD_LEAD = /^\*\*(.+?)\*\*\s*(?::|—|–|-)\s*(.+)$/
const COLON_LEAD = /^([^:]{2,60}):\s+(.+)$/

/** Word keys, stemmed like the engine's tokens, so 'Chloroplasts' matches 'chloroplast'. */
function keysOf(text: string): string[] {
  return tokenize(text).map((t) => t.key)
}

function mentions(text: string, term: string): boolean {
  const words = keysOf(text)
  const termWords = keysOf(term)
  if (termWords.length === 0) return false
  for (let i = 0; i + termWords.length <= words.length; i++) {
    if (termWords.every((w, k) => words[i + k] === w)) return true
  }
  return false
}

/** "Term: definition" items; an item whose text repeats the term is an example, not a definition. */
function listItem(raw: string): { text: string; hint?: DefinitionHint } {
  const bold = BOLD_LEAD.exec(raw)
  const colon = bold ? null : COLON_LEAD.exec(raw)
  const lead = bold ?? colon
  if (!lead) return { text: stripInline(raw) }
  const term = stripInline(lead[1] ?? '')
  const rest = stripInline(lead[2] ?? '')
  const termWords = term.split(/\s+/).length
  if (termWords > 5 || rest.split(/\s+/).length < 3) return { text: stripInline(raw) }
  if (mentions(rest, term)) return { text: rest }
  return { text: `${term}: ${rest}`, hint: { term, definition: rest.replace(/[.;]$/, '') } }
}

function nextNonEmpty(lines: readonly string[], index: number): string | undefined {
  for (let i = index + 1; i < lines.length && i < index + 3; i++) {
    const line = (lines[i] ?? '').trim()
    if (line) return line
  }
  return undefined
}

export interface ParseOptions {
  /** Deeper headings do not open sections (a combined guide keeps one section per guide). */
  maxSectionLevel?: number
}

export function parseDocument(source: string, options: ParseOptions = {}): ParsedDocument {
  const maxLevel = options.maxSectionLevel ?? 6
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const sections: ParsedSection[] = [{ id: 0, heading: null, level: 0, sentenceIds: [] }]
  const sentences: ParsedSentence[] = []
  let firstHeading: string | null = null
  let paragraph: string[] = []
  let paragraphIndex = 0

  const current = () => sections[sections.length - 1] as ParsedSection
  const add = (text: string, fromList: boolean, hint?: DefinitionHint) => {
    const id = sentences.length
    sentences.push({
      id,
      text,
      section: current().id,
      paragraph: paragraphIndex,
      fromList,
      ...(hint ? { hint } : {}),
    })
    current().sentenceIds.push(id)
  }
  const flush = () => {
    if (paragraph.length === 0) return
    const text = stripInline(paragraph.join(' ').replace(/(\p{L})- (\p{Ll})/gu, '$1$2'))
    for (const sentence of splitSentences(text)) add(sentence, false)
    paragraph = []
    paragraphIndex++
  }
  const openSection = (heading: string, level: number) => {
    flush()
    if (level > maxLevel) return
    const cleaned = stripInline(heading)
    if (firstHeading === null && cleaned) firstHeading = cleaned
    if (current().sentenceIds.length === 0 && current().heading === null) {
      current().heading = cleaned
      current().level = level
      return
    }
    sections.push({ id: sections.length, heading: cleaned, level, sentenceIds: [] })
  }

  lines.forEach((rawLine, index) => {
    const line = rawLine.trim()
    const prevBlank = index === 0 || (lines[index - 1] ?? '').trim() === ''
    if (line === '' || SEPARATOR.test(line)) return flush()
    if (NO_DEFINITIONS_LINES.has(line)) return
    const heading = HEADING.exec(line)
    if (heading) return openSection(heading[2] ?? '', (heading[1] ?? '#').length)
    const file = FILE_HEADING.exec(line)
    if (file) return openSection(file[1] ?? '', 1)
    const bullet = BULLET.exec(line)
    if (bullet) {
      flush()
      const item = listItem(bullet[1] ?? '')
      const parts = item.hint ? [item.text] : splitSentences(item.text)
      parts.forEach((part) => add(part, true, item.hint))
      paragraphIndex++
      return
    }
    if (BOLD_LEAD.test(line)) {
      flush()
      const item = listItem(line)
      add(item.text, false, item.hint)
      paragraphIndex++
      return
    }
    if (looksLikeHeading(line, prevBlank, nextNonEmpty(lines, index))) return openSection(line, 2)
    paragraph.push(line)
  })
  flush()
  return { sections, sentences, firstHeading }
}
