import { MAX_STUDY_SET_JSON_BYTES } from '@/config/limits'
import { messages } from '@/lib/errors'

/**
 * Sizes measured the way the database measures them, so a limit checked in the browser and the
 * check constraint behind it agree (migrations 20261123100000 and 20261124110000).
 */

/**
 * Characters as Postgres's char_length counts them (code points): an emoji is one character
 * here, though JavaScript's `length` says two.
 */
export function charCount(text: string): number {
  let count = text.length
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code < 0xd800 || code > 0xdbff) continue
    const next = text.charCodeAt(index + 1)
    if (next >= 0xdc00 && next <= 0xdfff) {
      count -= 1
      index += 1
    }
  }
  return count
}

/**
 * UTF-8 bytes of a value as JSON. The database measures its own text of the value (jsonb::text,
 * a space after each ',' and ':'), a little more; its refusal shows the same message.
 */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length
}

/** The ', ' and ': ' spaces jsonb::text writes into a value's JSON. */
function jsonbSpaces(value: unknown): number {
  if (Array.isArray(value))
    return (
      Math.max(value.length - 1, 0) +
      value.reduce((sum: number, item) => sum + jsonbSpaces(item), 0)
    )
  if (value === null || typeof value !== 'object') return 0
  const entries = Object.values(value).filter((item) => item !== undefined)
  // One after each key's colon and one after each comma between entries.
  return (
    entries.length * 2 -
    (entries.length > 0 ? 1 : 0) +
    entries.reduce((sum: number, item) => sum + jsonbSpaces(item), 0)
  )
}

/**
 * UTF-8 bytes of a value's JSON as the database measures it (octet_length(value::text)): its
 * JSON with a space after each ',' and ':'. For splitting work near the limit, where
 * jsonByteLength's shortfall (a few bytes per item) adds up over thousands of items.
 */
export function jsonbTextBytes(value: unknown): number {
  return jsonByteLength(value) + jsonbSpaces(value)
}

/** Whether a quiz's questions or a flashcard set's cards fit what one saved row may hold. */
export function fitsStudySet(items: readonly unknown[], maxItems: number): boolean {
  return items.length <= maxItems && jsonByteLength(items) <= MAX_STUDY_SET_JSON_BYTES
}

/** The check constraint a Postgres refusal names (code 23514), if any. */
export function violatedConstraint(error: { code?: string; message?: string } | null): string {
  if (error?.code !== '23514') return ''
  return /violates check constraint "([^"]+)"/.exec(error.message ?? '')?.[1] ?? ''
}

/**
 * The student's message for a database limit the app cannot always check first (how many rows
 * an account holds, a title made from a guide's), by the constraint the refusal names; '' when
 * the constraint is not one of them.
 */
const LIMIT_MESSAGES: Record<string, string> = {
  study_guides_per_user_quota: messages.tooManyGuides,
  exam_guides_per_user_quota: messages.tooManyExamGuides,
  flashcard_sets_per_guide_quota: messages.tooManySets,
  quizzes_per_guide_quota: messages.tooManyQuizzes,
  flashcard_sets_title_limit: messages.studySetTitleTooLong,
  quizzes_title_limit: messages.studySetTitleTooLong,
}

export function limitMessage(error: { code?: string; message?: string } | null): string {
  return LIMIT_MESSAGES[violatedConstraint(error)] ?? ''
}
