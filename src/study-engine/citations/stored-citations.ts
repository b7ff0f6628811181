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

/**
 * How the model checked the item. A 'checking' saved before the answer came (the page was
 * closed) reads back as 'unchecked': no answer will come any more.
 */
const aiSchema = z
  .enum(['checking', 'read', 'unchecked'])
  .transform((ai) => (ai === 'checking' ? 'unchecked' : ai))
  .optional()
  .catch(undefined)

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

/** The citations of an item, or undefined when it has none (made before citations, or no source). */
export function toCitations(value: unknown): Citation[] | undefined {
  if (!Array.isArray(value)) return undefined
  const citations = value.flatMap((item): Citation[] => {
    const parsed = citationSchema.safeParse(item)
    if (!parsed.success) return []
    const { ai, ...citation } = parsed.data
    const checked = ai === undefined ? {} : { ai }
    if (!('passage' in citation)) return [{ ...citation, ...checked }]
    const { file, ...rest } = citation
    const read = { ...rest, ...checked } as Exclude<Citation, UnsupportedCitation>
    return [file === undefined ? read : { ...read, file }]
  })
  return citations.length > 0 ? citations : undefined
}

export function toGuideCitations(value: unknown): GuideCitation[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry): GuideCitation[] => {
    if (typeof entry !== 'object' || entry === null) return []
    const { key, citations } = entry as Record<string, unknown>
    const parsed = toCitations(citations)
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
): (Item & { citations?: Citation[] })[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item)
    if (!parsed.success) return []
    const citations = toCitations((item as { citations?: unknown } | null)?.citations)
    return [citations ? { ...parsed.data, citations } : parsed.data]
  })
}
