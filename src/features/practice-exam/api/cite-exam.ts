import type { SourcePassage } from '@/lib/source'
import { citeClaimedItems } from '@/study-engine/citations/with-citations'
import type { Exam, ExamQuestion } from '../model/exam'

/**
 * Every question and every rubric point checked against the guide's material, as quiz questions
 * are: each shows the page it rests on ('Source: page 3'), or that the material does not say it.
 * Without a source (a guide made before sources were kept) the exam carries no citations.
 */
export function questionWords(question: ExamQuestion): string {
  if (question.kind === 'choice') {
    // The statement the question rests on, not its wording ('Which term is this: “…”?', in
    // any language's quotation marks: exam-wording.ts).
    const definition = /[“«„]\s?(.+?)\s?[”»“]\P{L}*$/u.exec(question.prompt)?.[1] ?? question.prompt
    return `${question.options[question.answer]} is ${definition}.`
  }
  if (question.kind === 'true-false') return question.correction
  if (question.kind === 'blank') return question.prompt.replace('_____', question.answer)
  return question.modelAnswer
}

export async function citeExam(exam: Exam, source: readonly SourcePassage[] | undefined) {
  if (!source || source.length === 0) return exam
  const claims = exam.questions.flatMap((question) => [
    { text: questionWords(question) },
    ...(question.kind === 'written' ? question.rubric.map((point) => ({ text: point.text })) : []),
  ])
  const cited = await citeClaimedItems(source, claims, (claim) => claim.text)
  let at = 0
  const next = () => cited[at++]?.citations ?? []
  const questions = exam.questions.map((question): ExamQuestion => {
    const citations = next()
    if (question.kind !== 'written') return { ...question, citations }
    const rubric = question.rubric.map((point) => ({ ...point, citations: next() }))
    return { ...question, citations, rubric }
  })
  return { ...exam, questions }
}
