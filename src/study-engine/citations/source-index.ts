import type { SourcePassage } from '@/lib/source'
import { createBm25Index, type Bm25Index } from '@/study-engine/text/bm25'
import { splitSentences } from '@/study-engine/text/sentences'
import { STOP_WORDS } from '@/study-engine/text/stopwords'
import {
  contentTerms,
  detectLanguage,
  tokenize,
  type LanguageGuess,
  type Token,
} from '@/study-engine/text/tokens'
import type { Reading } from './reading'

/**
 * The source prepared once for checking many items: each passage's words (the tokenizer both
 * engines use: stemmed, accent-free keys), where every word occurs, how many passages hold each
 * term (its weight) and BM25 over the passages for finding support when an item cites nothing.
 * It owns everything derived from the source: its language (guessed once), its stop words, and,
 * on first use, each passage's sentences and their readings (passage-readings.ts).
 */

/** Stop words when the source's language is not known: every list's, so 'what' and 'do' are no content. */
const ANY_STOP: ReadonlySet<string> = new Set(
  Object.values(STOP_WORDS).flatMap((list) => [...list]),
)

/** Sentences of a passage read together (passage-readings.ts): one alone, or two neighbours. */
export interface Window {
  passage: number
  /** Sentence ranges it covers, in the passage. */
  ranges: [number, number][]
  reading: Reading
}

export interface PassageReadings {
  windows: Window[]
  /** Per word root: in how many of the passage's sentences it occurs. */
  roots: Map<string, number>
}

export interface SourceIndex {
  source: readonly SourcePassage[]
  /** The source's language, guessed from its first 20 passages. */
  language: LanguageGuess
  /** The language's stop words; none when it is not known (content terms then keep every word). */
  stop: ReadonlySet<string>
  /** Stop words for reading sentences: the language's, or every list's when it is not known. */
  readingStop: ReadonlySet<string>
  /** Per passage: its words in order. */
  tokens: Token[][]
  /** Per passage: the keys of its content terms. */
  terms: Set<string>[]
  /** Passages holding each content term. */
  df: Map<string, number>
  bm25: Bm25Index
  /** Per word key: where it occurs, as [passage, token index] pairs flattened. */
  positions: Map<string, number[]>
  /** Per passage, computed on first use: sentence ranges in the passage text. */
  sentences: ([number, number][] | undefined)[]
  /** Per passage, computed on first use: its sentences read alone and in pairs. */
  readings: Map<number, PassageReadings>
}

export function buildSourceIndex(source: readonly SourcePassage[]): SourceIndex {
  const language = detectLanguage(
    source
      .slice(0, 20)
      .map((p) => p.text)
      .join('\n'),
  )
  const stop = language.known ? STOP_WORDS[language.lang] : new Set<string>()
  const tokens = source.map((passage) => tokenize(passage.text))
  const termLists = tokens.map((list) => contentTerms(list, stop))
  const terms = termLists.map((list) => new Set(list))
  const df = new Map<string, number>()
  for (const set of terms) for (const term of set) df.set(term, (df.get(term) ?? 0) + 1)
  const positions = new Map<string, number[]>()
  tokens.forEach((list, passage) => {
    list.forEach((token, at) => {
      let entry = positions.get(token.key)
      if (!entry) positions.set(token.key, (entry = []))
      entry.push(passage, at)
    })
  })
  return {
    source,
    language,
    stop,
    readingStop: stop.size > 0 ? stop : ANY_STOP,
    tokens,
    terms,
    df,
    bm25: createBm25Index(termLists),
    positions,
    sentences: new Array(source.length),
    readings: new Map(),
  }
}

/**
 * The weight of a term: its inverse document frequency over the passages. A word the source
 * never uses weighs as much as one it uses once — models word things their own way, and a
 * paraphrase should not count as made up for its style.
 */
export function termWeight(index: SourceIndex, term: string): number {
  const n = index.source.length
  const df = Math.max(1, index.df.get(term) ?? 0)
  return Math.log(1 + (n - df + 0.5) / (df + 0.5))
}

/** Distinct content-term keys of a text, in order of appearance. */
export function termsOf(index: SourceIndex, text: string): string[] {
  return [...new Set(contentTerms(tokenize(text), index.stop))]
}

/** Sentence ranges of a passage, in order (paragraph breaks end sentences too). */
export function sentenceRanges(index: SourceIndex, passage: number): [number, number][] {
  const known = index.sentences[passage]
  if (known) return known
  const text = index.source[passage]?.text ?? ''
  const ranges: [number, number][] = []
  for (const paragraph of text.matchAll(/[^\n]+(?:\n(?![ \t]*\n)[^\n]*)*/g)) {
    let from = paragraph.index
    for (const sentence of splitSentences(paragraph[0])) {
      const start = text.indexOf(sentence, from)
      if (start === -1) continue
      ranges.push([start, start + sentence.length])
      from = start + sentence.length
    }
  }
  index.sentences[passage] = ranges
  return ranges
}
