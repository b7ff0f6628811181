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
import { citeItems } from './check-runner'

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

/** The engine's quiz and cards, each item's claimed source checked: the one citing step. */
export function withCitations(engine: StudyEngine) {
  return {
    async generateQuiz(input: QuizInput, options?: CallOptions): Promise<Cited<QuizQuestion>[]> {
      const generated = await engine.generateQuiz(input, options)
      return citeClaimedItems(input.source, generated, questionWords, {
        broader: input.includeBroader,
      })
    },
    async generateFlashcards(
      input: FlashcardsInput,
      options?: CallOptions,
    ): Promise<Cited<GeneratedCard>[]> {
      const generated = await engine.generateFlashcards(input, options)
      return citeClaimedItems(input.source, generated, cardWords)
    },
  }
}
