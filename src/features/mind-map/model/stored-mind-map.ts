import { toCitations, type ReadBack } from '@/study-engine/citations/stored-citations'
import type { MindNode, MindNodeKind, MindRelation } from './mind-map'

/**
 * The AI's mind map as it is saved with its guide (study_guides.mind_map) and read back: a node
 * that cannot be read is dropped with its branch, a citation that cannot be read is dropped, a
 * 'Checking…' no reading in this tab will answer reads as unchecked (as every stored verdict).
 */
export interface StoredMindMap {
  version: 1
  root: MindNode
}

const KINDS: ReadonlySet<unknown> = new Set(['topic', 'section', 'concept'])
/** The centre, branches, concepts: deeper nodes are not the AI map's. */
const MAX_DEPTH = 3

type Fields = Record<string, unknown>
const isFields = (value: unknown): value is Fields => !!value && typeof value === 'object'
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

function readRelation(value: unknown): MindRelation | null {
  if (!isFields(value)) return null
  const label = text(value.label)
  const to = text(value.to)
  const toLabel = text(value.toLabel)
  return label && to && toLabel ? { label, to, toLabel } : null
}

function readNode(value: unknown, depth: number, readBack: ReadBack): MindNode | null {
  if (!isFields(value) || depth > MAX_DEPTH) return null
  const id = text(value.id)
  const label = text(value.label)
  if (!id || !label || !KINDS.has(value.kind)) return null
  const definition = text(value.definition)
  const section = text(value.section)
  const relations = (Array.isArray(value.relations) ? value.relations : [])
    .map(readRelation)
    .filter((relation) => relation !== null)
  const children = (Array.isArray(value.children) ? value.children : [])
    .map((child) => readNode(child, depth + 1, readBack))
    .filter((child) => child !== null)
  return {
    id,
    kind: value.kind as MindNodeKind,
    label,
    ...(definition ? { definition } : {}),
    ...(section ? { section } : {}),
    citations: toCitations(value.citations, readBack) ?? [],
    ...(relations.length > 0 ? { relations } : {}),
    children,
  }
}

/** A saved map as the app reads it back; null for none or for one it cannot read. */
export function readStoredMindMap(value: unknown, readBack: ReadBack = {}): MindNode | null {
  if (!isFields(value)) return null
  const root = readNode(value.root, 0, readBack)
  return root && root.children.length > 0 ? root : null
}
