/**
 * Key phrases, RAKE-style: candidate phrases are runs of content words between stop words and
 * punctuation (1–3 words); they are scored by frequency, cohesion (how often the words occur
 * together) and length. Numbers are kept apart as facts for cloze questions.
 */
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { isShortWord, type Token } from '@/study-engine/text/tokens'

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
  /** Used like a noun (after an article or preposition, before a copula), not like a verb. */
  nounLike: boolean
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
  noun: number
  verb: number
  /** Occurrences as the last word of a run: a head noun, not a modifier ("large" in "large vacuole"). */
  head: number
}

interface Context {
  /** Words after which a noun follows: articles, prepositions, possessives. */
  before: ReadonlySet<string>
  /** Copulas: a noun is their subject. */
  after: ReadonlySet<string>
  /** Relative pronouns and subject pronouns, after which a verb follows. */
  verbBefore: ReadonlySet<string>
  /** Articles right after a word suggest it is a verb ("power the cycle"). */
  verbAfter: ReadonlySet<string>
}

const set = (words: string) => new Set(words.split(' '))
const ARTICLES: Record<LanguageCode, string> = {
  en: 'the a an',
  es: 'el la los las un una unos unas',
  fr: 'le la les un une des',
  de: 'der die das den dem des ein eine einen einem einer',
  pt: 'o a os as um uma uns umas',
  it: 'il lo la i gli le un una uno',
  // Arabic writes its article onto the noun (al-); Chinese has none.
  ar: '',
  zh: '',
}
const CONTEXT: Record<LanguageCode, Context> = {
  en: {
    before: set(
      `${ARTICLES.en} of in on for with from into by as its their this these those our your his her at about between through during within without among such`,
    ),
    after: set('is are was were'),
    verbBefore: set(
      'that which who it they we he she also often usually can could will would may might must to not',
    ),
    verbAfter: set(ARTICLES.en),
  },
  es: {
    before: set(
      `${ARTICLES.es} del de al en con por para su sus este esta estos estas sobre entre`,
    ),
    after: set('es son fue fueron era eran'),
    verbBefore: set('que se no también'),
    verbAfter: set(ARTICLES.es),
  },
  fr: {
    before: set(
      `${ARTICLES.fr} du de au aux en par pour sur avec sa son ses ce cette ces dans entre`,
    ),
    after: set('est sont fut était'),
    verbBefore: set('qui se ne il ils elle elles on'),
    verbAfter: set(ARTICLES.fr),
  },
  de: {
    before: set(ARTICLES.de),
    after: set('ist sind war waren'),
    verbBefore: set('er sie es wir'),
    verbAfter: set(ARTICLES.de),
  },
  pt: {
    before: set(`${ARTICLES.pt} do da dos das de no na nos nas em com por para pelo pela seu sua`),
    after: set('é são foi foram'),
    verbBefore: set('que se não'),
    verbAfter: set(ARTICLES.pt),
  },
  it: {
    before: set(`${ARTICLES.it} del della dei delle di nel nella con per su tra fra suo sua`),
    after: set('è sono fu era'),
    verbBefore: set('che si non'),
    verbAfter: set(ARTICLES.it),
  },
  ar: {
    before: set('في من على إلى عن مع بين حول خلال'),
    after: set('هو هي هم'),
    verbBefore: set('التي الذي الذين قد لا لم لن'),
    verbAfter: set(''),
  },
  zh: {
    before: set('的 在 对 从 把 被 由 于 和 与'),
    after: set('是 为'),
    verbBefore: set('可以 能够 会 要 不 没有 已经 正在'),
    verbAfter: set('了 着 过'),
  },
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

  const context = CONTEXT[lang]
  const record = (
    sentence: PhraseSentence,
    run: number[],
    from: number,
    n: number,
    isHead = true,
  ) => {
    const firstIndex = run[from] as number
    const words = sentence.tokens.slice(firstIndex, firstIndex + n)
    const keys = words.map((t) => t.key)
    const key = keys.join(' ')
    const firstToken = words[0] as Token
    const lastToken = words[words.length - 1] as Token
    const surface = sentence.text.slice(firstToken.start, lastToken.end)
    let tally = tallies.get(key)
    if (!tally) {
      tally = {
        keys,
        count: 0,
        surfaces: new Map(),
        sentenceIds: [],
        initial: 0,
        capitalised: 0,
        first: order++,
        noun: 0,
        verb: 0,
        head: 0,
      }
      tallies.set(key, tally)
    }
    tally.count++
    if (isHead) tally.head++
    const before = sentence.tokens[firstIndex - 1]?.lower
    const after = sentence.tokens[firstIndex + n]?.lower
    if (lang === 'de') {
      // German capitalises every noun, which is better evidence than any context.
      if (firstIndex > 0 && words.every((t) => UPPER_START.test(t.surface))) tally.noun++
    } else {
      if ((before && context.before.has(before)) || (after && context.after.has(after)))
        tally.noun++
      if ((before && context.verbBefore.has(before)) || (after && context.verbAfter.has(after)))
        tally.verb++
    }
    if (tally.sentenceIds[tally.sentenceIds.length - 1] !== sentence.id)
      tally.sentenceIds.push(sentence.id)
    if (firstToken === sentence.tokens[0]) tally.initial++
    else {
      tally.surfaces.set(surface, (tally.surfaces.get(surface) ?? 0) + 1)
      if (words.every((t) => UPPER_START.test(t.surface))) tally.capitalised++
    }
    if (tally.surfaces.size === 0 && firstToken === sentence.tokens[0]) {
      // Seen only at the start of a sentence: keep the capital for names ("Maximilien Robespierre").
      const next = sentence.tokens[firstIndex + n]
      const nameLike =
        next !== undefined && UPPER_START.test(next.surface) && UPPER_START.test(firstToken.surface)
      tally.surfaces.set(nameLike ? surface : `\u0000${surface}`, 0)
    }
  }

  for (const sentence of sentences) {
    const { tokens, text } = sentence
    let run: number[] = []
    const flushRun = () => {
      for (let from = 0; from < run.length; from++) {
        const token = tokens[run[from] as number] as Token
        wordCounts.set(token.key, (wordCounts.get(token.key) ?? 0) + 1)
        for (let n = 1; n <= MAX_WORDS && from + n <= run.length; n++)
          record(sentence, run, from, n, from + n === run.length)
      }
      run = []
    }
    tokens.forEach((token, i) => {
      const previous = tokens[i - 1]
      if (previous && /\S/.test(text.slice(previous.end, token.start))) flushRun()
      const isNumber = !/\p{L}/u.test(token.surface)
      if (isNumber) {
        flushRun()
        if (/^\d/.test(token.surface)) record(sentence, [i], 0, 1)
        return
      }
      if (isStop(token.lower) || (isShortWord(token.surface) && !ACRONYM.test(token.surface)))
        return flushRun()
      run.push(i)
    })
    flushRun()
  }

  const scored: (KeyPhrase & { first: number })[] = []
  for (const [key, tally] of tallies) {
    const n = tally.keys.length
    const isNumber = !/\p{L}/u.test(key)
    const nonInitial = tally.count - tally.initial
    const proper =
      !isNumber && lang !== 'de' && nonInitial > 0 && tally.capitalised >= nonInitial * 0.8
    const isDefined = definitionKeys.has(key)
    if (n > 1 && tally.count < 2 && !proper && !isDefined) continue
    const counts = tally.keys.map((k) => wordCounts.get(k) ?? 1)
    const cohesion = tally.count / Math.min(...counts)
    const meanCount = counts.reduce((a, c) => a + c, 0) / n
    let score =
      n === 1
        ? tally.count * (0.6 + Math.min(key.length, 10) / 10)
        : tally.count * cohesion * Math.sqrt(meanCount) * n * 0.9
    // Without evidence either way a word counts as a noun; verbs and modifiers do not.
    const englishNonNoun =
      lang === 'en' && n === 1 && tally.noun === 0 && /^\p{L}{4,}(?:ed|ly)$/u.test(key)
    const nounLike =
      isNumber ||
      isDefined ||
      proper ||
      (tally.head > 0 && tally.noun >= tally.verb && !englishNonNoun)
    if (!nounLike) score *= 0.25
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
      nounLike,
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
    if (lang !== 'de' && !ACRONYM.test(firstWord))
      best = best.charAt(0).toLowerCase() + best.slice(1)
  }
  return best
}
