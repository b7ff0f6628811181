/**
 * The pool of answer terms (key phrases, defined terms, numbers) and the choice of distractors:
 * terms of the same kind, near to the answer for hard questions and far from it for easy ones.
 */
import type { Analysis } from './analysis'
import type { TermKind } from './keyphrases'
import { shuffled, type Rng } from '@/lib/prng'
import type { Difficulty } from '@/study-engine/types'

export interface Term {
  key: string
  keys: string[]
  surface: string
  kind: TermKind
  /** 0 for the most central term. */
  rank: number
  sentenceIds: ReadonlySet<number>
}

const POOL_SIZE = 80

export function termPool(analysis: Analysis): Term[] {
  const terms = new Map<string, Term>()
  const add = (key: string, surface: string, kind: TermKind, sentenceIds: Iterable<number>) => {
    if (!key || terms.has(key)) return
    terms.set(key, {
      key,
      keys: key.split(' '),
      surface,
      kind,
      rank: terms.size,
      sentenceIds: new Set(sentenceIds),
    })
  }
  const defined = new Set(analysis.definitions.map((d) => d.termKey))
  // Defined terms first: they are what a student is expected to know.
  for (const c of analysis.concepts)
    if (defined.has(c.key)) add(c.key, c.surface, c.kind, c.sentenceIds)
  for (const d of analysis.definitions.slice(0, 40))
    add(d.termKey, d.term, 'concept', [d.sentenceId])
  // Verb-like words make poor blanks and give distractors away.
  for (const c of analysis.concepts.slice(0, POOL_SIZE))
    if (c.nounLike) add(c.key, c.surface, c.kind, c.sentenceIds)
  // Short notes may have too few noun-like words: then any content word will do.
  if (terms.size < 8)
    for (const c of analysis.concepts.slice(0, POOL_SIZE))
      add(c.key, c.surface, c.kind, c.sentenceIds)
  for (const n of analysis.numbers.slice(0, 30)) add(n.key, n.surface, 'number', n.sentenceIds)
  return [...terms.values()]
}

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function overlaps(a: Term, b: Term): boolean {
  return ` ${a.key} `.includes(` ${b.key} `) || ` ${b.key} `.includes(` ${a.key} `)
}

function numericValue(term: Term): number {
  return Number.parseFloat(term.surface.replace(',', '.'))
}

/** How easily a student could confuse two terms. */
function closeness(answer: Term, other: Term): number {
  if (answer.kind === 'number' && other.kind === 'number') {
    const a = numericValue(answer)
    const b = numericValue(other)
    return 3 / (1 + Math.abs(a - b) / Math.max(1, Math.abs(a)))
  }
  let shared = 0
  const [small, large] =
    answer.sentenceIds.size < other.sentenceIds.size
      ? [answer.sentenceIds, other.sentenceIds]
      : [other.sentenceIds, answer.sentenceIds]
  for (const id of small) if (large.has(id)) shared++
  const lengthSimilarity =
    1 -
    Math.abs(answer.surface.length - other.surface.length) /
      Math.max(answer.surface.length, other.surface.length)
  const sameShape = answer.keys.length === other.keys.length ? 0.5 : 0
  const sameEnding = answer.key.slice(-3) === other.key.slice(-3) ? 0.3 : 0
  return (
    (shared > 0 ? 1 + 0.2 * Math.min(shared, 3) : 0) + lengthSimilarity + sameShape + sameEnding
  )
}

/** Picks 3 of `ranked` (closest first) according to the difficulty. */
export function pickByDifficulty<T>(ranked: readonly T[], difficulty: Difficulty, rng: Rng): T[] {
  if (ranked.length <= 3) return ranked.slice()
  if (difficulty === 'hard') return ranked.slice(0, 3)
  if (difficulty === 'medium') return shuffled(ranked.slice(0, 7), rng).slice(0, 3)
  const far = ranked.length >= 7 ? ranked.slice(3) : ranked
  return shuffled(far, rng).slice(0, 3)
}

/** Plausible wrong numbers when the text has too few of its own. */
function syntheticNumbers(answer: Term, avoid: (text: string) => boolean): string[] {
  const value = numericValue(answer)
  if (!Number.isFinite(value) || !/^\d+$/.test(answer.surface)) return []
  const steps =
    value >= 1000 ? [-10, 7, 23, -4, 15] : value >= 10 ? [-5, 4, 10, -2, 20] : [1, 2, -1, 3, 5]
  return steps
    .map((s) => value + s)
    .filter((v) => v >= 0)
    .map(String)
    .filter((text) => !avoid(text))
}

/**
 * Three wrong options for a term answer, or fewer when the text does not have enough terms.
 * `excluded` rejects terms that would give the answer away (e.g. they appear in the question).
 */
export function termDistractors(
  answer: Term,
  pool: readonly Term[],
  difficulty: Difficulty,
  rng: Rng,
  excluded: (term: Term) => boolean,
): string[] {
  const answerText = normalise(answer.surface)
  const usable = pool.filter(
    (t) =>
      t.key !== answer.key &&
      !overlaps(t, answer) &&
      normalise(t.surface) !== answerText &&
      !excluded(t),
  )
  const byCloseness = (list: Term[]) =>
    list
      .map((t) => ({ t, c: closeness(answer, t) }))
      .sort((a, b) => b.c - a.c || a.t.rank - b.t.rank)
      .map((x) => x.t)
  const sameKind = byCloseness(usable.filter((t) => t.kind === answer.kind))
  const picked = pickByDifficulty(sameKind, difficulty, rng).map((t) => t.surface)
  if (picked.length < 3 && answer.kind === 'number') {
    picked.push(
      ...syntheticNumbers(answer, (s) => picked.includes(s) || s === answer.surface).slice(
        0,
        3 - picked.length,
      ),
    )
  }
  if (picked.length < 3) {
    // Mixing proper names and common nouns is better than no question at all.
    const others = byCloseness(
      usable.filter(
        (t) => t.kind !== answer.kind && t.kind !== 'number' && answer.kind !== 'number',
      ),
    )
    for (const t of others) {
      if (picked.length >= 3) break
      picked.push(t.surface)
    }
  }
  return picked
}
