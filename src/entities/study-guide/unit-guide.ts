import type { CombinedGuideInput } from '@/study-engine/types'
import { bodyUnderTitle } from './body-under-title'
import type { StudyGuide } from './study-guide'

export const DEFAULT_UNIT_TITLE = 'Unit Study Guide'
export const DEFAULT_COMBINED_TITLE = 'Combined Study Guide'

const SEPARATOR = '\n\n---\n\n'

type Source = Pick<StudyGuide, 'title' | 'content' | 'originalText'>

/**
 * The contents concatenated under a heading of each title, with separators. A component that
 * opens with its own `# Title` line gets it once: the section heading is that title.
 */
export function buildUnitContent(guides: readonly Source[]): string {
  return guides
    .map((guide) => `# ${guide.title}\n\n${bodyUnderTitle(guide.content, guide.title).trim()}`)
    .join(SEPARATOR)
}

/** Each guide's original text (or its content when none) for the combined purpose. */
export function buildCombinedInput(title: string, guides: readonly Source[]): CombinedGuideInput {
  return {
    title,
    guides: guides.map((guide) => ({
      title: guide.title,
      content: guide.originalText.trim() !== '' ? guide.originalText : guide.content,
    })),
  }
}

/** A blank title falls back to the default of its kind. */
export function unitTitleOrDefault(title: string, fallback: string): string {
  const trimmed = title.trim()
  return trimmed === '' ? fallback : trimmed
}
