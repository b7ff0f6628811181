import type { ExamAttempt, QuestionResult } from './attempt'

/** Results by section: points earned of points possible, and the time spent there. */
export interface SectionResult {
  section: string
  score: number
  possible: number
  spentMs: number
}

export function scoreOf(result: QuestionResult | undefined): number {
  return result && (result.status === 'scored' || result.status === 'graded') ? result.score : 0
}

export function sectionResults(
  attempt: ExamAttempt,
  results: Record<string, QuestionResult>,
): SectionResult[] {
  const bySection = new Map<string, SectionResult>()
  for (const question of attempt.exam.questions) {
    const entry = bySection.get(question.section) ?? {
      section: question.section,
      score: 0,
      possible: 0,
      spentMs: 0,
    }
    entry.score += scoreOf(results[question.id])
    entry.possible += 1
    entry.spentMs += attempt.spent[question.id] ?? 0
    bySection.set(question.section, entry)
  }
  return [...bySection.values()]
}

export const shareOf = (section: Pick<SectionResult, 'score' | 'possible'>) =>
  section.possible === 0 ? 0 : section.score / section.possible

/**
 * The sections to study now: those scored lowest, below 80 % (every section at the lowest share,
 * so a tie is offered whole); none when every section reached 80 %.
 */
export function weakestSections(sections: readonly SectionResult[]): string[] {
  const weak = sections.filter((section) => shareOf(section) < 0.8)
  if (weak.length === 0) return []
  const lowest = Math.min(...weak.map(shareOf))
  return weak.filter((section) => shareOf(section) === lowest).map((section) => section.section)
}

/** '1:05' for 65 s; '0:00' for nothing. */
export function formatSpent(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export function totalScore(results: Record<string, QuestionResult>): number {
  return Object.values(results).reduce((sum, result) => sum + scoreOf(result), 0)
}
