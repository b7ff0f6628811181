import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { termKey, tokenize } from '@/study-engine/text/tokens'
import {
  CONTRACTED_NOT,
  FRENCH_AFTER_NE,
  FRENCH_NE,
  NEGATIONS,
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
 * accent-free, so 'automatically' meets 'automatic' and 'produces' meets 'produced'.
 */
export function rootOf(word: string, lang: LanguageCode = 'en'): string {
  const lower = word.toLowerCase().replace(/’/g, "'")
  const stem = SNOWBALL[lang]
  if (!stem) return lightStem(lower)
  const bare = lower.replace(/^(?:l|d|qu|n|s|c|j)'/, '').replace(/'s$/, '')
  return stem(bare).normalize('NFD').replace(MARKS, '')
}

const NUMBER = /^\d+(?:[.,]\d+)*$/

function numberValue(surface: string): number | undefined {
  if (!NUMBER.test(surface)) return undefined
  // '1,000' and '1.000' group thousands; '3,5' and '3.5' are decimals.
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(surface)
  const plain = grouped ? surface.replace(/[.,]/g, '') : surface.replace(',', '.')
  const value = Number(plain)
  return Number.isFinite(value) ? value : undefined
}

/** A unit right after a number: '5 mg', '5mg', '37 °C', '40 %', '$5'. */
function unitAfter(text: string, end: number, next: string | undefined): string | undefined {
  const rest = text.slice(end, end + 4)
  const symbol = /^\s?(%|°\s?[CF]|µ\w+)/.exec(rest)?.[1]?.replace(/\s/g, '').toLowerCase()
  if (symbol) return symbol
  if (next && unitOf(next)) return next
  return undefined
}

export function read(text: string, stop: ReadonlySet<string>, lang: LanguageCode = 'en'): Reading {
  const tokens = tokenize(text)
  const words: Word[] = []
  const negations: number[] = []
  const quantities: Quantity[] = []
  const roots = new Set<string>()
  let frenchNe = -10
  let ni = false
  tokens.forEach((token, i) => {
    const lower = token.lower
    const content = !stop.has(lower) && HAS_LETTER.test(token.surface) && token.surface.length > 1
    const root = rootOf(token.surface, lang)
    words.push({
      lower,
      key: termKey(token.surface),
      root,
      start: token.start,
      end: token.end,
      content,
    })
    if (content && !NEGATIONS.has(lower)) roots.add(root)

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
    } else if (CONTRACTED_NOT.test(lower) || (NEGATIONS.has(lower) && negatesHere(lower, next))) {
      negations.push(i)
    }

    const value = numberValue(token.surface) ?? numberWord(lower)
    if (value !== undefined) {
      const written = unitAfter(text, token.end, next)
      const unit = written === undefined ? undefined : unitOf(written)
      quantities.push({
        value,
        ...(unit ? { kind: unit[0], unit: unit[1] } : {}),
        start: token.start,
        end: token.end,
      })
      return
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
  return { text, words, negations, quantities, roots }
}
