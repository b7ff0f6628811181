import { spokenSections } from '@/study-engine/text/spoken-sections'
import { contentTerms, stopWordsOf, tokenize } from '@/study-engine/text/tokens'
import type { SpokenLine } from './voice-track'

/**
 * An overview's chapters, by the guide's sections: each line is given the section whose words
 * it shares most (a heading's words count thrice, and a word found in many sections little),
 * a question or a line that shares none (a greeting) goes with the line after it, and a chapter
 * starts wherever the section changes. The script needs no section marks: the model's script,
 * the offline engine's and the guide read aloud are all split the same way.
 */
export interface Chapter {
  title: string
  /** The line the chapter starts at. */
  line: number
}

const HEADING_WEIGHT = 3

export function chaptersOf(lines: readonly SpokenLine[], guideMarkdown: string): Chapter[] {
  const sections = spokenSections(guideMarkdown).filter((section) => section.heading !== '')
  if (sections.length < 2 || lines.length === 0) return []
  const stop = stopWordsOf(guideMarkdown)
  const termsOf = (text: string) => new Set(contentTerms(tokenize(text), stop))
  const headings = sections.map((section) => termsOf(section.heading))
  const bodies = sections.map((section) => termsOf(section.sentences.join(' ')))
  const spread = new Map<string, number>()
  for (const [index, body] of bodies.entries())
    for (const term of new Set([...body, ...headings[index]!]))
      spread.set(term, (spread.get(term) ?? 0) + 1)

  const best = lines.map((line) => {
    let chosen = -1
    let top = 0
    const terms = termsOf(line.text)
    for (let index = 0; index < sections.length; index++) {
      let score = 0
      for (const term of terms) {
        const weight =
          (headings[index]!.has(term) ? HEADING_WEIGHT : 0) + (bodies[index]!.has(term) ? 1 : 0)
        score += weight / (spread.get(term) ?? 1)
      }
      if (score > top) {
        top = score
        chosen = index
      }
    }
    return chosen
  })
  // A question, or a line with no section of its own, belongs to what follows it (a line with
  // no section and nothing after it, to what came before).
  for (let index = best.length - 1, after = -1; index >= 0; index--) {
    const question = lines[index]!.text.trim().endsWith('?') && index < best.length - 1
    if (best[index] === -1 || question) best[index] = after
    else after = best[index]!
  }
  for (let index = 0, before = -1; index < best.length; index++) {
    if (best[index] === -1) best[index] = before
    else before = best[index]!
  }
  // A single line between two lines of one section is that section's (a passing mention), and
  // so is the guest's last line (a goodbye).
  const last = best.length - 1
  for (let index = 1; index <= last; index++) {
    const goodbye = index === last && lines[index]!.speaker === 'guest'
    if (goodbye || best[index - 1] === best[index + 1]) best[index] = best[index - 1]!
  }

  const chapters: Chapter[] = []
  for (const [line, section] of best.entries()) {
    if (section < 0 || (line > 0 && best[line - 1] === section)) continue
    chapters.push({ title: sections[section]!.heading, line })
  }
  if (chapters[0]) chapters[0].line = 0
  return chapters.length > 1 ? chapters : []
}

/** The chapter a line falls in: the last that starts at or before it (-1 for none). */
export function chapterAt(chapters: readonly Chapter[], line: number): number {
  let found = -1
  for (const [index, chapter] of chapters.entries()) if (chapter.line <= line) found = index
  return found
}
