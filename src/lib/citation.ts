import { anchorLabel, type SourceAnchor, type SourcePassage } from './source'

/**
 * Where an item of study material comes from in the student's own material: a guide
 * section's point, a quiz question, a flashcard or a tutor reply. Engines only claim a source;
 * the app checks every claim against the material (see check.ts) before anything is shown.
 */

/**
 * - verified: the passage holds the quoted words, or the passage the item cites holds its key
 *   terms;
 * - found: the item cited nothing usable and the app found the passage itself (retrieval);
 * - contradicted: the closest passage speaks to the same thing and says otherwise;
 * - not-found: nothing in the material supports the item;
 * - beyond-material: as not-found, for a quiz question the student asked to go broader.
 */
export type CitationStatus = 'verified' | 'found' | 'contradicted' | 'not-found' | 'beyond-material'

/**
 * What stands behind a verdict besides the word check: the model has been asked and not yet
 * answered ('checking'), it read the item against its passage and its reading decided
 * ('read'), or it was asked and gave no usable answer ('unchecked': the word check's verdict
 * stands). Absent: only the word check ran (offline, or an item made before the model read).
 */
export type AiCheck = 'checking' | 'read' | 'unchecked'

interface Checked {
  ai?: AiCheck
}

export interface SupportedCitation extends Checked {
  status: 'verified' | 'found'
  /** Index of the passage in the guide's source. */
  passage: number
  /** The passage's file (several files only) and anchor, so the label needs no source. */
  file?: string
  anchor: SourceAnchor
  /** The supporting sentence(s): [start, end) character ranges in the passage text. */
  marks: [number, number][]
}

/** The passage that says otherwise, with the words that conflict with the item marked. */
export interface ContradictedCitation extends Checked {
  status: 'contradicted'
  passage: number
  file?: string
  anchor: SourceAnchor
  marks: [number, number][]
}

export interface UnsupportedCitation extends Checked {
  status: 'not-found' | 'beyond-material'
}

export type Citation = SupportedCitation | ContradictedCitation | UnsupportedCitation

/** A citation that points at a passage: a supporting one or the one that says otherwise. */
export type PassageCitation = SupportedCitation | ContradictedCitation

/** What an engine says an item rests on, before the app checks it. */
export interface SourceClaim {
  /** The passage marker(s) as written: 'P3', '[P3][P7]', 'page 12'. */
  ref?: string
  /** Words quoted from the material. */
  quote?: string
}

export const NOT_FOUND_TEXT = 'Not found in your material'
export const CONTRADICTED_TEXT = 'Your material says otherwise'
export const BEYOND_MATERIAL_TEXT = 'Broader question: beyond your material'
export const CHECKING_TEXT = 'Checking…'
export const NOT_CHECKED_TEXT = 'Not checked by the AI'

/** How an item's verdict was reached: the same on each of its citations. */
export function aiCheckOf(citations: readonly Citation[] | undefined): AiCheck | undefined {
  return citations?.find((citation) => citation.ai !== undefined)?.ai
}

/** The citations, each marked with how the model checked them. */
export function withAiCheck(citations: readonly Citation[], ai: AiCheck): Citation[] {
  return citations.map((citation) => ({ ...citation, ai }))
}

export function isSupported(citation: Citation): citation is SupportedCitation {
  return citation.status === 'verified' || citation.status === 'found'
}

export function isContradicted(citation: Citation): citation is ContradictedCitation {
  return citation.status === 'contradicted'
}

/** 'page 12', or 'biology.pdf, page 12' in a guide made of several files. */
export function citationLabel(citation: PassageCitation): string {
  return anchorLabel(citation)
}

/** A supported citation of passage `index` of `source`. */
export function citationOf<S extends PassageCitation['status']>(
  source: readonly SourcePassage[],
  index: number,
  status: S,
  marks: [number, number][],
): Extract<PassageCitation, { status: S }> {
  const passage = source[index] as SourcePassage
  return {
    status,
    passage: index,
    ...(passage.file === undefined ? {} : { file: passage.file }),
    anchor: passage.anchor,
    marks,
  } as Extract<PassageCitation, { status: S }>
}

/**
 * One line per item for exports: 'page 12; page 14', 'Your material says otherwise (closest
 * passage: page 3)', or the not-found text.
 */
export function citationsText(citations: readonly Citation[] | undefined): string {
  if (!citations || citations.length === 0) return ''
  const supported = citations.filter(isSupported)
  if (supported.length > 0) return supported.map(citationLabel).join('; ')
  const contradicted = citations.find(isContradicted)
  if (contradicted) return `${CONTRADICTED_TEXT} (closest passage: ${citationLabel(contradicted)})`
  return citations.some((c) => c.status === 'beyond-material')
    ? BEYOND_MATERIAL_TEXT
    : NOT_FOUND_TEXT
}
