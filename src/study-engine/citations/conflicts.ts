import {
  COMPARED_WORDS,
  DESTINATION_WORDS,
  DIRECTION_WORDS,
  NEGATING_PREFIXES,
  ORIGIN_WORDS,
  antonymsOf,
  deniesPlainly,
  lemmaCandidates,
  unitOf,
} from './lexicon'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { rootOf, type Reading, type Word } from './reading'

/**
 * Where a claim and the passage sentences it matches say different things about the same
 * words: a negation one has and the other lacks (or an antonym or an un-/in-/non- opposite in its
 * place), another number, date or unit, another entity in a matched statement, or two matched
 * things in the opposite order around a direction word ('from A to B'). Each conflict names the
 * passage's words to mark, as [start, end) offsets in the passage.
 */

export type ConflictKind = 'negation' | 'antonym' | 'number' | 'entity' | 'order'

export interface Conflict {
  kind: ConflictKind
  marks: [number, number][]
}

export interface Judgement {
  conflicts: Conflict[]
  /** The claim states a number the sentences do not (and they state none to contradict it). */
  missingNumber: boolean
}

/** What the claim's words are in the rest of the source, for telling an entity from a paraphrase. */
export interface SourceTerms {
  lang: LanguageCode
  /** Any claim word may be the swapped-in one, not only words of the passage. */
  anyWord?: boolean
  /** The root is among the claim's rarer words (a name or a technical term, not 'introduce'). */
  specific(root: string): boolean
  /** The root occurs in the passage of the sentences, outside them. */
  inPassage(root: string): boolean
}

/** Words the sentences' negations may stand this far before the first matched word. */
const NEGATION_REACH_BEFORE = 5
const NEGATION_REACH_AFTER = 3
const PASSIVE = new Set(['by', 'por', 'par', 'von'])
/** Words that look prefixed but are no opposite of the rest ('unlike' is a preposition). */
const NOT_OPPOSITES = new Set([
  'unlike',
  'until',
  'under',
  'inside',
  'into',
  'important',
  'impact',
  'display',
  'dispose',
  'distance',
  'discuss',
])
/** How far from a matched neighbour a swapped-in word may stand. */
const ENTITY_REACH = 2
/** Words two matched neighbours may have between them in the sentences for a swap between them. */
const ENTITY_GAP = 4

const mark = (word: { start: number; end: number }): [number, number] => [word.start, word.end]

function matchedSpan(claim: Reading, window: Reading): [number, number] | null {
  let first = -1
  let last = -1
  window.words.forEach((word, i) => {
    if (word.content && claim.roots.has(word.root)) {
      if (first === -1) first = i
      last = i
    }
  })
  return first === -1 ? null : [first - NEGATION_REACH_BEFORE, last + NEGATION_REACH_AFTER]
}

/** Antonyms and negating prefixes: the window words that turn the claim's meaning around. */
function opposites(
  claim: Reading,
  window: Reading,
  span: [number, number],
  lang: LanguageCode,
): number[] {
  const flipped = new Set<number>()
  const windowRoots = new Set(window.words.map((word) => word.root))
  const claimRoots = new Set(claim.words.map((word) => word.root))
  const claimForms = claim.words.map((word) => new Set(lemmaCandidates(word.lower)))
  for (const [c, word] of claim.words.entries()) {
    if (windowRoots.has(word.root) || word.lower.length < 2) continue
    const antonyms = antonymsOf(word.lower)
    for (let i = Math.max(0, span[0]); i <= Math.min(window.words.length - 1, span[1]); i++) {
      const other = window.words[i]!
      if (flipped.has(i) || claimRoots.has(other.root)) continue
      const forms = lemmaCandidates(other.lower)
      const opposite =
        forms.some((form) => antonyms.has(form)) ||
        prefixed(word.lower, other.root, lang) ||
        prefixed(other.lower, word.root, lang)
      if (opposite && !forms.some((form) => claimForms[c]!.has(form))) {
        flipped.add(i)
        break
      }
    }
  }
  return [...flipped]
}

/** 'unstable' against 'stable', 'nonpolar' against 'polar'. */
function prefixed(word: string, root: string, lang: LanguageCode): boolean {
  if (NOT_OPPOSITES.has(word)) return false
  for (const prefix of NEGATING_PREFIXES) {
    if (!word.startsWith(prefix)) continue
    const rest = word.slice(prefix.length).replace(/^-/, '')
    if (rest.length >= 4 && rootOf(rest, lang) === root) return true
  }
  return false
}

/** Words a negation governs: the next content word within reach, else the one before it. */
const NEGATION_SCOPE = 4

/** The roots each negation governs ('does not come with' → come), with the cue's word index. */
function negated(reading: Reading): Map<string, number> {
  const found = new Map<string, number>()
  for (const at of reading.negations) {
    let target: Word | undefined
    for (let k = at + 1; k <= at + NEGATION_SCOPE && !target; k++) {
      const word = reading.words[k]
      if (word?.content) target = word
    }
    for (let k = at - 1; k >= at - 2 && !target; k--) {
      const word = reading.words[k]
      if (word?.content) target = word
    }
    if (target && !found.has(target.root)) found.set(target.root, at)
  }
  return found
}

/**
 * A word both state, negated in one and not in the other ('Matlab is free' against 'Not free'),
 * or an antonym or un-/in-/non- opposite of a claim word in the sentences, neither negated.
 */
function polarity(
  claim: Reading,
  window: Reading,
  span: [number, number],
  lang: LanguageCode,
): Conflict | null {
  const inClaim = negated(claim)
  const inWindow = negated(window)
  const marks: [number, number][] = []
  for (const root of new Set([...inClaim.keys(), ...inWindow.keys()])) {
    if (!claim.roots.has(root) || !window.roots.has(root)) continue
    if (inClaim.has(root) === inWindow.has(root)) continue
    const cue = inWindow.get(root)
    const word = cue === undefined ? window.words.find((w) => w.root === root) : window.words[cue]
    if (word) marks.push(mark(word))
  }
  if (marks.length > 0) return { kind: 'negation', marks }
  const flips = opposites(claim, window, span, lang).filter(
    (i) => !inWindow.has(window.words[i]!.root),
  )
  if (flips.length > 0 && inClaim.size === 0)
    return { kind: 'antonym', marks: flips.map((i) => mark(window.words[i]!)) }
  return null
}

/**
 * A near-copy that negates what the sentence states: 'Contracts do not need to ensure that open
 * source is evaluated' against 'Contract ensures open source is evaluated', where the negated
 * word itself ('need') is not in the sentence: the claim has more plain negations ('not', 'no',
 * 'never', 'ne … pas', 'nicht', 'kein') than the sentence has negations where it matches. A
 * sentence that negates something the claim leaves out ('were not widely accepted and would be
 * forgotten') says more, not otherwise.
 */
function lonelyNegation(claim: Reading, window: Reading): Conflict | null {
  const matched = window.words.flatMap((word, i) =>
    word.content && claim.roots.has(word.root) ? [i] : [],
  )
  const first = matched[0]
  if (first === undefined) return null
  const plain = claim.negations.filter((at) => deniesPlainly(claim.words[at]!.lower))
  const negation = plain[0]
  if (negation === undefined) return null
  // Each negation where the sentence matches ('instead of a pen' for 'not a pen') answers one.
  const answers = window.negations.filter((at) => at >= first && at <= matched.at(-1)!)
  if (answers.length >= plain.length) return null
  // Mark the sentence's word for the first claim word the negation stands before.
  const after = claim.words
    .slice(negation + 1)
    .find((word) => word.content && window.roots.has(word.root))
  const at = after ? window.words.findIndex((word) => word.root === after.root) : first
  return { kind: 'negation', marks: [mark(window.words[at]!)] }
}

function numbers(claim: Reading, window: Reading): { conflict: Conflict | null; missing: boolean } {
  let missing = false
  const marks: [number, number][] = []
  for (const quantity of claim.quantities) {
    const same = window.quantities.filter((other) => other.value === quantity.value)
    if (same.length === 0) {
      const rivals = window.quantities.filter(
        (other) =>
          quantity.kind === undefined || other.kind === undefined || other.kind === quantity.kind,
      )
      if (rivals.length > 0) marks.push(...rivals.map(mark))
      else missing = true
      continue
    }
    const otherUnit = same.filter(
      (other) =>
        quantity.kind !== undefined && other.kind === quantity.kind && other.unit !== quantity.unit,
    )
    if (otherUnit.length === same.length && quantity.kind !== undefined)
      marks.push(...otherUnit.map(mark))
  }
  if (marks.length === 0) marks.push(...otherUnits(claim, window))
  return { conflict: marks.length > 0 ? { kind: 'number', marks } : null, missing }
}

/**
 * A unit the claim names with no number ('in a few hours', 'once a week') where the sentence
 * names another of the same kind and not the claim's ('in a few minutes', 'times a day').
 */
function otherUnits(claim: Reading, window: Reading): [number, number][] {
  const unitsOf = (reading: Reading) =>
    reading.words.flatMap((word) => {
      const unit = unitOf(word.lower)
      return unit && word.content ? [{ word, kind: unit[0], unit: unit[1] }] : []
    })
  const theirs = unitsOf(window)
  for (const ours of unitsOf(claim)) {
    if (theirs.some((other) => other.unit === ours.unit)) continue
    const rival = theirs.find((other) => other.kind === ours.kind)
    if (rival) return [mark(rival.word)]
  }
  return []
}

/** First position in the window of each matched root, and the claim's matched words in order. */
function orderConflict(claim: Reading, window: Reading): Conflict | null {
  const firstAt = new Map<string, number>()
  const counts = new Map<string, number>()
  window.words.forEach((word, i) => {
    if (!word.content) return
    counts.set(word.root, (counts.get(word.root) ?? 0) + 1)
    if (!firstAt.has(word.root)) firstAt.set(word.root, i)
  })
  const seen = new Set<string>()
  const matched: { c: number; w: number }[] = []
  claim.words.forEach((word, c) => {
    if (!word.content || seen.has(word.root)) return
    seen.add(word.root)
    // A word the sentence repeats has no one place to compare.
    if (counts.get(word.root) === 1) matched.push({ c, w: firstAt.get(word.root)! })
  })
  for (let i = 0; i < matched.length; i++) {
    for (let j = i + 1; j < matched.length; j++) {
      const a = matched[i]!
      const b = matched[j]!
      if (a.w < b.w) continue
      const claimBetween = claim.words.slice(a.c + 1, b.c)
      const windowBetween = window.words.slice(b.w + 1, a.w)
      if (
        claimBetween.some((w) => PASSIVE.has(w.lower)) !==
        windowBetween.some((w) => PASSIVE.has(w.lower))
      )
        continue
      // The two swap places around the same relation: a direction word ('from … to'), or a
      // word both state between them ('A produces B' against 'B produces A').
      const relation = claimBetween.some(
        (w) =>
          (DIRECTION_WORDS.has(w.lower) || w.content) &&
          windowBetween.some((x) => x.lower === w.lower || x.root === w.root),
      )
      if (relation)
        return { kind: 'order', marks: [mark(window.words[b.w]!), mark(window.words[a.w]!)] }
    }
  }
  return null
}

type Part = 'origin' | 'destination'
/** Words a preposition may stand before the thing it is about: 'into the host cell's nucleus'. */
const PART_REACH = 4

/** The things named as where a movement starts or ends ('from the agar into the gel'). */
function partsOf(reading: Reading): Map<string, { part: Part; at: number }> {
  const parts = new Map<string, { part: Part; at: number }>()
  reading.words.forEach((word, i) => {
    const part = ORIGIN_WORDS.has(word.lower)
      ? 'origin'
      : DESTINATION_WORDS.has(word.lower)
        ? 'destination'
        : null
    if (!part) return
    for (let k = i + 1; k <= i + PART_REACH && k < reading.words.length; k++) {
      const object = reading.words[k]!
      if (!object.content) continue
      if (!parts.has(object.root)) parts.set(object.root, { part, at: k })
      return
    }
  })
  return parts
}

/** Which side of 'than' each content root stands on, when the reading has one 'than'. */
function comparedSides(reading: Reading): Map<string, { after: boolean; at: number }> | null {
  const at = reading.words.flatMap((word, i) => (COMPARED_WORDS.has(word.lower) ? [i] : []))
  if (at.length !== 1) return null
  const sides = new Map<string, { after: boolean; at: number }>()
  const seen = new Set<string>()
  reading.words.forEach((word, i) => {
    if (!word.content) return
    if (seen.has(word.root)) sides.delete(word.root)
    else sides.set(word.root, { after: i > at[0]!, at: i })
    seen.add(word.root)
  })
  return sides
}

/**
 * Two things in each other's parts: the claim has a thing move from where the sentence has it
 * move to, or to another place the sentence also names ('from the agar into the gel' against
 * 'into the agar'); or a thing compared stands on the other side of 'than' ('the computer's
 * time is worth more than yours' against 'your time is worth more than your computer's').
 */
function partConflict(claim: Reading, window: Reading): Conflict | null {
  const claimParts = partsOf(claim)
  const windowParts = partsOf(window)
  for (const [root, { part }] of claimParts) {
    const other = windowParts.get(root)
    if (other && other.part !== part)
      return { kind: 'order', marks: [mark(window.words[other.at]!)] }
    if (other || !window.roots.has(root)) continue
    for (const [elsewhere, at] of windowParts)
      if (
        at.part === part &&
        elsewhere !== root &&
        claim.roots.has(elsewhere) &&
        !claimParts.has(elsewhere)
      )
        return { kind: 'order', marks: [mark(window.words[at.at]!)] }
  }
  const claimSides = comparedSides(claim)
  const windowSides = comparedSides(window)
  if (!claimSides || !windowSides) return null
  for (const [root, side] of claimSides) {
    const other = windowSides.get(root)
    if (other && other.after !== side.after)
      return { kind: 'order', marks: [mark(window.words[other.at]!)] }
  }
  return null
}

/**
 * Another entity: a claim word the sentences lack but their passage uses elsewhere, standing
 * where the sentences have a word the claim lacks, between the same matched words ('Ribosomes
 * produce ATP' against 'Mitochondria produce ATP', with ribosomes on the same page).
 */
function entityConflict(claim: Reading, window: Reading, terms: SourceTerms): Conflict | null {
  const firstAt = new Map<string, number>()
  window.words.forEach((word, i) => {
    if (word.content && !firstAt.has(word.root)) firstAt.set(word.root, i)
  })
  const matchedAt = (word: Word) =>
    claim.roots.has(word.root) ? firstAt.get(word.root) : undefined
  for (const [c, word] of claim.words.entries()) {
    if (!word.content || firstAt.has(word.root) || !terms.specific(word.root)) continue
    if (!terms.anyWord && !terms.inPassage(word.root)) continue
    let left: number | undefined
    for (let k = c - 1; k >= 0 && left === undefined; k--) left = matchedAt(claim.words[k]!)
    let right: number | undefined
    for (let k = c + 1; k < claim.words.length && right === undefined; k++)
      right = matchedAt(claim.words[k]!)
    const from = left === undefined ? (right ?? 0) - ENTITY_REACH : left + 1
    const to = right === undefined ? (left ?? 0) + ENTITY_REACH : right - 1
    if (left !== undefined && right !== undefined && (left > right || right - left > ENTITY_GAP))
      continue
    for (let i = Math.max(0, from); i <= Math.min(window.words.length - 1, to); i++) {
      const other = window.words[i]!
      if (other.content && !claim.roots.has(other.root))
        return { kind: 'entity', marks: [mark(other)] }
    }
  }
  return null
}

/** The clauses each content root stands in, with its first word in each. */
function clausesOf(reading: Reading): Map<string, Map<number, Word>> {
  const found = new Map<string, Map<number, Word>>()
  for (const word of reading.words) {
    if (!word.content) continue
    const clauses = found.get(word.root) ?? new Map<number, Word>()
    if (!clauses.has(word.clause)) clauses.set(word.clause, word)
    found.set(word.root, clauses)
  }
  return found
}

/**
 * Two things swapped between two clauses: the claim pairs A with P in one clause and B with Q
 * in another ('Mayavi offers 2-D plots, and Matplotlib 3-D'), and the sentences never pair A with
 * P nor B with Q but pair A with Q and B with P ('Matplotlib: 2-D plots; Mayavi: 3-D'). Only
 * words the claim has in one clause count.
 */
function swappedPair(claim: Reading, window: Reading): Conflict | null {
  const inWindow = clausesOf(window)
  const byClause = new Map<number, string[]>()
  for (const [root, clauses] of clausesOf(claim)) {
    const [clause] = clauses.keys()
    if (clauses.size === 1 && inWindow.has(root))
      byClause.set(clause!, [...(byClause.get(clause!) ?? []), root])
  }
  const groups = [...byClause.values()].filter((roots) => roots.length >= 2)
  /** A clause of the sentences holding both, if any. */
  const together = (x: string, y: string) =>
    [...inWindow.get(x)!.keys()].find((clause) => inWindow.get(y)!.has(clause))
  for (let i = 0; i < groups.length; i++)
    for (let j = i + 1; j < groups.length; j++)
      for (const a of groups[i]!)
        for (const p of groups[i]!)
          for (const b of groups[j]!)
            for (const q of groups[j]!) {
              if (a === p || b === q) continue
              if (together(a, p) !== undefined || together(b, q) !== undefined) continue
              const aq = together(a, q)
              const bp = together(b, p)
              if (aq === undefined || bp === undefined || aq === bp) continue
              return {
                kind: 'entity',
                marks: [mark(inWindow.get(p)!.get(bp)!), mark(inWindow.get(q)!.get(aq)!)],
              }
            }
  return null
}

export interface JudgeOptions {
  /**
   * The window is one sentence: only then are swapped entities and reversed order looked for
   * (across two sentences, words have no one place to compare).
   */
  oneSentence: boolean
}

export function judge(
  claim: Reading,
  window: Reading,
  terms: SourceTerms,
  options: JudgeOptions = { oneSentence: true },
): Judgement {
  const conflicts: Conflict[] = []
  const span = matchedSpan(claim, window)
  if (!span) return { conflicts, missingNumber: claim.quantities.length > 0 }
  const flip =
    polarity(claim, window, span, terms.lang) ??
    (terms.anyWord && options.oneSentence ? lonelyNegation(claim, window) : null)
  if (flip) conflicts.push(flip)
  const { conflict, missing } = numbers(claim, window)
  if (conflict) conflicts.push(conflict)
  const order = options.oneSentence
    ? (orderConflict(claim, window) ?? partConflict(claim, window))
    : null
  if (order) conflicts.push(order)
  if (conflicts.length === 0) {
    const swap = swappedPair(claim, window)
    if (swap) conflicts.push(swap)
  }
  if (options.oneSentence && conflicts.length === 0) {
    const entity = entityConflict(claim, window, terms)
    if (entity) conflicts.push(entity)
  }
  return { conflicts, missingNumber: missing }
}
