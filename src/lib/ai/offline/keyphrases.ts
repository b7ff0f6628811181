/**
 * Key phrases, RAKE-style: candidate phrases are runs of content words between stop words and
 * punctuation (1–3 words); they are scored by frequency, cohesion (how often the words occur
 * together) and length. Numbers are kept apart as facts for cloze questions.
 */
import type { LanguageCode } from './stopwords'
import type { Token } from './tokens'

export type TermKind = 'concept' | 'proper' | 'number'

export interface KeyPhrase {
  key: string
  keys: string[]
  surface: string
  count: number
  score: number
  kind: TermKind
  /** Sentences it occurs in, in source order, without repeats. */
  sentenceIds: number[]
}

export interface PhraseSentence {
  id: number
  text: string
  tokens: Token[]
}

interface Tally {
  keys: string[]
  count: number
  surfaces: Map<string, number>
  sentenceIds: number[]
  initial: number
  capitalised: number
  first: number
}

const MAX_WORDS = 3
const UPPER_START = /^\p{Lu}/u
const ACRONYM = /\p{Lu}.*\p{Lu}/u

export function extractKeyPhrases(
  sentences: readonly PhraseSentence[],
  isStop: (word: string) => boolean,
  lang: LanguageCode,
  definitionKeys: ReadonlySet<string>,
  /** Phrases of the source's headings, which name what the text is about. */
  headingKeys: ReadonlySet<string>,
  limit = 200,
): KeyPhrase[] {
  const tallies = new Map<string, Tally>()
  const wordCounts = new Map<string, number>()
  let order = 0

  const record = (sentence: PhraseSentence, run: Token[], from: number, n: number) => {
    const words = run.slice(from, from + n)
    const keys = words.map((t) => t.key)
    const key = keys.join(' ')
    const firstToken = words[0] as Token
    const lastToken = words[words.length - 1] as Token
    const surface = sentence.text.slice(firstToken.start, lastToken.end)
    let tally = tallies.get(key)
    if (!tally) {
      tally = { keys, count: 0, surfaces: new Map(), sentenceIds: [], initial: 0, capitalised: 0, first: order++ }
      tallies.set(key, tally)
    }
    tally.count++
    if (tally.sentenceIds[tally.sentenceIds.length - 1] !== sentence.id) tally.sentenceIds.push(sentence.id)
    if (firstToken === sentence.tokens[0]) tally.initial++
    else {
      tally.surfaces.set(surface, (tally.surfaces.get(surface) ?? 0) + 1)
      if (words.every((t) => UPPER_START.test(t.surface))) tally.capitalised++
    }
    if (tally.surfaces.size === 0 && firstToken === sentence.tokens[0]) {
      // Seen only at the start of a sentence: keep the capital for names ("Maximilien Robespierre").
      const next = sentence.tokens[sentence.tokens.indexOf(lastToken) + 1]
      const nameLike = next !== undefined && UPPER_START.test(next.surface) && UPPER_START.test(firstToken.surface)
      tally.surfaces.set(nameLike ? surface : `\u0000${surface}`, 0)
    }
  }

  for (const sentence of sentences) {
    const { tokens, text } = sentence
    let run: Token[] = []
    const flushRun = () => {
      for (let from = 0; from < run.length; from++) {
        const token = run[from] as Token
        wordCounts.set(token.key, (wordCounts.get(token.key) ?? 0) + 1)
        for (let n = 1; n <= MAX_WORDS && from + n <= run.length; n++) record(sentence, run, from, n)
      }
      run = []
    }
    tokens.forEach((token, i) => {
      const previous = tokens[i - 1]
      if (previous && /\S/.test(text.slice(previous.end, token.start))) flushRun()
      const isNumber = !/\p{L}/u.test(token.surface)
      if (isNumber) {
        flushRun()
        if (/^\d/.test(token.surface)) record(sentence, [token], 0, 1)
        return
      }
      if (isStop(token.lower) || (token.surface.length < 3 && !ACRONYM.test(token.surface))) return flushRun()
      run.push(token)
    })
    flushRun()
  }

  const scored: (KeyPhrase & { first: number })[] = []
  for (const [key, tally] of tallies) {
    const n = tally.keys.length
    const isNumber = !/\p{L}/u.test(key)
    const nonInitial = tally.count - tally.initial
    const proper = !isNumber && lang !== 'de' && nonInitial > 0 && tally.capitalised >= nonInitial * 0.8
    const isDefined = definitionKeys.has(key)
    if (n > 1 && tally.count < 2 && !proper && !isDefined) continue
    const counts = tally.keys.map((k) => wordCounts.get(k) ?? 1)
    const cohesion = tally.count / Math.min(...counts)
    const meanCount = counts.reduce((a, c) => a + c, 0) / n
    let score =
      n === 1 ? tally.count * (0.6 + Math.min(key.length, 10) / 10) : tally.count * cohesion * Math.sqrt(meanCount) * n * 0.9
    if (isDefined) score *= 3
    if (headingKeys.has(key)) score *= 1.5
    if (isNumber) score *= 0.5
    scored.push({
      key,
      keys: tally.keys,
      surface: displaySurface(tally, lang),
      count: tally.count,
      score,
      kind: isNumber ? 'number' : proper ? 'proper' : 'concept',
      sentenceIds: tally.sentenceIds,
      first: tally.first,
    })
  }
  scored.sort((a, b) => b.score - a.score || a.first - b.first)

  // A word or bigram that mostly occurs inside a longer phrase is not a concept of its own.
  const containing = new Map<string, number>()
  for (const longer of scored) {
    const n = longer.keys.length
    if (n < 2) continue
    for (let size = 1; size < n; size++)
      for (let from = 0; from + size <= n; from++) {
        const sub = longer.keys.slice(from, from + size).join(' ')
        containing.set(sub, Math.max(containing.get(sub) ?? 0, longer.count))
      }
  }
  const kept: KeyPhrase[] = []
  for (const { first: _first, ...phrase } of scored) {
    void _first
    const swallowed = (containing.get(phrase.key) ?? 0) >= phrase.count * 0.7
    if (swallowed && !definitionKeys.has(phrase.key)) continue
    kept.push(phrase)
    if (kept.length >= limit) break
  }
  return kept
}

function displaySurface(tally: Tally, lang: LanguageCode): string {
  let best = ''
  let bestCount = -1
  for (const [surface, count] of tally.surfaces) {
    if (count > bestCount) {
      best = surface
      bestCount = count
    }
  }
  if (best.startsWith('\u0000')) {
    // Seen only at the start of sentences: undo the sentence capital unless it is an acronym.
    best = best.slice(1)
    const firstWord = best.split(' ')[0] ?? ''
    if (lang !== 'de' && !ACRONYM.test(firstWord)) best = best.charAt(0).toLowerCase() + best.slice(1)
  }
  return best
}
