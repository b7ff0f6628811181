import type { MergeBoundary } from './merge-overlap'
import type { WorkerFailure } from '../worker-failure'

export type ToMediaWorker = { type: 'open'; file: File } | { type: 'pull' }

export interface ChunkMessage {
  type: 'chunk'
  index: number
  start: number
  end: number
  /** 16 kHz mono 16-bit WAV. */
  audio: Blob
  boundary?: MergeBoundary
}

export type FromMediaWorker =
  | { type: 'ready' }
  | { type: 'opened'; duration: number }
  | ChunkMessage
  | { type: 'end' }
  | ({ type: 'failed' } & WorkerFailure)
