import { findMarkers, type Marker } from './markers'

/**
 * What a tutor reply claims about the material: each marker with the words before it (back to
 * the previous marker or line break), each quotation the reply makes ("…", “…”, or a '> ' line,
 * as the offline tutor quotes), or, when it does neither, the reply as a whole.
 */

export interface ReplyClaim {
  text: string
  markers: Marker[]
  quote?: string
}

const QUOTATION = /“([^”\n]{12,})”|"([^"\n]{12,})"|^>[ \t]?(.+)$/gm

function quotationsIn(text: string, from: number, to: number) {
  const found: { start: number; end: number; quote: string }[] = []
  for (const match of text.slice(from, to).matchAll(QUOTATION)) {
    const quote = (match[1] ?? match[2] ?? match[3] ?? '').trim()
    if (quote)
      found.push({ start: from + match.index, end: from + match.index + match[0].length, quote })
  }
  return found
}

export function replyClaims(text: string, headings?: ReadonlySet<string>): ReplyClaim[] {
  const markers = findMarkers(text, headings)
  const claims: ReplyClaim[] = []
  const covered: [number, number][] = []
  let previousEnd = 0
  for (const marker of markers) {
    const lineStart = text.lastIndexOf('\n', marker.start - 1) + 1
    const from = Math.max(previousEnd, lineStart)
    const said = text.slice(from, marker.start).trim()
    const last = claims.at(-1)
    if (said === '' && last) {
      // '[P3][P7]', or a marker on a line of its own: it cites the words before it.
      last.markers.push(marker)
    } else {
      const quote = quotationsIn(text, from, marker.start).at(-1)?.quote
      claims.push({ text: said, markers: [marker], ...(quote ? { quote } : {}) })
    }
    covered.push([from, marker.end])
    previousEnd = marker.end
  }
  for (const quotation of quotationsIn(text, 0, text.length)) {
    if (covered.some(([s, e]) => quotation.start >= s && quotation.end <= e)) continue
    claims.push({ text: quotation.quote, markers: [], quote: quotation.quote })
  }
  if (claims.length === 0 && text.trim() !== '') claims.push({ text: text.trim(), markers: [] })
  return claims
}
