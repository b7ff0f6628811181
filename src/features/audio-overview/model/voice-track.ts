import type { AudioSpeaker } from '@/study-engine/types'

/** One line of an overview to be spoken. */
export interface SpokenLine {
  speaker: AudioSpeaker
  text: string
}

/**
 * What the player needs of a voice, whatever speaks: the provider's `/audio/speech` files or
 * the browser's speech synthesis. The player keeps the clock and the line; a track speaks one
 * line at a time and says when it is done.
 */
export interface VoiceTrack {
  /** Speaks line `index` from `offset` seconds (a track that cannot seek starts the line). */
  start(index: number, offset: number, rate: number): Promise<void>
  /** Stops speaking; `start` goes on later. */
  stop(): void
  /** Seconds into the line being spoken. */
  elapsed(): number
  setRate(rate: number): void
  dispose(): void
}

export interface TrackEvents {
  /** The line being spoken came to its end. */
  onLineEnd: () => void
  /** A line's real duration, once its audio is known. */
  onDuration: (index: number, seconds: number) => void
  /** Speaking failed (the provider refused, the browser could not play). */
  onError: (error: unknown) => void
}
