import type { Transcription } from '@/lib/ai/transcription-client'

/**
 * A chunk's transcript as words at times in the whole recording: the provider's word times
 * when it gives them, else its segments' times spread over their words, else the chunk's span
 * spread over its words (the provider gave no times: such words are anchored by the chunk's start).
 */

export interface TimedWord {
  text: string
  /** Seconds from the start of the recording. */
  start: number
}

export interface ChunkWords {
  words: TimedWord[]
  /** False when the provider gave no timestamps. */
  timed: boolean
}

const tokens = (text: string) => text.split(/\s+/).filter((token) => token !== '')

/** `text`'s words spread evenly over [start, end). */
function spread(text: string, start: number, end: number): TimedWord[] {
  const parts = tokens(text)
  const step = parts.length > 0 ? Math.max(0, end - start) / parts.length : 0
  return parts.map((part, index) => ({ text: part, start: start + index * step }))
}

export function chunkWords(
  transcription: Transcription,
  chunk: { start: number; end: number },
): ChunkWords {
  const at = (seconds: number) => chunk.start + Math.max(0, seconds)
  // Word lists lack the punctuation the segments carry: the segments' text is kept, timed by
  // the words where both are there.
  if (transcription.segments) {
    const words = transcription.segments.flatMap((segment) =>
      spread(segment.text, at(segment.start), at(segment.end)),
    )
    return { words: retimed(words, transcription.words, at), timed: true }
  }
  if (transcription.words) {
    const words = transcription.words.flatMap((word) =>
      tokens(word.text).map((text) => ({ text, start: at(word.start) })),
    )
    return { words, timed: true }
  }
  return { words: spread(transcription.text, chunk.start, chunk.end), timed: false }
}

export function normalWord(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, '')
}

/** Segment words given the times of the provider's words, where the two lists agree word for word. */
function retimed(
  words: TimedWord[],
  providerWords: Transcription['words'],
  at: (seconds: number) => number,
): TimedWord[] {
  if (!providerWords) return words
  const plain = providerWords.flatMap((word) =>
    tokens(word.text).map((text) => ({ text, start: at(word.start) })),
  )
  if (plain.length !== words.length) return words
  const agree = plain.every((word, i) => normalWord(word.text) === normalWord(words[i]?.text ?? ''))
  return agree ? words.map((word, i) => ({ ...word, start: plain[i]?.start ?? word.start })) : words
}
