/** Okapi BM25 over small documents (the guide's sentences), for the tutor and explanations. */

export interface Bm25Index {
  /** Scores of every document for the query terms, best first; only positive scores. */
  search(
    queryTerms: readonly string[],
    limit: number,
    weights?: ReadonlyMap<string, number>,
  ): { doc: number; score: number }[]
}

export function createBm25Index(
  docs: readonly (readonly string[])[],
  k1 = 1.2,
  b = 0.75,
): Bm25Index {
  const n = docs.length
  const lengths = docs.map((d) => d.length)
  const avgLength = lengths.reduce((a, c) => a + c, 0) / Math.max(1, n)
  const postings = new Map<string, Map<number, number>>()
  docs.forEach((doc, i) => {
    for (const term of doc) {
      let list = postings.get(term)
      if (!list) postings.set(term, (list = new Map()))
      list.set(i, (list.get(i) ?? 0) + 1)
    }
  })

  return {
    search(queryTerms, limit, weights) {
      const scores = new Map<number, number>()
      for (const term of new Set(queryTerms)) {
        const list = postings.get(term)
        if (!list) continue
        const idf = Math.log(1 + (n - list.size + 0.5) / (list.size + 0.5))
        const weight = weights?.get(term) ?? 1
        for (const [doc, tf] of list) {
          const norm = tf + k1 * (1 - b + (b * (lengths[doc] as number)) / (avgLength || 1))
          scores.set(doc, (scores.get(doc) ?? 0) + weight * idf * ((tf * (k1 + 1)) / norm))
        }
      }
      return [...scores]
        .filter(([, score]) => score > 0)
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit)
        .map(([doc, score]) => ({ doc, score }))
    },
  }
}
