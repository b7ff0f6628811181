import { AppError } from '@/lib/errors'
import { rangeLabel, type Where } from './anchor-range'

/**
 * Some parts of a long source could not be read even after the client's retries. The notes of
 * the other parts are kept by the engine: calling the same engine method again with the same
 * input reads only the failed parts, then writes the guide. `message` is the English
 * ('Could not read pages 13–18.'); `unreadParts` let a screen say it in the student's language
 * (study-engine/progress-text.ts).
 */
export class LongSourceError extends AppError {
  /** Where each part that failed starts and ends: its first and last passage. */
  readonly unreadParts: readonly (readonly Where[])[]
  readonly doneParts: number
  readonly totalParts: number

  constructor(
    failedParts: readonly (readonly Where[])[],
    doneParts: number,
    totalParts: number,
    cause?: unknown,
  ) {
    super('ai', `Could not read ${listLabels(failedParts.map(rangeLabel))}.`, {
      cause,
      code: 'long_source_incomplete',
    })
    this.name = 'LongSourceError'
    this.unreadParts = failedParts.map((part) => [part[0], part.at(-1)].flatMap(whereOf))
    this.doneParts = doneParts
    this.totalParts = totalParts
  }
}

/** A passage's place alone (its text is not kept with the error). */
const whereOf = (passage: Where | undefined): Where[] =>
  passage ? [{ file: passage.file, anchor: passage.anchor }] : []

function listLabels(labels: string[]): string {
  if (labels.length > 3)
    return `${labels.slice(0, 2).join(', ')} and ${labels.length - 2} other parts`
  if (labels.length <= 1) return labels[0] ?? 'a part of the material'
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`
}

export function isLongSourceError(error: unknown): error is LongSourceError {
  return error instanceof LongSourceError
}
