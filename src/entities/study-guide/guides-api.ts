import { randomCover, type CoverGradient } from '@/config/cover-colors'
import { MAX_GUIDE_CHARS, MAX_SOURCE_CHARS } from '@/config/limits'
import { fetchNewestFirst } from '@/lib/all-rows'
import { AppError, messages, specError } from '@/lib/errors'
import { charCount } from '@/lib/stored-size'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'
import {
  toGuideSummary,
  toStudyGuide,
  type GuideChanges,
  type GuideKind,
  type GuideSummary,
  type StudyGuide,
  type ExamSet,
} from './study-guide'
import { SUMMARY_COLUMNS } from './summary-columns'

/**
 * study_guides calls. The list reads the study_guide_summaries view, so the
 * library never downloads every guide's full text; a whole guide is fetched when opened.
 * RLS does the per-user filtering; the explicit user_id filter is the spec's call.
 */

const GUIDE_COLUMNS = 'id,title,content,original_text,cover_color,created_at,kind,source_guide_ids'

export async function fetchGuideSummaries(userId: string): Promise<GuideSummary[]> {
  // In pages (lib/all-rows.ts): a library of more than max_rows guides is listed whole.
  const { data, error } = await fetchNewestFirst(
    () =>
      supabase
        .from('study_guide_summaries')
        .select(SUMMARY_COLUMNS, { count: 'exact' })
        .eq('user_id', userId)
        // A practice exam's guide of several guides is opened from its exam, not listed.
        .neq('kind', 'exam'),
    'created_at',
  )
  if (error || !data) throw new AppError('data', messages.fetchGuides, { cause: error })
  return data.map((row) => toGuideSummary(row))
}

/**
 * The practice exams this user took on several guides (kind 'exam', issue 45), newest first: not
 * library items, listed apart so the student can open or delete them (up to 1,000 a student).
 */
export async function fetchExamSets(userId: string): Promise<ExamSet[]> {
  const { data, error } = await fetchNewestFirst(
    () =>
      supabase
        .from('study_guide_summaries')
        .select('id,title,created_at', { count: 'exact' })
        .eq('user_id', userId)
        .eq('kind', 'exam'),
    'created_at',
  )
  if (error || !data) throw new AppError('data', messages.fetchGuides, { cause: error })
  return data.map((row) => ({
    id: row.id ?? '',
    title: row.title ?? '',
    createdAt: row.created_at ?? '',
  }))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One whole guide of this user (guide fetches are filtered by user_id). */
export async function fetchGuide(id: string, userId: string): Promise<StudyGuide | null> {
  // A mistyped address names no guide (the database would refuse it as a uuid).
  if (!UUID.test(id)) return null
  const { data, error } = await supabase
    .from('study_guides')
    .select(GUIDE_COLUMNS)
    .eq('id', id)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw new AppError('data', messages.fetchGuides, { cause: error })
  return data ? toStudyGuide(data) : null
}

/** The component guides of a unit guide, in the order given (deleted ones are skipped). */
export async function fetchGuidesByIds(
  ids: readonly string[],
  userId: string,
): Promise<StudyGuide[]> {
  if (ids.length === 0) return []
  const { data, error } = await supabase
    .from('study_guides')
    .select(GUIDE_COLUMNS)
    .in('id', [...ids])
    .eq('user_id', userId)
  if (error || !data) throw new AppError('data', messages.fetchGuides, { cause: error })
  const byId = new Map(data.map((row) => [row.id, toStudyGuide(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The practice-exam guide (kind 'exam') this user made on exactly these guides, in any order:
 * another exam on them reuses it, so their attempts stay together (issue 45).
 */
export async function fetchExamGuideOn(
  ids: readonly string[],
  userId: string,
): Promise<StudyGuide | null> {
  const { data, error } = await supabase
    .from('study_guides')
    .select(GUIDE_COLUMNS)
    .eq('user_id', userId)
    .eq('kind', 'exam')
    .contains('source_guide_ids', [...ids])
    .containedBy('source_guide_ids', [...ids])
    .order('created_at')
    .limit(1)
    .maybeSingle()
  if (error) throw new AppError('data', messages.fetchGuides, { cause: error })
  return data ? toStudyGuide(data) : null
}

/** A reused practice-exam guide takes its guides' current title and contents. */
export async function refreshExamGuide(
  held: StudyGuide,
  fresh: Pick<NewGuide, 'title' | 'content'>,
): Promise<StudyGuide> {
  if (held.title === fresh.title && held.content === fresh.content) return held
  const { error, status } = await supabase
    .from('study_guides')
    .update({ title: fresh.title, content: fresh.content })
    .eq('id', held.id)
  if (error) throw new AppError('data', messages.updateGuide, { cause: error, status })
  return { ...held, title: fresh.title, content: fresh.content }
}

export async function deleteGuide(id: string): Promise<void> {
  const { error } = await supabase.from('study_guides').delete().eq('id', id)
  if (error) throw new AppError('data', messages.deleteGuide, { cause: error })
}

/** Only the title and cover colour change, and only those provided (sent again: the same). */
export async function updateGuide({ id, changes, at }: GuideUpdate): Promise<void> {
  const patch: { title?: string; title_changed_at?: string; cover_color?: string } = {}
  if (changes.title !== undefined) {
    patch.title = changes.title
    // The database keeps the later rename by this time (migration 20261128900320).
    patch.title_changed_at = at ?? new Date().toISOString()
  }
  if (changes.coverColor !== undefined) patch.cover_color = changes.coverColor
  if (Object.keys(patch).length === 0) return
  const { error, status } = await supabase.from('study_guides').update(patch).eq('id', id)
  if (error) throw new AppError('data', messages.updateGuide, { cause: error, status })
}

export interface GuideUpdate {
  id: string
  changes: GuideChanges
  /** When the student made the change (ISO); absent in changes queued before it was kept. */
  at?: string
}

export interface NewGuide {
  /** The signed-in user; the row also defaults to auth.uid() in the database. */
  userId?: string
  title: string
  content: string
  originalText: string
  /** A generated guide unless said otherwise. */
  kind?: GuideKind
  /** The guides a unit or combined guide was made from. */
  sourceGuideIds?: string[]
  coverColor?: CoverGradient
}

/**
 * What one guide may hold: the database's check constraints count the same way (code points),
 * so a guide this lets through is never refused for its size.
 */
export function guideSizeRefusal(guide: NewGuide): AppError | null {
  const content = charCount(guide.content)
  if (content > MAX_GUIDE_CHARS) return specError('validation', 'guideTooLarge', [content])
  const original = charCount(guide.originalText)
  if (original > MAX_SOURCE_CHARS) return specError('validation', 'sourceTooLong', [original])
  return null
}

/**
 * The study_guides row of a new guide; a random palette cover when none is given. It is saved as
 * work that is kept until stored (guide-work.ts).
 */
export function newGuideRow(guide: NewGuide, id?: string): TablesInsert<'study_guides'> {
  return {
    ...(id ? { id } : {}),
    ...(guide.userId ? { user_id: guide.userId } : {}),
    title: guide.title,
    content: guide.content,
    original_text: guide.originalText,
    cover_color: guide.coverColor ?? randomCover(),
    kind: guide.kind ?? 'guide',
    source_guide_ids: guide.sourceGuideIds ?? [],
  }
}
