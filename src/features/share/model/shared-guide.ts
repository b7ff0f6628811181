import { paths } from '@/config/paths'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { toCards } from '@/entities/flashcard/flashcard-rows'
import type { GuideCitation } from '@/study-engine/citations/check'
import { toGuideCitations } from '@/study-engine/citations/stored-citations'
import type { SourcePassage } from '@/lib/source'
import { fromStoredPassages } from '@/lib/source-storage'
import type { Json } from '@/types/database.types'

/** What a share link shows: the guide's public fields, its material and its flashcard sets. */
export interface SharedGuide {
  title: string
  content: string
  createdAt: string
  source?: SourcePassage[]
  citations: GuideCitation[]
  /**
   * Newest first, to study in memory: fresh schedules and no sessions (those are the owner's),
   * and ids of this page only, since nothing is saved from it.
   */
  flashcardSets: FlashcardSet[]
}

/** The address to hand out for a token (64 hex digits, made by the database). */
export function shareUrl(token: string, origin: string): string {
  return new URL(paths.shared(token), origin).href
}

function isRecord(value: unknown): value is Record<string, Json | undefined> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** get_shared_guide's answer, read tolerantly; null when the link names no shared guide. */
export function toSharedGuide(value: Json): SharedGuide | null {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.content !== 'string')
    return null
  const passages = value.source ? fromStoredPassages(value.source) : null
  const sets = Array.isArray(value.flashcard_sets) ? value.flashcard_sets : []
  return {
    title: value.title,
    content: value.content,
    createdAt: text(value.created_at),
    ...(passages && passages.length > 0 ? { source: passages } : {}),
    citations: toGuideCitations(value.citations ?? []),
    flashcardSets: sets.filter(isRecord).map((set, index) => ({
      id: `shared-set-${index + 1}`,
      studyGuideId: null,
      title: text(set.title),
      cards: toCards(set.cards ?? []),
      createdAt: text(set.created_at),
      schedule: {},
      sessions: [],
    })),
  }
}
