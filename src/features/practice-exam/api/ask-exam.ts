import type { SourcePassage } from '@/lib/source'
import {
  citeGenerated,
  questionWords,
  withRevisedCitations,
} from '@/study-engine/citations/with-citations'
import { getStudyEngine } from '@/study-engine/engine'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import type { Exam, ExamSettings } from '../model/exam'
import { examFromQuestions } from '../model/exam-from-questions'
import { proseSections, shareByWeight } from '../model/guide-points'

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/**
 * The practice exam of a guide without definition lines, asked of the current engine section by
 * section: each ## section gets its share of the questions by its length, asked the way a quiz
 * is (the engine's `generateQuiz`, each question checked against the material by
 * `citeGenerated`, the quiz's citation step, and the second opinion awaited). An AI engine reads the section with the source's
 * numbered passages; the offline engine builds the section's questions from its own sentences
 * and key terms (given the source, it would read the whole source instead of the section).
 */
export async function askExam(
  guide: { title: string; content: string },
  settings: ExamSettings,
  seed: string,
  reader: LanguageCode,
  source: readonly SourcePassage[] | undefined,
): Promise<Exam> {
  const engine = getStudyEngine()
  const sections = proseSections(guide.content)
  const shares = shareByWeight(
    sections.map((section) => wordCount(section.text)),
    settings.count,
  )
  const asked = await Promise.all(
    sections.map(async (section, index) => {
      const count = shares[index] ?? 0
      if (count === 0) return { title: section.title, questions: [] }
      const generated = await engine.generateQuiz({
        content: `## ${section.title}\n\n${section.text}`,
        count,
        includeBroader: false,
        difficulty: 'medium',
        ...(engine.kind === 'ai' && source ? { source: [...source] } : {}),
      })
      const checked = await citeGenerated(engine, source, generated.slice(0, count), questionWords)
      // The exam is sat once made: it waits for the second opinion the quiz shows as 'checking'.
      const revised = await checked.revised
      const questions = revised ? withRevisedCitations(checked.items, revised) : checked.items
      return { title: section.title, questions }
    }),
  )
  return examFromQuestions(guide, asked, settings, seed, reader)
}
