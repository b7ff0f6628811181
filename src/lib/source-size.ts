import { MAX_SOURCE_CHARS } from '@/config/limits'
import { specError, type AppError } from '@/lib/errors'
import { sourceCharCount, type SourcePassage } from '@/lib/source'
import { charCount } from '@/lib/stored-size'

/**
 * The size check run before any request: material over MAX_SOURCE_CHARS gets a message naming
 * its size and the limit, and the caller keeps the student's files. The database enforces the
 * same limit on the saved source (study_guide_sources, counting the passages) and on the guide's
 * original text (the material as one text, with the file names and slide labels the passages
 * leave out), counting the same way; the larger count is the material's size.
 */
export interface SizeCheckOptions {
  /** The material as one text, when it is saved as such too (the guide's original text). */
  text?: string
  /** The message for a size over the limit (default: the upload's). */
  tooLong?: 'sourceTooLong' | 'combinedSourceTooLong'
}

export function checkSourceSize(
  passages: readonly SourcePassage[],
  { text = '', tooLong = 'sourceTooLong' }: SizeCheckOptions = {},
): AppError | null {
  const size = Math.max(sourceCharCount(passages), charCount(text))
  if (size <= MAX_SOURCE_CHARS) return null
  return specError('validation', tooLong, [size])
}
