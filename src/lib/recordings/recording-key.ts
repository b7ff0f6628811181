import type { SourcePassage } from '@/lib/source'

/**
 * Which kept recording a transcript was made from. A guide's source holds the transcript, not
 * the sound, and a recording is kept before its guide exists, so the key is the transcript itself:
 * a hash of its time-anchored passages (their moments and words). The same passages come back
 * from the database after a reload, so the same key finds the file.
 */
export function recordingKey(passages: readonly SourcePassage[]): string | null {
  const timed = passages.filter((passage) => passage.anchor.kind === 'time')
  if (timed.length === 0) return null
  const text = timed
    .map((passage) => {
      const seconds = passage.anchor.kind === 'time' ? Math.floor(passage.anchor.seconds) : 0
      return `${seconds}\u0001${passage.text.replace(/\s+/g, ' ').trim()}`
    })
    .join('\u0002')
  return `t${timed.length}-${hash53(text).toString(36)}`
}

/**
 * The passages of one file of a guide's source: the guide may join several files, and each
 * file's passages carry its name (none when there is one file).
 */
export function passagesOfFile(
  passages: readonly SourcePassage[],
  file: string | undefined,
): SourcePassage[] {
  return passages.filter((passage) => passage.file === file)
}

/** A 53-bit string hash (cyrb53): two 32-bit lanes mixed, enough to tell transcripts apart. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}
