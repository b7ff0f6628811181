const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where a model's quoted words occur in a passage (case and spacing aside), preferring an
 * occurrence inside the given ranges; the longest piece of a quote cut with an ellipsis. Null
 * when the words are not there.
 */
export function locateQuoted(
  text: string,
  quoted: string,
  within: readonly (readonly [number, number])[],
): [number, number] | null {
  const piece = quoted
    .split(/\.{3,}|…/)
    .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '')
  if (piece === '') return null
  const pattern = new RegExp(piece.split(/\s+/).map(escapeRegExp).join('\\s+'), 'giu')
  const hits = [...text.matchAll(pattern)].map((hit): [number, number] => [
    hit.index,
    hit.index + hit[0].length,
  ])
  return (
    hits.find(([start, end]) => within.some(([s, e]) => start < e && end > s)) ?? hits[0] ?? null
  )
}
