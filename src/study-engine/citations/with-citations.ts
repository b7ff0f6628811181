import type { SourcePassage } from '@/lib/source'
import type {
  CallOptions,
  FlashcardsInput,
  GeneratedCard,
  QuizInput,
  GeneratedQuestion,
  StudyEngine,
} from '@/study-engine/types'
import type { Citation, SourceClaim } from '@/lib/citation'
import type { CitedGuide, GuideCitation } from './check'
import { citeGuide, citeItems, citeReply } from './check-runner'
import { claimedPassages } from './markers'
import { replyCitations } from './reply-citations'
import {
  guideMarkedChecking,
  guideWithSecondOpinion,
  markedChecking,
  withSecondOpinion,
} from './second-opinion'

/** An item as the app keeps it: the engine's claim replaced by the checked citations. */
export type Cited<Item extends object> = Omit<Item, 'claim'> & {
  citations?: Citation[]
}

/**
 * Each item checked against the material: `words` are what the item asserts (a question with
 * its right answer and explanation, a card's two faces). Without a source (a guide made before
 * sources were kept) items carry no citations.
 */
export async function citeClaimedItems<Item extends object>(
  source: readonly SourcePassage[] | undefined,
  items: readonly Item[],
  words: (item: Item) => string,
  options: { broader?: boolean } = {},
): Promise<Cited<Item>[]> {
  const plain = items.map((item) => {
    const { claim: _claim, ...rest } = item as Item & { claim?: SourceClaim }
    return rest as Omit<Item, 'claim'>
  })
  if (!source || source.length === 0) return plain
  const citations = await citeItems(
    source,
    items.map((item) => ({ text: words(item), claim: (item as { claim?: SourceClaim }).claim })),
    options,
  )
  return plain.map((item, index) => ({ ...item, citations: citations[index] ?? [] }))
}

export const questionWords = (question: GeneratedQuestion) =>
  `${question.question} ${question.options[question.correctAnswer] ?? ''} ${question.explanation}`

export const cardWords = (card: { front: string; back: string }) => `${card.front} ${card.back}`

/**
 * A generated set as the local check judged it, at once, and the second opinion still to come:
 * the student gets the set without waiting for the model, and its verdicts change afterwards.
 */
export interface CheckedItems<Item extends object> {
  items: Cited<Item>[]
  /**
   * Each item's citations after the second opinion, in the items' order; null when it changed
   * none (an engine without a model, nothing open, a failure or no answer in time). Never
   * rejects.
   */
  revised: Promise<(Citation[] | undefined)[] | null>
}

/** The items with the citations a second opinion gave them, matched by position. */
export function withRevisedCitations<Item extends { citations?: Citation[] }>(
  items: readonly Item[],
  revised: readonly (Citation[] | undefined)[],
): Item[] {
  return items.map((item, index) => {
    const citations = revised[index]
    return citations ? { ...item, citations } : item
  })
}

/** The second opinion's result when it changed anything; null on no change or any failure. */
async function changedOnly<T>(
  before: readonly T[],
  after: Promise<readonly T[]>,
): Promise<T[] | null> {
  try {
    const judged = await after
    return judged.some((entry, index) => entry !== before[index]) ? [...judged] : null
  } catch (error) {
    console.warn('The second opinion on citations failed; the local verdicts stand', error)
    return null
  }
}

/**
 * Generated items checked, and every cited one sent at once to the engine's model to be read
 * against its passage (second-opinion.ts): one request for the set, none for the offline
 * engine. Until the answer, the items read carry 'checking'. Quizzes, flashcard sets and audio
 * overviews' lines take this path.
 */
export async function citeGenerated<Item extends object>(
  engine: StudyEngine,
  source: readonly SourcePassage[] | undefined,
  items: readonly Item[],
  words: (item: Item) => string,
  options: { broader?: boolean; signal?: AbortSignal | undefined } = {},
): Promise<CheckedItems<Item>> {
  const cited = await citeClaimedItems(source, items, words, { broader: options.broader ?? false })
  const judged = cited.map((item, index) => {
    const claim = (items[index] as { claim?: SourceClaim }).claim
    return {
      text: words(items[index] as Item),
      citations: item.citations,
      cited: source && claim?.ref ? claimedPassages(source, claim.ref) : undefined,
    }
  })
  const checking = markedChecking(engine, source, judged)
  const shown = cited.map((item, index) => {
    const citations = checking[index]
    return citations ? { ...item, citations } : item
  })
  const revised = changedOnly(checking, withSecondOpinion(engine, source, judged, options))
  return { items: shown, revised }
}

/** The engine's quiz and cards, each item's claimed source checked: the one citing step. */
export function withCitations(engine: StudyEngine) {
  return {
    async generateQuiz(
      input: QuizInput,
      options?: CallOptions,
    ): Promise<CheckedItems<GeneratedQuestion>> {
      const generated = await engine.generateQuiz(input, options)
      return citeGenerated(engine, input.source, generated, questionWords, {
        broader: input.includeBroader,
        signal: options?.signal,
      })
    },
    async generateFlashcards(
      input: FlashcardsInput,
      options?: CallOptions,
    ): Promise<CheckedItems<GeneratedCard>> {
      const generated = await engine.generateFlashcards(input, options)
      return citeGenerated(engine, input.source, generated, cardWords, {
        signal: options?.signal,
      })
    },
  }
}

/** A new guide as the local check judged it, and its second opinion still to come. */
export interface CheckedGuide {
  guide: CitedGuide
  /** The points' citations after the second opinion; null when it changed none. */
  revised: Promise<GuideCitation[] | null>
}

/**
 * A new guide's points checked against its material (the markers taken out), and every cited
 * point sent at once to the engine's model to be read against its passage.
 */
export async function citeGeneratedGuide(
  engine: StudyEngine,
  source: readonly SourcePassage[],
  markdown: string,
  options: CallOptions = {},
): Promise<CheckedGuide> {
  if (source.length === 0)
    return { guide: { content: markdown, citations: [] }, revised: Promise.resolve(null) }
  const local = await citeGuide(source, markdown)
  const guide = guideMarkedChecking(engine, source, markdown, local)
  const revised = changedOnly(
    guide.citations,
    guideWithSecondOpinion(engine, source, markdown, local, options).then(
      (judged) => judged.citations,
    ),
  )
  return { guide, revised }
}

/** A tutor reply as the word check judged it, and the model's reading still to come. */
export interface CheckedReply {
  /** The reply without its markers. */
  text: string
  /** What the reply shows at once ('checking' where the model reads it). */
  citations: Citation[]
  /** The reply's citations after the model read its claims; null when it changed none. */
  revised: Promise<Citation[] | null>
}

/**
 * A complete tutor reply checked claim by claim (reply-claims.ts), and every cited claim sent at
 * once to the engine's model, in one request, as a generated set's items are; the reply shows
 * its claims' verdicts together (reply-citations.ts).
 */
export async function citeGeneratedReply(
  engine: StudyEngine,
  source: readonly SourcePassage[],
  text: string,
  options: CallOptions = {},
): Promise<CheckedReply> {
  const local = await citeReply(source, text)
  const checking = markedChecking(engine, source, local.claims)
  const revised = changedOnly(
    checking,
    withSecondOpinion(engine, source, local.claims, options),
  ).then((judged) => judged && replyCitations(judged))
  return { text: local.text, citations: replyCitations(checking), revised }
}
