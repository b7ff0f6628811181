/**
 * Flashcards from the source: term → definition, key concept → the sentence that explains it,
 * cloze sentence → term, and definition → term. Fronts are unique once normalised.
 */
import type { Difficulty, FlashcardsInput, GeneratedCard } from '@/study-engine/types'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { wordingLanguage } from '@/study-engine/text/tokens'
import { analyze, type Analysis } from './analysis'
import { clozeItems } from './cloze'
import { bestSentence, capitalize, shownConcepts } from './guide'
import { LABELS } from './labels'
import { selectDiverse } from './quiz'
import { termPool } from './terms'

interface CardCandidate extends GeneratedCard {
  question: string
  termKey: string
  sentenceId: number
  kind: 'definition' | 'concept' | 'cloze' | 'reverse'
}

/** Short, central sentences are easy; long or peripheral ones are hard. */
function difficultyOf(analysis: Analysis, sentenceId: number, bias: number): Difficulty {
  const sentence = analysis.sentences[sentenceId]
  const words = sentence?.tokens.length ?? 0
  const rank = Math.max(0, analysis.rankOf[sentenceId] ?? 0) / Math.max(1, analysis.ranked.length)
  const score = rank + Math.min(1, words / 40) + bias
  return score < 0.6 ? 'easy' : score < 1.1 ? 'medium' : 'hard'
}

/** `reader`: the interface language, which the cards' own words take when the text's cannot be told. */
export function buildFlashcards(input: FlashcardsInput, reader: LanguageCode): GeneratedCard[] {
  const analysis = analyze(input.content)
  const labels = LABELS[wordingLanguage(analysis.guess, reader)]
  const pool = termPool(analysis)
  const candidates: CardCandidate[] = []
  const add = (card: Omit<CardCandidate, 'question'>) =>
    candidates.push({ ...card, question: card.front })

  for (const d of analysis.definitions) {
    add({
      front: capitalize(d.term),
      back: capitalize(d.definition),
      difficulty: difficultyOf(analysis, d.sentenceId, -0.2),
      termKey: d.termKey,
      sentenceId: d.sentenceId,
      kind: 'definition',
    })
  }
  const defined = new Set(analysis.definitions.map((d) => d.termKey))
  for (const concept of shownConcepts(analysis, 40)) {
    if (defined.has(concept.key)) continue
    const id = bestSentence(analysis, concept)
    if (id === null) continue
    add({
      front: capitalize(concept.surface),
      back: analysis.sentences[id]?.text ?? '',
      difficulty: difficultyOf(analysis, id, 0),
      termKey: concept.key,
      sentenceId: id,
      kind: 'concept',
    })
  }
  for (const item of clozeItems(analysis, pool, analysis.ranked.slice(0, 200))) {
    add({
      front: item.text,
      back: item.answer,
      difficulty: difficultyOf(analysis, item.sentenceId, 0.2),
      termKey: item.term.key,
      sentenceId: item.sentenceId,
      kind: 'cloze',
    })
  }
  for (const d of analysis.definitions) {
    add({
      front: labels.whichTerm(d.definition),
      back: capitalize(d.term),
      difficulty: difficultyOf(analysis, d.sentenceId, 0.1),
      termKey: d.termKey,
      sentenceId: d.sentenceId,
      kind: 'reverse',
    })
  }
  // Cards that teach something first; cloze and reverse cards fill up to the count.
  // Each card cites the sentence it was built from: the app finds it in the source word for word.
  return selectDiverse(candidates, Math.max(1, input.count)).map(
    ({ front, back, difficulty, sentenceId }) => ({
      front,
      back,
      difficulty,
      claim: { quote: analysis.sentences[sentenceId]?.text ?? '' },
    }),
  )
}
