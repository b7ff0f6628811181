/**
 * Multiple-choice questions built only from the source: "What is X?" (the definition), "Which
 * term is described as …?" and cloze sentences. Every correct answer and explanation is a piece
 * of the source; distractors are other terms or definitions of the same kind.
 */
import type { Difficulty, QuizInput, GeneratedQuestion } from '@/study-engine/types'
import { QUIZ_OPTION_COUNT } from '@/config/limits'
import { compareText } from '@/study-engine/text/fixed-locale'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { wordingLanguage } from '@/study-engine/text/tokens'
import { analyze, type Analysis } from './analysis'
import { clozeItems, matchCase } from './cloze'
import { capitalize } from './guide'
import { LABELS, type Labels } from './labels'
import { createRng, hashString, shuffled, type Rng } from '@/lib/prng'
import { normalise, pickByDifficulty, termDistractors, termPool, type Term } from './terms'

interface Candidate {
  question: string
  answer: string
  /** Computed only for the candidates that get selected: distractor search is the costly part. */
  distractors: () => string[]
  sentenceId: number
  termKey: string
  kind: 'define' | 'reverse' | 'cloze'
  /** Lower is asked first. */
  priority: number
}

const TYPE_BIAS: Record<Difficulty, Record<Candidate['kind'], number>> = {
  easy: { define: 0, reverse: 0.15, cloze: 0.3 },
  medium: { define: 0.05, reverse: 0.1, cloze: 0.05 },
  hard: { define: 0.4, reverse: 0.15, cloze: 0 },
}

function centrality(
  analysis: Analysis,
  sentenceId: number,
  termRank: number,
  poolSize: number,
): number {
  const sentence =
    Math.max(0, analysis.rankOf[sentenceId] ?? 0) / Math.max(1, analysis.ranked.length)
  return (sentence + termRank / Math.max(1, poolSize)) / 2
}

function priorityOf(kind: Candidate['kind'], c: number, difficulty: Difficulty, rng: Rng): number {
  // Easy favours central facts; hard favours the less central ones.
  const position = difficulty === 'hard' ? 1 - c : c
  return TYPE_BIAS[difficulty][kind] + position + rng() * 0.08
}

/** What both kinds of candidate question are drawn from. */
interface CandidateSource {
  analysis: Analysis
  pool: readonly Term[]
  difficulty: Difficulty
  rng: Rng
  /** The engine's words, in the language the questions are written in. */
  labels: Labels
}

function definitionCandidates({
  analysis,
  pool,
  difficulty,
  rng,
  labels,
}: CandidateSource): Candidate[] {
  const byKey = new Map(pool.map((t) => [t.key, t]))
  const out: Candidate[] = []
  const defs = analysis.definitions.slice(0, 40)
  defs.forEach((d, i) => {
    const c = centrality(analysis, d.sentenceId, byKey.get(d.termKey)?.rank ?? i, pool.length)
    const answer = capitalize(d.definition)
    const others = defs
      .filter((o) => o.termKey !== d.termKey && normalise(o.definition) !== normalise(d.definition))
      .map((o) => ({
        text: capitalize(o.definition),
        gap: Math.abs(o.definition.length - d.definition.length),
      }))
      .sort((a, b) => a.gap - b.gap || compareText(a.text, b.text))
      .map((o) => o.text)
    if (others.length >= 3) {
      out.push({
        question: labels.whatIs(d.term),
        answer,
        distractors: () => pickByDifficulty(others, difficulty, rng),
        sentenceId: d.sentenceId,
        termKey: d.termKey,
        kind: 'define',
        priority: priorityOf('define', c, difficulty, rng),
      })
    }
    const term = byKey.get(d.termKey)
    const definitionWords = ` ${normalise(d.definition)} `
    if (!term || definitionWords.includes(` ${normalise(d.term)} `)) return
    out.push({
      question: labels.whichTerm(d.definition),
      answer: d.term,
      distractors: () =>
        termDistractors(term, pool, difficulty, rng, (t) =>
          definitionWords.includes(` ${normalise(t.surface)} `),
        ),
      sentenceId: d.sentenceId,
      termKey: d.termKey,
      kind: 'reverse',
      priority: priorityOf('reverse', c, difficulty, rng),
    })
  })
  return out
}

function clozeCandidates({
  analysis,
  pool,
  difficulty,
  rng,
  labels,
}: CandidateSource): Candidate[] {
  // Long texts: a few hundred sentences are plenty to choose from.
  const ranked = difficulty === 'hard' ? analysis.ranked.slice().reverse() : analysis.ranked
  const items = clozeItems(analysis, pool, ranked.slice(0, 200))
  return items.map((item) => {
    const inSentence = ` ${normalise(analysis.sentences[item.sentenceId]?.text ?? '')} `
    const distractors = () =>
      termDistractors(item.term, pool, difficulty, rng, (t) =>
        inSentence.includes(` ${normalise(t.surface)} `),
      ).map((d) => matchCase(d, item.atStart))
    return {
      question: labels.fillBlank(item.text),
      answer: matchCase(item.answer, item.atStart),
      distractors,
      sentenceId: item.sentenceId,
      termKey: item.term.key,
      kind: 'cloze' as const,
      priority: priorityOf(
        'cloze',
        centrality(analysis, item.sentenceId, item.term.rank, pool.length),
        difficulty,
        rng,
      ),
    }
  })
}

/** Takes candidates best first, spreading them over terms and sentences before repeating any. */
export function selectDiverse<
  T extends { termKey: string; sentenceId: number; kind: string; question: string },
>(
  candidates: readonly T[],
  count: number,
  /** A last check, run only on candidates that would be taken. */
  isComplete: (candidate: T) => boolean = () => true,
): T[] {
  const chosen: T[] = []
  const questions = new Set<string>()
  const termUses = new Map<string, number>()
  const sentenceUses = new Map<number, number>()
  const kindTerm = new Set<string>()
  const rejected = new Set<T>()
  const passes: ((c: T) => boolean)[] = [
    (c) => !termUses.has(c.termKey) && !sentenceUses.has(c.sentenceId),
    (c) => !kindTerm.has(`${c.kind}|${c.termKey}`) && (sentenceUses.get(c.sentenceId) ?? 0) < 2,
    () => true,
  ]
  for (const accept of passes) {
    for (const c of candidates) {
      if (chosen.length >= count) return chosen
      const key = normalise(c.question)
      if (questions.has(key) || !accept(c) || rejected.has(c) || !isComplete(c)) {
        if (!questions.has(key) && accept(c)) rejected.add(c)
        continue
      }
      questions.add(key)
      chosen.push(c)
      termUses.set(c.termKey, (termUses.get(c.termKey) ?? 0) + 1)
      sentenceUses.set(c.sentenceId, (sentenceUses.get(c.sentenceId) ?? 0) + 1)
      kindTerm.add(`${c.kind}|${c.termKey}`)
    }
  }
  return chosen
}

/** `reader`: the interface language, which the questions take when the text's cannot be told. */
export function buildQuiz(input: QuizInput, reader: LanguageCode): GeneratedQuestion[] {
  const analysis = analyze(input.content)
  const labels = LABELS[wordingLanguage(analysis.guess, reader)]
  const rng = createRng(hashString(`${input.difficulty}|${input.count}|${input.content}`))
  const pool = termPool(analysis)
  const candidates = [
    ...definitionCandidates({ analysis, pool, difficulty: input.difficulty, rng, labels }),
    ...clozeCandidates({ analysis, pool, difficulty: input.difficulty, rng, labels }),
  ]
  candidates.sort((a, b) => a.priority - b.priority || compareText(a.question, b.question))
  const distractorsOf = new Map<Candidate, string[]>()
  const complete = (c: Candidate) => {
    let wrong = distractorsOf.get(c)
    if (!wrong) distractorsOf.set(c, (wrong = c.distractors()))
    return wrong.length >= QUIZ_OPTION_COUNT - 1
  }
  let selected = selectDiverse(candidates, Math.max(1, input.count), complete)
  // A text too small for three distractors of its own still gets one honest question.
  if (selected.length === 0 && candidates[0]) selected = [candidates[0]]
  selected = shuffled(selected, rng)

  let positions: number[] = []
  return selected.map((c, index) => {
    if (positions.length === 0) positions = shuffled([0, 1, 2, 3], rng)
    const correct = positions.pop() as number
    const wrong = uniqueOptions(c.answer, distractorsOf.get(c) ?? c.distractors(), labels.fillers)
    const options = [...wrong.slice(0, correct), c.answer, ...wrong.slice(correct)]
    const sentence = analysis.sentences[c.sentenceId]?.text ?? ''
    return {
      id: `q_${index}`,
      question: c.question,
      options,
      correctAnswer: correct,
      explanation: labels.sourceSays(sentence),
      // The sentence the question was built from: the app finds it in the source word for word.
      claim: { quote: sentence },
    }
  })
}

function uniqueOptions(
  answer: string,
  distractors: readonly string[],
  fillers: readonly string[],
): string[] {
  const seen = new Set([normalise(answer)])
  const out: string[] = []
  for (const d of [...distractors, ...fillers]) {
    const key = normalise(d) || d
    if (seen.has(key)) continue
    seen.add(key)
    out.push(d)
    if (out.length === QUIZ_OPTION_COUNT - 1) break
  }
  return out
}
