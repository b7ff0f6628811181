import { z } from '@/lib/zod'
import { QUIZ_OPTION_COUNT } from '@/config/limits'
import type { SourceClaim } from '@/lib/citation'
import type {
  ClaimReading,
  Difficulty,
  GeneratedCard,
  GeneratedQuestion,
} from '@/study-engine/types'

/**
 * zod validation of the items recovered by `parseJsonArray`. Each item is validated on its own:
 * a bad item is dropped, the rest are kept. Common near-misses from models (numeric strings,
 * a letter or the option text as the answer, alias keys) are normalised first, because dropping
 * an otherwise good question for them would waste the student's request.
 */

const text = z.string().trim().min(1)
const optionText = z.union([z.string(), z.number()]).transform(String).pipe(text)

/** The passage an item cites ("P3", 3, ["P3", "P7"]) and its quote; anything else is no claim. */
const refText = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .map((part) => (typeof part === 'number' ? `P${part}` : part.trim()))
      .filter(Boolean)
      .join(', '),
  )
export const claimSchema = z
  .object({
    ref: refText.optional().catch(undefined),
    quote: z.string().trim().optional().catch(undefined),
  })
  .transform((claim) => ({
    ...(claim.ref ? { ref: claim.ref } : {}),
    ...(claim.quote ? { quote: claim.quote } : {}),
  }))

const quizItemSchema = z.object({
  question: text,
  options: z.array(optionText).length(QUIZ_OPTION_COUNT),
  correctAnswer: z
    .number()
    .int()
    .min(0)
    .max(QUIZ_OPTION_COUNT - 1),
  explanation: z.string().trim().catch(''),
  claim: claimSchema,
})

const difficultySchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['easy', 'medium', 'hard']),
  )
  .catch('medium')

const cardSchema = z.object({
  front: text,
  back: text,
  difficulty: difficultySchema,
  claim: claimSchema,
})

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function pick(record: Record<string, unknown>, keys: string[]): unknown {
  for (const key of keys) if (record[key] !== undefined) return record[key]
  return undefined
}

/** 2, "2", "C", "c)" or the option's own text → 2; anything else stays as is (and fails). */
function answerIndex(answer: unknown, options: unknown): unknown {
  if (typeof answer !== 'string') return answer
  const trimmed = answer.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const letter = /^([A-Da-d])(?:[).:]|$)/.exec(trimmed)
  if (letter?.[1]) return letter[1].toUpperCase().charCodeAt(0) - 'A'.charCodeAt(0)
  if (Array.isArray(options)) {
    const index = options.findIndex((option) => String(option).trim() === trimmed)
    if (index !== -1) return index
  }
  return answer
}

function claimOf(record: Record<string, unknown>) {
  return {
    ref: pick(record, ['source', 'passage', 'citation', 'ref', 'sourcePassage']) ?? undefined,
    quote: pick(record, ['quote', 'evidence', 'sourceQuote']) ?? undefined,
  }
}

function normaliseQuizItem(raw: unknown): unknown {
  const record = asRecord(raw)
  if (!record) return raw
  const options = pick(record, ['options', 'choices', 'answers'])
  return {
    question: pick(record, ['question', 'prompt', 'q']),
    options,
    correctAnswer: answerIndex(
      pick(record, ['correctAnswer', 'correct_answer', 'correctIndex', 'answerIndex', 'answer']),
      options,
    ),
    explanation: pick(record, ['explanation', 'rationale', 'reason']),
    claim: claimOf(record),
  }
}

function normaliseCard(raw: unknown): unknown {
  const record = asRecord(raw)
  if (!record) return raw
  return {
    front: pick(record, ['front', 'question', 'term', 'prompt']),
    back: pick(record, ['back', 'answer', 'definition']),
    difficulty: record['difficulty'],
    claim: claimOf(record),
  }
}

const withClaim = (claim: SourceClaim) => (claim.ref || claim.quote ? { claim } : {})

/** Valid questions with ids `q_<index>` (index in the returned list), at most `limit`. */
export function validateQuizItems(items: unknown[], limit: number): GeneratedQuestion[] {
  const questions: GeneratedQuestion[] = []
  for (const item of items) {
    const result = quizItemSchema.safeParse(normaliseQuizItem(item))
    if (!result.success) continue
    const { claim, ...question } = result.data
    questions.push({ id: `q_${questions.length}`, ...question, ...withClaim(claim) })
    if (questions.length === limit) break
  }
  return questions
}

/** Valid cards (no ids: the flashcards feature numbers them), without repeated fronts. */
export function validateCards(items: unknown[], limit: number): GeneratedCard[] {
  const cards: GeneratedCard[] = []
  const fronts = new Set<string>()
  for (const item of items) {
    const result = cardSchema.safeParse(normaliseCard(item))
    if (!result.success) continue
    const key = result.data.front.toLowerCase()
    if (fronts.has(key)) continue
    fronts.add(key)
    const { claim, ...card } = result.data
    cards.push({ ...card, difficulty: card.difficulty satisfies Difficulty, ...withClaim(claim) })
    if (cards.length === limit) break
  }
  return cards
}

/** 'Says otherwise', 'says_otherwise', 'SAYS-OTHERWISE' → 'saysotherwise'. */
const verdictKey = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '')

const READINGS: Record<string, ClaimReading['verdict']> = {
  states: 'states',
  saysotherwise: 'says-otherwise',
  doesnotsay: 'does-not-say',
}

const readingSchema = z.object({
  n: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.int()),
  verdict: z.string().transform((value, context) => {
    const verdict = READINGS[verdictKey(value)]
    if (!verdict) context.addIssue({ code: 'custom', message: `unknown verdict ${value}` })
    return verdict ?? z.NEVER
  }),
  conflicting: z.string().trim().catch(''),
})

/**
 * A second opinion's reply → one reading per claim, in order. A claim whose element is missing,
 * malformed, numbered out of range or repeated (the first counts) reads 'unclear'.
 */
export function readSecondOpinion(items: unknown[] | null, count: number): ClaimReading[] {
  const readings: ClaimReading[] = Array.from({ length: count }, () => ({ verdict: 'unclear' }))
  const seen = new Set<number>()
  for (const item of items ?? []) {
    const parsed = readingSchema.safeParse(item)
    if (!parsed.success) continue
    const { n, verdict, conflicting } = parsed.data
    if (n < 1 || n > count || seen.has(n)) continue
    seen.add(n)
    readings[n - 1] = verdict === 'says-otherwise' ? { verdict, conflicting } : { verdict }
  }
  return readings
}
