import { stripInline } from '@/study-engine/text/sentences'
import { STOP_WORDS } from '@/study-engine/text/stopwords'
import { contentTerms, detectLanguage, tokenize } from '@/study-engine/text/tokens'

/**
 * The guide's definitions, by section: the material a practice exam asks about. A definition
 * is a list item '**Term**: what it is' under a ## heading (the guide format every engine
 * writes for key concepts and definitions); sections without one are left out.
 *
 * A generated guide lists every definition under 'Key Concepts' and 'Definitions', and writes
 * the material's topics as ### subsections (its Explanations). When it has two topics or more,
 * each definition belongs to the topic whose heading and text share the most words with it
 * (the earlier topic on a tie; its ## section when it shares none): the exam's sections are
 * the material's topics, not the guide's lists. When the definitions land in fewer than two
 * topics (headings an engine reworded), the guide is asked by its ## sections as written. Given `materialTopic` (a term's topic as its
 * citation places it: the heading of the passage it rests on, passage-topics.ts), a definition
 * goes to that topic of its own guide, and to the word overlap's only without one.
 */
export interface Definition {
  term: string
  definition: string
  section: string
}

/** 'Term — what it is.': how a question states a definition (and the citation check reads it). */
export function statedDefinition(definition: Definition): string {
  return `${definition.term} — ${definition.definition}.`
}

export interface ExamSection {
  title: string
  definitions: Definition[]
}

const HEADING = /^##\s+(.*?)\s*#*\s*$/
const TOPIC = /^###\s+(.*?)\s*#*\s*$/
/** Any heading: where a topic's text ends. */
const ANY_HEADING = /^#{1,6}\s/
/** A unit guide's component: '# Cell Biology' above that guide's own sections. */
const COMPONENT = /^#\s+(.*?)\s*#*\s*$/
const DEFINITION = /^\s*(?:[-*+]|\d+[.)])\s+\*\*([^*]+)\*\*\s*[:—–-]\s*(.+)$/
const FENCE = /^\s*(```|~~~)/

/** A ### subsection's name and words, in its component of a unit guide (null in a guide). */
interface Topic {
  title: string
  /** The heading as the material writes it (the title without its guide's name). */
  name: string
  component: string | null
  words: Set<string>
}

export function examSections(
  content: string,
  materialTopic: ReadonlyMap<string, string> = new Map(),
): ExamSection[] {
  const sections: ExamSection[] = []
  const componentOf = new Map<ExamSection, string | null>()
  const topics: Topic[] = []
  let current: ExamSection | null = null
  let topic: Topic | null = null
  let inFence = false
  const seen = new Set<string>()
  const stop = STOP_WORDS[detectLanguage(content).lang]
  const wordsOf = (text: string) => contentTerms(tokenize(text), stop)
  // A unit guide's sections are named by their guide too ('Cell Biology — Key Concepts'): every
  // component has its own 'Key Concepts'. A guide's one title names nothing.
  const lines = content.split('\n')
  const components = lines.filter((line) => COMPONENT.test(line)).length
  let component: string | null = null
  const named = (name: string) => (component ? `${component} — ${name}` : name)
  for (const line of lines) {
    if (FENCE.test(line)) {
      inFence = !inFence
      continue
    }
    if (inFence) continue
    const title = COMPONENT.exec(line)
    if (title && components > 1) component = stripInline(title[1] ?? '')
    if (ANY_HEADING.test(line)) topic = null
    const subsection = TOPIC.exec(line)
    if (subsection) {
      const name = stripInline(subsection[1] ?? '')
      topic = { title: named(name), name, component, words: new Set(wordsOf(name)) }
      topics.push(topic)
      continue
    }
    if (topic) for (const word of wordsOf(stripInline(line))) topic.words.add(word)
    const heading = HEADING.exec(line)
    if (heading) {
      current = { title: named(stripInline(heading[1] ?? '')), definitions: [] }
      sections.push(current)
      componentOf.set(current, component)
      continue
    }
    const match = DEFINITION.exec(line)
    if (!match || !current) continue
    const term = stripInline(match[1] ?? '').replace(/[:.]$/, '')
    const definition = stripInline(match[2] ?? '').replace(/\.$/, '')
    // A term the guide defines twice (key concepts and definitions) is asked about once.
    if (term === '' || definition === '' || seen.has(term.toLowerCase())) continue
    seen.add(term.toLowerCase())
    current.definitions.push({ term, definition, section: current.title })
  }
  const listed = sections.filter((section) => section.definitions.length > 0)
  const placed = new Map<Definition, Topic | null>()
  for (const section of listed) {
    const own = topics.filter((topic) => topic.component === (componentOf.get(section) ?? null))
    for (const definition of section.definitions) {
      const cited = materialTopic.get(definition.term)
      const topic =
        own.length < 2
          ? null
          : (own.find((topic) => topic.name === cited) ?? mostShared(own, definition, wordsOf))
      placed.set(definition, topic)
    }
  }
  // A guide (or a unit guide's component) whose definitions land in fewer than two of its topics
  // (an engine's reworded headings share no words with them) is asked by its ## sections: one
  // topic beside a catch-all of the rest would name a topic for what it does not cover.
  const topicsTaken = new Map<string | null, Set<Topic>>()
  for (const topic of placed.values())
    if (topic)
      topicsTaken.set(topic.component, (topicsTaken.get(topic.component) ?? new Set()).add(topic))
  const topicOf = (definition: Definition) => {
    const topic = placed.get(definition)
    return topic && (topicsTaken.get(topic.component)?.size ?? 0) >= 2 ? topic : null
  }
  return byTopic(listed, topics, topicOf)
}

/** The material's topic headings: the guide's ### subsections. */
export function topicHeadings(content: string): string[] {
  return content.split('\n').flatMap((line) => {
    const subsection = TOPIC.exec(line)
    return subsection ? [stripInline(subsection[1] ?? '')] : []
  })
}

/** The topic that shares the most words with the definition (the earlier on a tie; none: null). */
function mostShared(
  topics: readonly Topic[],
  definition: Definition,
  wordsOf: (text: string) => string[],
): Topic | null {
  const words = new Set(wordsOf(`${definition.term} ${definition.definition}`))
  let best: Topic | null = null
  let bestShared = 0
  for (const topic of topics) {
    const shared = [...words].filter((word) => topic.words.has(word)).length
    if (shared > bestShared) [best, bestShared] = [topic, shared]
  }
  return best
}

/**
 * The definitions regrouped by their topic (`topicOf`, among their own guide's topics), in the
 * topics' order; a definition of no topic stays in its section.
 */
function byTopic(
  sections: readonly ExamSection[],
  allTopics: readonly Topic[],
  topicOf: (definition: Definition) => Topic | null,
): ExamSection[] {
  const groups = new Map<string, Definition[]>()
  for (const topic of allTopics) groups.set(topic.title, [])
  for (const section of sections) {
    for (const definition of section.definitions) {
      const title = topicOf(definition)?.title ?? section.title
      groups.set(title, [...(groups.get(title) ?? []), { ...definition, section: title }])
    }
  }
  return [...groups]
    .filter(([, definitions]) => definitions.length > 0)
    .map(([title, definitions]) => ({ title, definitions }))
}

/** How many of `count` questions each section gets: in proportion to its definitions. */
export function shareBySection(sections: readonly ExamSection[], count: number): number[] {
  return shareByWeight(
    sections.map((section) => section.definitions.length),
    count,
  )
}

/** `count` split in proportion to `weights`, in whole numbers that add up to it. */
export function shareByWeight(weights: readonly number[], count: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (weight / total) * count)
  const shares = exact.map(Math.floor)
  let left = count - shares.reduce((sum, share) => sum + share, 0)
  // Largest remainders first; ties go to the earlier section.
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left === 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  return shares
}

/** A ## section of the guide as prose: its title and its text (subsections included). */
export interface ProseSection {
  title: string
  text: string
}

/**
 * The guide's ## sections with text, for an exam asked of the guide's prose (a guide without
 * definition lines): each section's lines up to the next ## heading, code fences kept.
 */
export function proseSections(content: string): ProseSection[] {
  const sections: { title: string; lines: string[] }[] = []
  let inFence = false
  for (const line of content.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence
    const heading = inFence ? null : HEADING.exec(line)
    if (heading) sections.push({ title: stripInline(heading[1] ?? ''), lines: [] })
    else if (!COMPONENT.test(line)) sections.at(-1)?.lines.push(line)
  }
  return sections
    .map((section) => ({ title: section.title, text: section.lines.join('\n').trim() }))
    .filter((section) => section.title !== '' && section.text !== '')
}
