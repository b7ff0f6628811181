/**
 * Grades a citation checker against the labelled citation set (bench/citations-set): each claim
 * is checked as a model's item would be — its text, the page it cites as '[P n]' and the quote it
 * gives, if any — and its verdict compared with the label written without seeing the checker.
 * Shared by `npm run bench:citations` and the held-out test.
 */
import { join, resolve } from 'node:path'
import { loadCitationSet } from './citations-set/load'
import type { Citation } from '../src/lib/citation'
import type { ClaimedItem } from '../src/study-engine/citations/check'
import type { SourceAnchor, SourcePassage } from '../src/lib/source'

export interface SetDocument {
  id: string
  anchor: string
  language?: string
  pages: { page: number; text: string; seconds?: number; heading?: string }[]
}

export interface SetClaim {
  id: string
  /** The document's id (the loader adds it from the claims file's name). */
  document: string
  claim: string
  label: 'supported' | 'contradicted' | 'not-found'
  kind: string
  page: number | null
  citedPage: number | null
  otherPages?: number[]
  quote?: string
}

export interface CitationSet {
  documents: SetDocument[]
  claims: SetClaim[]
  split: { heldOut: string[]; tuning: string[] }
}

/** Where the set is: `CITATIONS_SET=/path/to/citations-set`, or the repository's own copy. */
export function citationSetDir(): string {
  return resolve(process.env.CITATIONS_SET ?? join(import.meta.dirname, 'citations-set'))
}

/**
 * Any set in the same format (documents/, claims/, split.json), read and validated by the
 * repository's loader: a set the project has never seen needs no code of its own.
 */
export function loadSet(dir = citationSetDir()): Promise<CitationSet> {
  return Promise.resolve(loadCitationSet(resolve(dir)) as unknown as CitationSet)
}

export type Checker = (source: SourcePassage[], items: ClaimedItem[]) => Citation[][]

export interface Outcome {
  claim: SetClaim
  verdict: 'supported' | 'contradicted' | 'not-found'
  /** The pages the verdict points at (supporting or closest passage). */
  pages: number[]
}

const ANCHOR_KINDS = new Set(['page', 'slide', 'slide-notes', 'paragraph'])

/** A set page as the app's passage: a page or slide, a transcript's moment, a web page's section. */
function anchorOf(document: SetDocument, page: SetDocument['pages'][number]): SourceAnchor {
  if (document.anchor === 'time') return { kind: 'time', seconds: page.seconds ?? 0 }
  if (document.anchor === 'heading') return { kind: 'heading', heading: page.heading ?? '' }
  const kind = (ANCHOR_KINDS.has(document.anchor) ? document.anchor : 'page') as Exclude<
    SourceAnchor['kind'],
    'heading' | 'time'
  >
  return { kind, n: page.page }
}

export function sourceOf(document: SetDocument): SourcePassage[] {
  return document.pages.map((page) => ({ anchor: anchorOf(document, page), text: page.text }))
}

function documentOf(claim: SetClaim, documents: readonly SetDocument[]): SetDocument {
  const found = documents.find((d) => d.id === claim.document)
  if (!found) throw new Error(`No document for claim ${claim.id}`)
  return found
}

/** The item a model would have written for the claim: its text, its page marker and its quote. */
export function itemOf(claim: SetClaim, document: SetDocument, withHints: boolean): ClaimedItem {
  if (!withHints) return { text: claim.claim }
  const at = document.pages.findIndex((page) => page.page === claim.citedPage)
  const ref = at === -1 ? undefined : `P${at + 1}`
  const hint = { ...(ref ? { ref } : {}), ...(claim.quote ? { quote: claim.quote } : {}) }
  return { text: claim.claim, ...(Object.keys(hint).length > 0 ? { claim: hint } : {}) }
}

/** The claims among `ids`, by document. */
export function claimsByDocument(
  set: CitationSet,
  ids: ReadonlySet<string>,
): Map<SetDocument, SetClaim[]> {
  const byDocument = new Map<SetDocument, SetClaim[]>()
  for (const claim of set.claims) {
    if (!ids.has(claim.id)) continue
    const document = documentOf(claim, set.documents)
    byDocument.set(document, [...(byDocument.get(document) ?? []), claim])
  }
  return byDocument
}

/** What the app shows for an item's citations, as the set labels claims. */
export function verdictOf(citations: readonly Citation[]): Outcome['verdict'] {
  if (citations.some((c) => c.status === 'verified' || c.status === 'found')) return 'supported'
  if (citations.some((c) => c.status === 'contradicted')) return 'contradicted'
  return 'not-found'
}

/** The set's page numbers of the passages cited (passages are the set's pages, in order). */
export function pagesOf(citations: readonly Citation[]): number[] {
  return citations.flatMap((c) => ('passage' in c ? [c.passage + 1] : []))
}

export function run(
  set: CitationSet,
  ids: ReadonlySet<string>,
  check: Checker,
  withHints = true,
): { outcomes: Outcome[]; ms: number } {
  const byDocument = claimsByDocument(set, ids)
  const outcomes: Outcome[] = []
  let ms = 0
  for (const [document, claims] of byDocument) {
    const source = sourceOf(document)
    const items = claims.map((claim) => itemOf(claim, document, withHints))
    const start = performance.now()
    const checked = check(source, items)
    ms += performance.now() - start
    claims.forEach((claim, i) => {
      const citations = checked[i] ?? []
      outcomes.push({ claim, verdict: verdictOf(citations), pages: pagesOf(citations) })
    })
  }
  return { outcomes, ms }
}

export interface Figures {
  items: number
  precision: number
  recall: number
  /** Per contradiction kind: share not shown as supported, and share named contradicted. */
  caught: Record<string, { n: number; caught: number; named: number }>
  notFound: { n: number; caught: number }
  /** Supported claims shown as supported on a page the label does not give. */
  wrongPage: { n: number; wrong: number }
  /** Supported claims shown as "Your material says otherwise", and as "Not found …". */
  falseAlarms: { n: number; contradicted: number; notFound: number }
  /** Precision of "supported" on a set of 90 % (95 %) supported claims, from the same rates. */
  precisionAt90: number
  precisionAt95: number
  msPer100: number
}

/**
 * Precision of "supported" had `share` of the claims been supported: the rate at which
 * supported claims are shown supported (recall) and wrong claims are (false passes), reweighted.
 */
export function reweighted(recall: number, falsePass: number, share: number): number {
  const passed = share * recall + (1 - share) * falsePass
  return passed === 0 ? 1 : (share * recall) / passed
}

export function figures(outcomes: readonly Outcome[], ms: number): Figures {
  const supported = outcomes.filter((o) => o.claim.label === 'supported')
  const shown = outcomes.filter((o) => o.verdict === 'supported')
  const right = shown.filter((o) => o.claim.label === 'supported')
  const caught: Figures['caught'] = {}
  for (const o of outcomes.filter((o) => o.claim.label === 'contradicted')) {
    const entry = (caught[o.claim.kind] ??= { n: 0, caught: 0, named: 0 })
    entry.n++
    if (o.verdict !== 'supported') entry.caught++
    if (o.verdict === 'contradicted') entry.named++
  }
  const notFound = outcomes.filter((o) => o.claim.label === 'not-found')
  const wrongPage = right.filter((o) => {
    const pages = new Set([o.claim.page, ...(o.claim.otherPages ?? [])])
    return !o.pages.some((page) => pages.has(page))
  })
  const wrong = outcomes.filter((o) => o.claim.label !== 'supported')
  const falsePass =
    wrong.length === 0 ? 0 : wrong.filter((o) => o.verdict === 'supported').length / wrong.length
  const recall = supported.length === 0 ? 1 : right.length / supported.length
  return {
    items: outcomes.length,
    precision: shown.length === 0 ? 1 : right.length / shown.length,
    recall,
    caught,
    notFound: {
      n: notFound.length,
      caught: notFound.filter((o) => o.verdict !== 'supported').length,
    },
    wrongPage: { n: right.length, wrong: wrongPage.length },
    falseAlarms: {
      n: supported.length,
      contradicted: supported.filter((o) => o.verdict === 'contradicted').length,
      notFound: supported.filter((o) => o.verdict === 'not-found').length,
    },
    precisionAt90: reweighted(recall, falsePass, 0.9),
    precisionAt95: reweighted(recall, falsePass, 0.95),
    msPer100: outcomes.length === 0 ? 0 : (100 * ms) / outcomes.length,
  }
}

export const TARGETS = { precision: 0.97, recall: 0.9, caught: 0.9 }
