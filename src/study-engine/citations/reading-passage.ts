import { SECOND_OPINION } from '@/config/limits'
import type { SourcePassage } from '@/lib/source'
import { contentTerms, stopWordsOf, tokenize } from '@/study-engine/text/tokens'
import { isContradicted, isSupported, type Citation } from '@/lib/citation'

/**
 * What the model reads an item against: one passage, cut down to the sentences that matter, so
 * that a claim, its passage and its verdict cost about 250 tokens. The passage is the one the
 * word check settled on (the supporting one, or the one that says otherwise), else the one the
 * item cited; an item that cited nothing the check could find is not read (nothing to read it
 * against).
 */

/** An item of a set, the citations the word check gave it and the passages it claimed. */
export interface ItemToRead {
  text: string
  citations: Citation[] | undefined
  /** Indexes of the passages the item named as its source (its markers or "source" field). */
  cited?: readonly number[] | undefined
}

export interface PassageToRead {
  passage: number
  /** The sentences sent, as [start, end) ranges of the passage text, in order. */
  spans: [number, number][]
  /** Those sentences joined, as the model sees them. */
  text: string
}

// A line break inside a paragraph (a PDF's line ends) does not end a sentence; a blank line does.
const SENTENCE = /(?:[^.!?…\n]|\n(?![ \t]*\n))+(?:[.!?…]+["'”’)\]]*|(?=\n[ \t]*\n)|$)/gu

/** The sentences of a text as [start, end) ranges, trimmed of spaces. */
export function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = []
  for (const match of text.matchAll(SENTENCE)) {
    let start = match.index
    let end = start + match[0].length
    while (start < end && /\s/u.test(text[start] as string)) start++
    while (end > start && /\s/u.test(text[end - 1] as string)) end--
    if (end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end))) spans.push([start, end])
  }
  return spans
}

const keysOf = (text: string, stop: ReadonlySet<string>) =>
  new Set(contentTerms(tokenize(text), stop))

/** `text` cut at a word end before `max` characters, with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const head = clean.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${space > max / 2 ? head.slice(0, space) : head}…`
}

/**
 * The passage's sentences that matter for the claim, within SECOND_OPINION.passageChars: those
 * the word check marked; where it marked none, the sentence sharing the most of the claim's
 * words and any sharing at least half as many. Sent in the passage's order.
 */
export function sentencesThatMatter(
  text: string,
  claim: string,
  marks: readonly (readonly [number, number])[],
): [number, number][] {
  const spans = sentenceSpans(text)
  const marked = spans.filter((span) =>
    marks.some(([start, end]) => start < span[1] && end > span[0]),
  )
  const stop = stopWordsOf(`${claim} ${text.slice(0, 2_000)}`)
  const claimKeys = keysOf(claim, stop)
  const scored = spans
    .map((span) => ({
      span,
      shared: [...keysOf(text.slice(span[0], span[1]), stop)].filter((key) => claimKeys.has(key))
        .length,
    }))
    .sort((a, b) => b.shared - a.shared)
  const best = scored[0]?.shared ?? 0
  const ranked =
    marked.length > 0
      ? marked
      : scored.filter(({ shared }) => shared > 0 && shared * 2 >= best).map(({ span }) => span)
  const chosen: [number, number][] = []
  let chars = 0
  for (const span of ranked.length > 0 ? ranked : spans.slice(0, 1)) {
    const length = span[1] - span[0]
    if (chosen.length > 0 && chars + length > SECOND_OPINION.passageChars) continue
    chosen.push(span)
    chars += length
  }
  return chosen.sort((a, b) => a[0] - b[0])
}

/** The passage an item is read against, trimmed; null when it has none. */
export function passageToRead(
  source: readonly SourcePassage[],
  item: ItemToRead,
): PassageToRead | null {
  const citations = item.citations ?? []
  const settled = citations.find(isSupported) ?? citations.find(isContradicted)
  const passage = settled?.passage ?? item.cited?.[0]
  if (passage === undefined) return null
  const text = source[passage]?.text
  if (text === undefined || text.trim() === '') return null
  const spans = sentencesThatMatter(text, item.text, settled?.marks ?? [])
  return {
    passage,
    spans,
    text: cut(
      spans.map(([start, end]) => text.slice(start, end)).join(' '),
      SECOND_OPINION.passageChars,
    ),
  }
}
