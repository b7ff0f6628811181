/**
 * Tolerant extraction of the JSON array a model was asked for. Models wrap it in code fences,
 * add prose before or after, leave trailing commas, wrap it in an object ({"questions": [...]})
 * or get cut off by max_tokens mid-array. Returns the items it could recover, or null when the
 * reply holds no array at all. Validation of the items is the caller's (zod) job.
 */

const WRAPPER_KEYS = ['questions', 'quiz', 'flashcards', 'cards', 'items', 'data', 'results']

function stripTrailingCommas(text: string): string {
  return text.replace(/,(\s*[\]}])/g, '$1')
}

/** Typographic quotes around keys/values are a common copy-paste artefact in replies. */
function normaliseQuotes(text: string): string {
  return text.replace(/[\u201C\u201D]/g, '"')
}

/** TeX commands that begin with a letter JSON would read as an escape: \n is also a newline. */
const TEX_AFTER_N =
  /^(?:abla|eq|eg|ot|otin|u|leq|geq|exists|mid|parallel|subset|subseteq|ewline|rightarrow|leftarrow|Rightarrow|Leftarrow)(?![a-zA-Z])/

/**
 * LaTeX in a JSON string needs its backslashes doubled, and models often leave them single:
 * "\frac" would parse as a form feed and "rac", "\sqrt" not at all. A backslash is kept as a
 * JSON escape only where it is one and cannot be TeX: \\, \", \/, \uXXXX, and \b \f \n \r \t
 * not followed by a letter (\n also before ordinary words); every other one is a TeX backslash.
 */
export function doubleTexBackslashes(text: string): string {
  return text.replace(/\\([\s\S])/g, (escape, char: string, offset: number) => {
    const after = text.slice(offset + 2, offset + 14)
    if (char === '\\' || char === '"' || char === '/') return escape
    if (char === 'u' && /^[0-9a-fA-F]{4}/.test(after)) return escape
    if (char === 'n') return TEX_AFTER_N.test(after) ? `\\${escape}` : escape
    if ('bfrt'.includes(char) && !/^[a-zA-Z]/.test(after)) return escape
    return `\\${escape}`
  })
}

function tryParse(text: string): unknown {
  const tex = doubleTexBackslashes(text)
  for (const candidate of [
    tex,
    stripTrailingCommas(tex),
    stripTrailingCommas(normaliseQuotes(tex)),
    text,
  ]) {
    try {
      return JSON.parse(candidate) as unknown
    } catch {
      // try the next repair
    }
  }
  return undefined
}

function unwrap(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (value === null || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  for (const key of WRAPPER_KEYS) {
    if (Array.isArray(record[key])) return record[key] as unknown[]
  }
  const firstArray = Object.values(record).find(Array.isArray)
  return (firstArray as unknown[] | undefined) ?? null
}

function fencedBlocks(text: string): string[] {
  const blocks: string[] = []
  const fence = /```[a-zA-Z]*\s*\n?([\s\S]*?)(?:```|$)/g
  for (const match of text.matchAll(fence)) {
    if (match[1]) blocks.push(match[1])
  }
  return blocks
}

/**
 * Fed a JSON text one character at a time, says whether the character belongs to a string
 * (its quotes included), so the scanners below see only the structure.
 */
function stringTracker(): (char: string | undefined) => boolean {
  let inString = false
  let escaped = false
  return (char) => {
    if (inString) {
      if (escaped) escaped = false
      else if (char === '\\') escaped = true
      else if (char === '"') inString = false
      return true
    }
    if (char === '"') inString = true
    return inString
  }
}

/**
 * Scans from `start` and returns the balanced [...] or {...} substring, string-aware; an
 * unbalanced (truncated) one returns null.
 */
function balancedFrom(text: string, start: number): string | null {
  const stack: string[] = []
  const inString = stringTracker()
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (inString(char)) continue
    if (char === '[' || char === '{') stack.push(char === '[' ? ']' : '}')
    else if (char === ']' || char === '}') {
      if (stack.pop() !== char) return null
      if (stack.length === 0) return text.slice(start, i + 1)
    }
  }
  return null
}

/** Top-level objects inside an array that may be truncated or hold one broken item. */
function salvageObjects(text: string, arrayStart: number): unknown[] {
  const items: unknown[] = []
  let depth = 0
  const inString = stringTracker()
  for (let i = arrayStart + 1; i < text.length; i++) {
    const char = text[i]
    if (inString(char)) continue
    if (char === '{' && depth === 0) {
      const object = balancedFrom(text, i)
      if (object === null) break
      const parsed = tryParse(object)
      if (parsed !== undefined) items.push(parsed)
      i += object.length - 1
    } else if (char === '[' || char === '{') depth++
    else if (char === ']' || char === '}') {
      if (depth === 0) break
      depth--
    }
  }
  return items
}

const hasObject = (items: unknown[]) =>
  items.some((item) => item !== null && typeof item === 'object')

function fromText(text: string): unknown[] | null {
  const whole = unwrap(tryParse(text.trim()))
  if (whole) return whole

  // An object wrapping the array, with prose around it.
  const objectStart = text.indexOf('{')
  const firstArray = text.indexOf('[')
  if (objectStart !== -1 && (firstArray === -1 || objectStart < firstArray)) {
    const balanced = balancedFrom(text, objectStart)
    const found = balanced === null ? null : unwrap(tryParse(balanced))
    if (found) return found
  }

  // Arrays of strings (an item's options, a "[Note]" in the prose) are never the answer.
  const starts = [...text.matchAll(/\[/g)].map((match) => match.index)
  for (const start of starts) {
    const balanced = balancedFrom(text, start)
    const parsed = balanced === null ? undefined : tryParse(balanced)
    if (Array.isArray(parsed) && hasObject(parsed)) return parsed
  }
  // Truncated or partly broken: keep the items that parse on their own.
  const itemsStart = starts.find((start) => /^\[\s*\{/.test(text.slice(start)))
  if (itemsStart === undefined) return null
  const salvaged = salvageObjects(text, itemsStart)
  return salvaged.length > 0 ? salvaged : null
}

export function parseJsonArray(reply: string): unknown[] | null {
  for (const block of fencedBlocks(reply)) {
    const found = fromText(block)
    if (found) return found
  }
  return fromText(reply)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The first JSON object in a model's reply (a fenced block first, then the prose), with the same
 * repairs as the arrays: trailing commas, curly quotes, TeX backslashes. Null when there is none.
 */
export function parseJsonObject(reply: string): Record<string, unknown> | null {
  for (const text of [...fencedBlocks(reply), reply]) {
    for (const match of text.matchAll(/\{/g)) {
      const balanced = balancedFrom(text, match.index)
      const parsed = balanced === null ? undefined : tryParse(balanced)
      if (isRecord(parsed)) return parsed
    }
  }
  return null
}
