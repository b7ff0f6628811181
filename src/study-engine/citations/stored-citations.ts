import { z } from '@/lib/zod'
import type { Json } from '@/types/database.types'
import type { Citation, UnsupportedCitation } from '@/lib/citation'
import type { GuideCitation } from './check'

/**
 * Citations read back from JSON (quiz questions, flashcards, a guide's source row) tolerantly:
 * a malformed citation is dropped, never shown broken. The verdict is stored with the item, so a
 * reload shows it without checking again. Items saved before citations have none; items saved
 * before contradictions were told apart show the verdict they were saved with.
 */

const anchorSchema = z.union([
  z.object({
    kind: z.enum(['page', 'slide', 'slide-notes', 'paragraph', 'chapter']),
    n: z.number().int().min(1),
  }),
  z.object({ kind: z.literal('heading'), heading: z.string() }),
  z.object({ kind: z.literal('time'), seconds: z.number().min(0) }),
])

/** How the model checked the item ('checking' until its answer is stored). */
const aiSchema = z.enum(['checking', 'read', 'unchecked']).optional().catch(undefined)

const passageSchema = z.object({
  status: z.enum(['verified', 'found', 'contradicted']),
  passage: z.number().int().min(0),
  file: z.string().optional(),
  anchor: anchorSchema,
  marks: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).catch([]),
  ai: aiSchema,
})

const unsupportedSchema = z.object({
  status: z.enum(['not-found', 'beyond-material']),
  ai: aiSchema,
})

const citationSchema = z.union([passageSchema, unsupportedSchema])

/**
 * How stored items are read back. A 'checking' saved before the model's answer came reads as
 * 'unchecked' (the tab that asked went away: no answer will come any more), unless this tab is
 * still waiting for that answer (`stillReading`, from entities/study-work/readings-in-flight.ts).
 */
export interface ReadBack {
  stillReading?: boolean
}

/** The citations of an item, or undefined when it has none (made before citations, or no source). */
export function toCitations(
  value: unknown,
  { stillReading = false }: ReadBack = {},
): Citation[] | undefined {
  if (!Array.isArray(value)) return undefined
  const citations = value.flatMap((item): Citation[] => {
    const parsed = citationSchema.safeParse(item)
    if (!parsed.success) return []
    const { ai: stored, ...citation } = parsed.data
    const ai = stored === 'checking' && !stillReading ? 'unchecked' : stored
    const checked = ai === undefined ? {} : { ai }
    if (!('passage' in citation)) return [{ ...citation, ...checked }]
    const { file, ...rest } = citation
    const read = { ...rest, ...checked } as Exclude<Citation, UnsupportedCitation>
    return [file === undefined ? read : { ...read, file }]
  })
  return citations.length > 0 ? citations : undefined
}

export function toGuideCitations(value: unknown, readBack: ReadBack = {}): GuideCitation[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry): GuideCitation[] => {
    if (typeof entry !== 'object' || entry === null) return []
    const { key, citations } = entry as Record<string, unknown>
    const parsed = toCitations(citations, readBack)
    return typeof key === 'string' && parsed ? [{ key, citations: parsed }] : []
  })
}

/** A guide's citations for its JSON column: plain JSON already, this only tells TypeScript so. */
export function storedGuideCitations(citations: readonly GuideCitation[]): Json {
  return citations as unknown as Json
}

/**
 * Stored items (quiz questions, flashcards) read back with their own schema: a malformed item is
 * left out, and an item keeps its citations when they are valid.
 */
export function toCitedItems<Item extends object>(
  schema: z.ZodType<Item>,
  value: Json | null,
  readBack: ReadBack = {},
): (Item & { citations?: Citation[] })[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item)
    if (!parsed.success) return []
    const citations = toCitations((item as { citations?: unknown } | null)?.citations, readBack)
    return [citations ? { ...parsed.data, citations } : parsed.data]
  })
}
