import type { SourcePassage } from '@/lib/source'
import { stripInline } from '@/study-engine/text/sentences'
import type { Citation, SourceClaim } from '@/lib/citation'
import { guidePoints } from './guide-items'
import { itemKey } from './item-key'
import {
  claimedRefs,
  findMarkers,
  headingsOf,
  resolveRefs,
  stripMarkers,
  type Marker,
} from './markers'
import { replyCitations, type CitedReply } from './reply-citations'
import { replyClaims } from './reply-claims'
import { buildSourceIndex, type SourceIndex } from './source-index'
import { citeItem, type CiteOptions } from './verify'

/**
 * The three checks the app runs on new study material, pure (check-runner.ts runs them in a
 * worker for a large source): items with their claims (quiz questions, flashcards), a guide's
 * markdown with its markers, and a tutor reply with its markers and quotations.
 */

export interface ClaimedItem {
  text: string
  claim?: SourceClaim | undefined
}

/** A guide point's citations, found again in the view by the point's key (see item-key.ts). */
export interface GuideCitation {
  key: string
  citations: Citation[]
}

export interface CitedGuide {
  /** The guide without markers: what is saved and shown. */
  content: string
  citations: GuideCitation[]
}

export type { CitedReply }

/** '**Term**: ', '**Term** — ' at the start of a point. */
const BOLD_LEAD = /^\*\*[^*]+\*\*\s*[:—–-]?\s*/

const indexes = new WeakMap<readonly SourcePassage[], SourceIndex>()

function indexOf(source: readonly SourcePassage[]): SourceIndex {
  let index = indexes.get(source)
  if (!index) {
    index = buildSourceIndex(source)
    indexes.set(source, index)
  }
  return index
}

function refsOf(markers: readonly Marker[], source: readonly SourcePassage[]): number[] {
  return resolveRefs(
    markers.flatMap((marker) => marker.refs),
    source,
  )
}

export function checkItems(
  source: readonly SourcePassage[],
  items: readonly ClaimedItem[],
  options: CiteOptions = {},
): Citation[][] {
  const index = indexOf(source)
  const headings = headingsOf(source)
  return items.map((item) => {
    const refs = item.claim?.ref ? claimedRefs(item.claim.ref, headings) : []
    return citeItem(
      index,
      { text: item.text, refs: resolveRefs(refs, source), quote: item.claim?.quote },
      options,
    )
  })
}

export function checkGuide(source: readonly SourcePassage[], markdown: string): CitedGuide {
  const index = indexOf(source)
  const headings = headingsOf(source)
  const citations: GuideCitation[] = []
  const seen = new Set<string>()
  for (const point of guidePoints(markdown, headings)) {
    if (!point.inCitedSection && point.markers.length === 0) continue
    const key = itemKey(point.text)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    // A point often repeats its passage's own sentence after its bold term: then that
    // sentence, found word for word, is the point's support.
    const body = stripInline(point.text.replace(BOLD_LEAD, ''))
    const found = citeItem(index, {
      text: stripInline(point.text),
      refs: refsOf(point.markers, source),
      quote: body,
    })
    citations.push({ key, citations: found })
  }
  return { content: stripMarkers(markdown, findMarkers(markdown, headings)), citations }
}

export function checkReply(source: readonly SourcePassage[], text: string): CitedReply {
  const index = indexOf(source)
  const headings = headingsOf(source)
  const claims = replyClaims(text, headings).map((claim) => {
    const words = stripInline(claim.text)
    const cited = refsOf(claim.markers, source)
    const citations = citeItem(index, { text: words, refs: cited, quote: claim.quote })
    return { text: words, citations, cited }
  })
  // Each sentence has its verdict; the reply shows them together (reply-citations.ts).
  return {
    text: stripMarkers(text, findMarkers(text, headings)),
    citations: replyCitations(claims.map((claim) => claim.citations)),
    claims,
  }
}
