/**
 * Rebuilds reading order from a PDF page's positioned text runs. PDFium gives runs in the order
 * the PDF draws them, which for some generators (a two-column page drawn line by line across
 * both columns) is not the order a student reads: lines are regrouped by baseline, and a page
 * with a clear vertical gutter is read column by column.
 */

/** A run of text (pdfium.ts): where its baseline starts, how far it reaches, its font's size. */
export interface PositionedText {
  str: string
  /** The baseline origin of its first character, in PDF units (y grows upwards). */
  x: number
  y: number
  /** From x to the right edge of its last character. */
  width: number
  /** The font's height: the distance within which two runs share a line. */
  size: number
}

interface Item {
  str: string
  x: number
  y: number
  right: number
  size: number
}

interface Line {
  y: number
  size: number
  text: string
}

function toItem(raw: PositionedText): Item {
  const size = raw.size > 0 ? raw.size : 1
  return { str: raw.str, x: raw.x, y: raw.y, right: raw.x + Math.max(raw.width, 0), size }
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((left, right) => left - right)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Groups items sharing a baseline (within ~half a font size) into lines, top to bottom. */
function buildLines(items: Item[]): Line[] {
  const sorted = [...items].sort((left, right) => right.y - left.y || left.x - right.x)
  const rows: Item[][] = []
  for (const item of sorted) {
    const row = rows[rows.length - 1]
    const anchor = row?.[0]
    if (row && anchor && Math.abs(anchor.y - item.y) <= Math.max(anchor.size, item.size) * 0.5) {
      row.push(item)
    } else {
      rows.push([item])
    }
  }
  return rows.map((row) => {
    row.sort((left, right) => left.x - right.x)
    let text = ''
    let previous: Item | undefined
    for (const item of row) {
      if (previous) {
        const gap = item.x - previous.right
        const needsSpace = !/\s$/.test(text) && !/^\s/.test(item.str)
        // Glyph runs a fraction of a space apart belong to the same word (kerned output).
        if (needsSpace && gap > Math.min(previous.size, item.size) * 0.15) text += ' '
      }
      text += item.str
      previous = item
    }
    return { y: row[0]?.y ?? 0, size: median(row.map((item) => item.size)), text: text.trimEnd() }
  })
}

/** A word the typesetter broke at the line's end: a letter, then a hyphen (or a soft one). */
const BROKEN_WORD = /\p{L}[-\u00ad\u2010]$/u
/** The rest of a broken word starts its line in lower case. */
const WORD_REST = /^\p{Ll}/u

/**
 * Lines joined; a vertical jump well beyond the line spacing becomes a paragraph break. A word
 * hyphenated at a line's end is joined again ("func-" / "tions" reads "functions"), as pdftotext
 * does, so a typeset paper's words reach the study guide whole.
 */
function joinLines(lines: Line[]): string {
  let out = ''
  let previous: Line | undefined
  for (const line of lines) {
    if (line.text.trim() === '') continue
    if (previous) {
      const jump = previous.y - line.y
      if (jump > Math.max(previous.size, line.size) * 1.9) out += '\n\n'
      else if (BROKEN_WORD.test(previous.text) && WORD_REST.test(line.text)) out = out.slice(0, -1)
      else out += '\n'
    }
    out += line.text
    previous = line
  }
  return out
}

const MIN_BINS = 200
const MAX_BINS = 2000
/** The narrowest gutter, in font sizes (measured to about a point). */
const MIN_GUTTER_SIZES = 0.7

/**
 * Finds the x of a vertical gutter between two columns: the widest band in the middle of the
 * text area that (almost) no item crosses, with several lines of text on both sides at the same
 * heights. Returns null for single-column pages.
 */
function findGutter(items: Item[]): number | null {
  if (items.length < 6) return null
  // A loop, not Math.min(...items): spreading a page of ~100,000+ items overflows the stack.
  let left = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  for (const item of items) {
    left = Math.min(left, item.x)
    right = Math.max(right, item.right)
  }
  const span = right - left
  if (span <= 0) return null
  // About one bin per point: a two-column paper's gutter (LaTeX's default is 10 pt) is only a
  // font size wide, and coarser bins lose up to two of them at its edges.
  const bins = Math.min(MAX_BINS, Math.max(MIN_BINS, Math.round(span)))
  // How many items cross each bin: each item adds one where it starts and takes it back after
  // it ends, and a running sum counts them (one step per item and per bin, not per bin an item
  // crosses).
  const coverage = new Int32Array(bins + 1)
  for (const item of items) {
    const from = Math.max(Math.floor(((item.x - left) / span) * (bins - 1)), 0)
    const to = Math.min(Math.floor(((item.right - left) / span) * (bins - 1)), bins - 1)
    if (from > to) continue
    coverage[from] = (coverage[from] ?? 0) + 1
    coverage[to + 1] = (coverage[to + 1] ?? 0) - 1
  }
  for (let bin = 1; bin < bins; bin += 1) {
    coverage[bin] = (coverage[bin] ?? 0) + (coverage[bin - 1] ?? 0)
  }
  // Headings and footers may span both columns; tolerate a few crossings.
  const allowed = Math.max(1, Math.floor(items.length * 0.05))
  let bestStart = -1
  let bestLength = 0
  let runStart = -1
  for (let bin = Math.floor(bins * 0.25); bin <= Math.ceil(bins * 0.75); bin += 1) {
    if ((coverage[bin] ?? 0) <= allowed) {
      if (runStart < 0) runStart = bin
      const length = bin - runStart + 1
      if (length > bestLength) {
        bestLength = length
        bestStart = runStart
      }
    } else {
      runStart = -1
    }
  }
  const gapWidth = (bestLength / bins) * span
  const typicalSize = median(items.map((item) => item.size))
  // LaTeX's default gutter is about one font size wide; word gaps are a third of one.
  if (bestStart < 0 || gapWidth < Math.max(typicalSize * MIN_GUTTER_SIZES, 6)) return null
  const gutter = left + ((bestStart + bestLength / 2) / bins) * span
  const heightsLeft = new Set(items.filter((i) => i.right <= gutter).map((i) => Math.round(i.y)))
  const heightsRight = new Set(items.filter((i) => i.x >= gutter).map((i) => Math.round(i.y)))
  let shared = 0
  for (const height of heightsLeft) if (heightsRight.has(height)) shared += 1
  return shared >= 3 ? gutter : null
}

/**
 * A column's text. An empty column is never passed on: an empty array has another shape (map)
 * than one holding items, and V8 drops buildLines's and joinLines's optimised code the first
 * time one arrives, on whichever page of whichever file has a band with one column empty.
 */
function columnText(items: Item[]): string {
  return items.length === 0 ? '' : joinLines(buildLines(items))
}

/** One page's text in reading order. */
export function layoutPageText(rawItems: PositionedText[]): string {
  const items = rawItems.filter((raw) => raw.str.trim() !== '').map(toItem)
  if (items.length === 0) return ''
  const gutter = findGutter(items)
  if (gutter === null) return columnText(items)

  // Lines crossing the gutter (titles, full-width captions) split the page into bands; inside
  // each band the left column is read before the right one.
  const crossing = items.filter((item) => item.x < gutter && item.right > gutter)
  const onSpanningRow = (item: Item) =>
    crossing.some((cross) => Math.abs(cross.y - item.y) <= Math.max(cross.size, item.size) * 0.5)
  const spanning = crossing.length === 0 ? [] : buildLines(items.filter(onSpanningRow))
  const columnItems = crossing.length === 0 ? items : items.filter((item) => !onSpanningRow(item))
  const blocks: string[] = []
  const bands = [Number.POSITIVE_INFINITY, ...spanning.map((line) => line.y)]
  for (let index = 0; index < bands.length; index += 1) {
    const top = bands[index] ?? Number.POSITIVE_INFINITY
    const bottom = bands[index + 1] ?? Number.NEGATIVE_INFINITY
    const inBand = columnItems.filter((item) => item.y < top && item.y >= bottom)
    for (const column of [
      inBand.filter((item) => item.x < gutter),
      inBand.filter((item) => item.x >= gutter),
    ]) {
      const text = columnText(column)
      if (text) blocks.push(text)
    }
    const separator = spanning[index]
    if (separator?.text.trim()) blocks.push(separator.text)
  }
  return blocks.join('\n\n')
}
