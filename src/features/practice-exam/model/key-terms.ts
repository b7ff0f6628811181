import { STOP_WORDS } from '@/study-engine/text/stopwords'
import { contentTerms, tokenize } from '@/study-engine/text/tokens'
import { verdictOf, type RubricPoint, type WrittenGrade } from './exam'

/**
 * Grading a written answer by the rubric's words, for when no model can read it (offline):
 * a point counts as made when the answer holds at least half of the point's key terms. Words
 * match by stem, or by a shared start of five letters ('genetic' / 'genetically').
 */
const SHARED_START = 5
const ENOUGH = 0.5

/** The stemmed words that carry a point's meaning, without those the question already gives. */
export function keyTermsOf(text: string, questionWords: string): string[] {
  const given = new Set(contentTerms(tokenize(questionWords), STOP_WORDS.en))
  const terms = contentTerms(tokenize(text), STOP_WORDS.en).filter((term) => !given.has(term))
  return [...new Set(terms)]
}

function matches(term: string, word: string): boolean {
  if (term === word) return true
  return (
    term.length >= SHARED_START &&
    word.length >= SHARED_START &&
    term.slice(0, SHARED_START) === word.slice(0, SHARED_START)
  )
}

export function makesPoint(point: RubricPoint, answerWords: readonly string[]): boolean {
  if (point.keyTerms.length === 0) return false
  const hits = point.keyTerms.filter((term) => answerWords.some((word) => matches(term, word)))
  return hits.length / point.keyTerms.length >= ENOUGH
}

export function gradeByKeyTerms(rubric: readonly RubricPoint[], answer: string): WrittenGrade {
  const words = contentTerms(tokenize(answer), STOP_WORDS.en)
  const found: number[] = []
  const missed: number[] = []
  rubric.forEach((point, index) => (makesPoint(point, words) ? found : missed).push(index))
  return { verdict: verdictOf(found.length, rubric.length), found, missed, by: 'key-terms' }
}
