import { getStudyEngine } from '@/study-engine/engine'
import type { QuizQuestion } from '../model/quiz'
import { fallbackExplanation } from '../model/scoring'

/**
 * A 1-2 sentence explanation of a wrong answer. Never fails: on any engine failure the stored
 * explanation, else the spec's fixed sentence, is used.
 */
export async function explainWrongAnswer(
  question: QuizQuestion,
  chosen: number,
  context: string,
): Promise<string> {
  try {
    const text = await getStudyEngine().explainMistake({
      question: question.question,
      studentAnswer: question.options[chosen] ?? '',
      correctAnswer: question.options[question.correctAnswer] ?? '',
      context,
    })
    return text.trim() !== '' ? text : fallbackExplanation(question)
  } catch (error) {
    console.warn('Mistake explanation failed; using the fallback', error)
    return fallbackExplanation(question)
  }
}
