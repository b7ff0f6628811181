/** Cloze items: a source sentence with one key term blanked out (every occurrence of it). */
import { upperFirst } from '@/study-engine/text/fixed-locale'
import type { Analysis, AnalyzedSentence } from './analysis'
import { phraseSpans } from './analysis'
import type { Term } from './terms'

export const BLANK = '_____'

export interface Cloze {
  sentenceId: number
  term: Term
  /** The sentence with the term blanked. */
  text: string
  /** The term exactly as the sentence writes it. */
  answer: string
  /** The blank opens the sentence, so options should start with a capital. */
  atStart: boolean
}

/** Pool terms that occur in a sentence, longest match first. */
export function termsIn(sentence: AnalyzedSentence, byKey: ReadonlyMap<string, Term>): Term[] {
  const found: Term[] = []
  const seen = new Set<string>()
  const { tokens } = sentence
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 3; n >= 1; n--) {
      if (i + n > tokens.length) continue
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.key)
        .join(' ')
      const term = byKey.get(key)
      if (term && !seen.has(key)) {
        seen.add(key)
        found.push(term)
        break
      }
    }
  }
  return found
}

export function makeCloze(sentence: AnalyzedSentence, term: Term): Cloze | null {
  const spans = phraseSpans(sentence.tokens, term.keys)
  const first = spans[0]
  if (!first) return null
  let text = ''
  let cursor = 0
  for (const [start, end] of spans) {
    text += sentence.text.slice(cursor, start) + BLANK
    cursor = end
  }
  text += sentence.text.slice(cursor)
  const remaining = sentence.tokens.length - spans.length * term.keys.length
  if (remaining < 4) return null
  const atStart = sentence.text.slice(0, first[0]).trim() === ''
  return {
    sentenceId: sentence.id,
    term,
    text,
    answer: sentence.text.slice(first[0], first[1]),
    atStart,
  }
}

/** Every cloze the given sentences allow, in the order of `sentenceIds`, best term first. */
export function clozeItems(
  analysis: Analysis,
  pool: readonly Term[],
  sentenceIds: readonly number[],
): Cloze[] {
  const byKey = new Map(pool.map((t) => [t.key, t]))
  const items: Cloze[] = []
  for (const id of sentenceIds) {
    const sentence = analysis.sentences[id]
    if (!sentence || !sentence.usable || sentence.tokens.length < 6 || sentence.hint) continue
    const terms = termsIn(sentence, byKey).sort((a, b) => a.rank - b.rank)
    for (const term of terms) {
      const cloze = makeCloze(sentence, term)
      if (cloze) items.push(cloze)
    }
  }
  return items
}

export function matchCase(option: string, capital: boolean): string {
  return capital ? upperFirst(option) : option
}
