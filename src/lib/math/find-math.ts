/**
 * Finds the formulas in a text: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` displayed. A
 * single dollar sign is math only as Pandoc reads it, so money is left alone: the opening `$`
 * is followed by a non-space, the closing `$` follows a non-space and is not followed by a
 * digit ("$5 and $10", "costs $5.", "$5-$10" are text). `\$` is a literal dollar sign. A
 * formula never spans a blank line.
 */

export type MathPart =
  | { kind: 'text'; text: string }
  | {
      kind: 'math'
      /** The TeX between the delimiters. */
      tex: string
      display: boolean
      /** The formula as written, delimiters included: what is shown when it does not parse. */
      source: string
    }

interface Found {
  start: number
  end: number
  tex: string
  display: boolean
}

const BLANK_LINE = /\n[ \t]*\n/

function closingIndex(text: string, from: number, closer: string): number {
  const end = text.indexOf(closer, from)
  if (end < 0 || BLANK_LINE.test(text.slice(from, end))) return -1
  return end
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char)
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9'
}

/** A single-dollar formula opening at `at`, or null when that `$` is text. */
function singleDollar(text: string, at: number): Found | null {
  if (isSpace(text[at + 1])) return null
  let index = at + 1
  while (index < text.length) {
    const char = text[index]
    if (char === '\\') {
      index += 2
      continue
    }
    if (char === '\n' && BLANK_LINE.test(text.slice(index, index + 3))) return null
    if (char === '$') {
      if (isSpace(text[index - 1]) || isDigit(text[index + 1])) return null
      return { start: at, end: index + 1, tex: text.slice(at + 1, index), display: false }
    }
    index += 1
  }
  return null
}

function formulaAt(text: string, at: number): Found | null {
  const char = text[at]
  if (char === '$') {
    if (text[at + 1] === '$') {
      const end = closingIndex(text, at + 2, '$$')
      if (end < 0) return null
      const tex = text.slice(at + 2, end)
      return tex.trim() === '' ? null : { start: at, end: end + 2, tex, display: true }
    }
    return singleDollar(text, at)
  }
  if (char === '\\' && (text[at + 1] === '(' || text[at + 1] === '[')) {
    const display = text[at + 1] === '['
    const end = closingIndex(text, at + 2, display ? '\\]' : '\\)')
    if (end < 0) return null
    const tex = text.slice(at + 2, end)
    return tex.trim() === '' ? null : { start: at, end: end + 2, tex, display }
  }
  return null
}

/** The text cut into plain text and formulas, in order; text with no formula is one part. */
export function splitMath(text: string): MathPart[] {
  const parts: MathPart[] = []
  let textStart = 0
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '\\' && text[index + 1] === '$') {
      index += 2
      continue
    }
    const found = char === '$' || char === '\\' ? formulaAt(text, index) : null
    if (!found) {
      // A `$$` that opens nothing is two literal dollars, not a single-dollar opener.
      index += char === '$' && text[index + 1] === '$' ? 2 : 1
      continue
    }
    if (found.start > textStart)
      parts.push({ kind: 'text', text: text.slice(textStart, found.start) })
    parts.push({
      kind: 'math',
      tex: found.tex.trim(),
      display: found.display,
      source: text.slice(found.start, found.end),
    })
    index = found.end
    textStart = found.end
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) })
  return parts
}

/** Whether the text holds at least one formula (what decides loading the math renderer). */
export function hasMath(text: string): boolean {
  // Cheap test first: most texts have no delimiter at all.
  if (!/[$\\]/.test(text)) return false
  return splitMath(text).some((part) => part.kind === 'math')
}

/** Plain text as a reader sees it: `\$` is a dollar sign. */
export function unescapeDollars(text: string): string {
  return text.replace(/\\\$/g, '$')
}

/**
 * The text with each formula blanked to spaces of the same length: its words can be read for
 * terms and cloze blanks without reaching into a formula, and offsets still match the text.
 */
export function maskMath(text: string): string {
  if (!/[$\\]/.test(text)) return text
  return splitMath(text)
    .map((part) => (part.kind === 'text' ? part.text : ' '.repeat(part.source.length)))
    .join('')
}
