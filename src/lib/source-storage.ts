import type { SourceAnchor, SourcePassage } from '@/lib/source'

/**
 * The stored form of a guide's passages (the passages column of study_guide_sources, see its
 * migration): short keys, since a source may hold 2,000,000 characters in thousands of passages.
 * `t` is the text, `f` the file name, and one key the anchor: `pg` page, `sl` slide, `no` notes
 * of a slide, `pa` paragraph, `ch` chapter, `hd` heading, `tm` a moment in seconds (a transcript's),
 * with `yt` the YouTube video's id when the transcript is a video's.
 */
export type StoredPassage = { t: string; f?: string } & (
  | { pg: number }
  | { sl: number }
  | { no: number }
  | { pa: number }
  | { ch: number }
  | { hd: string }
  | { tm: number; yt?: string }
)

const NUMBERED = {
  page: 'pg',
  slide: 'sl',
  'slide-notes': 'no',
  paragraph: 'pa',
  chapter: 'ch',
} as const
type NumberedKind = keyof typeof NUMBERED
const KIND_OF_KEY = Object.fromEntries(
  Object.entries(NUMBERED).map(([kind, key]) => [key, kind as NumberedKind]),
) as Record<(typeof NUMBERED)[NumberedKind], NumberedKind>

/**
 * Text PostgreSQL can store: it refuses NUL characters, and JSON with an unpaired surrogate
 * (half of an emoji left by a broken PDF text layer); pasted notes are not cleaned like files.
 */
function storable(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- NUL is exactly what must go
      .replace(/\u0000/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
  )
}

function storedAnchor(anchor: SourceAnchor): Record<string, string | number> {
  if (anchor.kind === 'heading') return { hd: storable(anchor.heading) }
  if (anchor.kind === 'time')
    return anchor.video === undefined
      ? { tm: anchor.seconds }
      : { tm: anchor.seconds, yt: anchor.video }
  return { [NUMBERED[anchor.kind]]: anchor.n }
}

export function toStoredPassages(passages: readonly SourcePassage[]): StoredPassage[] {
  return passages.map(({ file, anchor, text }) => {
    const where = storedAnchor(anchor)
    const named = file === undefined ? {} : { f: storable(file) }
    return { ...where, t: storable(text), ...named } as StoredPassage
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function anchorOf(stored: Record<string, unknown>): SourceAnchor | null {
  if (typeof stored.hd === 'string') return { kind: 'heading', heading: stored.hd }
  if (typeof stored.tm === 'number')
    return typeof stored.yt === 'string'
      ? { kind: 'time', seconds: stored.tm, video: stored.yt }
      : { kind: 'time', seconds: stored.tm }
  for (const [key, kind] of Object.entries(KIND_OF_KEY)) {
    const n = stored[key]
    if (typeof n === 'number') return { kind, n }
  }
  return null
}

/**
 * Passages read back from the database. The database checks the shape on insert; anything it
 * would not have accepted is skipped rather than shown as broken text.
 */
export function fromStoredPassages(value: unknown): SourcePassage[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((stored): SourcePassage[] => {
    if (!isRecord(stored) || typeof stored.t !== 'string') return []
    const anchor = anchorOf(stored)
    if (!anchor) return []
    return typeof stored.f === 'string'
      ? [{ file: stored.f, anchor, text: stored.t }]
      : [{ anchor, text: stored.t }]
  })
}
