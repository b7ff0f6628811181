/**
 * Definitional sentences: "X is a …", "X refers to …", "X se define como …", "X désigne …",
 * "X bezeichnet …", and the reversed "… is called X". The term and the definition are both
 * pieces of the sentence, so a definition can always be traced back to the source.
 */
import {
  LEADING_ARTICLES,
  NON_TERM_STARTS,
  STOP_WORDS,
  type LanguageCode,
} from '@/study-engine/text/stopwords'
import { mostlySpaceless, tokenize } from '@/study-engine/text/tokens'

export interface FoundDefinition {
  term: string
  definition: string
}

const ARTICLE_AHEAD = {
  en: '(?:a|an|the|one|any)\\s',
  es: '(?:un|una|unos|unas|el|la|los|las|lo)\\s',
  fr: "(?:(?:un|une|des|le|la|les|du)\\s|l['’])",
  de: '(?:ein|eine|einer|eines|der|die|das|den)\\s',
  pt: '(?:um|uma|uns|umas|o|a|os|as)\\s',
  it: "(?:(?:un|una|uno|il|lo|la|i|gli|le)\\s|l['’])",
  // Arabic has no indefinite article: its copula is a pronoun, followed by the definition.
  ar: '',
  zh: '',
} as const

const RELATIVE_AHEAD =
  '[\\p{L}-]+(?:\\s[\\p{L}-]+)?,?\\s(?:that|which|who|where|in which|whose|que|qui|dont|die|der|das|welche|che|cui)\\s'

function connectives(lang: LanguageCode): RegExp[] {
  const r = (source: string) => new RegExp(source, 'iu')
  const copula: Record<LanguageCode, string> = {
    en: '(?:is|are|was|were)',
    es: '(?:es|son|fue|fueron|era|eran)',
    fr: '(?:est|sont|fut|furent|était|étaient)',
    de: '(?:ist|sind|war|waren)',
    pt: '(?:é|são|foi|foram|era|eram)',
    it: '(?:è|sono|fu|furono|era|erano)',
    ar: '(?:هو|هي|هم)',
    zh: '是',
  }
  const specific: Record<LanguageCode, string[]> = {
    en: [
      '\\s(?:is|are)\\sdefined\\sas\\s',
      '\\srefers?\\sto\\s',
      '\\smeans\\s',
      '\\sdescribes\\s',
      '\\sis\\s(?=how\\s)',
    ],
    es: [
      '\\sse\\sdefinen?\\scomo\\s',
      '\\sse\\srefieren?\\sa\\s',
      '\\ssignifica\\s',
      '\\sconsisten?\\sen\\s',
    ],
    fr: [
      '\\sse\\sdéfinit\\scomme\\s',
      '\\sdésignen?t?\\s',
      '\\ssignifie\\s',
      '\\sconsiste\\sen\\s',
    ],
    de: ['\\sbezeichne[tn]\\s', '\\sbedeute[tn]\\s', '\\sbeschreib(?:t|en)\\s'],
    pt: [
      '\\s(?:é|são)\\sdefinid[oa]s?\\scomo\\s',
      '\\srefere-se\\sa\\s',
      '\\ssignifica\\s',
      '\\sconsiste\\sem\\s',
    ],
    it: [
      '\\s(?:è|sono)\\sdefinit[oaie]\\scome\\s',
      '\\ssi\\sriferisce\\sa\\s',
      '\\ssignifica\\s',
      '\\sconsiste\\sin\\s',
    ],
    ar: ['\\s(?:هو|هي)\\s', '\\s(?:يعني|تعني)\\s', '\\s(?:يُعرَّف|يعرف|تُعرَّف|تعرف)\\sبأنه\\s'],
    // No spaces in Chinese: '光合作用是指…', '光合作用是植物…的过程'.
    zh: ['是指', '指的是', '被定义为', '定义为', '是'],
  }
  if (lang === 'zh' || lang === 'ar') return specific[lang].map(r)
  return [
    ...specific[lang].map(r),
    r(`\\s${copula[lang]}\\s(?=${ARTICLE_AHEAD[lang]})`),
    r(`\\s${copula[lang]}\\s(?=${RELATIVE_AHEAD})`),
  ]
}

const REVERSED: Record<LanguageCode, RegExp> = {
  en: /^(.{12,}?)\s(?:is|are|was|were)\s(?:called|known\sas|termed|named)\s(.+?)[.!]?$/iu,
  es: /^(.{12,}?)\s(?:se\sllaman?|se\sdenominan?|se\sconocen?\scomo|recibe\sel\snombre\sde)\s(.+?)[.!]?$/iu,
  fr: /^(.{12,}?)\s(?:s['’]appellen?t?|est\sappelée?|sont\sappelée?s|se\snomment?)\s(.+?)[.!]?$/iu,
  de: /^(.{12,}?)\s(?:nennt\sman|heißt|heißen|wird\sals)\s(.+?)(?:\sbezeichnet)?[.!]?$/iu,
  pt: /^(.{12,}?)\s(?:é\schamad[oa]|são\schamad[oa]s|se\schama)\s(.+?)[.!]?$/iu,
  it: /^(.{12,}?)\s(?:si\schiama|è\sdett[oa]|sono\sdett[ie])\s(.+?)[.!]?$/iu,
  ar: /^(.{12,}?)\s(?:يسمى|يُسمى|تسمى|تُسمى|يعرف\sباسم|تعرف\sباسم)\s(.+?)[.!]?$/u,
  zh: /^(.{6,}?)(?:被称为|称为|叫做)(.+?)[。！]?$/u,
}

/** Appositions: "The light-independent reactions, known as the Calvin cycle, take place…". */
const APPOSITION: Partial<Record<LanguageCode, RegExp>> = {
  en: /^([^,]{8,80}),\s(?:also\s)?(?:known\sas|called|termed)\s([^,]{2,60}),/iu,
  es: /^([^,]{8,80}),\s(?:también\s)?(?:conocid[oa]s?\scomo|llamad[oa]s?)\s([^,]{2,60}),/iu,
  fr: /^([^,]{8,80}),\s(?:aussi\s)?(?:appelée?s?|connue?s?\ssous\sle\snom\sde)\s([^,]{2,60}),/iu,
  pt: /^([^,]{8,80}),\s(?:também\s)?(?:conhecid[oa]s?\scomo|chamad[oa]s?)\s([^,]{2,60}),/iu,
  it: /^([^,]{8,80}),\s(?:anche\s)?(?:not[oaie]\scome|chiamat[oaie])\s([^,]{2,60}),/iu,
}

const CACHE = new Map<LanguageCode, RegExp[]>()
const connectivesFor = (lang: LanguageCode) => {
  let list = CACHE.get(lang)
  if (!list) CACHE.set(lang, (list = connectives(lang)))
  return list
}

function wordsOf(text: string): string[] {
  if (mostlySpaceless(text)) return tokenize(text).map((token) => token.surface)
  return text.split(/\s+/).filter(Boolean)
}

/** Strips articles and elisions; rejects pronouns, clauses and over-long subjects. */
export function cleanTerm(raw: string, lang: LanguageCode): string | null {
  let text = raw
    .trim()
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/^[\s"'“‘«„]+|[\s"'”’»“:]+$/g, '')
  if (/[,;:()，；：（）、]/u.test(text)) return null
  let words = wordsOf(text)
  while (words.length > 1 && LEADING_ARTICLES.has((words[0] ?? '').toLowerCase()))
    words = words.slice(1)
  // Words of a spaceless script are not rejoined with spaces: the term is the source's text.
  if (!mostlySpaceless(text)) text = words.join(' ').replace(/^(?:l|d)['’]/i, '')
  words = wordsOf(text)
  const first = (words[0] ?? '').toLowerCase()
  if (words.length === 0 || words.length > 4 || NON_TERM_STARTS.has(first)) return null
  if (LEADING_ARTICLES.has(first)) return null
  const last = (words[words.length - 1] ?? '').toLowerCase()
  if (STOP_WORDS[lang].has(last) || !/\p{L}/u.test(text) || text.length < 2) return null
  return text
}

function cleanDefinition(raw: string): string | null {
  const text = raw
    .trim()
    .replace(/[.!;:。！；：]+$/u, '')
    .trim()
  const count = wordsOf(text).length
  return count >= 3 && count <= 45 ? text : null
}

/** The definition a sentence states, if it is definitional. */
export function findDefinition(sentence: string, lang: LanguageCode): FoundDefinition | null {
  if (/[?？؟]\s*$/u.test(sentence)) return null
  const reversed = REVERSED[lang].exec(sentence)
  if (reversed) {
    const term = cleanTerm(reversed[2] ?? '', lang)
    const definition = cleanDefinition(reversed[1] ?? '')
    if (term && definition) return { term, definition }
  }
  const apposition = APPOSITION[lang]?.exec(sentence)
  if (apposition) {
    const term = cleanTerm(apposition[2] ?? '', lang)
    const definition = cleanDefinition(apposition[1] ?? '')
    if (term && definition) return { term, definition }
  }
  for (const pattern of connectivesFor(lang)) {
    const match = pattern.exec(sentence)
    if (!match || match.index === 0) continue
    const term = cleanTerm(sentence.slice(0, match.index), lang)
    const definition = cleanDefinition(sentence.slice(match.index + match[0].length))
    if (term && definition) return { term, definition }
  }
  return null
}
