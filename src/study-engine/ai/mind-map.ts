import { z } from '@/lib/zod'
import type { ChatMessage } from '@/lib/ai/client'
import type {
  GeneratedMindBranch,
  GeneratedMindConcept,
  GeneratedMindMap,
  GeneratedMindRelation,
  MindMapInput,
} from '@/study-engine/types'
import { fence, guideSourceToCite } from './prompts'
import { followLanguageOf } from './reply-language'
import { claimSchema } from './schemas'

/**
 * The AI engine's mind map (issue 46): one request for a guide's branches (its sections), their
 * key concepts with the passage each rests on, and the relations the material states between
 * concepts of different branches, as one JSON object validated here. What does not parse is
 * dropped; a reply with no branch left is no map (the caller keeps the offline one).
 */

/** What the prompt asks for: about 50 concepts with their quotes fit the reply's 4,000 tokens. */
const ASKED = { branches: 8, concepts: 6, relations: 20 }
/** What is kept of a reply that gives more. */
const MAX_BRANCHES = 24
const MAX_CONCEPTS = 12
const MAX_RELATIONS = 40
const LABEL_CHARS = 80
const RELATION_CHARS = 40

const label = z.string().trim().min(1).max(LABEL_CHARS)

const conceptSchema = z.object({
  label,
  definition: z.string().trim().min(1).optional().catch(undefined),
  claim: claimSchema,
})

const relationSchema = z.object({
  from: label,
  to: label,
  label: z.string().trim().min(1).max(RELATION_CHARS),
})

type Fields = Record<string, unknown>
const fields = (value: unknown): Fields =>
  value && typeof value === 'object' ? (value as Fields) : {}
const claimOf = (record: Fields) => ({ ref: record.source ?? record.ref, quote: record.quote })

function withClaim<T extends object>(item: T & { claim: { ref?: string; quote?: string } }) {
  const { claim, ...rest } = item
  return claim.ref || claim.quote ? { ...rest, claim } : rest
}

function readConcept(value: unknown): GeneratedMindConcept | null {
  const record = fields(value)
  const parsed = conceptSchema.safeParse({ ...record, claim: claimOf(record) })
  if (!parsed.success) return null
  const { definition, ...concept } = parsed.data
  return withClaim({ ...concept, ...(definition ? { definition } : {}) })
}

function readBranch(value: unknown): GeneratedMindBranch | null {
  const record = fields(value)
  const name = label.safeParse(record.label)
  if (!name.success) return null
  const concepts = (Array.isArray(record.concepts) ? record.concepts : [])
    .map(readConcept)
    .filter((concept) => concept !== null)
    .slice(0, MAX_CONCEPTS)
  const claim = claimSchema.safeParse(claimOf(record))
  return withClaim({ label: name.data, concepts, claim: claim.success ? claim.data : {} })
}

const key = (text: string) => text.trim().toLowerCase()

/** The model's map: bad branches, concepts and relations dropped; null when no branch is left. */
export function readMindMap(reply: Record<string, unknown> | null): GeneratedMindMap | null {
  const branches = (Array.isArray(reply?.branches) ? reply.branches : [])
    .map(readBranch)
    .filter((branch) => branch !== null)
    .slice(0, MAX_BRANCHES)
  if (branches.length === 0) return null
  const known = new Set(
    branches.flatMap((branch) => [branch.label, ...branch.concepts.map((c) => c.label)]).map(key),
  )
  const relations: GeneratedMindRelation[] = []
  for (const value of Array.isArray(reply?.relations) ? reply.relations : []) {
    const parsed = relationSchema.safeParse(fields(value))
    if (!parsed.success) continue
    const { from, to } = parsed.data
    // A relation joins two nodes of the map, never a node to itself.
    if (key(from) === key(to) || !known.has(key(from)) || !known.has(key(to))) continue
    relations.push(parsed.data)
  }
  return { branches, relations: relations.slice(0, MAX_RELATIONS) }
}

export function mindMapMessages(input: MindMapInput): ChatMessage[] {
  const passages = guideSourceToCite(input.source)
  const cite = passages
    ? ' Every branch and concept also has "source": the number of the source passage it rests on, as its tag gives it (e.g. "P3"), and "quote": the exact words of that passage (one sentence) it rests on.'
    : ''
  const material = passages
    ? `${fence('GUIDE', input.content)}\n\n${fence('SOURCE PASSAGES', passages)}`
    : fence('GUIDE', input.content)
  return [
    {
      role: 'system',
      content: `You draw the mind map of a student's study guide. Reply with ONLY a JSON object, no prose and no code fences: {"branches": [{"label": a section heading of the guide, exactly as written, "concepts": [{"label": a key concept or term (a few words), "definition": one short sentence of at most 15 words}]}], "relations": [{"from": a concept label, "to": a concept label of another branch, "label": how the material says the first relates to the second, two or three words such as "produces" or "is part of"}]}.${cite} Give at most ${ASKED.branches} branches (the guide's main sections), ${ASKED.concepts} concepts a branch and ${ASKED.relations} relations; give only relations the material states. Stay faithful to the material; do not invent facts it does not support. ${followLanguageOf('the guide')}`,
    },
    {
      role: 'user',
      content: `Draw the mind map of "${input.title.trim()}".\n\n${material}`,
    },
  ]
}
