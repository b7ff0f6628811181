import { splitSentences } from '@/study-engine/text/sentences'
import { tokenize } from '@/study-engine/text/tokens'
import { citationOf, type Citation, type SupportedCitation } from '@/lib/citation'
import { judgeItem, quoteBacks } from './judge-item'
import { sentenceRanges, termsOf, termWeight, type SourceIndex } from './source-index'

/**
 * Checking one item against the source. A cited passage supports an item when it holds the
 * item's quote word for word, or most of the item's key terms (weighted by how rare each is in
 * the source); without a supporting citation, the app looks for the passage itself: the quote
 * anywhere, then the best BM25 matches for the item's terms, under the same test.
 */

export interface CitableItem {
  /** The item's own words: a guide point, question + answer + explanation, card front + back. */
  text: string
  /** Passages the item cites (source indices), already resolved from its markers. */
  refs: readonly number[]
  /** Words the item says it quotes from the material. */
  quote?: string | undefined
}

export interface CiteOptions {
  /** A quiz that was asked for broader questions: no support means 'beyond-material'. */
  broader?: boolean
}

/** Share of an item's term weight a passage must hold to support it. */
export const SUPPORT_SHARE = 0.5
/** A quote shorter than this many words proves little; one searched in the whole source must be longer. */
const MIN_QUOTE_WORDS = 3
const MIN_FREE_QUOTE_WORDS = 5
const RETRIEVAL_CANDIDATES = 3
const MAX_MARKED_SENTENCES = 2

interface QuoteHit {
  passage: number
  start: number
  end: number
}

/** The quote's longest piece between ellipses, without quotation marks around it. */
function quoteWords(quote: string | undefined): string[] {
  if (!quote) return []
  const pieces = quote.split(/\.{3,}|…|\[\.\.\.\]/)
  let best: string[] = []
  for (const piece of pieces) {
    const keys = tokenize(piece).map((t) => t.key)
    if (keys.length > best.length) best = keys
  }
  return best
}

/** Where the quote's words occur in a row, in one of `passages` (all when undefined). */
function locateQuote(
  index: SourceIndex,
  words: readonly string[],
  passages?: ReadonlySet<number>,
): QuoteHit | null {
  if (words.length === 0) return null
  // Start from the quote's rarest word: fewest places to try.
  let anchor = 0
  let fewest = Number.POSITIVE_INFINITY
  words.forEach((word, at) => {
    const count = index.positions.get(word)?.length ?? 0
    if (count < fewest) {
      fewest = count
      anchor = at
    }
  })
  const places = index.positions.get(words[anchor] as string)
  if (!places) return null
  for (let i = 0; i < places.length; i += 2) {
    const passage = places[i] as number
    if (passages && !passages.has(passage)) continue
    const tokens = index.tokens[passage] ?? []
    const first = (places[i + 1] as number) - anchor
    if (first < 0 || first + words.length > tokens.length) continue
    let same = true
    for (let k = 0; k < words.length; k++) {
      if (tokens[first + k]?.key !== words[k]) {
        same = false
        break
      }
    }
    if (!same) continue
    const start = tokens[first]?.start ?? 0
    const end = tokens[first + words.length - 1]?.end ?? start
    return { passage, start, end }
  }
  return null
}

function weightOf(index: SourceIndex, terms: readonly string[]): number {
  return terms.reduce((sum, term) => sum + termWeight(index, term), 0)
}

/** Whether a passage holds enough of the item's terms (by weight, and at least two of them). */
export function holdsTerms(index: SourceIndex, terms: readonly string[], passage: number): boolean {
  if (terms.length === 0) return false
  const present = index.terms[passage]
  if (!present) return false
  const matched = terms.filter((term) => present.has(term))
  if (matched.length < Math.min(2, terms.length)) return false
  return weightOf(index, matched) >= SUPPORT_SHARE * weightOf(index, terms)
}

/** The sentences that overlap [start, end), or the best one or two for the item's terms. */
function marksFor(
  index: SourceIndex,
  passage: number,
  terms: readonly string[],
  quote?: QuoteHit,
): [number, number][] {
  const ranges = sentenceRanges(index, passage)
  if (quote) {
    const overlapping = ranges.filter(([s, e]) => s < quote.end && e > quote.start)
    return overlapping.length > 0 ? overlapping : [[quote.start, quote.end]]
  }
  const text = index.source[passage]?.text ?? ''
  const wanted = new Set(terms)
  const scored = ranges
    .map((range, order) => {
      const seen = new Set(
        termsOf(index, text.slice(range[0], range[1])).filter((term) => wanted.has(term)),
      )
      return { range, order, score: weightOf(index, [...seen]) }
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
  const top = scored[0]
  if (!top) return []
  return scored
    .filter((entry) => entry.score >= top.score * 0.75)
    .slice(0, MAX_MARKED_SENTENCES)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.range)
}

/**
 * A point drawn from several passages ('[P1][P3]') may hold none of them alone: the passages
 * together must hold the item's terms, and each must add two of them.
 */
function jointSupport(
  index: SourceIndex,
  terms: readonly string[],
  refs: readonly number[],
): number[] {
  const valid = [...new Set(refs)].filter((p) => p >= 0 && p < index.source.length)
  if (valid.length < 2) return []
  const contributing = valid.filter(
    (passage) => terms.filter((term) => index.terms[passage]?.has(term)).length >= 2,
  )
  if (contributing.length < 2) return []
  const matched = terms.filter((term) => contributing.some((p) => index.terms[p]?.has(term)))
  return weightOf(index, matched) >= SUPPORT_SHARE * weightOf(index, terms) ? contributing : []
}

/**
 * A quote of several sentences the source does not hold in one run (a point that joins
 * sentences from a page or two, as the offline engine's explanations do): verified when every
 * sentence is found word for word, with one citation per passage.
 */
function quotedSentences(index: SourceIndex, quote: string | undefined): Citation[] {
  const parts = quote ? splitSentences(quote) : []
  if (parts.length < 2) return []
  const hits: QuoteHit[] = []
  for (const part of parts) {
    const words = quoteWords(part)
    const hit = words.length >= MIN_QUOTE_WORDS ? locateQuote(index, words) : null
    if (!hit) return []
    hits.push(hit)
  }
  const byPassage = new Map<number, [number, number][]>()
  for (const hit of hits) {
    const marks = byPassage.get(hit.passage) ?? []
    const sentences = sentenceRanges(index, hit.passage).filter(
      ([s, e]) => s < hit.end && e > hit.start,
    )
    for (const range of sentences.length > 0
      ? sentences
      : [[hit.start, hit.end] as [number, number]])
      if (!marks.some(([s]) => s === range[0])) marks.push(range)
    byPassage.set(hit.passage, marks)
  }
  return [...byPassage].map(([passage, marks]) =>
    citationOf(
      index.source,
      passage,
      'verified',
      marks.sort((a, b) => a[0] - b[0]),
    ),
  )
}

function supported(
  index: SourceIndex,
  passage: number,
  status: SupportedCitation['status'],
  terms: readonly string[],
  quote?: QuoteHit,
): SupportedCitation {
  return citationOf(index.source, passage, status, marksFor(index, passage, terms, quote))
}

/** The passages an item is checked against: those it cites, its quote's, and the best BM25 hits. */
function candidatePassages(
  index: SourceIndex,
  item: CitableItem,
  terms: readonly string[],
  quoteAt: QuoteHit | null,
): { passages: number[]; claimed: Set<number> } {
  const claimed = new Set(item.refs.filter((p) => p >= 0 && p < index.source.length))
  if (quoteAt) claimed.add(quoteAt.passage)
  const passages = [...claimed]
  for (const hit of index.bm25.search(terms, RETRIEVAL_CANDIDATES))
    if (!passages.includes(hit.doc)) passages.push(hit.doc)
  return { passages, claimed }
}

/**
 * The item's citations after checking: the passages that state it; or the passage that speaks to
 * the same thing and says otherwise, its conflicting words marked; or one saying nothing in the
 * material supports it. What the item cites and quotes only tells where to look first: the item's
 * own words are what is checked, so a true quote under an item that says otherwise never
 * supports it.
 */
export function citeItem(
  index: SourceIndex,
  item: CitableItem,
  options: CiteOptions = {},
): Citation[] {
  const words = quoteWords(item.quote)
  const terms = termsOf(index, `${item.quote ?? ''} ${item.text}`)
  const quoteAt =
    words.length >= MIN_QUOTE_WORDS
      ? (locateQuote(index, words, new Set(item.refs)) ??
        (words.length >= MIN_FREE_QUOTE_WORDS ? locateQuote(index, words) : null))
      : null
  const { passages, claimed } = candidatePassages(index, item, terms, quoteAt)
  const verdict = judgeItem(index, item.text, passages, claimed)
  const unsupported: Citation[] = [{ status: options.broader ? 'beyond-material' : 'not-found' }]

  if (verdict.kind === 'contradicted') return [verdict.citation]

  // A quote found word for word backs an item that states little of its own ('What do moraines
  // mark?') or says what the quote says, and no passage contradicts the item.
  if (item.quote && (verdict.kind === 'says-little' || quoteBacks(index, item.text, item.quote))) {
    if (quoteAt) return [supported(index, quoteAt.passage, 'verified', terms, quoteAt)]
    const sentences = quotedSentences(index, item.quote)
    if (sentences.length > 0) return sentences
  }
  // A point drawn from several cited passages ('[P1][P3]') may hold none of them alone; when one
  // of them states most of it, the others that add to it are cited too.
  const together = jointSupport(index, terms, item.refs)
  if (verdict.kind === 'supported')
    return [
      ...verdict.citations,
      ...together
        .filter((passage) => !verdict.citations.some((c) => c.passage === passage))
        .map((passage) => supported(index, passage, 'verified', terms)),
    ]
  if (together.length > 0 && verdict.kind === 'open')
    return together.map((passage) => supported(index, passage, 'verified', terms))
  return unsupported
}
