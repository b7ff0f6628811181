import type { SourcePassage } from '@/lib/source'

/**
 * What a long-source run reports while it works (StreamCallOptions.onProgress), for a line such
 * as 'Reading part 3 of 12 (pages 13–18)', then 'Writing your guide' (progress-text.ts says it
 * in the student's language). Short material reports nothing: it is one request, as before.
 */
export type LongSourceProgress =
  | {
      phase: 'reading'
      /** Parts whose notes are written (a resumed run counts the ones kept from before). */
      done: number
      total: number
      /** The passages of the part being read next (its anchor range, e.g. pages 13–18). */
      part: readonly Pick<SourcePassage, 'file' | 'anchor'>[]
      /** Time left for the reading, from the pace so far; null before the first part ends. */
      etaMs: number | null
    }
  | { phase: 'condensing'; round: number; done: number; total: number; etaMs: number | null }
  | { phase: 'writing' }
