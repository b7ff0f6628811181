import type { SourcePassage } from '@/lib/source'
import { chunkSource, type SourceChunk } from './chunk-source'

/**
 * Quiz and flashcards over a source larger than the window: passages drawn evenly from the
 * beginning, middle and end (stratified by position) up to the budget, so questions cover the
 * whole material rather than its first pages. Deterministic: the same source gives the same pick.
 */

/** Enough separate picks to cover the material; small enough that each is still readable. */
const PICKS = 12
const MIN_PIECE_TOKENS = 150

/** `count` indices out of `total`, one from the middle of each of `count` equal strata. */
export function stratifiedIndices(total: number, count: number): number[] {
  if (count >= total) return Array.from({ length: total }, (_, index) => index)
  return Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * total) / count))
}

export function spreadSelect(
  passages: readonly SourcePassage[],
  budget: number,
  numbered = false,
): SourceChunk[] {
  const pieceBudget = Math.max(MIN_PIECE_TOKENS, Math.floor(budget / PICKS))
  const pieces = chunkSource(passages, pieceBudget, numbered)
  // Each join costs ~1 token ("\n\n").
  const cost = (chosen: SourceChunk[]) => chosen.reduce((sum, piece) => sum + piece.tokens + 1, 0)
  let count = Math.min(pieces.length, Math.max(1, Math.ceil(budget / pieceBudget)))
  for (; count > 0; count--) {
    const chosen = stratifiedIndices(pieces.length, count).map(
      (index) => pieces[index] as SourceChunk,
    )
    if (cost(chosen) <= budget) return chosen
  }
  return []
}

/** The picks as the prompt's material: tagged passages ('[P3 | page 3]' if numbered), in order. */
export function spreadText(
  passages: readonly SourcePassage[],
  budget: number,
  numbered = false,
): string {
  return spreadSelect(passages, budget, numbered)
    .map((piece) => piece.text)
    .join('\n\n')
}
