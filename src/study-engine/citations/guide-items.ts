import { findMarkers, stripMarkers } from './markers'
import type { Marker } from './markers'

/**
 * The points of a study guide that carry citations: every list item and paragraph of
 * Key Concepts, Definitions and Explanations — the guide's second to fourth '## ' sections, in
 * whatever language their headings are — and any other point the model cited.
 */

export interface GuidePoint {
  /** The point's markdown without its markers. */
  text: string
  /** Its markers, in order. */
  markers: Marker[]
  /** In Key Concepts, Definitions or Explanations. */
  inCitedSection: boolean
}

const CITED_SECTIONS = new Set([1, 2, 3])
const CITED_NAMES = /^(key concepts|definitions|explanations)$/i
const H2 = /^##(?!#)\s+(.*)$/
const HEADING = /^#{1,6}\s/
const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d{1,3}[.)])\s+/
const FENCE = /^\s{0,3}(```|~~~)/

/** Guide markdown → its points, with the markers each carries. */
export function guidePoints(markdown: string, headings?: ReadonlySet<string>): GuidePoint[] {
  const points: GuidePoint[] = []
  // English headings are found by name; translated ones by their place.
  const byName = markdown
    .split('\n')
    .some((line) => CITED_NAMES.test(H2.exec(line)?.[1]?.trim() ?? ''))
  let section = -1
  let cited = false
  let current: string[] = []
  let inFence = false
  const flush = () => {
    const raw = current.join('\n').replace(LIST_ITEM, '')
    current = []
    const markers = findMarkers(raw, headings)
    const text = stripMarkers(raw, markers).trim()
    const inCitedSection = cited
    if (text === '' && markers.length > 0 && points.length > 0) {
      // A marker on a line of its own belongs to the point above it.
      points[points.length - 1]?.markers.push(...markers)
      return
    }
    if (text !== '') points.push({ text, markers, inCitedSection })
  }
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) {
      flush()
      inFence = !inFence
      continue
    }
    if (inFence) continue
    const h2 = H2.exec(line)
    if (h2) {
      flush()
      section += 1
      cited = byName
        ? CITED_NAMES.test(stripMarkers(h2[1] ?? '').trim())
        : CITED_SECTIONS.has(section)
      continue
    }
    if (HEADING.test(line) || line.trim() === '') {
      flush()
      continue
    }
    if (LIST_ITEM.test(line)) flush()
    current.push(line)
  }
  flush()
  return points
}
