import { anchorLabel, type SourceAnchor, type SourcePassage } from '@/lib/source'

/**
 * Labels for a run of passages, for prompts and errors ('Could not read pages 13–18.') in English,
 * and for the progress line in the student's language (study-engine/progress-text.ts): one anchor
 * → anchorLabel; a run of numbered anchors of one kind in one file → 'pages 3–7'; anything else →
 * 'first – last'.
 */

export type Where = Pick<SourcePassage, 'file' | 'anchor'>

/** The anchors numbered in order, whose runs are said in the plural ('pages 3–7'). */
export type NumberedKind = Exclude<SourceAnchor['kind'], 'heading' | 'time'>

/** A run of passages as a label says it. */
export type AnchorRange =
  | { span: 'one'; where: Where }
  | { span: 'run'; file: string | undefined; kind: NumberedKind; from: number; to: number }
  | { span: 'between'; first: Where; last: Where }

const PLURAL: Record<NumberedKind, (range: string) => string> = {
  page: (range) => `pages ${range}`,
  slide: (range) => `slides ${range}`,
  'slide-notes': (range) => `notes of slides ${range}`,
  paragraph: (range) => `paragraphs ${range}`,
  chapter: (range) => `chapters ${range}`,
}

const isNumbered = (
  anchor: SourceAnchor,
): anchor is Extract<SourceAnchor, { kind: NumberedKind }> => anchor.kind in PLURAL

function sameWhere(a: Where, b: Where): boolean {
  return a.file === b.file && JSON.stringify(a.anchor) === JSON.stringify(b.anchor)
}

/** Where a run of passages starts and ends, as one of the three shapes above; null when empty. */
export function anchorRange(passages: readonly Where[]): AnchorRange | null {
  const first = passages[0]
  const last = passages.at(-1)
  if (!first || !last) return null
  if (sameWhere(first, last)) return { span: 'one', where: first }
  const a = first.anchor
  const b = last.anchor
  if (isNumbered(a) && isNumbered(b) && a.kind === b.kind && first.file === last.file)
    return { span: 'run', file: first.file, kind: a.kind, from: a.n, to: b.n }
  return { span: 'between', first, last }
}

/** The English label the prompts and errors use: 'pages 13–18', 'biology.pdf, slides 2–5'. */
export function rangeLabel(passages: readonly Where[]): string {
  const range = anchorRange(passages)
  if (!range) return ''
  switch (range.span) {
    case 'one':
      return anchorLabel(range.where)
    case 'run': {
      const run = PLURAL[range.kind](`${range.from}–${range.to}`)
      return range.file ? `${range.file}, ${run}` : run
    }
    case 'between':
      return `${anchorLabel(range.first)} – ${anchorLabel(range.last)}`
  }
}

/** The tag that marks a passage inside a prompt and that notes cite: '[page 12]'. */
export function anchorTag(passage: Where): string {
  return `[${anchorLabel(passage)}]`
}
