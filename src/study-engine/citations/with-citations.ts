import type { SourcePassage } from '@/lib/source'
import type {
  CallOptions,
  FlashcardsInput,
  GeneratedCard,
  QuizInput,
  QuizQuestion,
  StudyEngine,
} from '@/study-engine/types'
import type { Citation, SourceClaim } from './citation'
import type { CitedGuide } from './check'
import { citeGuide, citeItems } from './check-runner'
import { guideWithSecondOpinion, withSecondOpinion } from './second-opinion'

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

export const questionWords = (question: QuizQuestion) =>
  `${question.question} ${question.options[question.correctAnswer] ?? ''} ${question.explanation}`

export const cardWords = (card: { front: string; back: string }) => `${card.front} ${card.back}`

/**
 * Generated items checked, then a second opinion from the engine's model on those the check
 * could not settle (second-opinion.ts): one request for the set, none for the offline engine.
 */
async function citeGenerated<Item extends object>(
  engine: StudyEngine,
  source: readonly SourcePassage[] | undefined,
  items: readonly Item[],
  words: (item: Item) => string,
  options: { broader?: boolean; signal?: AbortSignal | undefined } = {},
): Promise<Cited<Item>[]> {
  const cited = await citeClaimedItems(source, items, words, { broader: options.broader ?? false })
  const judged = await withSecondOpinion(
    engine,
    source,
    cited.map((item, index) => ({ text: words(items[index] as Item), citations: item.citations })),
    options,
  )
  return cited.map((item, index) => {
    const citations = judged[index]
    return citations === item.citations || !citations ? item : { ...item, citations }
  })
}

/** The engine's quiz and cards, each item's claimed source checked: the one citing step. */
export function withCitations(engine: StudyEngine) {
  return {
    async generateQuiz(input: QuizInput, options?: CallOptions): Promise<Cited<QuizQuestion>[]> {
      const generated = await engine.generateQuiz(input, options)
      return citeGenerated(engine, input.source, generated, questionWords, {
        broader: input.includeBroader,
        signal: options?.signal,
      })
    },
    async generateFlashcards(
      input: FlashcardsInput,
      options?: CallOptions,
    ): Promise<Cited<GeneratedCard>[]> {
      const generated = await engine.generateFlashcards(input, options)
      return citeGenerated(engine, input.source, generated, cardWords, {
        signal: options?.signal,
      })
    },
  }
}

/**
 * A new guide's points checked against its material (the markers taken out), then a second
 * opinion on the points the check could not settle. The tutor's replies keep the local check
 * alone: each comes sentence by sentence while the student waits.
 */
export async function citeGeneratedGuide(
  engine: StudyEngine,
  source: readonly SourcePassage[],
  markdown: string,
  options: CallOptions = {},
): Promise<CitedGuide> {
  if (source.length === 0) return { content: markdown, citations: [] }
  const cited = await citeGuide(source, markdown)
  return guideWithSecondOpinion(engine, source, markdown, cited, options)
}
