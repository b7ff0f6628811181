/**
 * Sentence tools for any language with sentence punctuation: splitting a paragraph into
 * sentences and stripping inline markdown, so a quoted sentence is a plain piece of its source.
 * Shared by the offline engine and the long-document tools (retrieval, citation checks).
 */

import { mostlySpaceless } from './tokens'

const ABBREVIATIONS = new Set(
  `e.g i.e etc vs cf fig figs no nos dr mr mrs ms prof st jr sr approx ca al vol pp p ch sec eq
  dept est inc ltd co corp jan feb mar apr jun jul aug sep sept oct nov dec mt ft
  sra srta pág núm ej aprox etc p.ej
  mme mlle env cf chap
  z.b bzw usw ggf vgl ca nr s u.a d.h evtl inkl`
    .split(/\s+/)
    .filter(Boolean),
)

const TERMINATOR = /[.!?…。！？؟]+["'”’»)\]]*(?=\s|$)/gu
const LOWER_START = /^[\s"'“‘«(]*\p{Ll}/u
const MAX_SENTENCE_CHARS = 400

/** True when `text` continues a sentence: its first letter is lower case. */
export function startsInLowerCase(text: string): boolean {
  return LOWER_START.test(text)
}

/** Removes inline markdown so quotes read as plain text. */
export function stripInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

function isAbbreviation(before: string): boolean {
  const word = before.slice(before.search(/\S+$/)).replace(/^[("'“‘«]+/, '')
  const bare = word.replace(/\.+$/, '').toLowerCase()
  if (ABBREVIATIONS.has(bare)) return true
  // Initials ("J. Smith") and dotted acronyms ("U.S.").
  if (/^\p{Lu}$/u.test(bare.toUpperCase()) && bare.length === 1) return true
  return /^(?:\p{L}\.)+\p{L}$/u.test(bare)
}

// Scripts written without spaces end a sentence with no space after it ('…中。叶绿素…'): there
// ICU's sentence rules (Intl.Segmenter, one fixed locale) find the ends.
let sentenceSegmenter: Intl.Segmenter | undefined
const OPENING_MARKS = /[“‘「『（(《]+$/u

function splitSpacelessSentences(paragraph: string): string[] {
  sentenceSegmenter ??= new Intl.Segmenter('zh', { granularity: 'sentence' })
  const sentences: string[] = []
  let carried = ''
  for (const { segment } of sentenceSegmenter.segment(paragraph)) {
    // ICU leaves the next sentence's opening quote at the end of this one ('？“他说…').
    const opening = OPENING_MARKS.exec(segment.trimEnd())?.[0] ?? ''
    const text = carried + segment.trimEnd().slice(0, segment.trimEnd().length - opening.length)
    carried = opening
    pushSentence(sentences, text)
  }
  pushSentence(sentences, carried)
  return sentences
}

/** Splits a paragraph into sentences, respecting abbreviations, initials and decimals. */
export function splitSentences(paragraph: string): string[] {
  if (mostlySpaceless(paragraph)) return splitSpacelessSentences(paragraph)
  const sentences: string[] = []
  let start = 0
  for (const match of paragraph.matchAll(TERMINATOR)) {
    const end = match.index + match[0].length
    const rest = paragraph.slice(end)
    if (
      match[0].startsWith('.') &&
      match[0].length === 1 &&
      isAbbreviation(paragraph.slice(start, match.index))
    )
      continue
    if (LOWER_START.test(rest)) continue
    pushSentence(sentences, paragraph.slice(start, end))
    start = end
  }
  pushSentence(sentences, paragraph.slice(start))
  return sentences
}

function pushSentence(out: string[], raw: string) {
  const text = raw.trim()
  if (!text) return
  if (text.length <= MAX_SENTENCE_CHARS) {
    out.push(text)
    return
  }
  // Run-on text (tables, PDF debris): cut at semicolons, then at word boundaries.
  const parts = text.split(/(?<=;)\s+/)
  for (const part of parts) {
    if (part.length <= MAX_SENTENCE_CHARS) {
      out.push(part)
      continue
    }
    const words = part.split(/\s+/)
    for (let i = 0; i < words.length; i += 50) out.push(words.slice(i, i + 50).join(' '))
  }
}
