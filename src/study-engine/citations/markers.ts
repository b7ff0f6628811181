import { timestamp, type SourceAnchor, type SourcePassage } from '@/lib/source'

/**
 * Passage markers in model output. Prompts number the passages ('[P3 | page 3]' above each
 * one) and ask for '[P3]' after every point; models also write '[P3, P7]', '[P3][P7]', '(P3)',
 * '【P3】', '[Passage 3]', '[P3 | page 3]', '[page 12]', '[pp. 3–4]' or '[biology.pdf, page 12]'
 * (the tags of long-document notes), a heading's name for Markdown and Word files, and a
 * transcript's moment ('[12:34]', '[00:12:34]') where the source has a passage there. Anything
 * else in brackets — a link, a footnote '[3]', a checkbox — is left alone.
 */

export type PassageRef =
  | { kind: 'number'; n: number }
  | { kind: 'anchor'; anchor: Exclude<SourceAnchor, { kind: 'heading' }>; file?: string }
  | { kind: 'heading'; heading: string }

export interface Marker {
  start: number
  end: number
  refs: PassageRef[]
}

/** The tag above passage `index` in a prompt: '[P3 | page 3]'. */
export function passageTag(index: number, label: string): string {
  return `[P${index + 1} | ${label}]`
}

/** How an item cites passage `index`: '[P3]'. */
export function citeMarker(index: number): string {
  return `[P${index + 1}]`
}

/** A range in a marker is expanded, up to this many passages ('[P3–P40]' is not a citation). */
const MAX_RANGE = 12

const NUMBERED = /^(?:p|passages?|§)\s*(\d{1,6})(?:\s*[-–—]\s*(?:p|passages?)?\s*(\d{1,6}))?$/i
const ANCHORED =
  /^(?:(.+?),\s*)?(pages?|p\.|pp\.?|slides?|notes of slides?|slide notes|paragraphs?|paras?\.?|¶|chapters?|ch\.)\s*(\d{1,6})(?:\s*[-–—]\s*(\d{1,6}))?$/i
const SEPARATOR = /\s*(?:[,&/]|\band\b)\s*/i
const TIMED = /^(?:(.+?),\s*)?(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/

type AnchorKind = Exclude<SourceAnchor, { kind: 'heading' | 'time' }>['kind']

function kindOf(word: string): AnchorKind {
  const w = word.toLowerCase()
  if (w.startsWith('notes') || w === 'slide notes') return 'slide-notes'
  if (w.startsWith('slide')) return 'slide'
  if (w.startsWith('para') || w === '¶') return 'paragraph'
  if (w.startsWith('ch')) return 'chapter'
  return 'page'
}

function range(from: number, to: number | undefined): number[] {
  const last = to === undefined || to < from ? from : Math.min(to, from + MAX_RANGE - 1)
  return Array.from({ length: last - from + 1 }, (_, i) => from + i)
}

function parseSegment(segment: string, headings: ReadonlySet<string>): PassageRef[] | null {
  const numbered = NUMBERED.exec(segment)
  if (numbered) {
    const from = Number(numbered[1])
    if (from < 1) return null
    const to = numbered[2] === undefined ? undefined : Number(numbered[2])
    return range(from, to).map((n) => ({ kind: 'number', n }))
  }
  const anchored = ANCHORED.exec(segment)
  if (anchored) {
    const kind = kindOf(anchored[2] ?? '')
    const file = anchored[1]?.trim()
    const to = anchored[4] === undefined ? undefined : Number(anchored[4])
    return range(Number(anchored[3]), to).map((n) => ({
      kind: 'anchor',
      anchor: { kind, n },
      ...(file ? { file } : {}),
    }))
  }
  const timed = TIMED.exec(segment)
  if (timed) {
    const seconds = Number(timed[2] ?? 0) * 3600 + Number(timed[3]) * 60 + Number(timed[4])
    const file = timed[1]?.trim()
    // Only a moment the source has: a time in brackets is otherwise the material's own text.
    if (headings.has(timestamp(seconds)))
      return [{ kind: 'anchor', anchor: { kind: 'time', seconds }, ...(file ? { file } : {}) }]
  }
  if (headings.has(segment.toLowerCase())) return [{ kind: 'heading', heading: segment }]
  return null
}

/**
 * The passages a marker's inner text names, or null when it is not a marker. A label after the
 * numbers ('P3 | page 3', 'P3: page 3') is the tag echoed back and is ignored.
 */
export function parseRefText(
  text: string,
  headings: ReadonlySet<string> = new Set(),
): PassageRef[] | null {
  const inner = text.trim()
  if (inner === '' || inner.length > 160) return null
  const lead =
    /^((?:p|passages?)\s*\d{1,6}(?:\s*(?:[-–—,;&/]|\band\b)\s*(?:p|passages?)?\s*\d{1,6})*)\s*(?:[|:·(—–-].*)?$/i.exec(
      inner,
    )
  const body = lead?.[1] ?? inner
  const refs: PassageRef[] = []
  // A list whose numbers share one 'P' ('P3, 5') reads as P3 and P5.
  let numbering = false
  const read = (segment: string): PassageRef[] | null =>
    parseSegment(segment, headings) ??
    (numbering && /^\d{1,6}$/.test(segment) ? [{ kind: 'number', n: Number(segment) }] : null)
  // ';' separates places; ',' separates places too, unless it follows a file name.
  for (const place of body.split(/\s*;\s*/)) {
    const whole = place.trim() === '' ? [] : read(place.trim())
    const parts = whole ? [whole] : place.split(SEPARATOR).map((part) => part.trim())
    for (const part of parts) {
      if (part === '') continue
      const parsed = typeof part === 'string' ? read(part) : part
      if (!parsed)
        return headings.has(inner.toLowerCase()) ? [{ kind: 'heading', heading: inner }] : null
      numbering = parsed[0]?.kind === 'number'
      refs.push(...parsed)
    }
  }
  return refs.length > 0 ? refs : null
}

// [..] not followed by '(' (a link), (P..) and 【..】; one line, short.
const BRACKETED =
  /\[([^[\]\n]{1,160})\](?!\()|\(((?:p|passages?)\s*\d[^()\n]{0,80})\)|【([^【】\n]{1,160})】/gi

/** Markers in `text`, in order, each with the passages it names. */
export function findMarkers(text: string, headings: ReadonlySet<string> = new Set()): Marker[] {
  const markers: Marker[] = []
  for (const match of text.matchAll(BRACKETED)) {
    const inner = match[1] ?? match[2] ?? match[3] ?? ''
    const refs = parseRefText(inner, headings)
    if (refs) markers.push({ start: match.index, end: match.index + match[0].length, refs })
  }
  return markers
}

/** `text` without its markers (and the space before each), e.g. 'Cells divide [P3].' → 'Cells divide.' */
export function stripMarkers(text: string, markers: readonly Marker[] = findMarkers(text)): string {
  if (markers.length === 0) return text
  let out = ''
  let at = 0
  for (const marker of markers) {
    out += text.slice(at, marker.start).replace(/[ \t]+$/, '')
    at = marker.end
  }
  return out + text.slice(at)
}

/**
 * The names markers may use for a source's passages: its headings (lower-cased) and the moments
 * of its time anchors ('12:34').
 */
export function headingsOf(source: readonly SourcePassage[]): Set<string> {
  const headings = new Set<string>()
  for (const { anchor } of source) {
    if (anchor.kind === 'heading') headings.add(anchor.heading.toLowerCase())
    else if (anchor.kind === 'time') headings.add(timestamp(anchor.seconds))
  }
  return headings
}

function sameAnchor(a: SourceAnchor, b: Exclude<SourceAnchor, { kind: 'heading' }>): boolean {
  if (a.kind === 'time') return b.kind === 'time' && Math.floor(a.seconds) === Math.floor(b.seconds)
  return a.kind === b.kind && 'n' in b && a.n === b.n
}

function sameFile(a: string | undefined, b: string | undefined): boolean {
  return a === undefined || b === undefined || a.toLowerCase() === b.toLowerCase()
}

/** The source indices the refs name (in order, without repeats); names that match nothing drop out. */
export function resolveRefs(
  refs: readonly PassageRef[],
  source: readonly SourcePassage[],
): number[] {
  const found: number[] = []
  const add = (index: number) => {
    if (!found.includes(index)) found.push(index)
  }
  for (const ref of refs) {
    if (ref.kind === 'number') {
      if (ref.n >= 1 && ref.n <= source.length) add(ref.n - 1)
      continue
    }
    source.forEach((passage, index) => {
      const anchor = passage.anchor
      if (ref.kind === 'heading') {
        if (anchor.kind === 'heading' && anchor.heading.toLowerCase() === ref.heading.toLowerCase())
          add(index)
      } else if (sameAnchor(anchor, ref.anchor) && sameFile(ref.file, passage.file)) {
        add(index)
      }
    })
  }
  return found
}

/** An item's "source" field: 'P3', '[P3][P7]', 'page 12, page 14'. */
export function claimedRefs(ref: string, headings: ReadonlySet<string>): PassageRef[] {
  const markers = findMarkers(ref, headings)
  if (markers.length > 0) return markers.flatMap((marker) => marker.refs)
  return parseRefText(ref, headings) ?? []
}

/** The passages an item's "source" field names, as indexes of the source. */
export function claimedPassages(source: readonly SourcePassage[], ref: string): number[] {
  return resolveRefs(claimedRefs(ref, headingsOf(source)), source)
}
