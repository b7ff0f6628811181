import type { GuideCitation } from '@/study-engine/citations/check'
import { newId } from '@/lib/new-id'
import type { SourcePassage } from '@/lib/source'
import type { NewWork } from '@/entities/unsaved-work/unsaved-work'
import { guideSizeRefusal, newGuideRow, type NewGuide } from './guides-api'
import { newSourceRow } from './source-api'
import { toStudyGuide, type StudyGuide } from './study-guide'

/**
 * A new guide as work to save (entities/unsaved-work): its row with an id made here, then its
 * source passages with its points' citations, whose failure does not hold the guide back.
 * `guide` is the guide as it will read once saved, for the caller to show or open. A guide larger
 * than the database takes throws its size message here, before anything is kept.
 */
export function guideWork(
  guide: NewGuide,
  options: {
    passages?: readonly SourcePassage[]
    citations?: readonly GuideCitation[]
    clearOnSave?: string[]
  } = {},
): { work: NewWork; guide: StudyGuide } {
  const tooLarge = guideSizeRefusal(guide)
  if (tooLarge) throw tooLarge
  const id = newId()
  const row = newGuideRow(guide, id)
  const passages = options.passages ?? []
  const work: NewWork = {
    id,
    kind: 'study-guide',
    title: guide.title,
    inserts: [
      { table: 'study_guides', row },
      ...(passages.length > 0
        ? [
            {
              table: 'study_guide_sources' as const,
              row: newSourceRow(id, passages, options.citations),
              optional: true,
            },
          ]
        : []),
    ],
    ...(options.clearOnSave ? { clearOnSave: options.clearOnSave } : {}),
  }
  const saved = toStudyGuide({
    id,
    title: row.title,
    content: row.content,
    original_text: row.original_text ?? '',
    cover_color: row.cover_color ?? '',
    created_at: new Date().toISOString(),
    kind: row.kind ?? 'guide',
    source_guide_ids: row.source_guide_ids ?? [],
  })
  return { work, guide: saved }
}
