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
  type Draft,
} from '../model/exam-from-questions'
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
  const drafts = await Promise.all(
    sections.map(async (section, index): Promise<Draft[]> => {
      const from = shares.slice(0, index).reduce((sum, share) => sum + share, 0)
      const kinds = kindsInTurn(settings.kinds, from, shares[index] ?? 0)
      if (kinds.length === 0) return []
      const content = `## ${section.title}\n\n${section.text}`
      const written = await writtenAsKinds(engine, content, kinds, source)
      // Each place takes the first question written as its kind; the rest are asked as a quiz.
      const placed = kinds.map((kind) => {
        const at = written.findIndex((item) => item.kind === kind)
        return at < 0 ? null : (written.splice(at, 1)[0] ?? null)
      })
      const missing = placed.filter((item) => item === null).length
      const asked = missing > 0 ? await askedAsQuiz(engine, content, missing, source) : []
      let turn = 0
      return placed.flatMap((item, at): Draft[] => {
        if (item) return [draftOfItem(item, section.title, wording)]
        const question = asked[turn]
        turn += 1
        const kind = kinds[at] ?? 'choice'
        return question ? [draftOfQuestion(kind, question, section.title, turn - 1, wording)] : []
      })
    }),
  )
  return examOfDrafts(guide, drafts.flat(), settings, seed)
}
