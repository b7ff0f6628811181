import type { SourcePassage } from '@/lib/source'
import { stripInline } from '@/study-engine/text/sentences'
import { STOP_WORDS } from '@/study-engine/text/stopwords'
import { contentTerms, detectLanguage, tokenize } from '@/study-engine/text/tokens'

/**
 * The material's topic of a passage's text: the heading line above it in the material, among the
 * guide's topics (its ### subsections, named by the material's headings). The heading of a
 * passage that starts mid-topic is the last one above it in the same file; a passage holding
 * several topics (a page) is split at their heading lines.
 */
interface Piece {
  heading: string | null
  text: string
}

/** 'Overview', '## Overview', '**Overview:**' all read as 'overview'. */
const headingKey = (line: string) =>
  stripInline(line.replace(/^\s*#{1,6}\s+/, ''))
    .replace(/[:.]\s*$/, '')
    .trim()
    .toLowerCase()

export function passageTopics(
  source: readonly SourcePassage[],
  headings: readonly string[],
): Piece[][] {
  const byKey = new Map(headings.map((heading) => [headingKey(heading), heading]))
  let current: string | null = null
  let file: string | undefined
  return source.map((passage) => {
    if (passage.file !== file) [current, file] = [null, passage.file]
    const pieces: { heading: string | null; lines: string[] }[] = [{ heading: current, lines: [] }]
    for (const line of passage.text.split('\n')) {
      const heading = byKey.get(headingKey(line))
      if (heading === undefined) pieces[pieces.length - 1]?.lines.push(line)
      else {
        current = heading
        pieces.push({ heading, lines: [] })
      }
    }
    return pieces
      .map((piece) => ({ heading: piece.heading, text: piece.lines.join('\n').trim() }))
      .filter((piece) => piece.text !== '')
  })
}

/** The topic of the piece of a passage that shares the most words with `claim` (the earlier on a tie). */
export function topicOfClaim(pieces: readonly Piece[], claim: string): string | null {
  const stop = STOP_WORDS[detectLanguage(claim).lang]
  const words = new Set(contentTerms(tokenize(claim), stop))
  let best: Piece | null = null
  let bestShared = -1
  for (const piece of pieces) {
    const shared = contentTerms(tokenize(piece.text), stop).filter((word) => words.has(word))
    const count = new Set(shared).size
    if (count > bestShared) [best, bestShared] = [piece, count]
  }
  return best?.heading ?? null
}
