import type { SourcePassage } from '@/lib/source'

/**
 * Passages of plain text and Markdown. Every passage text is a trimmed slice of the input, in
 * order, so joining them loses nothing but the whitespace between them (the extraction tests
 * check this on every format).
 */

/** Blank-line separated paragraphs, numbered from 1; pasted notes and .txt files use this. */
export function passagesFromText(text: string): SourcePassage[] {
  const passages: SourcePassage[] = []
  // A line of spaces or tabs reads as blank, as it does to the student looking at the text.
  for (const block of text.split(/\n[ \t]*\n/)) {
    const trimmed = block.trim()
    if (trimmed !== '') {
      passages.push({ anchor: { kind: 'paragraph', n: passages.length + 1 }, text: trimmed })
    }
  }
  return passages
}

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** The text of an ATX heading line ('## Cells ##' → 'Cells'), or null for any other line. */
function headingOf(line: string): string | null {
  const match = ATX_HEADING.exec(line)
  if (!match) return null
  const text = (match[2] ?? '').replace(/[ \t]+#+$/, '').trim()
  return text === '' ? null : text
}

/**
 * Markdown split at '#' headings: each section, its heading line included, is one passage
 * anchored at the heading; text before the first heading is split into paragraphs. Lines in
 * fenced code blocks are never headings (a '# comment' in a shell snippet is code).
 */
export function passagesFromMarkdown(text: string): SourcePassage[] {
  const lines = text.split('\n')
  const sections: { heading: string | null; lines: string[] }[] = [{ heading: null, lines: [] }]
  let fence: string | null = null
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1]
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null
    }
    const heading = fence === null && !fenceMatch ? headingOf(line) : null
    if (heading !== null) sections.push({ heading, lines: [] })
    sections[sections.length - 1]?.lines.push(line)
  }
  const [preamble, ...headed] = sections
  const passages = passagesFromText(preamble?.lines.join('\n') ?? '')
  for (const section of headed) {
    passages.push({
      anchor: { kind: 'heading', heading: section.heading ?? '' },
      text: section.lines.join('\n').trim(),
    })
  }
  return passages
}
