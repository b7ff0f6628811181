import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { termKey, tokenize, type Token } from '@/study-engine/text/tokens'
import {
  CONTRACTED_NOT,
  FRENCH_AFTER_NE,
  FRENCH_NE,
  NEGATIONS,
  irregularLemma,
  negatesWhatFollows,
  monthOf,
  negatesHere,
  numberWord,
  unitOf,
} from './lexicon'

/**
 * A sentence read for checking: its words with a root each (so 'produces', 'produced' and
 * 'producing' meet), whether each carries content, the negations it makes and the numbers it
 * states (with their units), all with character offsets for marking.
 */

export interface Word {
  lower: string
  /** The tokenizer's key, as the source index weighs terms. */
  key: string
  /** A rougher stem, for matching a paraphrase's word forms. */
  root: string
  start: number
  end: number
  content: boolean
  /** Which clause of its sentence the word stands in (see CLAUSE_BREAK, CLAUSE_WORDS). */
  clause: number
}

export interface Quantity {
  value: number
  /** The kind of its unit ('mass', 'length', 'date'), and the unit itself. */
  kind?: string
  unit?: string
  start: number
  end: number
}

export interface Reading {
  text: string
  words: Word[]
  /** Indices in `words` of the words that negate. */
  negations: number[]
  quantities: Quantity[]
  /** Roots of the content words. */
  roots: Set<string>
}

const MARKS = /\p{M}/gu
const HAS_LETTER = /\p{L}/u

const SNOWBALL: Partial<Record<LanguageCode, (word: string) => string>> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
}

/** A light stem for languages without a Snowball stemmer here: 'produces' / 'produced' → 'produc'. */
function lightStem(word: string): string {
  let w = word.toLowerCase().normalize('NFD').replace(MARKS, '').replace(/’/g, "'")
  w = w.replace(/^(?:l|d|qu|n|s|c|j)'/, '').replace(/'s$/, '')
  if (w.length <= 4) return w
  if (w.endsWith('ies') || w.endsWith('ied')) return `${w.slice(0, -3)}y`
  for (const suffix of ['ing', 'ed', 'es', 's', 'ly']) {
    if (suffix === 's' && /(?:ss|us|is)$/.test(w)) break
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length)
      break
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1)
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !w.endsWith('ll') && !w.endsWith('ss')) w = w.slice(0, -1)
  return w
}

/**
 * A word's stem in the material's language (Snowball for English, Spanish, French and German),
 * accent-free, so 'automatically' meets 'automatic', 'produces' meets 'produced' and, in
 * English, 'knew' meets 'know'.
 */
export function rootOf(word: string, lang: LanguageCode = 'en'): string {
  const lower = word.toLowerCase().replace(/’/g, "'")
  const stem = SNOWBALL[lang]
  if (!stem) return lightStem(lower)
  const bare = lower.replace(/^(?:l|d|qu|n|s|c|j)'/, '').replace(/'s$/, '')
  const lemma = lang === 'en' ? (irregularLemma(bare) ?? bare) : bare
  return stem(lemma).normalize('NFD').replace(MARKS, '')
}

const DIGITS = /^(\d+)(?:st|nd|rd|th|e|er|ème|º|°)?$/
const MULTIPLIERS = new Set([100, 1000, 1e6, 1e9])

/** '2,000' and '2.000' group thousands; '3,5' and '3.5' are decimals; '95th' is 95. */
function digitsValue(run: readonly string[]): number | undefined {
  const parts = run.map((surface) => DIGITS.exec(surface)?.[1])
  if (parts.some((part) => part === undefined)) return undefined
  const [first, ...rest] = parts as string[]
  if (rest.length === 0) return Number(first)
  if (first!.length <= 3 && rest.every((part) => part.length === 3)) return Number(parts.join(''))
  if (rest.length === 1) return Number(`${first}.${rest[0]}`)
  return undefined
}

/** The numbers a text states, in digits or words ('two thousand', 'twenty-five'). */
function numbersIn(text: string, tokens: readonly Token[]): Quantity[] {
  const found: Quantity[] = []
  const push = (value: number, start: number, end: number, next: string | undefined) => {
    const written = unitAfter(text, end, next)
    const unit = written === undefined ? undefined : unitOf(written)
    found.push({ value, ...(unit ? { kind: unit[0], unit: unit[1] } : {}), start, end })
  }
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i]!
    if (DIGITS.test(token.surface)) {
      // Digits joined by one '.' or ',' and nothing else are one number.
      let j = i
      while (
        j + 1 < tokens.length &&
        /^[.,]$/.test(text.slice(tokens[j]!.end, tokens[j + 1]!.start)) &&
        /^\d+$/.test(tokens[j + 1]!.surface)
      )
        j++
      const run = tokens.slice(i, j + 1)
      const value = digitsValue(run.map((t) => t.surface))
      if (value !== undefined) push(value, token.start, run.at(-1)!.end, tokens[j + 1]?.lower)
      else for (const t of run) push(Number(DIGITS.exec(t.surface)?.[1]), t.start, t.end, undefined)
      i = j + 1
      continue
    }
    const words = token.lower.split('-')
    const leading = DIGITS.exec(words[0] ?? '')
    if (words.length > 1 && leading) {
      // '95th-percentile', '20-letter': the number leads a compound.
      const unit = unitOf(words[1]!)
      found.push({
        value: Number(leading[1]),
        ...(unit ? { kind: unit[0], unit: unit[1] } : {}),
        start: token.start,
        end: token.start + words[0]!.length,
      })
      i++
      continue
    }
    if (words.every((word) => numberWord(word) !== undefined)) {
      // 'two thousand', 'twenty-five': a multiplier multiplies, anything else adds.
      let value = 0
      let j = i
      const add = (n: number) => {
        value = MULTIPLIERS.has(n) ? Math.max(value, 1) * n : value + n
      }
      for (const word of words) add(numberWord(word)!)
      while (j + 1 < tokens.length && numberWord(tokens[j + 1]!.lower) !== undefined) {
        j++
        add(numberWord(tokens[j]!.lower)!)
      }
      push(value, token.start, tokens[j]!.end, tokens[j + 1]?.lower)
      i = j + 1
      continue
    }
    i++
  }
  return found
}

/** A unit right after a number: '5 mg', '5mg', '37 °C', '40 %', '$5'. */
function unitAfter(text: string, end: number, next: string | undefined): string | undefined {
  const rest = text.slice(end, end + 4)
  const symbol = /^\s?(%|°\s?[CF]|µ\w+)/.exec(rest)?.[1]?.replace(/\s/g, '').toLowerCase()
  if (symbol) return symbol
  if (next && unitOf(next)) return next
  return undefined
}

/** Punctuation between two words that ends a clause (a colon binds a term to what it is). */
const CLAUSE_BREAK = /[,;•·\n]/
/** Words that begin a clause: the joints of 'A does P, while B does Q'. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(
  'and while whereas but y e mientras pero et tandis mais und während aber sondern'.split(' '),
)

export function read(text: string, stop: ReadonlySet<string>, lang: LanguageCode = 'en'): Reading {
  const tokens = tokenize(text)
  const words: Word[] = []
  const negations: number[] = []
  const quantities: Quantity[] = []
  const roots = new Set<string>()
  let frenchNe = -10
  let ni = false
  let clause = 0
  tokens.forEach((token, i) => {
    const lower = token.lower
    const before = i === 0 ? '' : text.slice(tokens[i - 1]!.end, token.start)
    if (i > 0 && (CLAUSE_BREAK.test(before) || CLAUSE_WORDS.has(lower))) clause++
    const content = !stop.has(lower) && HAS_LETTER.test(token.surface) && token.surface.length > 1
    const root = rootOf(token.surface, lang)
    words.push({
      lower,
      key: termKey(token.surface),
      root,
      start: token.start,
      end: token.end,
      content,
      clause,
    })
    if (content && !NEGATIONS.has(lower)) {
      roots.add(root)
      // '95th-percentile' also meets '95th percentile'.
      if (lower.includes('-'))
        for (const part of lower.split('-'))
          if (part.length > 1 && !stop.has(part)) roots.add(rootOf(part, lang))
    }

    const next = tokens[i + 1]?.lower
    if (FRENCH_NE.test(lower) && !CONTRACTED_NOT.test(lower)) {
      negations.push(i)
      frenchNe = i
    } else if (FRENCH_AFTER_NE.has(lower)) {
      // 'pas', 'jamais' negate alone only without a 'ne' just before.
      if (i - frenchNe > 4 && lower !== 'plus' && lower !== 'personne') negations.push(i)
    } else if (lower === 'ni') {
      if (!ni) negations.push(i)
      ni = true
    } else if (
      CONTRACTED_NOT.test(lower) ||
      (NEGATIONS.has(lower) && negatesHere(lower, next)) ||
      negatesWhatFollows(lower, tokens[i - 1]?.lower, next)
    ) {
      negations.push(i)
    }

    const month = monthOf(lower)
    if (month !== undefined)
      quantities.push({
        value: month,
        kind: 'month',
        unit: 'month',
        start: token.start,
        end: token.end,
      })
  })
  quantities.push(...numbersIn(text, tokens))
  return { text, words, negations, quantities, roots }
}
