/**
 * A passage with its supporting sentences (or, for a passage that says otherwise, its
 * conflicting words) in <mark>. The ranges come from the citation check;
 * ranges outside the text (a source changed since) are dropped rather than shown wrongly.
 */

interface Piece {
  text: string
  marked: boolean
}

export function markedPieces(text: string, marks: readonly (readonly [number, number])[]): Piece[] {
  const ranges = marks
    .filter(([start, end]) => start >= 0 && end > start && end <= text.length)
    .map(([start, end]) => [start, end] as [number, number])
    .sort((a, b) => a[0] - b[0])
  const pieces: Piece[] = []
  let at = 0
  for (const [start, end] of ranges) {
    const from = Math.max(start, at)
    if (end <= from) continue
    if (from > at) pieces.push({ text: text.slice(at, from), marked: false })
    pieces.push({ text: text.slice(from, end), marked: true })
    at = end
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false })
  return pieces
}

/** The first highlight is scrolled into the middle of the viewer. */
function showFirst(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'center' })
}

export function MarkedPassage({
  text,
  marks,
  tone = 'support',
}: {
  text: string
  marks: readonly (readonly [number, number])[]
  tone?: 'support' | 'conflict'
}) {
  const pieces = markedPieces(text, marks)
  const first = pieces.findIndex((piece) => piece.marked)
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark
            key={index}
            ref={index === first ? showFirst : undefined}
            className={
              tone === 'conflict'
                ? 'rounded bg-rose-200 px-0.5 text-slate-900 underline decoration-rose-700 decoration-wavy'
                : 'rounded bg-yellow-200 px-0.5 text-slate-900'
            }
          >
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  )
}
