import { isContradicted, isSupported } from '@/lib/citation'
import type { SourcePassage } from '@/lib/source'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { citeClaimedItems } from '@/study-engine/citations/with-citations'
import { buildExam } from '../model/build-exam'
import { askExam } from './ask-exam'
import type { Exam, ExamQuestion, ExamSettings } from '../model/exam'
import {
  examSections,
  statedDefinition,
  topicHeadings,
  type ExamSection,
} from '../model/guide-points'
import { passageTopics, topicOfClaim } from '../model/passage-topics'

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

/**
 * What the material says of each of the guide's definitions, from one citation check:
 * - `leaveOut`: the terms whose definition it says otherwise about and nowhere supports (a term
 *   an engine paired with the wrong sentence, 'Light — The overall equation is…'); asked about,
 *   it would be marked right beside 'Your material says otherwise';
 * - `materialTopic`: each supported term's topic, the heading of the passage its citation points
 *   to (model/passage-topics.ts): the exam's sections follow the material, not word overlap.
 */
export async function checkDefinitions(
  content: string,
  source: readonly SourcePassage[] | undefined,
): Promise<{ leaveOut: Set<string>; materialTopic: Map<string, string> }> {
  const leaveOut = new Set<string>()
  const materialTopic = new Map<string, string>()
  if (!source || source.length === 0) return { leaveOut, materialTopic }
  const definitions = examSections(content).flatMap((section) => section.definitions)
  const cited = await citeClaimedItems(source, definitions, statedDefinition)
  const pieces = passageTopics(source, topicHeadings(content))
  for (const definition of cited) {
    const citations = definition.citations ?? []
    const support = citations.find(isSupported)
    if (!support && citations.some(isContradicted)) leaveOut.add(definition.term)
    const topic =
      support && topicOfClaim(pieces[support.passage] ?? [], statedDefinition(definition))
    if (topic) materialTopic.set(definition.term, topic)
  }
  return { leaveOut, materialTopic }
}

/** The guide's sections as the material's topics place its definitions (examSections). */
export async function citedSections(
  content: string,
  source: readonly SourcePassage[] | undefined,
): Promise<ExamSection[]> {
  return examSections(content, (await checkDefinitions(content, source)).materialTopic)
}

/**
 * A cited exam of the guide, asking only about definitions the material does not contradict; a
 * guide with none is asked of the engine section by section (ask-exam.ts).
 */
export async function prepareExam(
  guide: { title: string; content: string },
  settings: ExamSettings,
  seed: string,
  reader: LanguageCode,
  source: readonly SourcePassage[] | undefined,
): Promise<Exam> {
  const { leaveOut, materialTopic } = await checkDefinitions(guide.content, source)
  const exam = buildExam(guide, settings, seed, reader, { leaveOut, materialTopic })
  if (exam.questions.length === 0) return askExam(guide, settings, seed, reader, source)
  return citeExam(exam, source)
}
