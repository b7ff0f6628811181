import type { Citation, SourceClaim } from '@/lib/citation'
import type { GeneratedMindMap } from '@/study-engine/types'
import { mindNodes, type MindNode } from './mind-map'

/**
 * The AI's mind map as the app draws it: the guide's title in the centre, the model's branches
 * and concepts around it, and the relations it gave as links from one node to another. A node
 * opens the guide section whose heading (or offline concept) has its label, else its branch's.
 */

/**
 * A node of the map and what the citation check reads of it (its claim, its words): every node
 * with a definition or a cited claim; a bare label with neither is the map's structure.
 */
export interface ClaimedNode {
  id: string
  words: string
  claim?: SourceClaim
}

const key = (text: string) => text.trim().toLowerCase()

/** Each heading and offline concept of the guide, by label, with the section it belongs to. */
function sectionsByLabel(offline: MindNode): Map<string, string> {
  const sections = new Map<string, string>()
  for (const node of mindNodes(offline)) {
    if (node.section && !sections.has(key(node.label))) sections.set(key(node.label), node.section)
  }
  return sections
}

export function aiMindMap(
  generated: GeneratedMindMap,
  offline: MindNode,
): { root: MindNode; claimed: ClaimedNode[] } {
  const sections = sectionsByLabel(offline)
  const root: MindNode = {
    id: '0',
    kind: 'topic',
    label: offline.label,
    citations: [],
    children: [],
  }
  const claimed: ClaimedNode[] = []
  const byLabel = new Map<string, MindNode>()
  const place = (parent: MindNode, made: Omit<MindNode, 'id'>, claim?: SourceClaim) => {
    const node = { ...made, id: `${parent.id}.${parent.children.length}` } as MindNode
    parent.children.push(node)
    if (!byLabel.has(key(node.label))) byLabel.set(key(node.label), node)
    // A bare label the model cites nothing for ('Summary', a heading of the guide) claims
    // nothing: it is not checked, so it never reads 'Not found in your material'.
    if (!claim && !node.definition) return node
    const words = node.definition ? `${node.label} ${node.definition}` : node.label
    claimed.push({ id: node.id, words, ...(claim ? { claim } : {}) })
    return node
  }
  for (const branch of generated.branches) {
    const section =
      sections.get(key(branch.label)) ??
      branch.concepts.map((concept) => sections.get(key(concept.label))).find(Boolean)
    const made = place(
      root,
      {
        kind: 'section',
        label: branch.label,
        ...(section ? { section } : {}),
        citations: [],
        children: [],
      },
      branch.claim,
    )
    for (const concept of branch.concepts) {
      const own = sections.get(key(concept.label)) ?? section
      place(
        made,
        {
          kind: 'concept',
          label: concept.label,
          ...(concept.definition ? { definition: concept.definition } : {}),
          ...(own ? { section: own } : {}),
          citations: [],
          children: [],
        },
        concept.claim,
      )
    }
  }
  for (const relation of generated.relations) {
    const from = byLabel.get(key(relation.from))
    const to = byLabel.get(key(relation.to))
    if (!from || !to || from === to) continue
    from.relations = [
      ...(from.relations ?? []),
      { label: relation.label, to: to.id, toLabel: to.label },
    ]
  }
  return { root, claimed }
}

/** The map with each node's citations as checked (by id); the others keep theirs. */
export function withNodeCitations(
  root: MindNode,
  citations: ReadonlyMap<string, Citation[] | undefined>,
): MindNode {
  const own = citations.get(root.id)
  return {
    ...root,
    ...(own ? { citations: own } : {}),
    children: root.children.map((child) => withNodeCitations(child, citations)),
  }
}
