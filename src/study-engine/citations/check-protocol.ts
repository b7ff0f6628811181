import type { SourcePassage } from '@/lib/source'
import type { Citation } from '@/lib/citation'
import type { CitedGuide, CitedReply, ClaimedItem } from './check'
import type { CiteOptions } from './verify'

/** Messages between the page and the citation worker (check.worker.ts). */

export type CheckJob =
  | { kind: 'items'; items: ClaimedItem[]; options: CiteOptions }
  | { kind: 'guide'; markdown: string }
  | { kind: 'reply'; text: string }

export interface CheckResults {
  items: Citation[][]
  guide: CitedGuide
  reply: CitedReply
}

export interface ToCheckWorker {
  id: number
  /** Names the source; its passages are sent only the first time, and the worker keeps them. */
  sourceId: number
  source?: SourcePassage[]
  job: CheckJob
}

export type FromCheckWorker =
  | { id: number; ok: true; result: CheckResults[CheckJob['kind']] }
  | { id: number; ok: false; message: string }
