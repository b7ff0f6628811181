/**
 * TextRank over sentences: a similarity graph (shared content words, normalised by length, as
 * in Mihalcea & Tarau 2004) ranked with PageRank. The graph is O(n²), so only the best
 * `maxCandidates` sentences by a cheap frequency score enter it; the rest rank below them.
 */

export interface TextRankOptions {
  maxCandidates?: number
  iterations?: number
  damping?: number
}

/**
 * @param docs content-word keys of each sentence; an empty array marks a sentence to skip.
 * @returns a score per sentence: candidates in (0, ∞), others below 0, skipped ones -Infinity.
 */
export function rankSentences(
  docs: readonly (readonly string[])[],
  options: TextRankOptions = {},
  /** Multiplier per sentence (position and definition priors); 1 when absent. */
  prior?: ArrayLike<number>,
): Float64Array {
  const { maxCandidates = 300, iterations = 40, damping = 0.85 } = options
  const n = docs.length
  const scores = new Float64Array(n).fill(Number.NEGATIVE_INFINITY)
  const termFrequency = new Map<string, number>()
  for (const doc of docs)
    for (const term of doc) termFrequency.set(term, (termFrequency.get(term) ?? 0) + 1)

  // Cheap score: how much of the text's frequent vocabulary a sentence carries.
  const cheap = new Float64Array(n)
  const live: number[] = []
  docs.forEach((doc, i) => {
    if (doc.length === 0) return
    let sum = 0
    for (const term of new Set(doc)) sum += Math.log1p(termFrequency.get(term) ?? 0)
    cheap[i] = sum / (1 + Math.log1p(doc.length))
    live.push(i)
  })
  const candidates = live
    .slice()
    .sort((a, b) => (cheap[b] as number) - (cheap[a] as number) || a - b)
    .slice(0, maxCandidates)
  const inGraph = new Set(candidates)
  const maxCheap = Math.max(1e-9, ...live.map((i) => cheap[i] as number))
  for (const i of live) if (!inGraph.has(i)) scores[i] = (cheap[i] as number) / maxCheap - 1.0001

  const m = candidates.length
  if (m === 0) return scores
  // Inverted index over the candidates so only sentence pairs that share a word are visited.
  const postings = new Map<string, number[]>()
  candidates.forEach((sentence, local) => {
    for (const term of new Set(docs[sentence])) {
      const list = postings.get(term)
      if (list) list.push(local)
      else postings.set(term, [local])
    }
  })
  const overlap = new Float64Array(m * m)
  for (const list of postings.values()) {
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const i = list[a] as number
        const j = list[b] as number
        overlap[i * m + j] = (overlap[i * m + j] as number) + 1
      }
  }
  const lengthNorm = candidates.map((s) => Math.log(2 + (docs[s]?.length ?? 0)))
  const weights = new Float64Array(m * m)
  const outSum = new Float64Array(m)
  for (let i = 0; i < m; i++)
    for (let j = i + 1; j < m; j++) {
      const shared = overlap[i * m + j] as number
      if (shared === 0) continue
      const w = shared / ((lengthNorm[i] as number) + (lengthNorm[j] as number))
      weights[i * m + j] = w
      weights[j * m + i] = w
      outSum[i] = (outSum[i] as number) + w
      outSum[j] = (outSum[j] as number) + w
    }

  let rank = new Float64Array(m).fill(1 / m)
  for (let iteration = 0; iteration < iterations; iteration++) {
    const next = new Float64Array(m).fill((1 - damping) / m)
    let dangling = 0
    for (let j = 0; j < m; j++) if (outSum[j] === 0) dangling += rank[j] as number
    for (let i = 0; i < m; i++) {
      let sum = dangling / m
      for (let j = 0; j < m; j++) {
        const w = weights[j * m + i] as number
        if (w !== 0) sum += ((rank[j] as number) * w) / (outSum[j] as number)
      }
      next[i] = (next[i] as number) + damping * sum
    }
    let delta = 0
    for (let i = 0; i < m; i++) delta += Math.abs((next[i] as number) - (rank[i] as number))
    rank = next
    if (delta < 1e-7) break
  }
  // A tiny cheap-score term breaks ties in graphs without edges (very short texts).
  candidates.forEach((sentence, local) => {
    const base = (rank[local] as number) * m + ((cheap[sentence] as number) / maxCheap) * 1e-3
    scores[sentence] = base * (prior?.[sentence] ?? 1)
  })
  return scores
}
