/**
 * What a practice exam found weakest, for /today: per guide, the terms of the sections scored
 * lowest. Their due cards come first in the day's deck until the next exam of that guide says
 * otherwise. Kept in this browser (the practice exam writes it, the planner reads it).
 */
import { readStoredJson, writeStoredJson } from '@/lib/stored-json'

const FOCUS_KEY = 'studywise.exam-focus'

export type ExamFocus = Record<string, readonly string[]>

export function readExamFocus(): ExamFocus {
  const value = readStoredJson(FOCUS_KEY)
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as ExamFocus)
    : {}
}

/**
 * The weakest terms of a guide's latest practice exam (none: nothing to bring forward), kept for
 * each of `guideIds`: the exam's guide and, for a unit or several guides, the guides it was made
 * from, whose sets /today studies.
 */
export function saveExamFocus(guideIds: readonly string[], terms: readonly string[]): void {
  const focus = { ...readExamFocus() }
  for (const guideId of guideIds) {
    if (terms.length === 0) delete focus[guideId]
    else focus[guideId] = terms
  }
  writeStoredJson(FOCUS_KEY, focus, 'the practice exam’s weakest sections')
}

/** Whether a card's text speaks of one of the terms (as a whole word, any case). */
export function mentionsAny(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase()
  return terms.some((term) => {
    const at = lower.indexOf(term.toLowerCase())
    if (at < 0) return false
    const before = lower[at - 1] ?? ' '
    const after = lower[at + term.length] ?? ' '
    return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)
  })
}
