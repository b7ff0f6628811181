import { z } from 'zod'
import type { Json } from '@/types/database.types'
import type { Citation } from './citation'
import type { GuideCitation } from './check'

/**
 * Citations read back from JSON (quiz questions, flashcards, a guide's source row) tolerantly:
 * a malformed citation is dropped, never shown broken. Items saved before citations have none.
 */

const anchorSchema = z.union([
  z.object({
    kind: z.enum(['page', 'slide', 'slide-notes', 'paragraph', 'chapter']),
    n: z.number().int().min(1),
  }),
  z.object({ kind: z.literal('heading'), heading: z.string() }),
])

const supportedSchema = z.object({
  status: z.enum(['verified', 'found']),
  passage: z.number().int().min(0),
  file: z.string().optional(),
  anchor: anchorSchema,
  marks: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).catch([]),
})

const unsupportedSchema = z.object({ status: z.enum(['not-found', 'beyond-material']) })

const citationSchema = z.union([supportedSchema, unsupportedSchema])

/** The citations of an item, or undefined when it has none (made before citations, or no source). */
export function toCitations(value: unknown): Citation[] | undefined {
  if (!Array.isArray(value)) return undefined
  const citations = value.flatMap((item): Citation[] => {
    const parsed = citationSchema.safeParse(item)
    if (!parsed.success) return []
    const citation = parsed.data
    if (citation.status === 'verified' || citation.status === 'found') {
      const { file, ...rest } = citation
      return [file === undefined ? rest : { ...rest, file }]
    }
    return [citation]
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
