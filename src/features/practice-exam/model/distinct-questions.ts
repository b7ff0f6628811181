import type { QuestionKind } from './exam'
import type { Draft } from './exam-from-questions'

/**
 * A practice exam asks each question once (audit s61 E5: a prose guide's exam repeated a
 * question up to 3 times). A question is told by its stem as the engine wrote it (the question,
 * statement or sentence, before the exam words it as its kind), case, punctuation and spacing
 * aside; each section is asked for spares that take a repeat's place.
 */
export interface Candidate {
  /** The stem, normalised (`normalisedStem`). */
  stem: string
  draft: Draft
}

export function normalisedStem(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The spares a section of `count` questions asks for beside them: half as many again. */
export function sparesFor(count: number): number {
  return Math.ceil(count / 2)
}

/**
 * Each place takes the first candidate of its kind whose stem is not in `taken` nor placed
 * already (null: none); the candidates left with a stem not yet seen are the spares.
 */
export function placeByKind(
  places: readonly QuestionKind[],
  candidates: readonly Candidate[],
  taken: ReadonlySet<string> = new Set(),
): { placed: (Candidate | null)[]; spares: Candidate[] } {
  const seen = new Set(taken)
  const left = [...candidates]
  const placed = places.map((kind) => {
    const at = left.findIndex((c) => c.draft.kind === kind && !seen.has(c.stem))
    if (at < 0) return null
    const [chosen] = left.splice(at, 1)
    if (chosen) seen.add(chosen.stem)
    return chosen ?? null
  })
  const spares = left.filter((c) => !seen.has(c.stem) && (seen.add(c.stem), true))
  return { placed, spares }
}

/** A section's questions as placed, how many it was to ask, and its spares. */
export interface SectionQuestions {
  share: number
  placed: readonly Candidate[]
  spares: readonly Candidate[]
}

/**
 * The exam's questions, section by section, each stem once: a question another section already
 * asks is dropped, and a section short of its share takes its own spares first, then the exam
 * short of `count` takes any section's spares (in that section). Fewer than `count` when the
 * material gave no more.
 */
export function distinctQuestions(sections: readonly SectionQuestions[], count: number): Draft[] {
  const seen = new Set<string>()
  const fresh = (candidate: Candidate) => !seen.has(candidate.stem) && !!seen.add(candidate.stem)
  const kept = sections.map((section) => section.placed.filter(fresh))
  const fill = (at: number, wanted: number) => {
    const section = sections[at]
    const own = kept[at]
    if (!section || !own) return
    for (const spare of section.spares) if (own.length < wanted && fresh(spare)) own.push(spare)
  }
  sections.forEach((section, at) => fill(at, section.share))
  sections.forEach((_, at) => {
    const short = count - kept.reduce((sum, own) => sum + own.length, 0)
    fill(at, (kept[at]?.length ?? 0) + short)
  })
  return kept.flat().map((candidate) => candidate.draft)
}
