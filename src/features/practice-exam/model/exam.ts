import type { Citation } from '@/lib/citation'
import type { MessageKey } from '@/lib/i18n/catalogues'

/** What a practice exam is made of, as the student sees and answers it. */

export type QuestionKind = 'choice' | 'true-false' | 'blank' | 'written'

/** The names the setup form gives each kind (their catalogue keys), in the form's order. */
export const QUESTION_KINDS: readonly { kind: QuestionKind; label: MessageKey }[] = [
  { kind: 'choice', label: 'practice.kind.choice' },
  { kind: 'true-false', label: 'practice.kind.trueFalse' },
  { kind: 'blank', label: 'practice.kind.blank' },
  { kind: 'written', label: 'practice.kind.written' },
]

/** Minutes, or null: 'No time limit'. */
export type TimeLimit = 20 | 45 | 90 | null

export const TIME_LIMITS: readonly TimeLimit[] = [20, 45, 90, null]

export interface ExamSettings {
  timeLimit: TimeLimit
  count: number
  kinds: readonly QuestionKind[]
}

/** One point a full written answer makes, from the material, with the words that show it. */
export interface RubricPoint {
  text: string
  /** Stemmed keys of the point's meaningful words (the question's own terms left out). */
  keyTerms: string[]
  citations?: Citation[]
}

interface QuestionBase {
  /** `x_` plus its index. */
  id: string
  /** The guide section (## heading) the question comes from. */
  section: string
  prompt: string
  citations?: Citation[]
}

export type ExamQuestion =
  | (QuestionBase & { kind: 'choice'; options: string[]; answer: number })
  | (QuestionBase & { kind: 'true-false'; answer: boolean; correction: string })
  | (QuestionBase & { kind: 'blank'; answer: string })
  | (QuestionBase & { kind: 'written'; rubric: RubricPoint[]; modelAnswer: string })

export interface Exam {
  id: string
  guideTitle: string
  timeLimit: TimeLimit
  questions: ExamQuestion[]
  /** The number of questions asked for, when the material gave fewer. */
  asked?: number
}

export type WrittenVerdict = 'Full marks' | 'Partly right' | 'Not yet'

/** A written answer's grade: which rubric points it makes (by index), and how it was read. */
export interface WrittenGrade {
  verdict: WrittenVerdict
  found: number[]
  missed: number[]
  /** 'model': read by the AI; 'key-terms': offline, by the rubric's words. */
  by: 'model' | 'key-terms'
  /** The model's reasons (a second look always explains its decision). */
  explanation?: string
}

/** The verdict a set of found points earns: all, some or none of the rubric. */
export function verdictOf(found: number, points: number): WrittenVerdict {
  if (points > 0 && found >= points) return 'Full marks'
  return found > 0 ? 'Partly right' : 'Not yet'
}

/** The share of a question's mark a written grade earns. */
export function writtenScore(grade: WrittenGrade, points: number): number {
  return points === 0 ? 0 : grade.found.length / points
}

/** A submitted attempt as the guide lists it. */
export interface SavedExamAttempt {
  id: string
  score: number
  totalQuestions: number
  timeSpentSeconds: number
  completedAt: string
}
