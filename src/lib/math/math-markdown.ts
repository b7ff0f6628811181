import { splitMath, type MathPart } from './find-math'

/**
 * Formulas in markdown. A markdown parser would read a formula's `\(`, `_` and `*` as escapes
 * and emphasis, so before parsing each formula becomes an inline code span (whose text markdown
 * keeps verbatim) that starts with a private-use mark; the renderer's `code` element turns it
 * back into a formula. The span holds the formula as written, so the text of a rendered point
 * still has the same words as its markdown (guide citations are matched by those words).
 * Fenced code blocks and inline code are left as they are: a `$` in code is code.
 */

const MARK = '\uE000'
const FENCE = /^ {0,3}(`{3,}|~{3,})/

function codeSpan(content: string): string {
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longestRun + 1)
  const padded = content.endsWith('`') ? ` ${content} ` : content
  return `${fence}${padded}${fence}`
}

function markFormulas(prose: string): string {
  return splitMath(prose)
    .map((part) =>
      part.kind === 'text' ? part.text : codeSpan(MARK + part.source.replace(/\s*\n\s*/g, ' ')),
    )
    .join('')
}

/** Prose with its inline code spans kept verbatim and formulas marked everywhere else. */
function markOutsideCodeSpans(prose: string): string {
  let out = ''
  let from = 0
  const runs = /`+/g
  let run: RegExpExecArray | null
  while ((run = runs.exec(prose))) {
    const closing = new RegExp(`(?<!\`)${run[0]}(?!\`)`, 'g')
    closing.lastIndex = run.index + run[0].length
    const close = closing.exec(prose)
    if (!close) continue
    out += markFormulas(prose.slice(from, run.index)) + prose.slice(run.index, closing.lastIndex)
    from = closing.lastIndex
    runs.lastIndex = closing.lastIndex
  }
  return out + markFormulas(prose.slice(from))
}

/** The markdown with every formula outside code made into a marked code span. */
export function markMathInMarkdown(markdown: string): string {
  if (!/[$\\]/.test(markdown)) return markdown
  const lines = markdown.split('\n')
  const out: string[] = []
  let prose: string[] = []
  let fence: string | null = null
  const flush = () => {
    if (prose.length > 0) out.push(markOutsideCodeSpans(prose.join('\n')))
    prose = []
  }
  for (const line of lines) {
    const opening = FENCE.exec(line)?.[1]
    if (fence) {
      out.push(line)
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null
    } else if (opening) {
      flush()
      fence = opening
      out.push(line)
    } else prose.push(line)
  }
  flush()
  return out.join('\n')
}

/** The formula a rendered code element stands for, or null for real code. */
export function markedFormula(code: string): Extract<MathPart, { kind: 'math' }> | null {
  if (!code.startsWith(MARK)) return null
  const part = splitMath(code.slice(MARK.length))[0]
  return part?.kind === 'math' ? part : null
}
