import { SECOND_OPINION } from '@/config/limits'
import type { SourcePassage } from '@/lib/source'
import { stripInline } from '@/study-engine/text/sentences'
import { tokenize } from '@/study-engine/text/tokens'
import type { ClaimReading, ClaimToCheck, StudyEngine } from '@/study-engine/types'
import {
  citationOf,
  isSupported,
  type Citation,
  type ContradictedCitation,
  type SupportedCitation,
} from '@/lib/citation'
import type { CitedGuide } from './check'
import { guidePoints } from './guide-items'
import { itemKey } from './item-key'
import { headingsOf } from './markers'

/**
 * A second opinion, from the engine's model, on the items the local check rated supported but
 * could not settle: one request for a whole guide, quiz or flashcard set, never one per item. It
 * only moves an item away from supported — 'says otherwise' makes it contradicted, 'does not
 * say' not found — and never toward it: items the local check found contradicted or unsupported
 * are not even sent. A failed, timed-out or unreadable reply keeps the local verdicts, and the
 * set is delivered all the same. The engine without a model (offline) has no second opinion.
 */

/** An item and the citations the local check gave it. */
export interface JudgedItem {
  text: string
  citations: Citation[] | undefined
}

export interface SecondOpinionOptions {
  /** A quiz asked to go broader: an item the passage does not state is 'beyond-material'. */
  broader?: boolean | undefined
  signal?: AbortSignal | undefined
  /** Default SECOND_OPINION.timeoutMs. */
  timeoutMs?: number | undefined
}

/** An open item as it is sent: its place in the set, its support and the claim to check. */
export interface OpenItem {
  index: number
  /** Share of the item's words its marked sentences hold (below 1: it is open). */
  support: number
  supported: SupportedCitation[]
  claim: ClaimToCheck
}

/** The engine's side: its model's readings, or none for an engine without one. */
export type SecondOpinionEngine = Pick<StudyEngine, 'secondOpinion'>

const wordsOf = (text: string) => new Set(tokenize(text).map((token) => token.key))

/** `text` cut at a word end before `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const head = clean.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${space > max / 2 ? head.slice(0, space) : head}…`
}

/** The sentences a supported citation marks, joined; the passage's start when it marks none. */
function markedText(source: readonly SourcePassage[], citation: SupportedCitation): string {
  const text = source[citation.passage]?.text ?? ''
  if (citation.marks.length === 0) return text.slice(0, SECOND_OPINION.passageChars)
  return citation.marks.map(([start, end]) => text.slice(start, end)).join(' … ')
}

/**
 * The supported items the local check could not settle, weakest support first, at most
 * SECOND_OPINION.maxItems. An item is settled when every word it uses (case and plural folded)
 * is a word of its marked sentences: it says what they say in their own words, which the local
 * check compares word for word. Any other supported item is a paraphrase the local check
 * judged by the share of words it shares with the passage, and is open; its support is that
 * share.
 */
export function openItems(
  source: readonly SourcePassage[],
  items: readonly JudgedItem[],
): OpenItem[] {
  const open: OpenItem[] = []
  items.forEach((item, index) => {
    const citations = item.citations ?? []
    const supported = citations.filter(isSupported)
    if (supported.length === 0 || supported.length !== citations.length) return
    const marked = supported.map((citation) => markedText(source, citation)).join('\n')
    const held = wordsOf(marked)
    const words = [...wordsOf(item.text)]
    if (words.length === 0) return
    const support = words.filter((word) => held.has(word)).length / words.length
    if (support === 1) return
    open.push({
      index,
      support,
      supported,
      claim: {
        claim: cut(item.text, SECOND_OPINION.claimChars),
        passage: cut(marked, SECOND_OPINION.passageChars),
      },
    })
  })
  return open
    .sort((a, b) => a.support - b.support || a.index - b.index)
    .slice(0, SECOND_OPINION.maxItems)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where the quoted words occur in the passage (case and spacing aside), preferring an
 * occurrence inside the marked sentences; the longest piece of a quote cut with an ellipsis.
 */
function locateQuoted(
  text: string,
  quoted: string,
  marks: readonly [number, number][],
): [number, number] | null {
  const piece = quoted
    .split(/\.{3,}|…/)
    .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '')
  if (piece === '') return null
  const pattern = new RegExp(piece.split(/\s+/).map(escapeRegExp).join('\\s+'), 'giu')
  const hits = [...text.matchAll(pattern)].map((hit): [number, number] => [
    hit.index,
    hit.index + hit[0].length,
  ])
  return (
    hits.find(([start, end]) => marks.some(([s, e]) => start < e && end > s)) ?? hits[0] ?? null
  )
}

/** The passage that says otherwise: the one holding the quoted words, marked; else the first. */
function contradiction(
  source: readonly SourcePassage[],
  supported: readonly SupportedCitation[],
  conflicting: string,
): ContradictedCitation {
  for (const citation of supported) {
    const text = source[citation.passage]?.text ?? ''
    const found = locateQuoted(text, conflicting, citation.marks)
    if (found) return citationOf(source, citation.passage, 'contradicted', [found])
  }
  const first = supported[0] as SupportedCitation
  return citationOf(source, first.passage, 'contradicted', first.marks)
}

/** The item's citations after a reading: only ever away from supported. */
function reconsidered(
  source: readonly SourcePassage[],
  item: OpenItem,
  reading: ClaimReading | undefined,
  broader: boolean,
): Citation[] | null {
  switch (reading?.verdict) {
    case 'says-otherwise':
      return [contradiction(source, item.supported, reading.conflicting)]
    case 'does-not-say':
      return [{ status: broader ? 'beyond-material' : 'not-found' }]
    default:
      return null
  }
}

/** The engine's readings, or null when it failed, took too long or the caller gave up. */
async function ask(
  engine: SecondOpinionEngine,
  claims: readonly ClaimToCheck[],
  options: SecondOpinionOptions,
): Promise<ClaimReading[] | null> {
  if (!engine.secondOpinion) return null
  const controller = new AbortController()
  const stop = () => controller.abort()
  const timer = setTimeout(stop, options.timeoutMs ?? SECOND_OPINION.timeoutMs)
  options.signal?.addEventListener('abort', stop, { once: true })
  try {
    if (options.signal?.aborted) return null
    return await engine.secondOpinion(claims, { signal: controller.signal })
  } catch (error) {
    if (!options.signal?.aborted)
      console.warn('The second opinion on citations failed; the local verdicts stand', error)
    return null
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', stop)
  }
}

/**
 * Each item's citations after the second opinion (the same array where nothing changed). At
 * most one request, and none when the engine has no model or no item is open.
 */
export async function withSecondOpinion(
  engine: SecondOpinionEngine,
  source: readonly SourcePassage[] | undefined,
  items: readonly JudgedItem[],
  options: SecondOpinionOptions = {},
): Promise<(Citation[] | undefined)[]> {
  const citations = items.map((item) => item.citations)
  if (!engine.secondOpinion || !source || source.length === 0) return citations
  const open = openItems(source, items)
  if (open.length === 0) return citations
  const readings = await ask(
    engine,
    open.map((item) => item.claim),
    options,
  )
  if (!readings) return citations
  open.forEach((item, at) => {
    const changed = reconsidered(source, item, readings[at], options.broader ?? false)
    if (changed) citations[item.index] = changed
  })
  return citations
}

/**
 * A cited guide after the second opinion on its points (found again by their keys); a point it
 * left alone keeps its entry.
 */
export async function guideWithSecondOpinion(
  engine: SecondOpinionEngine,
  source: readonly SourcePassage[],
  markdown: string,
  guide: CitedGuide,
  options: SecondOpinionOptions = {},
): Promise<CitedGuide> {
  if (!engine.secondOpinion || guide.citations.length === 0) return guide
  const texts = new Map<string, string>()
  for (const point of guidePoints(markdown, headingsOf(source))) {
    const key = itemKey(point.text)
    if (!texts.has(key)) texts.set(key, stripInline(point.text))
  }
  const judged = await withSecondOpinion(
    engine,
    source,
    guide.citations.map((entry) => ({
      text: texts.get(entry.key) ?? entry.key,
      citations: entry.citations,
    })),
    options,
  )
  return {
    ...guide,
    citations: guide.citations.map((entry, at) => {
      const citations = judged[at]
      return citations && citations !== entry.citations ? { ...entry, citations } : entry
    }),
  }
}
