import type { Citation, SourceClaim } from '@/lib/citation'
import type { SourcePassage } from '@/lib/source'
import {
  citeGenerated,
  questionWords,
  withRevisedCitations,
} from '@/study-engine/citations/with-citations'
import { getStudyEngine } from '@/study-engine/engine'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import type { GeneratedExamItem, StudyEngine } from '@/study-engine/types'
import type { Exam, ExamSettings, QuestionKind } from '../model/exam'
import {
  draftOfItem,
  draftOfQuestion,
  examOfDrafts,
  examWordingOf,
  kindsInTurn,
  type AskedQuestion,
  type CitedExamItem,
} from '../model/exam-from-questions'
import {
  distinctQuestions,
  normalisedStem,
  placeByKind,
  sparesFor,
  type Candidate,
  type SectionQuestions,
} from '../model/distinct-questions'
import type { ExamWording } from '../model/exam-wording'
import { proseSections, shareByWeight } from '../model/guide-points'

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/** The claims and citations step's own shape: what a claim asserts, and where it says it is. */
interface Claim {
  words: string
  claim?: SourceClaim
}

const claimOf = (claim: SourceClaim | undefined) => (claim ? { claim } : {})
const cited = (citations: Citation[] | undefined) => (citations ? { citations } : {})

/** What a question written as its kind asserts: its right answer in the question's words. */
function itemWords(item: GeneratedExamItem): string {
  if (item.kind === 'choice') return questionWords({ ...item, id: '' })
  if (item.kind === 'true-false') return item.correction
  if (item.kind === 'blank') return item.sentence.replace('_____', item.answer)
  return item.modelAnswer
}

/**
 * Every question and every rubric point the model wrote checked against the material the way
 * a quiz's questions are (`citeGenerated`, the second opinion awaited: the exam is sat once
 * made), each keeping its citations.
 */
async function citeItems(
  engine: StudyEngine,
  source: readonly SourcePassage[] | undefined,
  items: readonly GeneratedExamItem[],
): Promise<CitedExamItem[]> {
  const claims: Claim[] = items.flatMap((item) =>
    item.kind === 'written'
      ? [
          { words: item.modelAnswer },
          ...item.points.map((point) => ({ words: point.text, ...claimOf(point.claim) })),
        ]
      : [{ words: itemWords(item), ...claimOf(item.claim) }],
  )
  const checked = await citeGenerated(engine, source, claims, (claim) => claim.words)
  const revised = await checked.revised
  const judged = revised ? withRevisedCitations(checked.items, revised) : checked.items
  let at = 0
  const next = () => judged[at++]?.citations
  return items.map((item): CitedExamItem => {
    if (item.kind !== 'written') {
      const { claim: _claim, ...question } = item
      return { ...question, ...cited(next()) }
    }
    const citations = next()
    const points = item.points.map((point) => ({ text: point.text, ...cited(next()) }))
    return { ...item, ...cited(citations), points }
  })
}

/**
 * The section's questions the model wrote as the kinds asked for (an AI engine's `exam`
 * purpose), cited; none when the engine has no model or the request failed.
 */
async function writtenAsKinds(
  engine: StudyEngine,
  content: string,
  kinds: readonly QuestionKind[],
  source: readonly SourcePassage[] | undefined,
): Promise<CitedExamItem[]> {
  if (!engine.writeExamSection) return []
  const counts = [...new Set(kinds)].map((kind) => ({
    kind,
    count: kinds.filter((wanted) => wanted === kind).length,
  }))
  try {
    const items = await engine.writeExamSection({
      content,
      counts,
      ...(source ? { source: [...source] } : {}),
    })
    return await citeItems(engine, source, items)
  } catch (error) {
    console.warn('The exam section could not be written as asked; asked as a quiz', error)
    return []
  }
}

/** `count` quiz questions on the section, cited, as the quiz asks them. */
async function askedAsQuiz(
  engine: StudyEngine,
  content: string,
  count: number,
  source: readonly SourcePassage[] | undefined,
): Promise<AskedQuestion[]> {
  const generated = await engine.generateQuiz({
    content,
    count,
    includeBroader: false,
    difficulty: 'medium',
    ...(engine.kind === 'ai' && source ? { source: [...source] } : {}),
  })
  const checked = await citeGenerated(engine, source, generated.slice(0, count), questionWords)
  // The exam is sat once made: it waits for the second opinion the quiz shows as 'checking'.
  const revised = await checked.revised
  return revised ? withRevisedCitations(checked.items, revised) : checked.items
}

/** The words that tell a question the model wrote as its kind from another. */
function itemStem(item: CitedExamItem): string {
  if (item.kind === 'true-false') return item.statement
  if (item.kind === 'blank') return item.sentence
  return item.question
}

/**
 * One section's questions: each place takes a question the model wrote as its kind, a repeated
 * stem skipped (the section is asked for spares: `sparesFor`); the places left are asked as a
 * quiz (with spares too) and each quiz question worded as its place's kind.
 */
async function sectionQuestions(
  engine: StudyEngine,
  section: { title: string; text: string },
  places: readonly QuestionKind[],
  source: readonly SourcePassage[] | undefined,
  wording: ExamWording,
): Promise<SectionQuestions> {
  const share = places.length
  if (share === 0) return { share, placed: [], spares: [] }
  const content = `## ${section.title}\n\n${section.text}`
  const asking = [...places, ...kindsInTurn(places, 0, sparesFor(share))]
  const written = (await writtenAsKinds(engine, content, asking, source)).map((item) => ({
    stem: normalisedStem(itemStem(item)),
    draft: draftOfItem(item, section.title, wording),
  }))
  const byModel = placeByKind(places, written)
  const open = places.filter((_, at) => byModel.placed[at] === null)
  if (open.length === 0)
    return { share, placed: byModel.placed.filter(isCandidate), spares: byModel.spares }
  const asked = await askedAsQuiz(engine, content, open.length + sparesFor(open.length), source)
  const turns = kindsInTurn(open, 0, asked.length)
  const quiz = asked.map((question, turn) => ({
    stem: normalisedStem(question.question),
    draft: draftOfQuestion(turns[turn] ?? 'choice', question, section.title, turn, wording),
  }))
  const taken = new Set(byModel.placed.filter(isCandidate).map((candidate) => candidate.stem))
  const byQuiz = placeByKind(open, quiz, taken)
  let next = 0
  const placed = byModel.placed.map((candidate) => candidate ?? byQuiz.placed[next++] ?? null)
  return {
    share,
    placed: placed.filter(isCandidate),
    spares: [...byModel.spares, ...byQuiz.spares],
  }
}

const isCandidate = (candidate: Candidate | null): candidate is Candidate => candidate !== null

/**
 * The practice exam of a guide without definition lines, asked of the current engine section by
 * section: each ## section gets its share of the questions by its length, their kinds the
 * chosen ones in turn.
 * - An AI engine writes each section's questions as their kinds (the `exam` purpose: true/false
 *   statements, blanks, written questions with rubrics of 2–4 points), with the source's
 *   numbered passages, each question and rubric point checked against them.
 * - What it could not write (an unreadable reply or part of one, a failed request), and every
 *   question of the offline engine, is asked the way a quiz is (`generateQuiz`, checked by
 *   `citeGenerated`) and turned into the kind its place needs. The offline engine reads the
 *   section alone (given the source, it would read the whole source instead of the section).
 * - No question is asked twice: a repeated stem gives its place to a spare
 *   (`distinctQuestions`); when the material gives no more, the exam has fewer questions.
 */
export async function askExam(
  guide: { title: string; content: string },
  settings: ExamSettings,
  seed: string,
  reader: LanguageCode,
  source: readonly SourcePassage[] | undefined,
): Promise<Exam> {
  const engine = getStudyEngine()
  const wording = examWordingOf(guide.content, reader)
  const sections = proseSections(guide.content)
  const shares = shareByWeight(
    sections.map((section) => wordCount(section.text)),
    settings.count,
  )
  const asked = await Promise.all(
    sections.map((section, index) => {
      const from = shares.slice(0, index).reduce((sum, share) => sum + share, 0)
      const places = kindsInTurn(settings.kinds, from, shares[index] ?? 0)
      return sectionQuestions(engine, section, places, source, wording)
    }),
  )
  return examOfDrafts(guide, distinctQuestions(asked, settings.count), settings, seed)
}
