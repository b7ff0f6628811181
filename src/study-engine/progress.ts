/**
 * What a long-source run reports while it works (StreamCallOptions.onProgress), for a line such
 * as 'Reading part 3 of 12 (pages 13–18)', then 'Writing your guide'. Short material reports
 * nothing: it is one request, as before.
 */
export type LongSourceProgress =
  | {
      phase: 'reading'
      /** Parts whose notes are written (a resumed run counts the ones kept from before). */
      done: number
      total: number
      /** The part being read next: its anchor range, e.g. 'pages 13–18'. */
      partLabel: string
      /** Time left for the reading, from the pace so far; null before the first part ends. */
      etaMs: number | null
    }
  | { phase: 'condensing'; round: number; done: number; total: number; etaMs: number | null }
  | { phase: 'writing' }

export function progressMessage(event: LongSourceProgress): string {
  switch (event.phase) {
    case 'reading': {
      const part = Math.min(event.done + 1, event.total)
      const where = event.partLabel ? ` (${event.partLabel})` : ''
      return `Reading part ${part} of ${event.total}${where}`
    }
    case 'condensing':
      return `Condensing the notes (${event.done} of ${event.total})`
    case 'writing':
      return 'Writing your guide'
  }
}
