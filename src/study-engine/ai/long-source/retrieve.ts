import type { SourcePassage } from '@/lib/source'
import { createBm25Index, type Bm25Index } from '@/study-engine/text/bm25'
import { contentTerms, stopWordsOf, tokenize } from '@/study-engine/text/tokens'
import { chunkSource, type SourceChunk } from './chunk-source'

/**
 * The tutor over a long source: BM25 over small pieces of the source finds the passages that
 * best match the question; as many as fit go into the prompt, in source order, under their
 * numbered tags ('[P3 | page 3]'), so the tutor can cite them.
 */

/** Small pieces, so the budget holds several places rather than one long stretch. */
const PIECE_TOKENS = 300
const CANDIDATES = 24

interface SourceIndex {
  pieces: SourceChunk[]
  index: Bm25Index
  stop: ReadonlySet<string>
}

const indexes = new WeakMap<readonly SourcePassage[], SourceIndex>()

function termsOf(text: string, stop: ReadonlySet<string>): string[] {
  return contentTerms(tokenize(text), stop)
}

function indexOf(source: readonly SourcePassage[]): SourceIndex {
  let entry = indexes.get(source)
  if (!entry) {
    const pieces = chunkSource(source, PIECE_TOKENS, true)
    const stop = stopWordsOf(
      pieces
        .slice(0, 20)
        .map((p) => p.text)
        .join('\n'),
    )
    const index = createBm25Index(pieces.map((piece) => termsOf(piece.text, stop)))
    entry = { pieces, index, stop }
    indexes.set(source, entry)
  }
  return entry
}

/** The best-matching pieces for `query` that fit `budget` tokens together, in source order. */
export function retrievePassages(
  source: readonly SourcePassage[],
  query: string,
  budget: number,
): SourceChunk[] {
  if (budget <= 0) return []
  const { pieces, index, stop } = indexOf(source)
  const hits = index.search(termsOf(query, stop), CANDIDATES)
  const chosen: number[] = []
  let used = 0
  for (const hit of hits) {
    const piece = pieces[hit.doc]
    if (!piece || used + piece.tokens + 1 > budget) continue
    chosen.push(hit.doc)
    used += piece.tokens + 1
  }
  return chosen.sort((a, b) => a - b).map((doc) => pieces[doc] as SourceChunk)
}
