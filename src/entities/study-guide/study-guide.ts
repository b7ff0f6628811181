import { DEFAULT_COVER, isCoverGradient, type CoverGradient } from '@/config/cover-colors'
import type { GuideCitation } from '@/study-engine/citations/check'
import type { SourcePassage } from '@/lib/source'

/**
 * The study guide, modelled once: what the library lists, what the guide view and the study
 * tools show, and the row mapping. A guide that is not saved yet (an anonymous visitor's, or one
 * whose save failed) has `id: null` — the one way the app says "not saved".
 */

/** 'guide' is a generated guide; 'unit' and 'combined' are made from other guides (beyond the spec). */
export type GuideKind = 'guide' | 'unit' | 'combined' | 'exam'

/** A practice exam on several guides (a guide of kind 'exam'), as its list shows it. */
export interface ExamSet {
  id: string
  title: string
  createdAt: string
}

/** One notebook of the library list: everything but the full texts. */
export interface GuideSummary {
  id: string
  title: string
  coverColor: CoverGradient
  createdAt: string
  kind: GuideKind
  sourceGuideIds: string[]
  /** The first 100 characters of the content. */
  preview: string
  contentLength: number
}

/** What the study tools (quiz, flashcards, tutor) need of a guide, saved or not. */
export interface GuideRef {
  /** null: not saved yet; the tools then keep their work in memory. */
  id: string | null
  title: string
  content: string
  /**
   * The material as passages, when the guide holds it in memory (one just generated); a saved
   * guide's is fetched when a tool needs it (loadGuideSource).
   */
  source?: SourcePassage[]
  /** The citations of its points, when the guide holds them in memory (one just generated). */
  citations?: GuideCitation[]
  /** A unit or exam guide's guides, whose own sets /today studies (a practice exam's focus). */
  sourceGuideIds?: readonly string[]
}

/** A guide just generated, as delivered to the page; id null: not saved (an anonymous visitor's). */
export interface DeliveredGuide extends GuideRef {
  originalText: string
}

/** What the study guide view shows. */
export interface GuideDocument extends GuideRef {
  createdAt: string
  kind: GuideKind
  /** Spec's client-side extra, derived from kind + sources so it survives a reload. */
  isUnitGuide: boolean
}

/** A whole saved guide, fetched when it is opened (The client view). */
export interface StudyGuide extends GuideDocument {
  id: string
  originalText: string
  coverColor: CoverGradient
  sourceGuideIds: string[]
}

/** What the student may change of a saved guide: its title and cover colour. */
export interface GuideChanges {
  title?: string
  coverColor?: CoverGradient
}

/** A guide of the library: saved, so it has an id. */
export type Saved<T extends GuideRef> = T & { id: string }

export function isSaved<T extends GuideRef>(guide: T): guide is Saved<T> {
  return guide.id !== null
}

/** A study_guide_summaries row as SUMMARY_COLUMNS (./summary-columns) selects it. */
// Every column of a view is nullable in Postgres's eyes (and in the generated types).
export interface SummaryRow {
  id: string | null
  t: string | null
  c: string | null
  d: string | null
  k: string | null
  s: string[] | null
  p: string | null
  n: number | null
}

export interface GuideRow {
  id: string
  title: string
  content: string
  original_text: string | null
  cover_color: string
  created_at: string
  kind: string
  source_guide_ids: string[] | null
}

function toKind(value: string): GuideKind {
  return value === 'unit' || value === 'combined' || value === 'exam' ? value : 'guide'
}

function toCover(value: string): CoverGradient {
  return isCoverGradient(value) ? value : DEFAULT_COVER
}

export function toGuideSummary(row: SummaryRow): GuideSummary {
  return {
    id: row.id ?? '',
    title: row.t ?? '',
    coverColor: toCover(row.c ?? ''),
    createdAt: row.d ?? '',
    kind: toKind(row.k ?? ''),
    sourceGuideIds: row.s ?? [],
    preview: row.p ?? '',
    contentLength: row.n ?? 0,
  }
}

export function toStudyGuide(row: GuideRow): StudyGuide {
  const kind = toKind(row.kind)
  const sourceGuideIds = row.source_guide_ids ?? []
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    originalText: row.original_text ?? '',
    coverColor: toCover(row.cover_color),
    createdAt: row.created_at,
    kind,
    sourceGuideIds,
    isUnitGuide: (kind === 'unit' || kind === 'exam') && sourceGuideIds.length > 0,
  }
}
