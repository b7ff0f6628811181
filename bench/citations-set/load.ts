/**
 * The labelled citation set: real documents split into pages, and claims about them labelled
 * supported / contradicted / not-found (see README.md in this folder). `loadCitationSet` reads the
 * folder and throws with every problem found; `validateCitationSet` lists the problems of data
 * already read, so tests can check the rules on broken copies.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const CITATION_SET_DIR = fileURLToPath(new URL('.', import.meta.url))

export const LABELS = ['supported', 'contradicted', 'not-found'] as const
export type Label = (typeof LABELS)[number]

/** The ways a contradicted claim departs from its passage. */
export const CONTRADICTION_KINDS = [
  'negation',
  'swapped-entity',
  'reversed-direction',
  'changed-outcome',
  'changed-number',
] as const
export type ContradictionKind = (typeof CONTRADICTION_KINDS)[number]

/** The kinds each label allows. */
export const KINDS_BY_LABEL = {
  supported: ['paraphrase', 'wrong-page'],
  contradicted: CONTRADICTION_KINDS,
  'not-found': ['plausible-unstated', 'unrelated'],
} as const satisfies Record<Label, readonly string[]>
export type ClaimKind = (typeof KINDS_BY_LABEL)[Label][number]

export const DOCUMENT_KINDS = [
  'slides',
  'textbook',
  'paper',
  'manual',
  'notes',
  'other',
  'transcript',
  'web-page',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

export interface SetPage {
  page: number
  text: string
  /** A transcript's passage (anchor 'time'): the second it starts at. */
  seconds?: number
  /** A web page's section (anchor 'heading'): its heading. */
  heading?: string
}

/** How the app names a passage: "page N", "slide N", a time ("12:34") or a heading. */
export const ANCHORS = ['page', 'slide', 'time', 'heading'] as const

export interface SetDocument {
  id: string
  title: string
  kind: DocumentKind
  /** How the app names a location in this document (pages are then its passages, in order). */
  anchor: (typeof ANCHORS)[number]
  language: Language
  licence: string
  source: string
  pages: SetPage[]
}

export interface LabelledClaim {
  /** `<document id>-<n>` */
  id: string
  /** The document the claim is checked against (the claims file it comes from). */
  document: string
  claim: string
  label: Label
  kind: ClaimKind
  /** The page that supports the claim, or that it contradicts; null when not found. */
  page: number | null
  /** The page the claim is said to come from: wrong for wrong-page items, else `page` (or null). */
  citedPage: number | null
  /** A sentence of `page`, verbatim, that the claim was built from. */
  quote?: string
  /** Further pages that also state a supported claim. */
  otherPages?: number[]
  /** The claim's language when it is not English (that of its document). */
  language?: Language
  note: string
}

export interface CitationSplit {
  seeds: number[]
  method: string
  /** The claims added after the first draw, drawn among themselves with the second seed. */
  laterDraw: string[]
  /** Ids kept out of tuning: only the final measurement may look at them. */
  heldOut: string[]
  tuning: string[]
}

export interface CitationSet {
  documents: SetDocument[]
  claims: LabelledClaim[]
  split: CitationSplit
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

const isPageNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0

/** A transcript passage's start: a whole second, later than the passage before it. */
function startsInOrder(seconds: unknown, before: unknown): boolean {
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0) return false
  return !isRecord(before) || typeof before.seconds !== 'number' || seconds > before.seconds
}

function documentProblems(doc: unknown, index: number): string[] {
  const where = `document ${index}`
  if (!isRecord(doc)) return [`${where}: not an object`]
  const problems: string[] = []
  for (const field of ['id', 'title', 'licence', 'source'] as const) {
    if (!nonEmpty(doc[field])) problems.push(`${where}: ${field} missing`)
  }
  if (!isOneOf(DOCUMENT_KINDS, doc.kind))
    problems.push(`${where}: unknown kind ${String(doc.kind)}`)
  if (!isOneOf(ANCHORS, doc.anchor))
    problems.push(`${where}: anchor must be one of ${ANCHORS.join(', ')}`)
  if (doc.kind === 'slides' && doc.anchor !== 'slide')
    problems.push(`${where}: slides use the slide anchor`)
  if (!isOneOf(LANGUAGES, doc.language))
    problems.push(`${where}: unknown language ${String(doc.language)}`)
  if (!Array.isArray(doc.pages) || doc.pages.length === 0)
    return [...problems, `${where}: no pages`]
  doc.pages.forEach((page: unknown, i, pages: unknown[]) => {
    if (!isRecord(page) || page.page !== i + 1)
      problems.push(`${where}: page ${i + 1} is not numbered ${i + 1}`)
    else if (!nonEmpty(page.text)) problems.push(`${where}: page ${i + 1} has no text`)
    else if (doc.anchor === 'time' && !startsInOrder(page.seconds, pages[i - 1]))
      problems.push(`${where}: passage ${i + 1} has no start time after the one before`)
    else if (doc.anchor === 'heading' && !nonEmpty(page.heading))
      problems.push(`${where}: section ${i + 1} has no heading`)
  })
  return problems
}

function claimProblems(claim: unknown, docs: Map<string, SetDocument>): string[] {
  if (!isRecord(claim)) return ['a claim is not an object']
  const where = `claim ${String(claim.id)}`
  const problems: string[] = []
  const doc = typeof claim.document === 'string' ? docs.get(claim.document) : undefined
  if (!doc) return [`${where}: unknown document ${String(claim.document)}`]
  if (typeof claim.id !== 'string' || !new RegExp(`^${doc.id}-\\d+$`).test(claim.id)) {
    problems.push(`${where}: id must be ${doc.id}-<n>`)
  }
  if (!nonEmpty(claim.claim)) problems.push(`${where}: empty claim`)
  if (typeof claim.note !== 'string') problems.push(`${where}: note missing`)
  if (!isOneOf(LABELS, claim.label))
    return [...problems, `${where}: unknown label ${String(claim.label)}`]
  const kinds: readonly string[] = KINDS_BY_LABEL[claim.label]
  if (!isOneOf(kinds, claim.kind))
    problems.push(`${where}: kind ${String(claim.kind)} does not fit ${claim.label}`)

  const pageText = (n: unknown) => (isPageNumber(n) ? doc.pages[n - 1]?.text : undefined)
  if (claim.label === 'not-found') {
    if (claim.page !== null) problems.push(`${where}: a not-found claim has page null`)
    if (claim.citedPage !== null && pageText(claim.citedPage) === undefined) {
      problems.push(`${where}: cited page ${String(claim.citedPage)} does not exist`)
    }
  } else {
    if (pageText(claim.page) === undefined)
      problems.push(`${where}: page ${String(claim.page)} does not exist`)
    if (claim.kind === 'wrong-page') {
      if (pageText(claim.citedPage) === undefined) problems.push(`${where}: cited page missing`)
      if (claim.citedPage === claim.page)
        problems.push(`${where}: a wrong-page claim cites another page`)
    } else if (claim.citedPage !== claim.page) {
      problems.push(`${where}: cited page differs from page outside wrong-page items`)
    }
  }
  if (claim.quote !== undefined) {
    const text = pageText(claim.page)
    if (typeof claim.quote !== 'string' || text === undefined || !text.includes(claim.quote)) {
      problems.push(`${where}: quote is not verbatim on page ${String(claim.page)}`)
    }
  }
  if (claim.label === 'supported' && typeof claim.claim === 'string') {
    const text = pageText(claim.page) ?? ''
    if (text.includes(claim.claim) || claim.claim === claim.quote) {
      problems.push(`${where}: a supported claim is paraphrased, not copied from its page`)
    }
  }
  if (claim.otherPages !== undefined) {
    const others = claim.otherPages
    if (
      !Array.isArray(others) ||
      others.some((n) => pageText(n) === undefined || n === claim.page)
    ) {
      problems.push(`${where}: otherPages must be other existing pages`)
    }
  }
  if (claim.language !== undefined && claim.language !== doc.language) {
    problems.push(`${where}: language differs from its document's`)
  }
  if (doc.language !== 'en' && claim.language !== doc.language) {
    problems.push(`${where}: claims on ${doc.language} documents carry language ${doc.language}`)
  }
  return problems
}

function splitProblems(split: unknown, ids: string[]): string[] {
  if (!isRecord(split) || !Array.isArray(split.heldOut) || !Array.isArray(split.tuning)) {
    return ['split: heldOut and tuning lists missing']
  }
  const problems: string[] = []
  const seen = new Map<unknown, number>()
  for (const id of [...split.heldOut, ...split.tuning]) seen.set(id, (seen.get(id) ?? 0) + 1)
  for (const id of ids) {
    const times = seen.get(id) ?? 0
    if (times !== 1) problems.push(`split: ${id} listed ${times} times`)
  }
  const known = new Set(ids)
  for (const id of seen.keys())
    if (!known.has(id as string)) problems.push(`split: unknown id ${String(id)}`)
  return problems
}

/** Every rule the set's data break; empty when the set is well-formed. */
export function validateCitationSet(set: {
  documents: unknown[]
  claims: unknown[]
  split: unknown
}): string[] {
  const problems = set.documents.flatMap(documentProblems)
  const docs = new Map<string, SetDocument>()
  set.documents.forEach((doc, i) => {
    if (documentProblems(doc, i).length === 0) docs.set((doc as SetDocument).id, doc as SetDocument)
  })
  const ids = new Set<string>()
  for (const claim of set.claims) {
    problems.push(...claimProblems(claim, docs))
    const id = isRecord(claim) ? claim.id : undefined
    if (typeof id === 'string') {
      if (ids.has(id)) problems.push(`claim ${id}: duplicate id`)
      ids.add(id)
    }
  }
  problems.push(...splitProblems(set.split, [...ids]))
  return problems
}

function readJsonLines(path: string): unknown[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (line.trim() === '') return []
      try {
        return [JSON.parse(line) as unknown]
      } catch {
        throw new Error(`${path}:${i + 1}: not JSON`)
      }
    })
}

/** Reads documents/, claims/ and split.json; throws listing every problem if the set is broken. */
export function loadCitationSet(dir: string = CITATION_SET_DIR): CitationSet {
  const names = readdirSync(join(dir, 'documents'))
    .filter((name) => name.endsWith('.json'))
    .sort()
  const documents = names.map(
    (name) => JSON.parse(readFileSync(join(dir, 'documents', name), 'utf8')) as unknown,
  )
  const misnamed = names.filter((name, i) => {
    const doc = documents[i]
    return !isRecord(doc) || `${String(doc.id)}.json` !== name
  })
  const claims = readdirSync(join(dir, 'claims'))
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => {
      const document = name.replace(/\.jsonl$/, '')
      return readJsonLines(join(dir, 'claims', name)).map((claim) =>
        isRecord(claim) ? { ...claim, document } : claim,
      )
    })
  const split = JSON.parse(readFileSync(join(dir, 'split.json'), 'utf8')) as unknown
  const problems = [
    ...misnamed.map((name) => `documents/${name}: id differs from the file name`),
    ...validateCitationSet({ documents, claims, split }),
  ]
  if (problems.length > 0) throw new Error(`The citation set is broken:\n${problems.join('\n')}`)
  return { documents, claims, split } as CitationSet
}

/** How many items fall in each value of `key`. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1
  return counts
}
