import { z } from '@/lib/zod'
import type { GeneratedExamItem, GeneratedRubricPoint } from '@/study-engine/types'
import { parseJsonArray } from './parse-json-array'
import { claimSchema, validateQuizItems } from './schemas'

/**
 * A practice-exam section's questions as the model wrote them (prompts.ts `examMessages`),
 * read item by item: a question that cannot be read (no kind, a missing field, a written one
 * with fewer than 2 rubric points) is left out and the rest kept; the caller asks the quiz's
 * way for what is missing. Near-misses models make are taken ("True", "t/f", 'point' or 'text',
 * a rubric of strings, 'options' as choices).
 */

const text = z.string().trim().min(1)
const MIN_POINTS = 2
const MAX_POINTS = 4

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function first(item: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (item[key] !== undefined) return item[key]
  return undefined
}

function claimOf(item: Record<string, unknown>) {
  const parsed = claimSchema.safeParse({
    ref: first(item, ['source', 'passage', 'citation', 'ref']),
    quote: first(item, ['quote', 'evidence']),
  })
  const claim = parsed.success ? parsed.data : {}
  return claim.ref || claim.quote ? { claim } : {}
}

const KINDS: Record<string, GeneratedExamItem['kind']> = {
  choice: 'choice',
  'multiple-choice': 'choice',
  multiple_choice: 'choice',
  mcq: 'choice',
  'true-false': 'true-false',
  true_false: 'true-false',
  truefalse: 'true-false',
  'true/false': 'true-false',
  tf: 'true-false',
  't/f': 'true-false',
  blank: 'blank',
  'fill-in-the-blank': 'blank',
  cloze: 'blank',
  written: 'written',
  'written-answer': 'written',
  essay: 'written',
  open: 'written',
}

const truth = z.preprocess(
  (value) =>
    typeof value === 'string' ? { true: true, false: false }[value.trim().toLowerCase()] : value,
  z.boolean(),
)

const trueFalseSchema = z.object({ statement: text, answer: truth, correction: text })
const blankSchema = z.object({
  sentence: text.refine((sentence) => sentence.includes('_____')),
  answer: text,
})
const writtenSchema = z.object({ question: text, modelAnswer: text })

function pointsOf(rubric: unknown): GeneratedRubricPoint[] {
  if (!Array.isArray(rubric)) return []
  return rubric.flatMap((entry): GeneratedRubricPoint[] => {
    if (typeof entry === 'string') return entry.trim() ? [{ text: entry.trim() }] : []
    const point = record(entry)
    const words = point && text.safeParse(first(point, ['point', 'text', 'description']))
    return point && words?.success ? [{ text: words.data, ...claimOf(point) }] : []
  })
}

function readItem(raw: unknown): GeneratedExamItem | null {
  const item = record(raw)
  const kind =
    item &&
    KINDS[
      String(item.kind ?? item.type ?? '')
        .trim()
        .toLowerCase()
    ]
  if (!item || !kind) return null
  if (kind === 'choice') {
    const [question] = validateQuizItems([item], 1)
    if (!question) return null
    const { id: _id, ...asked } = question
    return { kind, ...asked }
  }
  if (kind === 'true-false') {
    const parsed = trueFalseSchema.safeParse({
      statement: first(item, ['statement', 'question']),
      answer: first(item, ['answer', 'isTrue', 'correct']),
      correction: first(item, ['correction', 'explanation']),
    })
    return parsed.success ? { kind, ...parsed.data, ...claimOf(item) } : null
  }
  if (kind === 'blank') {
    const parsed = blankSchema.safeParse({
      sentence: first(item, ['sentence', 'question', 'prompt']),
      answer: first(item, ['answer', 'term']),
    })
    return parsed.success ? { kind, ...parsed.data, ...claimOf(item) } : null
  }
  const parsed = writtenSchema.safeParse({
    question: first(item, ['question', 'prompt']),
    modelAnswer: first(item, ['modelAnswer', 'model_answer', 'answer']),
  })
  const points = pointsOf(first(item, ['rubric', 'points'])).slice(0, MAX_POINTS)
  if (!parsed.success || points.length < MIN_POINTS) return null
  return { kind, ...parsed.data, points }
}

/** Every question of the reply that can be read, in its order; none when there is no JSON. */
export function readExamQuestions(reply: string): GeneratedExamItem[] {
  return (parseJsonArray(reply) ?? []).flatMap((raw) => {
    const item = readItem(raw)
    return item ? [item] : []
  })
}
