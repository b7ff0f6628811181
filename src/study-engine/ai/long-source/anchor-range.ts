import { anchorLabel, type SourceAnchor, type SourcePassage } from '@/lib/source'

/**
 * Labels for a run of passages, for progress ('Reading part 3 of 12 (pages 13–18)') and errors
 * ('Could not read pages 13–18.'): one anchor → anchorLabel; a run of numbered anchors of one
 * kind in one file → 'pages 3–7'; anything else → 'first – last'.
 */

type Where = Pick<SourcePassage, 'file' | 'anchor'>

const PLURAL: Partial<Record<SourceAnchor['kind'], (range: string) => string>> = {
  page: (range) => `pages ${range}`,
  slide: (range) => `slides ${range}`,
  'slide-notes': (range) => `notes of slides ${range}`,
  paragraph: (range) => `paragraphs ${range}`,
  chapter: (range) => `chapters ${range}`,
}

function sameWhere(a: Where, b: Where): boolean {
  return a.file === b.file && JSON.stringify(a.anchor) === JSON.stringify(b.anchor)
}

export function rangeLabel(passages: readonly Where[]): string {
  const first = passages[0]
  const last = passages.at(-1)
  if (!first || !last) return ''
  if (sameWhere(first, last)) return anchorLabel(first)
  const a = first.anchor
  const b = last.anchor
  const plural = PLURAL[a.kind]
  if (plural && a.kind === b.kind && first.file === last.file && 'n' in a && 'n' in b) {
    const range = plural(`${a.n}–${b.n}`)
    return first.file ? `${first.file}, ${range}` : range
  }
  return `${anchorLabel(first)} – ${anchorLabel(last)}`
}

/** The tag that marks a passage inside a prompt and that notes cite: '[page 12]'. */
export function anchorTag(passage: Where): string {
  return `[${anchorLabel(passage)}]`
}
