/**
 * Test helper (used by the *.test.ts files here): does a piece of engine output trace back to a
 * sentence of the source? Compares case- and whitespace-insensitively, with inline markdown gone.
 */
import { parseDocument } from './document'

export function plain(text: string): string {
  return text
    .replace(/(\*\*|__)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** The source sentences (as the engine splits them), lower-cased. */
export function sourceSentences(source: string): string[] {
  return parseDocument(source).sentences.map((s) => plain(s.text))
}

/** True when `piece` is part of one sentence of `source`. */
export function tracesToSource(piece: string, source: string): boolean {
  const needle = plain(piece).replace(/[.!?]+$/, '')
  if (!needle) return false
  return sourceSentences(source).some((sentence) => sentence.includes(needle))
}

/** True when `piece` is a whole sentence of the source. */
export function isSourceSentence(piece: string, source: string): boolean {
  const needle = plain(piece)
  return sourceSentences(source).some((sentence) => sentence === needle)
}
