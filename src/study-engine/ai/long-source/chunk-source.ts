import { passageTag } from '@/study-engine/citations/markers'
import { anchorLabel, type SourcePassage } from '@/lib/source'
import { anchorTag, rangeLabel } from './anchor-range'
import { estimateTokens } from './estimate-tokens'
import type { Yielder } from './run-helpers'

/**
 * Long material → parts that each fit a token budget, cut at passage boundaries (a page, a
 * slide). A passage larger than a part is cut at paragraphs, then sentences, then words, and
 * every piece keeps its passage's anchor, so notes on any part can still say where they come from.
 */

/** A passage (or a piece of one) with its place in the guide's source, for its '[P3]' tag. */
export interface NumberedPassage extends SourcePassage {
  index: number
}

export interface SourceChunk {
  /** The passages (or pieces of one) in this part, in source order (NumberedPassage if numbered). */
  passages: SourcePassage[]
  /** Tagged '[P3 | page 3]' for citations, else '[page 3]'. */
  numbered: boolean
  /** 'pages 3–7' */
  label: string
  /** The part as the prompt shows it: each passage under its anchor tag. */
  text: string
  /** estimateTokens(text) */
  tokens: number
}

const PARAGRAPH_BREAK = /\n\s*\n/
const SENTENCE_END = /(?<=[.!?。！？])\s+/u

/** Pieces of `text` of at most `budget` estimated tokens, cut at the coarsest boundary that works. */
function splitText(text: string, budget: number, separators: RegExp[]): string[] {
  if (estimateTokens(text) <= budget) return [text]
  const [separator, ...finer] = separators
  const parts = separator ? text.split(separator) : hardCut(text, budget)
  const glue = separator === PARAGRAPH_BREAK ? '\n\n' : ' '
  const pieces: string[] = []
  let current = ''
  // A running sum (each part's estimate + 1 for the glue) bounds the joined text's estimate
  // without re-counting it at every step.
  let used = 0
  for (const part of parts.flatMap((p) => (separator ? splitText(p, budget, finer) : [p]))) {
    const cost = estimateTokens(part) + 1
    if (current && used + cost > budget) {
      pieces.push(current)
      current = ''
      used = 0
    }
    current = current ? `${current}${glue}${part}` : part
    used += cost
  }
  if (current) pieces.push(current)
  return pieces
}

/** Last resort (a sentence longer than a part): cut at spaces, else anywhere. */
function hardCut(text: string, budget: number): string[] {
  const pieces: string[] = []
  let rest = text
  while (estimateTokens(rest) > budget) {
    // The estimate is at least a third of a token per character, so 3 × budget characters
    // is an upper bound; shrink until the piece fits.
    let end = Math.min(rest.length, budget * 3)
    while (end > 1 && estimateTokens(rest.slice(0, end)) > budget) end = Math.floor(end * 0.9)
    const space = rest.lastIndexOf(' ', end)
    if (space > end / 2) end = space
    pieces.push(rest.slice(0, end))
    rest = rest.slice(end).trimStart()
  }
  if (rest) pieces.push(rest)
  return pieces
}

function isNumbered(passage: SourcePassage): passage is NumberedPassage {
  return typeof (passage as Partial<NumberedPassage>).index === 'number'
}

/** '[P3 | page 3]' for a numbered passage (the model cites '[P3]'), else '[page 3]'. */
function tagOf(passage: SourcePassage): string {
  return isNumbered(passage) ? passageTag(passage.index, anchorLabel(passage)) : anchorTag(passage)
}

/** Tokens a tag line costs: the tag plus its line break. */
const tagTokens = (passage: SourcePassage) => estimateTokens(`${tagOf(passage)}\n`)

/** The passages under their tags; consecutive pieces of one passage share one tag. */
export function renderPassages(passages: readonly SourcePassage[]): string {
  const blocks: string[] = []
  let previous: string | undefined
  for (const passage of passages) {
    const tag = tagOf(passage)
    const body = passage.text.trim()
    if (tag === previous) blocks[blocks.length - 1] += `\n\n${body}`
    else blocks.push(`${tag}\n${body}`)
    previous = tag
  }
  return blocks.join('\n\n')
}

function toChunk(passages: SourcePassage[], numbered: boolean): SourceChunk {
  const text = renderPassages(passages)
  return { passages, numbered, label: rangeLabel(passages), text, tokens: estimateTokens(text) }
}

/** The source's passages with their places, for '[P3]' tags. */
export function numberPassages(passages: readonly SourcePassage[]): NumberedPassage[] {
  return passages.map((passage, index) => (isNumbered(passage) ? passage : { ...passage, index }))
}

/**
 * Cuts passages, fed one at a time, into parts of at most `budget` estimated tokens. Numbered
 * parts tag each passage with the place it carries (see numberPassages).
 */
function createChunker(budget: number, numbered: boolean) {
  const limit = Math.max(1, Math.floor(budget))
  const chunks: SourceChunk[] = []
  let current: SourcePassage[] = []
  let used = 0
  const flush = () => {
    if (current.length > 0) chunks.push(toChunk(current, numbered))
    current = []
    used = 0
  }
  return {
    add(passage: SourcePassage) {
      if (passage.text.trim() === '') return
      const overhead = tagTokens(passage) + 1
      const room = Math.max(1, limit - overhead)
      const pieces = splitText(passage.text.trim(), room, [PARAGRAPH_BREAK, SENTENCE_END])
      for (const text of pieces) {
        const cost = overhead + estimateTokens(text)
        if (used > 0 && used + cost > limit) flush()
        current.push({ ...passage, text })
        used += cost
      }
    },
    finish(): SourceChunk[] {
      flush()
      return chunks
    },
  }
}

/**
 * Parts of at most `budget` estimated tokens (rendered with tags), in source order. Numbered
 * parts tag each passage with its place in `passages` (or the place a piece already carries).
 */
export function chunkSource(
  passages: readonly SourcePassage[],
  budget: number,
  numbered = false,
): SourceChunk[] {
  const chunker = createChunker(budget, numbered)
  for (const passage of numbered ? numberPassages(passages) : passages) chunker.add(passage)
  return chunker.finish()
}

/** The same parts, made between pauses of `yielder`: a whole course never blocks the page. */
export async function chunkSourceInSlices(
  passages: readonly SourcePassage[],
  budget: number,
  yielder: Yielder,
  numbered = false,
): Promise<SourceChunk[]> {
  const chunker = createChunker(budget, numbered)
  for (const passage of numbered ? numberPassages(passages) : passages) {
    chunker.add(passage)
    await yielder.pause()
  }
  return chunker.finish()
}
