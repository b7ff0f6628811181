import { stopWordsOf, tokenize } from '@/study-engine/text/tokens'
import type { ExamQuestion } from './exam'
import { proseSections, type ExamSection } from './guide-points'

/** What a question's right answer says, as the student should have written or picked it. */
function answerText(question: ExamQuestion): string {
  if (question.kind === 'choice') return question.options[question.answer] ?? ''
  if (question.kind === 'blank') return question.answer
  if (question.kind === 'true-false') return question.correction
  return question.rubric.map((point) => point.text).join(' ')
}

/** The words of a text that carry meaning (not stop words, not numbers), as written, lower case. */
function meaningfulWords(text: string, stop: ReadonlySet<string>): string[] {
  return tokenize(text)
    .filter((token) => !stop.has(token.lower) && /\p{L}/u.test(token.surface))
    .filter((token) => token.surface.length > 1)
    .map((token) => token.lower)
}

/**
 * The terms that bring the weakest sections' cards forward in /today (exam-focus.ts): their
 * definitions' terms; for sections without definitions (a guide of prose), the words of their
 * questions' right answers that no other section's text or questions use, so the cards of
 * those sections come first and not every card sharing a common word.
 */
export function focusTerms(
  sections: readonly ExamSection[],
  questions: readonly ExamQuestion[],
  weakest: ReadonlySet<string>,
  content: string,
): string[] {
  const defined = sections
    .filter((section) => weakest.has(section.title))
    .flatMap((section) => section.definitions.map((definition) => definition.term))
  if (defined.length > 0) return defined
  const stop = stopWordsOf(content)
  const elsewhere = new Set(
    [
      ...proseSections(content)
        .filter((section) => !weakest.has(section.title))
        .map((section) => section.text),
      ...questions
        .filter((question) => !weakest.has(question.section))
        .map((question) => `${question.prompt} ${answerText(question)}`),
    ].flatMap((text) => meaningfulWords(text, stop)),
  )
  const words = questions
    .filter((question) => weakest.has(question.section))
    .flatMap((question) => meaningfulWords(answerText(question), stop))
    .filter((word) => !elsewhere.has(word))
  return [...new Set(words)]
}
