import { isSupported, type Citation } from '@/lib/citation'
import type { GuideCitation } from '@/study-engine/citations/check'
import { itemKey } from '@/study-engine/citations/item-key'
import { stripInline } from '@/study-engine/text/sentences'

/**
 * The offline mind map of a guide, from its own structure (no AI request): the guide's title in
 * the centre, its sections (## headings, ### as sub-branches) as branches (a unit guide's
 * component guides first, each with its sections), and their key
 * concepts and definitions ('**Term**: definition' points, and other list items) as leaves.
 * Every node carries the citations its guide item already has: a concept its point's, a section
 * those of its first cited point (where the section starts in the material), the centre none.
 */
export type MindNodeKind = 'topic' | 'section' | 'concept'

export interface MindNode {
  /** Unique in the map: its place ('0.2.1'). */
  id: string
  kind: MindNodeKind
  label: string
  /** A concept's definition, as plain text. */
  definition?: string
  /** The heading of the guide section the node belongs to (absent for the centre). */
  section?: string
  citations: Citation[]
  children: MindNode[]
}

export interface GuideOutline {
  title: string
  content: string
  citations?: readonly GuideCitation[] | undefined
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/
const FENCE = /^\s*(```|~~~)/
/** '**Term**: definition', '**Term** — definition'. */
const BOLD_LEAD = /^\*\*([^*]+)\*\*\s*[:—–-]?\s*(.*)$/
const LABEL_LIMIT = 60

const plain = (markdown: string) => stripInline(markdown).replace(/\s+/g, ' ').trim()

function shortLabel(text: string): string {
  if (text.length <= LABEL_LIMIT) return text
  const cut = text.slice(0, LABEL_LIMIT)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trim()}…`
}

function conceptOf(point: string): { label: string; definition?: string } {
  const bold = BOLD_LEAD.exec(point.trim())
  if (bold) {
    const definition = plain(bold[2] ?? '')
    return { label: plain(bold[1] ?? ''), ...(definition ? { definition } : {}) }
  }
  const text = plain(point)
  const label = shortLabel(text)
  return label === text ? { label } : { label, definition: text }
}

function node(id: string, kind: MindNodeKind, label: string, section?: string): MindNode {
  return { id, kind, label, ...(section ? { section } : {}), citations: [], children: [] }
}

function add(parent: MindNode, child: Omit<MindNode, 'id'>): MindNode {
  const made = { ...child, id: `${parent.id}.${parent.children.length}` } as MindNode
  parent.children.push(made)
  return made
}

/** A branch with no citation of its own takes that of its first cited point. */
function citeBranches(branch: MindNode) {
  for (const child of branch.children) citeBranches(child)
  if (branch.kind !== 'section' || branch.citations.length > 0) return
  const first = branch.children.find((child) => child.citations.some(isSupported))
  if (first) branch.citations = first.citations
}

/** Level-1 headings outside code: a unit guide has one per component guide. */
function titleCount(lines: readonly string[]): number {
  let inFence = false
  let count = 0
  for (const line of lines) {
    if (FENCE.test(line)) inFence = !inFence
    else if (!inFence && HEADING.exec(line)?.[1]?.length === 1) count++
  }
  return count
}

export function buildMindMap(guide: GuideOutline): MindNode {
  const byKey = new Map((guide.citations ?? []).map((entry) => [entry.key, entry.citations]))
  const root = node('0', 'topic', plain(guide.title) || 'Study guide')
  const lines = guide.content.split('\n')
  // A unit guide's components (its '# Title' headings) are the first ring, their sections the
  // second; a guide's own '# Title' is its centre, its sections the first ring.
  const unit = titleCount(lines) > 1
  const deepest = unit ? 3 : 2
  /** The latest branch of each ring (the centre is ring 0). */
  const rings: MindNode[] = [root]
  let branch: MindNode | null = null
  let inFence = false
  for (const line of lines) {
    if (FENCE.test(line)) inFence = !inFence
    if (inFence || FENCE.test(line)) continue
    const heading = HEADING.exec(line)
    if (heading) {
      const level = heading[1]?.length ?? 1
      const title = plain(heading[2] ?? '')
      const ring = unit ? level : level - 1
      if (ring < 1 || ring > deepest || title === '') continue
      // A sub-heading with no heading above it goes on the ring it can reach.
      const depth = Math.min(ring, rings.length)
      branch = add(rings[depth - 1]!, node('', 'section', title, title))
      rings.length = depth
      rings.push(branch)
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (!item || !branch) continue
    const concept = conceptOf(item[1] ?? '')
    if (concept.label === '') continue
    add(branch, {
      kind: 'concept',
      ...concept,
      ...(branch.section ? { section: branch.section } : {}),
      citations: byKey.get(itemKey(item[1] ?? '')) ?? [],
      children: [],
    })
  }
  citeBranches(root)
  return root
}

/** Every node of the map, depth first. */
export function mindNodes(root: MindNode): MindNode[] {
  return [root, ...root.children.flatMap(mindNodes)]
}
