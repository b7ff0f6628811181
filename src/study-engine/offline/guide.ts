/**
 * The study guide, in the same markdown shape the AI writes: '# title', then Overview, Key
 * Concepts, Definitions, Explanations (by the source's own sections), Practice Questions and
 * Summary. Everything but headings and question templates is quoted from the source.
 */
import { messages } from '@/lib/errors'
import { TITLE_INPUT_MAX_CHARS, TITLE_MAX_CHARS } from '@/config/limits'
import { upperFirst } from '@/study-engine/text/fixed-locale'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { wordingLanguage } from '@/study-engine/text/tokens'
import { analyze, type Analysis, type AnalyzedSentence } from './analysis'
import type { KeyPhrase } from './keyphrases'
import { LABELS, languageFromName, type Labels } from './labels'

const SMALL_WORDS = new Set(
  'a an and as at but by for in of on or the to vs via el la los las de del y en un una le les des du et à der die das und von zu o os as do da e il lo di e'.split(
    ' ',
  ),
)

export const capitalize = upperFirst

export function titleCase(phrase: string, lang: LanguageCode): string {
  if (lang === 'de') return capitalize(phrase)
  return phrase
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word),
    )
    .join(' ')
}

/** Cuts at a word boundary so the title fits the spec's 60 characters. */
export function fitTitle(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= TITLE_MAX_CHARS) return clean
  const cut = clean.slice(0, TITLE_MAX_CHARS + 1)
  const space = cut.lastIndexOf(' ')
  return (space > 20 ? cut.slice(0, space) : clean.slice(0, TITLE_MAX_CHARS)).replace(
    /[\s,;:–—-]+$/,
    '',
  )
}

export function buildTitle(content: string): string {
  const analysis = analyze(content.slice(0, TITLE_INPUT_MAX_CHARS))
  const heading = analysis.doc.firstHeading
  if (heading && heading.trim()) return fitTitle(heading)
  const top = analysis.concepts[0]
  return top ? fitTitle(titleCase(top.surface, analysis.lang)) : messages.titleFallback
}

/** Key concepts, noun-like ones first (verbs make poor concepts), in score order. */
export function shownConcepts(analysis: Analysis, count: number): KeyPhrase[] {
  const nouns = analysis.concepts.filter((c) => c.nounLike)
  const rest = analysis.concepts.filter((c) => !c.nounLike)
  return [...nouns, ...rest].slice(0, Math.max(count, 0)).filter((c, i) => c.nounLike || i < 3)
}

function inSourceOrder(ids: Iterable<number>): number[] {
  return [...ids].sort((a, b) => a - b)
}

function textOf(analysis: Analysis, ids: readonly number[]): string {
  return ids.map((id) => (analysis.sentences[id] as AnalyzedSentence).text).join(' ')
}

/** The most central usable sentence a phrase occurs in, preferring ones not quoted yet. */
export function bestSentence(
  analysis: Analysis,
  phrase: KeyPhrase,
  avoid?: ReadonlySet<number>,
): number | null {
  let best: number | null = null
  let bestCost = Number.POSITIVE_INFINITY
  for (const id of phrase.sentenceIds) {
    const rank = analysis.rankOf[id] as number
    if (rank < 0) continue
    const cost = rank + (avoid?.has(id) ? analysis.ranked.length : 0)
    if (cost < bestCost) {
      best = id
      bestCost = cost
    }
  }
  return best
}

interface Group {
  heading: string
  sentenceIds: number[]
}

function groupHeading(analysis: Analysis, ids: readonly number[]): string {
  const inGroup = new Set(ids)
  const concept = analysis.concepts.find((c) => c.sentenceIds.some((id) => inGroup.has(id)))
  if (concept) return titleCase(concept.surface, analysis.lang)
  const first = analysis.sentences[ids[0] ?? 0]?.text ?? ''
  return first.split(/\s+/).slice(0, 5).join(' ')
}

/** The source's own sections, or runs of paragraphs when it has no headings. */
function groups(analysis: Analysis): Group[] {
  const usable = (ids: readonly number[]) => ids.filter((id) => analysis.sentences[id]?.usable)
  const hasHeadings = analysis.doc.sections.some((s) => s.heading !== null)
  if (hasHeadings) {
    return analysis.doc.sections
      .map((s) => ({ ids: usable(s.sentenceIds), heading: s.heading }))
      .filter((s) => s.ids.length > 0)
      .map((s) => ({ heading: s.heading ?? groupHeading(analysis, s.ids), sentenceIds: s.ids }))
  }
  const all = usable(analysis.sentences.map((s) => s.id))
  if (all.length <= 12)
    return all.length ? [{ heading: groupHeading(analysis, all), sentenceIds: all }] : []
  const result: Group[] = []
  let current: number[] = []
  let paragraph = -1
  for (const id of all) {
    const p = analysis.sentences[id]?.paragraph ?? 0
    if (p !== paragraph && current.length >= 8) {
      result.push({ heading: groupHeading(analysis, current), sentenceIds: current })
      current = []
    }
    paragraph = p
    current.push(id)
  }
  if (current.length)
    result.push({ heading: groupHeading(analysis, current), sentenceIds: current })
  return result
}

function explanations(analysis: Analysis, maxGroups = 40): string[] {
  let list = groups(analysis)
  if (list.length > maxGroups) {
    const best = (g: Group) => Math.min(...g.sentenceIds.map((id) => analysis.rankOf[id] as number))
    const keep = new Set(
      list
        .slice()
        .sort((a, b) => best(a) - best(b))
        .slice(0, maxGroups),
    )
    list = list.filter((g) => keep.has(g))
  }
  const lines: string[] = []
  for (const group of list) {
    const k = Math.min(4, Math.max(1, Math.ceil(group.sentenceIds.length * 0.35)))
    const top = group.sentenceIds
      .slice()
      .sort((a, b) => (analysis.rankOf[a] as number) - (analysis.rankOf[b] as number))
    lines.push(`### ${group.heading}`, '', textOf(analysis, inSourceOrder(top.slice(0, k))), '')
  }
  return lines
}

function practiceQuestions(analysis: Analysis, labels: Labels): string[] {
  const questions: string[] = []
  const defined = new Set(analysis.definitions.map((d) => d.termKey))
  for (const d of analysis.definitions.slice(0, 3)) questions.push(labels.whatIs(d.term))
  const concepts = shownConcepts(analysis, 12)
    .filter((c) => !defined.has(c.key))
    .slice(0, 4)
  const templates = [labels.whyImportant, labels.explainOwnWords]
  concepts
    .slice(0, 2)
    .forEach((c, i) => questions.push((templates[i % 2] as (t: string) => string)(c.surface)))
  const [a, b] = [concepts[2], concepts[3]]
  if (a && b && a.key !== b.key) questions.push(labels.related(a.surface, b.surface))
  const top = analysis.concepts[0]
  if (questions.length === 0 && top) questions.push(labels.explainOwnWords(top.surface))
  return questions.slice(0, 6).map((q, i) => `${i + 1}. ${q}`)
}

function summary(analysis: Analysis, overview: ReadonlySet<number>): number[] {
  const chosen = new Set<number>()
  const sectionBest = new Map<number, number>()
  for (const id of analysis.ranked) {
    const section = analysis.sentences[id]?.section ?? 0
    if (!sectionBest.has(section) && !overview.has(id)) sectionBest.set(section, id)
  }
  const bySection = [...sectionBest.values()].sort(
    (a, b) => (analysis.rankOf[a] as number) - (analysis.rankOf[b] as number),
  )
  for (const id of bySection.slice(0, 3)) chosen.add(id)
  for (const id of analysis.ranked) {
    if (chosen.size >= 2) break
    if (!overview.has(id)) chosen.add(id)
  }
  if (chosen.size === 0 && analysis.ranked[0] !== undefined) chosen.add(analysis.ranked[0])
  return inSourceOrder(chosen)
}

export function renderGuide(analysis: Analysis, title: string, lang: LanguageCode): string {
  const labels = LABELS[lang]
  const usableCount = analysis.ranked.length
  const overviewCount = Math.min(5, Math.max(2, Math.round(usableCount / 5)))
  const overviewIds = new Set(analysis.ranked.slice(0, overviewCount))
  const lines: string[] = [
    `# ${title}`,
    '',
    `## ${labels.overview}`,
    '',
    textOf(analysis, inSourceOrder(overviewIds)),
    '',
  ]

  lines.push(`## ${labels.keyConcepts}`, '')
  const definedIn = new Map(analysis.definitions.map((d) => [d.termKey, d.sentenceId]))
  const quoted = new Set<number>()
  for (const concept of shownConcepts(analysis, 8)) {
    const id = definedIn.get(concept.key) ?? bestSentence(analysis, concept, quoted)
    if (id === null) continue
    quoted.add(id)
    lines.push(`- **${capitalize(concept.surface)}** — ${analysis.sentences[id]?.text ?? ''}`)
  }
  lines.push('', `## ${labels.definitions}`, '')
  if (analysis.definitions.length === 0) lines.push(labels.noDefinitions)
  for (const d of analysis.definitions.slice(0, 12))
    lines.push(`- **${capitalize(d.term)}**: ${capitalize(d.definition)}`)
  lines.push('', `## ${labels.explanations}`, '', ...explanations(analysis))
  lines.push(`## ${labels.practiceQuestions}`, '', ...practiceQuestions(analysis, labels), '')
  lines.push(`## ${labels.summary}`, '', textOf(analysis, summary(analysis, overviewIds)), '')
  return lines.join('\n')
}

export function buildStudyGuide(
  content: string,
  title: string | undefined,
  language: string | undefined,
  reader: LanguageCode,
): string {
  const analysis = analyze(content)
  const lang = languageFromName(language) ?? wordingLanguage(analysis.guess, reader)
  return renderGuide(analysis, fitTitle(title?.trim() || buildTitle(content)), lang)
}

/** One guide over several: the guides' own headings are dropped so each guide is one section. */
export function buildCombinedGuide(
  title: string,
  guides: readonly { title: string; content: string }[],
  reader: LanguageCode,
): string {
  const source = guides
    .map((g) => {
      const body = g.content
        .split(/\r?\n/)
        .filter((line) => !/^\s*#{1,6}\s/.test(line))
        .join('\n')
      return `# ${g.title.replace(/\s+/g, ' ').trim() || messages.titleFallback}\n\n${body}`
    })
    .join('\n\n')
  const analysis = analyze(source, { maxSectionLevel: 1 })
  return renderGuide(
    analysis,
    fitTitle(title.trim() || messages.titleFallback),
    wordingLanguage(analysis.guess, reader),
  )
}
