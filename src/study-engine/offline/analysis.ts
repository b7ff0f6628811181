/**
 * One pass over a source that every engine method shares: sentences, language, stop words,
 * sentence ranks, definitions and key phrases. Memoised per content string, because the app
 * asks for a title, a guide, a quiz and cards from the same text.
 */
import { maskMath } from '@/lib/math/find-math'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import {
  buildStopWords,
  contentTerms,
  detectLanguage,
  hasLetter,
  type LanguageGuess,
  tokenize,
  type Token,
} from '@/study-engine/text/tokens'
import { findDefinition } from './definitions'
import {
  parseDocument,
  type ParseOptions,
  type ParsedDocument,
  type ParsedSentence,
} from './document'
import { extractKeyPhrases, type KeyPhrase } from './keyphrases'
import { rankSentences } from './textrank'

export interface AnalyzedSentence extends ParsedSentence {
  tokens: Token[]
  /** Content-word keys (stop words removed). */
  terms: string[]
  isQuestion: boolean
  /** Not a question, not a repeat, of a quotable length. */
  usable: boolean
}

export interface Definition {
  term: string
  termKey: string
  definition: string
  sentenceId: number
}

export interface Analysis {
  lang: LanguageCode
  /** Which language the text seems to be in, and whether that could be told at all. */
  guess: LanguageGuess
  doc: ParsedDocument
  sentences: AnalyzedSentence[]
  /** Usable sentence ids, most central first. */
  ranked: number[]
  /** Position of each sentence in `ranked` (or -1). */
  rankOf: Int32Array
  concepts: KeyPhrase[]
  numbers: KeyPhrase[]
  definitions: Definition[]
  stop: ReadonlySet<string>
}

const QUESTION = /(?:[?？]["'”’»)]*$)|^¿/u

export function phraseKey(text: string): string {
  return tokenize(text)
    .map((t) => t.key)
    .join(' ')
}

function normalisedText(text: string): string {
  return joinLower(tokenize(text))
}

function joinLower(tokens: readonly Token[]): string {
  return tokens.map((t) => t.lower).join(' ')
}

function headingKeys(doc: ParsedDocument): Set<string> {
  const keys = new Set<string>()
  for (const section of doc.sections) {
    const words = tokenize(section.heading ?? '').map((t) => t.key)
    for (let n = 1; n <= 3; n++)
      for (let i = 0; i + n <= words.length; i++) keys.add(words.slice(i, i + n).join(' '))
  }
  return keys
}

/** Lead sentences of sections and paragraphs, and definitions, matter more (as in news summaries). */
function prior(
  sentences: readonly AnalyzedSentence[],
  definitions: readonly Definition[],
): Float64Array {
  const weights = new Float64Array(sentences.length).fill(1)
  sentences.forEach((s, i) => {
    const previous = sentences[i - 1]
    if (!previous || previous.section !== s.section) weights[i] = (weights[i] as number) + 0.3
    else if (previous.paragraph !== s.paragraph) weights[i] = (weights[i] as number) + 0.15
  })
  for (const d of definitions) weights[d.sentenceId] = (weights[d.sentenceId] as number) + 0.2
  return weights
}

function analyse(content: string, options: ParseOptions): Analysis {
  const doc = parseDocument(content, options)
  const guess = detectLanguage(content)
  // Words inside a formula are not terms: a cloze blank there would break the formula.
  const tokenLists = doc.sentences.map((s) => tokenize(maskMath(s.text)))
  const stop = buildStopWords(tokenLists, guess)
  const seen = new Set<string>()
  // Each sentence's words, lower-cased: repeats are dropped, and list items checked against them.
  const normalised = tokenLists.map(joinLower)
  const sentences: AnalyzedSentence[] = doc.sentences.map((s, i) => {
    const tokens = tokenLists[i] as Token[]
    const norm = normalised[i] as string
    const repeat = seen.has(norm)
    seen.add(norm)
    const isQuestion = QUESTION.test(s.text.trim())
    const usable = !repeat && !isQuestion && tokens.length >= 4 && tokens.length <= 80
    return { ...s, tokens, terms: contentTerms(tokens, stop), isQuestion, usable }
  })

  const definitions: Definition[] = []
  const byTerm = new Map<string, number>()
  for (const s of sentences) {
    if (!s.usable && !(s.hint && !s.isQuestion)) continue
    const found = s.hint ?? findDefinition(s.text, guess.lang)
    if (!found) continue
    const termKey = phraseKey(found.term)
    if (!termKey || phraseKey(found.definition).startsWith(termKey)) continue
    const existing = byTerm.get(termKey)
    const definition = { term: found.term, termKey, definition: found.definition, sentenceId: s.id }
    if (existing === undefined) {
      byTerm.set(termKey, definitions.length)
      definitions.push(definition)
    } else if (sentences[definitions[existing]?.sentenceId ?? 0]?.hint && !s.hint) {
      // Prefer the source's full sentence over a "Term: definition" list item.
      definitions[existing] = definition
    }
  }

  // A guide states each definition twice (in a sentence and as "Term: definition"); the list item
  // must not double the phrase counts or the quiz material.
  const plainText = ` ${sentences
    .filter((s) => s.usable && !s.hint)
    .map((s) => normalised[s.id] as string)
    .join(' | ')} `
  for (const s of sentences) {
    if (s.hint && s.usable && plainText.includes(` ${normalisedText(s.hint.definition)} `))
      s.usable = false
  }

  const scores = rankSentences(
    sentences.map((s) => (s.usable ? s.terms : [])),
    {},
    prior(sentences, definitions),
  )
  const ranked = sentences
    .filter((s) => s.usable)
    .map((s) => s.id)
    .sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b)
  const rankOf = new Int32Array(sentences.length).fill(-1)
  ranked.forEach((id, position) => (rankOf[id] = position))

  const phrases = extractKeyPhrases(
    sentences.filter((s) => s.usable),
    // A number alone ('221', '三十六') is no key phrase, nor a piece of one's distractors.
    (word) => stop.has(word) || !hasLetter(word),
    guess.lang,
    new Set(byTerm.keys()),
    headingKeys(doc),
  )
  // Show defined terms the way the text writes them mid-sentence ('photosynthesis', 'Calvin cycle').
  const surfaces = new Map(phrases.map((p) => [p.key, p.surface]))
  for (const d of definitions) d.term = surfaces.get(d.termKey) ?? d.term
  return {
    lang: guess.lang,
    guess,
    doc,
    sentences,
    ranked,
    rankOf,
    concepts: phrases.filter((p) => p.kind !== 'number'),
    numbers: phrases.filter((p) => p.kind === 'number'),
    definitions,
    stop,
  }
}

const cache = new Map<string, Analysis>()
const CACHE_SIZE = 4

export function analyze(content: string, options: ParseOptions = {}): Analysis {
  const cacheKey = `${options.maxSectionLevel ?? 6}|${content}`
  const hit = cache.get(cacheKey)
  if (hit) {
    cache.delete(cacheKey)
    cache.set(cacheKey, hit)
    return hit
  }
  const analysis = analyse(content, options)
  cache.set(cacheKey, analysis)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  return analysis
}

/** Character spans of a phrase (by word keys) in a sentence, so cloze blanks the source's words. */
export function phraseSpans(tokens: readonly Token[], keys: readonly string[]): [number, number][] {
  const spans: [number, number][] = []
  for (let i = 0; i + keys.length <= tokens.length; i++) {
    let match = true
    for (let k = 0; k < keys.length; k++) {
      if ((tokens[i + k] as Token).key !== keys[k]) {
        match = false
        break
      }
    }
    if (match) {
      spans.push([(tokens[i] as Token).start, (tokens[i + keys.length - 1] as Token).end])
      i += keys.length - 1
    }
  }
  return spans
}
