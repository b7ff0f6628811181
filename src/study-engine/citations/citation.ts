import { anchorLabel, type SourceAnchor, type SourcePassage } from '@/lib/source'

/**
 * Where an item of study material comes from in the student's own material: a guide
 * section's point, a quiz question, a flashcard or a tutor reply. Engines only claim a source;
 * the app checks every claim against the material (see check.ts) before anything is shown.
 */

/**
 * - verified: the passage holds the quoted words, or the passage the item cites holds its key
 *   terms;
 * - found: the item cited nothing usable and the app found the passage itself (retrieval);
 * - not-found: nothing in the material supports the item;
 * - beyond-material: as not-found, for a quiz question the student asked to go broader.
 */
export type CitationStatus = 'verified' | 'found' | 'not-found' | 'beyond-material'

export interface SupportedCitation {
  status: 'verified' | 'found'
  /** Index of the passage in the guide's source. */
  passage: number
  /** The passage's file (several files only) and anchor, so the label needs no source. */
  file?: string
  anchor: SourceAnchor
  /** The supporting sentence(s): [start, end) character ranges in the passage text. */
  marks: [number, number][]
}

export interface UnsupportedCitation {
  status: 'not-found' | 'beyond-material'
}

export type Citation = SupportedCitation | UnsupportedCitation

/** What an engine says an item rests on, before the app checks it. */
export interface SourceClaim {
  /** The passage marker(s) as written: 'P3', '[P3][P7]', 'page 12'. */
  ref?: string
  /** Words quoted from the material. */
  quote?: string
}

export const NOT_FOUND_TEXT = 'Not found in your material'
export const BEYOND_MATERIAL_TEXT = 'Broader question: beyond your material'

export function isSupported(citation: Citation): citation is SupportedCitation {
  return citation.status === 'verified' || citation.status === 'found'
}

/** 'page 12', or 'biology.pdf, page 12' in a guide made of several files. */
export function citationLabel(citation: SupportedCitation): string {
  return anchorLabel(citation)
}

/** A supported citation of passage `index` of `source`. */
export function citationOf(
  source: readonly SourcePassage[],
  index: number,
  status: SupportedCitation['status'],
  marks: [number, number][],
): SupportedCitation {
  const passage = source[index] as SourcePassage
  return {
    status,
    passage: index,
    ...(passage.file === undefined ? {} : { file: passage.file }),
    anchor: passage.anchor,
    marks,
  }
}

/** One line per item for exports: 'page 12; page 14', or the not-found text. */
export function citationsText(citations: readonly Citation[] | undefined): string {
  if (!citations || citations.length === 0) return ''
  const supported = citations.filter(isSupported)
  if (supported.length > 0) return supported.map(citationLabel).join('; ')
  return citations.some((c) => c.status === 'beyond-material')
    ? BEYOND_MATERIAL_TEXT
    : NOT_FOUND_TEXT
}
