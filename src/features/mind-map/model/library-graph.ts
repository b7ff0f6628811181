import type { Citation } from '@/lib/citation'
import { itemKey } from '@/study-engine/citations/item-key'
import { buildMindMap, mindNodes, type GuideOutline } from './mind-map'

/**
 * The library map's graph (issue 46): every guide a node, and a link between two guides for
 * each concept they share, weighted by how many. A guide's concepts are what its offline mind
 * map finds: its key terms ('**Term**: …' points and other short points) and its own headings
 * (the headings every guide has, 'Overview' or 'Summary', say nothing about its subject).
 */
export interface LibraryGuide extends GuideOutline {
  id: string
}

export interface GuideConcept {
  /** The concept as the guide writes it. */
  label: string
  /** The guide section it sits in (absent for a heading of its own). */
  section?: string
  citations: Citation[]
}

export interface SharedConcept {
  /** The concept as the link's first guide writes it. */
  label: string
  /** Where each of the two guides has it: `in[0]` the link's source guide, `in[1]` its target. */
  in: [GuideConcept, GuideConcept]
}

export interface LibraryLink {
  source: string
  target: string
  shared: SharedConcept[]
}

export interface LibraryGraph {
  guides: { id: string; title: string }[]
  links: LibraryLink[]
}

/** Headings of every guide: sharing them is no link. */
const GENERIC_SECTIONS = new Set(
  ['Overview', 'Key Concepts', 'Definitions', 'Explanations', 'Practice Questions', 'Summary'].map(
    (heading) => conceptKey(heading),
  ),
)
/** Points longer than this are sentences, not terms. */
const TERM_WORDS = 5
/** A question is no concept of the guide. */
const QUESTIONS = itemKey('Practice Questions')

/** The concept's name for matching: its words, lower-cased, a plural 's' left off ('ribosomes'). */
export function conceptKey(label: string): string {
  return itemKey(label)
    .split(' ')
    .map((word) => (word.length > 3 && /[^siu]s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ')
}

/** A guide's concepts by key (the first place it appears wins). */
export function guideConcepts(guide: GuideOutline): Map<string, GuideConcept> {
  const concepts = new Map<string, GuideConcept>()
  for (const node of mindNodes(buildMindMap(guide))) {
    if (node.kind === 'topic') continue
    const key = conceptKey(node.label)
    if (key === '' || concepts.has(key) || GENERIC_SECTIONS.has(key)) continue
    if (node.kind === 'concept') {
      if (key.split(' ').length > TERM_WORDS) continue
      if (node.section && itemKey(node.section) === QUESTIONS) continue
    }
    const section = node.kind === 'concept' ? node.section : undefined
    concepts.set(key, {
      label: node.label,
      ...(section ? { section } : {}),
      citations: node.citations,
    })
  }
  return concepts
}

/** The graph of a library: guides in the order given, links by the concepts they share. */
export function libraryGraph(guides: readonly LibraryGuide[]): LibraryGraph {
  const conceptsOf = guides.map((guide) => guideConcepts(guide))
  // Which guides hold each concept, so only guides that share one are ever paired.
  const holders = new Map<string, number[]>()
  conceptsOf.forEach((concepts, index) => {
    for (const key of concepts.keys()) {
      const holding = holders.get(key)
      if (holding) holding.push(index)
      else holders.set(key, [index])
    }
  })
  const links = new Map<string, LibraryLink>()
  for (const [key, indexes] of holders) {
    for (let a = 0; a < indexes.length; a++)
      for (let b = a + 1; b < indexes.length; b++) {
        const [first, second] = [indexes[a]!, indexes[b]!]
        const pair = `${first}:${second}`
        const link = links.get(pair) ?? {
          source: guides[first]!.id,
          target: guides[second]!.id,
          shared: [],
        }
        const inFirst = conceptsOf[first]!.get(key)!
        link.shared.push({ label: inFirst.label, in: [inFirst, conceptsOf[second]!.get(key)!] })
        links.set(pair, link)
      }
  }
  return {
    guides: guides.map(({ id, title }) => ({ id, title })),
    links: [...links.values()],
  }
}

/** A link's name in the map's state and the drawing's keys. */
export const linkId = (link: Pick<LibraryLink, 'source' | 'target'>) =>
  `${link.source}|${link.target}`

/** Each guide's links, the guide's own end first, the most shared first. */
export function linksByGuide(graph: LibraryGraph): Map<string, LibraryLink[]> {
  const byGuide = new Map<string, LibraryLink[]>(graph.guides.map((guide) => [guide.id, []]))
  for (const link of graph.links) {
    byGuide.get(link.source)?.push(link)
    byGuide.get(link.target)?.push(link)
  }
  for (const links of byGuide.values()) links.sort((a, b) => b.shared.length - a.shared.length)
  return byGuide
}
