import { SPEECH_VOICES, type SpeechClient } from '@/lib/ai/speech-client'
import type { SpokenLine } from './voice-track'

/** Lines spoken by the provider at once, at most: ahead of playing, or for a download. */
export const LINES_IN_FLIGHT = 4

/**
 * The provider's audio of each line of an overview, asked for once and kept for the page's life
 * (the player and 'Download audio' share it: a line played is not asked for again to be saved).
 */
export interface SpeechClips {
  readonly count: number
  /** Line `index` spoken (asked for now, unless it is already made or on its way). */
  clip(index: number): Promise<Blob>
  /** Every line, LINES_IN_FLIGHT at a time, in order; `onMade` counts them as they come. */
  all(onMade?: (made: number) => void): Promise<Blob[]>
  /** Stops what is on its way; clips asked for later fail. */
  dispose(): void
  readonly signal: AbortSignal
}

export function createSpeechClips(client: SpeechClient, lines: readonly SpokenLine[]): SpeechClips {
  const made = new Map<number, Promise<Blob>>()
  const controller = new AbortController()

  function clip(index: number): Promise<Blob> {
    let blob = made.get(index)
    if (!blob) {
      const line = lines[index]
      if (!line) return Promise.reject(new RangeError(`No line ${index}`))
      blob = client.speak(line.text, SPEECH_VOICES[line.speaker], controller.signal)
      blob.catch(() => made.delete(index))
      made.set(index, blob)
    }
    return blob
  }

  async function all(onMade?: (made: number) => void): Promise<Blob[]> {
    const blobs: Blob[] = new Array<Blob>(lines.length)
    let next = 0
    let done = 0
    async function worker() {
      while (next < lines.length) {
        const index = next++
        blobs[index] = await clip(index)
        onMade?.(++done)
      }
    }
    await Promise.all(Array.from({ length: Math.min(LINES_IN_FLIGHT, lines.length) }, worker))
    return blobs
  }

  return {
    count: lines.length,
    clip,
    all,
    dispose: () => controller.abort(),
    signal: controller.signal,
  }
}
