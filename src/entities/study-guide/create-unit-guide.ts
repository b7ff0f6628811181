import { guideWork } from '@/entities/study-guide/guide-work'
import {
  fetchExamGuideOn,
  fetchGuidesByIds,
  refreshExamGuide,
  type NewGuide,
} from '@/entities/study-guide/guides-api'
import type { StudyGuide } from '@/entities/study-guide/study-guide'
import type { LongSourceProgress } from '@/study-engine/progress'
import { saveOrKeep } from '@/entities/unsaved-work/unsaved-work'
import type { StudyEngine } from '@/study-engine/types'
import { AppError } from '@/lib/errors'
import { translate } from '@/lib/i18n/i18n'
import './library-catalogue'
import { checkSourceSize } from '@/lib/source-size'
import {
  buildCombinedInput,
  buildUnitContent,
  DEFAULT_COMBINED_TITLE,
  DEFAULT_UNIT_TITLE,
  unitTitleOrDefault,
} from './unit-guide'
import { MIN_GUIDES_TO_COMBINE } from '@/config/limits'

/** 'exam' is a unit guide held for a practice exam on several guides: not a library item. */
export type UnitMode = 'unit' | 'combined' | 'exam'

export interface CreateUnitGuideInput {
  userId: string
  mode: UnitMode
  title: string
  /** The selected guides, in selection order. */
  guideIds: readonly string[]
  engine: StudyEngine
  /** A combined guide over long guides reads them in parts: 'Reading part 3 of 12'. */
  onProgress?: (event: LongSourceProgress) => void
}

/**
 * A unit guide concatenates the chosen guides' contents under their titles; a
 * combined guide sends their original texts (or contents) through the combined purpose and is
 * stored with an empty original text. Both remember their kind and sources (beyond the spec).
 * A failed save throws 'Could not save your study guide.' and keeps the guide in the browser
 * (entities/unsaved-work) until it is saved.
 */
export async function createUnitGuide(input: CreateUnitGuideInput): Promise<StudyGuide> {
  const guides = await fetchGuidesByIds(input.guideIds, input.userId)
  return createFromGuides({ ...input, guides })
}

export async function createFromGuides(
  input: Omit<CreateUnitGuideInput, 'guideIds'> & { guides: readonly StudyGuide[] },
): Promise<StudyGuide> {
  const { guides } = input
  if (guides.length < MIN_GUIDES_TO_COMBINE) {
    // The library lets no fewer be chosen; a guide deleted meanwhile (another tab) still can.
    throw new AppError(
      'validation',
      translate('library.unit.tooFew', { min: MIN_GUIDES_TO_COMBINE }),
    )
  }
  const sourceGuideIds = guides.map((guide) => guide.id)
  if (input.mode === 'unit' || input.mode === 'exam') {
    const unit: NewGuide = {
      userId: input.userId,
      title: unitTitleOrDefault(input.title, DEFAULT_UNIT_TITLE),
      content: buildUnitContent(guides),
      originalText: '',
      kind: input.mode,
      sourceGuideIds,
    }
    // One practice-exam guide per set of guides: its attempts stay together, none piles up.
    const held = input.mode === 'exam' && (await fetchExamGuideOn(sourceGuideIds, input.userId))
    return held ? refreshExamGuide(held, unit) : saveKept(unit)
  }
  const title = unitTitleOrDefault(input.title, DEFAULT_COMBINED_TITLE)
  const combined = buildCombinedInput(title, guides)
  // Guides over the model's window are read in parts, up to the limit of one guide.
  const material = combined.guides.map((guide) => ({
    anchor: { kind: 'heading' as const, heading: guide.title },
    text: guide.content,
  }))
  const tooLong = checkSourceSize(material, { tooLong: 'combinedSourceTooLong' })
  if (tooLong) throw tooLong
  const content = await input.engine.generateCombinedGuide(combined, {
    onProgress: input.onProgress,
  })
  return saveKept({
    userId: input.userId,
    title,
    content,
    originalText: '',
    kind: 'combined',
    sourceGuideIds,
  })
}

async function saveKept(guide: NewGuide): Promise<StudyGuide> {
  const { work, guide: saved } = guideWork(guide)
  const outcome = await saveOrKeep(work)
  if (!outcome.saved) throw outcome.error
  return saved
}
