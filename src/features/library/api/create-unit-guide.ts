import { guideWork } from '@/entities/study-guide/guide-work'
import { fetchGuidesByIds, type NewGuide } from '@/entities/study-guide/guides-api'
import type { StudyGuide } from '@/entities/study-guide/study-guide'
import { saveOrKeep } from '@/entities/unsaved-work/unsaved-work'
import type { StudyEngine } from '@/lib/study-engine/types'
import { AppError } from '@/lib/errors'
import {
  buildCombinedInput,
  buildUnitContent,
  DEFAULT_COMBINED_TITLE,
  DEFAULT_UNIT_TITLE,
  unitTitleOrDefault,
} from '../model/unit-guide'
import { MIN_GUIDES_TO_COMBINE } from '@/config/limits'

export type UnitMode = 'unit' | 'combined'

export interface CreateUnitGuideInput {
  userId: string
  mode: UnitMode
  title: string
  /** The selected guides, in selection order. */
  guideIds: readonly string[]
  engine: StudyEngine
}

/**
 * Spec section 7: a unit guide concatenates the chosen guides' contents under their titles; a
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
    throw new AppError('validation', `Select at least ${MIN_GUIDES_TO_COMBINE} guides to combine.`)
  }
  const sourceGuideIds = guides.map((guide) => guide.id)
  if (input.mode === 'unit') {
    const title = unitTitleOrDefault(input.title, DEFAULT_UNIT_TITLE)
    return saveKept({
      userId: input.userId,
      title,
      content: buildUnitContent(guides),
      originalText: '',
      kind: 'unit',
      sourceGuideIds,
    })
  }
  const title = unitTitleOrDefault(input.title, DEFAULT_COMBINED_TITLE)
  const content = await input.engine.generateCombinedGuide(buildCombinedInput(title, guides))
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
