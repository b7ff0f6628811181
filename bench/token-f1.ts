/**
 * Token F1 of a text against a reference text: words (letters and digits, NFKC-normalised so a
 * ligature glyph counts as its letters, lower-cased) compared as multisets, so the order of
 * columns or lines does not count, only words lost, split, joined or invented.
 */
export function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

export function tokenF1(candidate: string, reference: string): number {
  const wanted = new Map<string, number>()
  const referenceTokens = tokens(reference)
  for (const token of referenceTokens) wanted.set(token, (wanted.get(token) ?? 0) + 1)
  const candidateTokens = tokens(candidate)
  let overlap = 0
  for (const token of candidateTokens) {
    const left = wanted.get(token) ?? 0
    if (left > 0) {
      overlap += 1
      wanted.set(token, left - 1)
    }
  }
  if (overlap === 0) return 0
  const precision = overlap / candidateTokens.length
  const recall = overlap / referenceTokens.length
  return (2 * precision * recall) / (precision + recall)
}
