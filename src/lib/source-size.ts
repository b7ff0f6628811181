import { MAX_SOURCE_CHARS } from '@/config/limits'
import { AppError, messages } from '@/lib/errors'
import { sourceCharCount, type SourcePassage } from '@/lib/source'

/**
 * The size check run before any request: material over MAX_SOURCE_CHARS gets a message naming
 * its size and the limit, and the caller keeps the student's files. The database enforces the
 * same limit on the saved source (study_guide_sources), counting the same way.
 */
export function checkSourceSize(
  passages: readonly SourcePassage[],
  tooLong: (size: number) => string = messages.sourceTooLong,
): AppError | null {
  const size = sourceCharCount(passages)
  if (size <= MAX_SOURCE_CHARS) return null
  return new AppError('validation', tooLong(size))
}
