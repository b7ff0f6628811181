import type { WorkerFailure } from '@/lib/extract/worker-failure'
import type { ImportedCards } from './imported-cards'
import type { AnkiDeckSpec } from './write-apkg'

/** Messages between anki-in-worker.ts (the page) and anki.worker.ts. */

export type AnkiJob =
  { kind: 'export'; spec: AnkiDeckSpec } | { kind: 'import'; bytes: Uint8Array; fileName: string }

export interface AnkiResults {
  export: Uint8Array<ArrayBuffer>
  import: ImportedCards
}

export type FromAnkiWorker =
  | { type: 'ready' }
  | { type: 'done'; result: AnkiResults[AnkiJob['kind']] }
  | ({ type: 'failed' } & WorkerFailure)
