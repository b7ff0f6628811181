import type { MergeBoundary } from './merge-overlap'

/**
 * 16 kHz mono audio cut into chunks for the provider: each at most `maxSeconds` (16-bit WAV of
 * 300 s is 9.6 MB, well under the 25 MB a request may carry), cut at the quietest moment of its
 * last `searchSeconds`, and holding `overlapSeconds` past the cut, which the next chunk holds too
 * (so a word the cut would split is heard whole by one of them; merge-overlap.ts keeps it once).
 * Only the current chunk is held: memory stays one chunk, whatever the recording's length.
 */

export interface ChunkerOptions {
  sampleRate: number
  maxSeconds: number
  searchSeconds: number
  overlapSeconds: number
}

export const CHUNK_DEFAULTS: ChunkerOptions = {
  sampleRate: 16_000,
  maxSeconds: 300,
  searchSeconds: 60,
  overlapSeconds: 1.5,
}

export interface PcmChunk {
  index: number
  /** Seconds in the recording. */
  start: number
  end: number
  samples: Int16Array
  boundary?: MergeBoundary
}

/** Energy is compared over windows of this many seconds, in steps of a tenth of that. */
const QUIET_WINDOW_SECONDS = 0.3

/** The sample index in [from, to) where a window of the least energy is centred. */
export function quietestPoint(samples: Int16Array, from: number, to: number, rate: number): number {
  const window = Math.max(1, Math.round(QUIET_WINDOW_SECONDS * rate))
  const hop = Math.max(1, Math.round(window / 10))
  let best = Math.round((from + to) / 2)
  let bestEnergy = Infinity
  for (let at = from; at + window <= to; at += hop) {
    let energy = 0
    for (let i = at; i < at + window; i += 4) {
      const x = samples[i] as number
      energy += x * x
    }
    if (energy < bestEnergy) {
      bestEnergy = energy
      best = at + Math.floor(window / 2)
    }
  }
  return best
}

export class Chunker {
  private readonly options: ChunkerOptions
  private buffer: Int16Array
  private length = 0
  /** Sample index in the recording of buffer[0]. */
  private offset = 0
  private index = 0
  private boundary: MergeBoundary | undefined

  constructor(options: Partial<ChunkerOptions> = {}) {
    this.options = { ...CHUNK_DEFAULTS, ...options }
    this.buffer = new Int16Array(Math.ceil(this.options.maxSeconds * this.options.sampleRate))
  }

  /** Adds mono samples (−1…1); returns the chunks they complete. */
  push(samples: Float32Array): PcmChunk[] {
    const chunks: PcmChunk[] = []
    let at = 0
    while (at < samples.length) {
      const room = this.buffer.length - this.length
      const take = Math.min(room, samples.length - at)
      for (let i = 0; i < take; i++) {
        const x = samples[at + i] as number
        this.buffer[this.length + i] = x >= 1 ? 32767 : x <= -1 ? -32768 : Math.round(x * 32767)
      }
      this.length += take
      at += take
      if (this.length === this.buffer.length) chunks.push(this.cut())
    }
    return chunks
  }

  /** The last chunk (none when nothing new was heard since the last cut). */
  finish(): PcmChunk[] {
    const overlap = Math.round(this.options.overlapSeconds * this.options.sampleRate)
    if (this.length <= (this.index === 0 ? 0 : overlap * 2)) return []
    return [this.emit(this.length)]
  }

  private cut(): PcmChunk {
    const { sampleRate, searchSeconds, overlapSeconds } = this.options
    const overlap = Math.round(overlapSeconds * sampleRate)
    const from = Math.max(overlap * 2, this.length - Math.round(searchSeconds * sampleRate))
    const cut = quietestPoint(this.buffer, from, this.length - overlap, sampleRate)
    const chunk = this.emit(cut + overlap)
    // The next chunk starts `overlap` before the cut.
    const keepFrom = cut - overlap
    this.buffer.copyWithin(0, keepFrom, this.length)
    this.length -= keepFrom
    this.offset += keepFrom
    this.boundary = { cut: (this.offset + overlap) / sampleRate, overlap: overlapSeconds }
    return chunk
  }

  private emit(end: number): PcmChunk {
    const rate = this.options.sampleRate
    const chunk: PcmChunk = {
      index: this.index++,
      start: this.offset / rate,
      end: (this.offset + end) / rate,
      samples: this.buffer.slice(0, end),
      ...(this.boundary ? { boundary: this.boundary } : {}),
    }
    return chunk
  }
}

/** 16-bit mono PCM as a WAV file. */
export function wavBytes(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2)
  const view = new DataView(bytes.buffer)
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples.length * 2, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, samples.length * 2, true)
  new Int16Array(bytes.buffer, 44).set(samples)
  return bytes
}
