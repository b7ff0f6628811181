import type { ImportedCard } from '@/lib/anki/imported-cards'
import { MAX_IMPORTED_SET_CARDS, MAX_STUDY_SET_JSON_BYTES } from '@/config/limits'
import type { Citation } from '@/lib/citation'
import { jsonbTextBytes } from '@/lib/stored-size'
import type { Flashcard, FlashcardSet } from '@/entities/flashcard/flashcard'

/**
 * Cards read from a file ("Import cards") as flashcard sets of a guide, named after the file. A
 * set may hold MAX_IMPORTED_SET_CARDS cards (so its whole schedule fits its bound) and, like
 * every set, MAX_STUDY_SET_JSON_BYTES of JSON (one bounded row and request); a larger import is
 * split, in order, into "<file>", "<file> (part 2)", … each as full as the bounds allow.
 */

/** The database keeps a file name of at most this many characters. */
const FILE_NAME_MAX_CHARS = 255

/** "Biology 101.apkg" → "Biology 101"; a name that is all extension stays as it is. */
export function importedSetTitle(fileName: string, part: number): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim() || fileName
  return part <= 1 ? base : `${base} (part ${part})`
}

/** Imported cards are given no difficulty of their own. */
function toFlashcard(card: ImportedCard, index: number, citations?: Citation[]): Flashcard {
  return {
    id: `card_${index}`,
    front: card.front,
    back: card.back,
    difficulty: 'medium',
    ...(citations ? { citations } : {}),
  }
}

/** The cards grouped so each group's JSON, as the database measures it, fits one set. */
function fillParts(
  cards: readonly ImportedCard[],
  citations: readonly Citation[][] | undefined,
): Flashcard[][] {
  const parts: Flashcard[][] = []
  let part: Flashcard[] = []
  let bytes = 2 // '[]'
  cards.forEach((card, index) => {
    let next = toFlashcard(card, part.length, citations?.[index])
    const full =
      part.length >= MAX_IMPORTED_SET_CARDS ||
      bytes + 2 + jsonbTextBytes(next) > MAX_STUDY_SET_JSON_BYTES
    if (part.length > 0 && full) {
      parts.push(part)
      part = []
      bytes = 2
      next = toFlashcard(card, 0, citations?.[index])
    }
    // ', ' between cards.
    bytes += (part.length > 0 ? 2 : 0) + jsonbTextBytes(next)
    part.push(next)
  })
  if (part.length > 0) parts.push(part)
  return parts
}

export interface ImportedSetsInput {
  fileName: string
  cards: readonly ImportedCard[]
  /** Each card's checked citations, in order, when the guide has its material. */
  citations?: readonly Citation[][] | undefined
  studyGuideId: string | null
  now: Date
  newId: () => string
}

export type ImportedSet = FlashcardSet & { importedFrom: string }

/** The sets an import makes, first part first. */
export function importedSets(input: ImportedSetsInput): ImportedSet[] {
  const importedFrom = input.fileName.slice(0, FILE_NAME_MAX_CHARS)
  return fillParts(input.cards, input.citations).map((cards, index) => ({
    id: input.newId(),
    studyGuideId: input.studyGuideId,
    title: importedSetTitle(input.fileName, index + 1),
    cards,
    // A millisecond apart, newest first like any sets: part 1 stays at the top.
    createdAt: new Date(input.now.getTime() - index).toISOString(),
    schedule: {},
    sessions: [],
    importedFrom,
  }))
}
