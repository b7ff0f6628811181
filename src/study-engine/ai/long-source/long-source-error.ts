import { AppError } from '@/lib/errors'

/**
 * Some parts of a long source could not be read even after the client's retries. The notes of
 * the other parts are kept by the engine: calling the same engine method again with the same
 * input reads only the failed parts, then writes the guide.
 */
export class LongSourceError extends AppError {
  /** Anchor ranges of the parts that failed, e.g. ['pages 13–18']. */
  readonly failedParts: string[]
  readonly doneParts: number
  readonly totalParts: number

  constructor(failedParts: string[], doneParts: number, totalParts: number, cause?: unknown) {
    super('ai', `Could not read ${listLabels(failedParts)}.`, {
      cause,
      code: 'long_source_incomplete',
    })
    this.name = 'LongSourceError'
    this.failedParts = failedParts
    this.doneParts = doneParts
    this.totalParts = totalParts
  }
}

function listLabels(labels: string[]): string {
  if (labels.length > 3)
    return `${labels.slice(0, 2).join(', ')} and ${labels.length - 2} other parts`
  if (labels.length <= 1) return labels[0] ?? 'a part of the material'
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`
}

export function isLongSourceError(error: unknown): error is LongSourceError {
  return error instanceof LongSourceError
}
