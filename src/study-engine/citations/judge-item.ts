import { splitSentences } from '@/study-engine/text/sentences'
import { citationOf, type ContradictedCitation, type SupportedCitation } from '@/lib/citation'
import { judge, type Conflict } from './conflicts'
import { read, type Reading } from './reading'
import { passageReadings } from './passage-readings'
import { termWeight, type SourceIndex, type Window } from './source-index'

/**
 * The verdict on an item's own words. The item is read sentence by sentence (a question joined
 * to the answer after it); each sentence is set against the passage sentences, alone and in
 * pairs, that hold most of its words by weight. Going down from the closest, the first that
 * either states it (enough of its words, nothing conflicting) or speaks to it and says otherwise
 * decides that sentence; the item is contradicted when one of its sentences is, and supported
 * when all of its sentences that say something are.
 */

export type ItemVerdict =
  | { kind: 'supported'; citations: SupportedCitation[] }
  | { kind: 'contradicted'; citation: ContradictedCitation; conflict: Conflict }
  /** Too few words of its own to check: the item rests on its quote. */
  | { kind: 'says-little' }
  /** Nothing states it and nothing contradicts it. */
  | { kind: 'open' }

/**
 * Share of a sentence's word weight a passage sentence must hold to state it (with nothing
 * conflicting): paraphrases keep well under two thirds of a claim's words, so a higher share
 * turns most true items into 'not found'.
 */
export const STATES_SHARE = 0.4
/** Share a passage sentence must hold to speak to the same thing (and so to contradict it). */
export const SPEAKS_SHARE = 0.4
/** What a number the claim states weighs, as a share of the claim's heaviest word. */
const NUMBER_SHARE = 0.5
/** A pair of sentences must beat the better of the two alone by this much to be preferred. */
const PAIR_PENALTY = 0.1
/** A sentence with fewer content words than this says too little to be checked on its own. */
const MIN_CLAIM_WORDS = 2
const CONSIDERED = 8
/**
 * Above this share of the claim's words, a window that has some other word where the claim has
 * one of its own (not only a word of the passage) says something else: a near-copy with one
 * word changed is more often a changed fact than a synonym.
 */
const ANY_WORD_SHARE = 0.8
/** A claim word weighing this share of its heaviest word's weight is a name or a term of art. */
const SPECIFIC_SHARE = 0.5
/** A window holding this share of the claim with nothing conflicting is the claim itself. */
const NEAR_COPY_SHARE = 0.95
/**
 * A window this far below the closest still contradicts the claim when it says otherwise; a
 * window much further off speaks of something else, and its opposites and numbers are not the
 * claim's.
 */
const CONFLICT_REACH = 0.2

/** A quiz item's numbering: 'Question 3:', 'Q:', 'A:', 'P:', 'R:', 'F:'. */
const NUMBERING = /^\s*(?:(?:question|pregunta|frage)\s*\d+\s*[:.)]|[QAPRF]\s*:)\s*/i

/**
 * Words about the material rather than of it ('What does the material say about …', 'the
 * term the course uses'): they weigh nothing when an item is set against a passage.
 */
const ABOUT_THE_MATERIAL = new Set(
  'material materials course lecture lectures notes text passage passages say says said according mention mentions mentioned term terms question answer connect connects describe describes'.split(
    ' ',
  ),
)

/** Questions are joined to the sentence after them: 'Which organelle makes ATP? Mitochondria.' */
function claimSentences(text: string): string[] {
  const units: string[] = []
  let pending = ''
  for (const paragraph of text.replace(/(^|[?.!]\s+)(?:[QAPRF]\s*:\s*)/g, '$1').split(/\n+/))
    for (const sentence of splitSentences(paragraph)) {
      if (sentence.trim().endsWith('?')) {
        pending = `${pending} ${sentence.replace(NUMBERING, '')}`.trim()
        continue
      }
      units.push(`${pending} ${sentence}`.replace(NUMBERING, '').trim())
      pending = ''
    }
  if (pending) units.push(pending)
  return units
}

type UnitVerdict =
  | { kind: 'states'; window: Window }
  | { kind: 'contradicts'; window: Window; conflict: Conflict }
  | { kind: 'says-little' }
  | { kind: 'open' }

function weights(index: SourceIndex, claim: Reading): Map<string, number> {
  const byRoot = new Map<string, number>()
  for (const word of claim.words) {
    if (!word.content || !claim.roots.has(word.root) || ABOUT_THE_MATERIAL.has(word.lower)) continue
    byRoot.set(word.root, Math.max(byRoot.get(word.root) ?? 0, termWeight(index, word.key)))
  }
  return byRoot
}

function judgeUnit(
  index: SourceIndex,
  text: string,
  passages: readonly number[],
  claimed: ReadonlySet<number>,
): UnitVerdict {
  const claim = read(text, index.readingStop, index.language.lang)
  const weighted = weights(index, claim)
  if (weighted.size < MIN_CLAIM_WORDS && claim.quantities.length === 0)
    return { kind: 'says-little' }
  let total = 0
  for (const weight of weighted.values()) total += weight
  // A number the claim states weighs half its heaviest word: a passage with the same number
  // more likely states the same fact.
  const numberWeight = NUMBER_SHARE * Math.max(0, ...weighted.values())
  total += numberWeight * claim.quantities.length
  const scored: { window: Window; score: number; rank: number }[] = []
  for (const passage of passages) {
    for (const window of passageReadings(index, passage).windows) {
      let held = 0
      for (const [root, weight] of weighted) if (window.reading.roots.has(root)) held += weight
      for (const quantity of claim.quantities)
        if (window.reading.quantities.some((q) => q.value === quantity.value)) held += numberWeight
      const score = total > 0 ? held / total : 0
      if (score < SPEAKS_SHARE) continue
      const rank =
        score - (window.ranges.length > 1 ? PAIR_PENALTY : 0) + (claimed.has(passage) ? 0.01 : 0)
      scored.push({ window, score, rank })
    }
  }
  scored.sort((a, b) => b.rank - a.rank)
  // Every close window is read: one that says otherwise outweighs one that seems to agree, so a
  // claim is never shown as supported while a passage about the same thing contradicts it.
  const best = scored[0]?.score ?? 0
  const heaviest = Math.max(0, ...weighted.values())
  let states: { window: Window; score: number } | null = null
  let contradicts: { window: Window; conflict: Conflict } | null = null
  for (const { window, score } of scored.slice(0, CONSIDERED)) {
    const { roots } = passageReadings(index, window.passage)
    const judgement = judge(
      claim,
      window.reading,
      {
        lang: index.language.lang,
        inPassage: (root) => (roots.get(root) ?? 0) > 0,
        anyWord: score >= ANY_WORD_SHARE,
        specific: (root) => (weighted.get(root) ?? 0) >= SPECIFIC_SHARE * heaviest,
      },
      { oneSentence: window.ranges.length === 1 },
    )
    const conflict = judgement.conflicts[0]
    if (conflict && !contradicts && score >= best - CONFLICT_REACH)
      contradicts = { window, conflict }
    if (!conflict && !states && score >= STATES_SHARE && !judgement.missingNumber)
      states = { window, score }
  }
  // One passage sentence that holds all but a trace of the claim, with nothing conflicting (all
  // checks run on one sentence), states it, whatever other sentences about the same things say.
  if (
    states &&
    states.window.ranges.length === 1 &&
    states.score >= NEAR_COPY_SHARE &&
    states.score >= best
  )
    return { kind: 'states', window: states.window }
  if (contradicts) return { kind: 'contradicts', ...contradicts }
  if (states) return { kind: 'states', window: states.window }
  return weighted.size < MIN_CLAIM_WORDS ? { kind: 'says-little' } : { kind: 'open' }
}

export function judgeItem(
  index: SourceIndex,
  text: string,
  passages: readonly number[],
  claimed: ReadonlySet<number>,
): ItemVerdict {
  const verdicts = claimSentences(text).map((unit) => judgeUnit(index, unit, passages, claimed))
  const contradiction = verdicts.find((v) => v.kind === 'contradicts')
  if (contradiction?.kind === 'contradicts') {
    const { window, conflict } = contradiction
    return {
      kind: 'contradicted',
      citation: citationOf(index.source, window.passage, 'contradicted', conflict.marks),
      conflict,
    }
  }
  const checked = verdicts.filter((v) => v.kind !== 'says-little')
  if (checked.length === 0) return { kind: 'says-little' }
  if (checked.some((v) => v.kind !== 'states')) return { kind: 'open' }
  const byPassage = new Map<number, SupportedCitation>()
  for (const verdict of checked) {
    if (verdict.kind !== 'states') continue
    const { passage, ranges } = verdict.window
    const status = claimed.has(passage) ? 'verified' : 'found'
    const known = byPassage.get(passage)
    if (!known) {
      byPassage.set(passage, citationOf(index.source, passage, status, [...ranges]))
      continue
    }
    for (const range of ranges)
      if (!known.marks.some(([s]) => s === range[0])) known.marks.push(range)
    known.marks.sort((a, b) => a[0] - b[0])
  }
  return { kind: 'supported', citations: [...byPassage.values()] }
}

/** Share of its word weight an item's quote must hold to back it (with nothing conflicting). */
export const QUOTE_SHARE = 0.45

/**
 * Whether an item's quote backs it: the quote holds enough of the item's words by weight and
 * says nothing the item contradicts (each sentence of the item is set against the quote).
 */
export function quoteBacks(index: SourceIndex, text: string, quote: string): boolean {
  const stop = index.readingStop
  const lang = index.language.lang
  const quoted = read(quote, stop, lang)
  let total = 0
  let held = 0
  for (const unit of claimSentences(text)) {
    const claim = read(unit, stop, lang)
    if (
      judge(
        claim,
        quoted,
        { lang, inPassage: () => false, specific: () => true },
        { oneSentence: true },
      ).conflicts.length > 0
    )
      return false
    for (const [root, weight] of weights(index, claim)) {
      total += weight
      if (quoted.roots.has(root)) held += weight
    }
  }
  return total === 0 || held / total >= QUOTE_SHARE
}
