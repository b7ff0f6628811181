import { DEFAULT_COVER, isCoverGradient, type CoverGradient } from '@/config/cover-colors'
import { READING_CHARS_PER_MINUTE } from '@/config/limits'

/** 'guide' is a generated guide; 'unit' and 'combined' are made from other guides (beyond the spec). */
export type GuideKind = 'guide' | 'unit' | 'combined'

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

/** A whole guide, fetched when it is opened (spec section 3's client view). */
export interface StudyGuide {
  id: string
  title: string
  content: string
  originalText: string
  coverColor: CoverGradient
  createdAt: string
  kind: GuideKind
  sourceGuideIds: string[]
  /** Spec's client-side extra, derived from kind + sources so it survives a reload. */
  isUnitGuide: boolean
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
  return value === 'unit' || value === 'combined' ? value : 'guide'
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
    isUnitGuide: kind === 'unit' && sourceGuideIds.length > 0,
  }
}

/** The preview as plain words: markdown markers (headings, bullets, emphasis) would read as noise. */
export function plainPreview(preview: string): string {
  return preview
    .replace(/(^|\s)(#{1,6}|[-*+]|\d+\.|>)\s/g, '$1')
    .replace(/\*\*|__|`+|\|/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Spec section 9: content length / 1000, rounded up, in minutes. */
export function readingMinutes(contentLength: number): number {
  return Math.ceil(contentLength / READING_CHARS_PER_MINUTE)
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

export function formatCreatedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}
