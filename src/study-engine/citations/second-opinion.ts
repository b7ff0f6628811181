import { SECOND_OPINION } from '@/config/limits'
import type { SourcePassage } from '@/lib/source'
import { stripInline } from '@/study-engine/text/sentences'
import type { ClaimReading, ClaimToCheck, StudyEngine } from '@/study-engine/types'
import { citationOf, withAiCheck, type Citation, type PassageCitation } from '@/lib/citation'
import type { CitedGuide } from './check'
import { guidePoints } from './guide-items'
import { itemKey } from './item-key'
import { headingsOf, resolveRefs } from './markers'
import { cut, passageToRead, type ItemToRead, type PassageToRead } from './reading-passage'
import { locateQuoted } from './quoted'

/**
 * The model's reading of every cited item of a guide, quiz or flashcard set (decision 021,
 * extending decision 012's second opinion): each item is read against its passage — the one the
 * word check settled on, else the one it cited — whatever the word check said, in one request
 * for the set (split only when it would not fit a window). The reading decides: 'states' gives
 * a supported citation of that passage, 'says otherwise' a contradicted one (the quoted words
 * marked), 'does not say' not found. A failed, timed-out or unreadable answer keeps the word
 * check's verdict, marked 'unchecked'. The engine without a model (offline) reads nothing, and
 * the word check decides.
 */

/** An item and the citations the local check gave it, with the passages it claimed. */
export type JudgedItem = ItemToRead

export interface SecondOpinionOptions {
  /** A quiz asked to go broader: an item the passage does not state is 'beyond-material'. */
  broader?: boolean | undefined
  signal?: AbortSignal | undefined
  /** Default SECOND_OPINION.timeoutMs. */
  timeoutMs?: number | undefined
}

/** An item as it is sent: its place in the set, the passage read and the claim to check. */
export interface ItemRead {
  index: number
  read: PassageToRead
  claim: ClaimToCheck
}

/** The engine's side: its model's readings, or none for an engine without one. */
export type SecondOpinionEngine = Pick<StudyEngine, 'secondOpinion'>

/** Every item with a passage to read against, in the set's order. */
export function itemsToRead(
  source: readonly SourcePassage[],
  items: readonly JudgedItem[],
): ItemRead[] {
  return items.flatMap((item, index) => {
    if (!item.citations || item.citations.length === 0) return []
    const read = passageToRead(source, item)
    if (!read) return []
    return [
      {
        index,
        read,
        claim: { claim: cut(item.text, SECOND_OPINION.claimChars), passage: read.text },
      },
    ]
  })
}

/** The requests: the set in order, a new one only when the last would pass its bounds. */
export function batchesOf<T extends { claim: ClaimToCheck }>(items: readonly T[]): T[][] {
  const batches: T[][] = []
  let chars = Infinity
  for (const item of items) {
    const size = item.claim.claim.length + item.claim.passage.length
    const last = batches[batches.length - 1]
    if (
      !last ||
      last.length >= SECOND_OPINION.maxItems ||
      chars + size > SECOND_OPINION.requestChars
    ) {
      batches.push([item])
      chars = size
    } else {
      last.push(item)
      chars += size
    }
  }
  return batches
}

/** The citations the model's reading gives an item; null when it gave no usable reading. */
function decided(
  source: readonly SourcePassage[],
  item: ItemRead,
  local: readonly Citation[],
  reading: ClaimReading | undefined,
  broader: boolean,
): Citation[] | null {
  const { passage, spans } = item.read
  switch (reading?.verdict) {
    case 'states': {
      const kept = local.filter(
        (citation) => citation.status === 'verified' || citation.status === 'found',
      )
      return kept.length > 0 ? [...kept] : [citationOf(source, passage, 'verified', spans)]
    }
    case 'says-otherwise': {
      const found = locateQuoted(source[passage]?.text ?? '', reading.conflicting, spans)
      const same = local.find(
        (citation): citation is PassageCitation =>
          citation.status === 'contradicted' && citation.passage === passage,
      )
      if (same && !found) return [same]
      return [citationOf(source, passage, 'contradicted', found ? [found] : spans)]
    }
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
      console.warn('The model could not check the citations; the word check stands', error)
    return null
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', stop)
  }
}

/**
 * The items' citations as shown while the model reads them: every item it will read marked
 * 'checking'; unchanged for an engine without a model.
 */
export function markedChecking(
  engine: SecondOpinionEngine,
  source: readonly SourcePassage[] | undefined,
  items: readonly JudgedItem[],
): (Citation[] | undefined)[] {
  const citations = items.map((item) => item.citations)
  if (!engine.secondOpinion || !source || source.length === 0) return citations
  for (const { index } of itemsToRead(source, items))
    citations[index] = withAiCheck(citations[index] ?? [], 'checking')
  return citations
}

/**
 * Each item's citations after the model's reading: those it read marked 'read' (or
 * 'unchecked' where it gave no answer); items it could not read unchanged. No request for an
 * engine without a model.
 */
export async function withSecondOpinion(
  engine: SecondOpinionEngine,
  source: readonly SourcePassage[] | undefined,
  items: readonly JudgedItem[],
  options: SecondOpinionOptions = {},
): Promise<(Citation[] | undefined)[]> {
  const citations = items.map((item) => item.citations)
  if (!engine.secondOpinion || !source || source.length === 0) return citations
  const batches = batchesOf(itemsToRead(source, items))
  const answers = await Promise.all(
    batches.map((batch) =>
      ask(
        engine,
        batch.map((item) => item.claim),
        options,
      ),
    ),
  )
  batches.forEach((batch, at) => {
    const readings = answers[at]
    batch.forEach((item, position) => {
      const local = citations[item.index] ?? []
      const read = decided(source, item, local, readings?.[position], options.broader ?? false)
      citations[item.index] = read ? withAiCheck(read, 'read') : withAiCheck(local, 'unchecked')
    })
  })
  return citations
}

/** A guide's points as items to read: their text and the passages their markers name. */
function guideItems(
  source: readonly SourcePassage[],
  markdown: string,
  guide: CitedGuide,
): JudgedItem[] {
  const points = new Map<string, { text: string; cited: number[] }>()
  for (const point of guidePoints(markdown, headingsOf(source))) {
    const key = itemKey(point.text)
    if (points.has(key)) continue
    const refs = point.markers.flatMap((marker) => marker.refs)
    points.set(key, { text: stripInline(point.text), cited: resolveRefs(refs, source) })
  }
  return guide.citations.map((entry) => ({
    text: points.get(entry.key)?.text ?? entry.key,
    citations: entry.citations,
    cited: points.get(entry.key)?.cited,
  }))
}

/** A cited guide with its points' citations replaced (a point left alone keeps its entry). */
function guideWith(guide: CitedGuide, citations: readonly (Citation[] | undefined)[]): CitedGuide {
  return {
    ...guide,
    citations: guide.citations.map((entry, at) => {
      const changed = citations[at]
      return changed && changed !== entry.citations ? { ...entry, citations: changed } : entry
    }),
  }
}

/** A cited guide as shown while the model reads its points. */
export function guideMarkedChecking(
  engine: SecondOpinionEngine,
  source: readonly SourcePassage[],
  markdown: string,
  guide: CitedGuide,
): CitedGuide {
  return guideWith(guide, markedChecking(engine, source, guideItems(source, markdown, guide)))
}

/** A cited guide after the model's reading of its points (found again by their keys). */
export async function guideWithSecondOpinion(
  engine: SecondOpinionEngine,
  source: readonly SourcePassage[],
  markdown: string,
  guide: CitedGuide,
  options: SecondOpinionOptions = {},
): Promise<CitedGuide> {
  if (!engine.secondOpinion || guide.citations.length === 0) return guide
  const judged = await withSecondOpinion(
    engine,
    source,
    guideItems(source, markdown, guide),
    options,
  )
  return guideWith(guide, judged)
}
