/**
 * Words for any language: runs of Unicode letters and digits, with inner apostrophes and hyphens
 * kept ("don't", "cell-mediated", "l'énergie"); a run in a script written without spaces
 * (Chinese, Japanese, Thai…) is cut into its words by Intl.Segmenter ('光合作用是…' → '光合作用',
 * '是', …), so a Chinese key term is a word, not a clause or a single character.
 */
import { LANGUAGE_MARKERS, STOP_WORDS, type LanguageCode } from './stopwords'

export interface Token {
  surface: string
  /** Case-folded surface. */
  lower: string
  /** Stemmed, accent-free key used to match word forms ("Cells" and "cell"). */
  key: string
  start: number
  end: number
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu
const HAS_LETTER = /\p{L}/u
/** A number in Chinese numerals ('三十六'): a number, not a word of letters. */
const HAN_NUMBER = /^[〇零一二两三四五六七八九十百千万亿]+$/u
const MARKS = /\p{M}/gu

export function foldCase(word: string): string {
  return word.toLowerCase()
}

/**
 * A light, language-agnostic stem: enough for plurals in the Romance languages and English
 * ("cells" → "cell", "proteínas" → "proteina"). Wrong stems only cost recall, never grounding,
 * because the engine always quotes the source's own surface text.
 */
export function termKey(word: string): string {
  let key = foldCase(word).normalize('NFD').replace(MARKS, '').replace(/’/g, "'")
  key = key.replace(/^(?:l|d|qu)'/, '')
  if (key.length > 4 && key.endsWith('ies')) return `${key.slice(0, -3)}y`
  if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss') && !key.endsWith('us'))
    return key.slice(0, -1)
  return key
}

/** Scripts written without spaces between words. */
export const SPACELESS =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u

const SPACELESS_ALL = new RegExp(SPACELESS.source, 'gu')
const LETTERS = /\p{L}/gu

/** True when a third or more of the text's letters are of a script written without spaces. */
export function mostlySpaceless(text: string): boolean {
  const spaceless = text.match(SPACELESS_ALL)?.length ?? 0
  return spaceless > 0 && spaceless * 3 >= (text.match(LETTERS)?.length ?? 0)
}

// One fixed locale ('zh': ICU's dictionary covers Chinese and Japanese alike), never the browser's.
let wordSegmenter: Intl.Segmenter | undefined
const segmenter = () => (wordSegmenter ??= new Intl.Segmenter('zh', { granularity: 'word' }))

function token(surface: string, start: number): Token {
  return {
    surface,
    lower: foldCase(surface),
    key: termKey(surface),
    start,
    end: start + surface.length,
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(WORD)) {
    const surface = match[0]
    if (!SPACELESS.test(surface)) {
      tokens.push(token(surface, match.index))
      continue
    }
    for (const part of segmenter().segment(surface)) {
      if (!part.isWordLike) continue
      const start = match.index + part.index
      const previous = tokens.at(-1)
      // The segmenter cuts a number ('三十六' → '三', '十六'): it is put back whole.
      if (
        previous?.end === start &&
        HAN_NUMBER.test(previous.surface) &&
        HAN_NUMBER.test(part.segment)
      )
        tokens[tokens.length - 1] = token(previous.surface + part.segment, previous.start)
      else tokens.push(token(part.segment, start))
    }
  }
  return tokens
}

/** Too short to be a term: one character of a spaceless script, under three letters otherwise. */
export function isShortWord(surface: string): boolean {
  return SPACELESS.test(surface) ? surface.length < 2 : surface.length < 3
}

/** False for a number, in digits or in Chinese numerals. */
export function hasLetter(word: string): boolean {
  return HAS_LETTER.test(word) && !HAN_NUMBER.test(word)
}

/** The keys of the words that carry meaning: no stop words, no numbers alone, no single letters. */
export function contentTerms(tokens: readonly Token[], stop: ReadonlySet<string>): string[] {
  const terms: string[] = []
  for (const t of tokens)
    if (!stop.has(t.lower) && hasLetter(t.surface) && t.surface.length > 1) terms.push(t.key)
  return terms
}

const SCRIPTS: readonly [LanguageCode, RegExp][] = [
  ['zh', /\p{sc=Han}/gu],
  ['ar', /\p{sc=Arabic}/gu],
]

export interface LanguageGuess {
  lang: LanguageCode
  /** False when no marker list matched convincingly: stop words then come from frequency. */
  known: boolean
}

/**
 * Counts marker words (twice) and stop words (once) in a sample of the text; the language with
 * the highest count wins. The full stop lists make very short notes detectable too.
 */
export function detectLanguage(text: string): LanguageGuess {
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text
  // Chinese and Arabic are told by their scripts: half the letters or more.
  const letters = sample.match(LETTERS)?.length ?? 0
  for (const [lang, script] of SCRIPTS)
    if (letters > 0 && (sample.match(script)?.length ?? 0) * 2 >= letters)
      return { lang, known: true }
  type Spaced = Exclude<LanguageCode, 'zh' | 'ar'>
  const counts: Record<Spaced, number> = { en: 0, es: 0, fr: 0, de: 0, pt: 0, it: 0 }
  const langs = Object.keys(counts) as Spaced[]
  const distinct: Record<Spaced, Set<string>> = {
    en: new Set(),
    es: new Set(),
    fr: new Set(),
    de: new Set(),
    pt: new Set(),
    it: new Set(),
  }
  let total = 0
  for (const match of sample.matchAll(WORD)) {
    const word = foldCase(match[0])
    total++
    for (const lang of langs) {
      if (LANGUAGE_MARKERS[lang].has(word)) counts[lang] += 2
      else if (STOP_WORDS[lang].has(word)) counts[lang] += 1
      else continue
      distinct[lang].add(word)
    }
  }
  let best: Spaced = 'en'
  for (const lang of langs) if (counts[lang] > counts[best]) best = lang
  // A related language shares a few function words ('de', 'en' in Dutch); a real match shares many.
  const variety = distinct[best].size
  const known = variety >= 3 && (total < 60 || variety >= 6) && counts[best] >= total * 0.08
  return { lang: known ? best : 'en', known }
}

/**
 * The language a text's work is worded in (the offline engine's questions, a practice exam's
 * prompts): the text's own when it can be told, else the reader's, i.e. the interface language
 * (issue 47): Russian notes read in a Spanish interface get Spanish questions around their Russian
 * quotes, as the AI's prompts ask (followLanguageOf).
 */
export function wordingLanguage(guess: LanguageGuess, reader: LanguageCode): LanguageCode {
  return guess.known ? guess.lang : reader
}

/** The stop-word list of the language a sample is written in (none when it is not recognised). */
export function stopWordsOf(sample: string): ReadonlySet<string> {
  const guess = detectLanguage(sample)
  return guess.known ? STOP_WORDS[guess.lang] : new Set<string>()
}

/**
 * Stop words for a text: its language's list, plus (for any language) short words that occur in
 * a large share of the sentences — that also covers languages without a list.
 */
export function buildStopWords(
  sentences: readonly Token[][],
  guess: LanguageGuess,
): ReadonlySet<string> {
  const stop = new Set<string>(guess.known ? STOP_WORDS[guess.lang] : [])
  if (sentences.length < 6) {
    if (!guess.known)
      for (const tokens of sentences)
        for (const t of tokens) if (t.lower.length <= 2) stop.add(t.lower)
    return stop
  }
  const documentFrequency = new Map<string, number>()
  for (const tokens of sentences) {
    const seen = new Set<string>()
    for (const t of tokens) {
      if (seen.has(t.lower)) continue
      seen.add(t.lower)
      documentFrequency.set(t.lower, (documentFrequency.get(t.lower) ?? 0) + 1)
    }
  }
  const threshold = sentences.length * (guess.known ? 0.3 : 0.15)
  for (const [word, df] of documentFrequency) {
    if (df >= threshold && word.length <= (guess.known ? 3 : 4)) stop.add(word)
  }
  return stop
}
