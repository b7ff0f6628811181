import { MAX_SOURCE_CHARS } from '@/config/limits'
import type { GuideCitation } from '@/study-engine/citations/check'
import { storedGuideCitations, toGuideCitations } from '@/study-engine/citations/stored-citations'
import { reviseStored } from '@/entities/unsaved-work/unsaved-work'
import { isBeingRead } from '@/entities/study-work/readings-in-flight'
import { AppError, messages, specError } from '@/lib/errors'
import { sourceCharCount, type SourcePassage } from '@/lib/source'
import { fromStoredPassages, toStoredPassages } from '@/lib/source-storage'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

/**
 * study_guide_sources calls: the material a guide was made from, as passages, kept so quiz,
 * flashcards and tutor can read it after a reload. Written once, right after the guide; RLS
 * lets only the guide's owner read or write it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// The migration's size checks; a gateway may also refuse the body before the database sees it.
const SIZE_CONSTRAINT = /study_guide_sources_(char|json)_limit/

interface RestError {
  code?: string
  message?: string
}

/** Why the passages were not kept, in the student's words (the size limit, or a failed save). */
export function sourceSaveError(
  error: RestError,
  status: number,
  passages: readonly SourcePassage[],
): AppError {
  const options = { cause: error, status, code: error.code }
  const refusedForSize =
    status === 413 ||
    error.code === 'PGRST413' ||
    (error.code === '23514' && SIZE_CONSTRAINT.test(error.message ?? ''))
  const size = sourceCharCount(passages)
  // The database counts as sourceCharCount does, so a refusal for size names the same number
  // checkSourceSize shows; only an over-limit count is reported as one.
  if (refusedForSize && size > MAX_SOURCE_CHARS) {
    return specError('validation', 'sourceTooLong', [size], options)
  }
  return new AppError('data', messages.saveGuideSource, options)
}

/**
 * The study_guide_sources row of a guide's passages, with the citations of its points; the
 * database refuses more than MAX_SOURCE_CHARS.
 */
export function newSourceRow(
  guideId: string,
  passages: readonly SourcePassage[],
  citations: readonly GuideCitation[] = [],
): TablesInsert<'study_guide_sources'> {
  return {
    guide_id: guideId,
    passages: toStoredPassages(passages),
    ...(citations.length > 0 ? { citations: storedGuideCitations(citations) } : {}),
  }
}

/** Keeps the passages (and citations) of a saved guide in one insert. */
export async function saveGuideSource(
  guideId: string,
  passages: readonly SourcePassage[],
  citations: readonly GuideCitation[] = [],
): Promise<void> {
  const { error, status } = await supabase
    .from('study_guide_sources')
    .insert(newSourceRow(guideId, passages, citations))
  if (error) throw sourceSaveError(error, status, passages)
}

/** The guide's passages, or null for a guide saved before sources were kept (or not yours). */
export async function fetchGuideSource(guideId: string): Promise<SourcePassage[] | null> {
  // A mistyped address names no guide (the database would refuse it as a uuid).
  if (!UUID.test(guideId)) return null
  const { data, error } = await supabase
    .from('study_guide_sources')
    .select('passages')
    .eq('guide_id', guideId)
    .maybeSingle()
  if (error) throw new AppError('data', messages.fetchGuideSource, { cause: error })
  return data ? fromStoredPassages(data.passages) : null
}

/**
 * A unit guide's material: its component guides' passages, in the unit's order, each named by its
 * guide ('Cells, page 2'; 'Cells — deck.pptx, slide 3' when that guide joined several files), so
 * a quiz, a practice exam or the tutor on a unit guide cite their pages as on any guide. Null for
 * other guides, and when no component kept its material. A unit guide keeps no source of its own:
 * this is read from the components each time, so it follows them as they are.
 */
export async function fetchUnitGuideSource(guideId: string): Promise<SourcePassage[] | null> {
  if (!UUID.test(guideId)) return null
  const unit = await supabase
    .from('study_guides')
    .select('kind, source_guide_ids')
    .eq('id', guideId)
    .maybeSingle()
  if (unit.error) throw new AppError('data', messages.fetchGuideSource, { cause: unit.error })
  const ids =
    unit.data?.kind === 'unit' || unit.data?.kind === 'exam' ? unit.data.source_guide_ids : []
  if (ids.length === 0) return null
  const [sources, guides] = await Promise.all([
    supabase.from('study_guide_sources').select('guide_id, passages').in('guide_id', ids),
    supabase.from('study_guides').select('id, title').in('id', ids),
  ])
  const error = sources.error ?? guides.error
  if (error) throw new AppError('data', messages.fetchGuideSource, { cause: error })
  const titles = new Map((guides.data ?? []).map((guide) => [guide.id, guide.title]))
  const passagesOf = new Map((sources.data ?? []).map((row) => [row.guide_id, row.passages]))
  const passages = ids.flatMap((id) => {
    const title = titles.get(id)
    const stored = passagesOf.get(id)
    if (title === undefined || stored === undefined) return []
    return fromStoredPassages(stored).map((passage) => ({
      ...passage,
      file: passage.file === undefined ? title : `${title} — ${passage.file}`,
    }))
  })
  return passages.length > 0 ? passages : null
}

/**
 * The citations of the guide's points, without the passages (the view shows the citations at
 * once; a passage is fetched when the student opens it). None for a guide without a source.
 */
export async function fetchGuideCitations(guideId: string): Promise<GuideCitation[]> {
  if (!UUID.test(guideId)) return []
  const { data, error } = await supabase
    .from('study_guide_sources')
    .select('citations')
    .eq('guide_id', guideId)
    .maybeSingle()
  if (error) throw new AppError('data', messages.fetchGuideSource, { cause: error })
  return data ? toGuideCitations(data.citations, { stillReading: isBeingRead(guideId) }) : []
}

/**
 * A guide's citations with its points judged again (the passages stay): changed in the browser
 * while the guide waits there to be saved, else in its source's row.
 */
export function reviseGuideCitations(
  guideId: string,
  citations: readonly GuideCitation[],
): Promise<void> {
  return reviseStored(
    guideId,
    { table: 'study_guide_sources', column: 'citations', key: ['guide_id', guideId] },
    storedGuideCitations(citations),
    messages.saveGuideCitations,
  )
}
