import { specError } from '@/lib/errors'
import { isSupported } from '@/lib/citation'
import { canReachBackend } from '@/lib/reachability'
import type { SourcePassage } from '@/lib/source'
import { getStudyEngine } from '@/study-engine/engine'
import type { ExamQuestion, WrittenGrade } from '../model/exam'
import { verdictOf } from '../model/exam'
import { gradeByKeyTerms } from '../model/key-terms'

type WrittenQuestion = Extract<ExamQuestion, { kind: 'written' }>

/**
 * A written answer graded: by the model against the rubric and each point's passage, or, with
 * no model or no connection, by the rubric's key terms (the grade says so). A second look sends
 * the student's reason and the first grade; offline it throws AppError(messages.offline). A
 * failure or an unreadable reply throws AppError('Could not grade this answer — Retry').
 */
export async function gradeWrittenAnswer(
  question: WrittenQuestion,
  answer: string,
  /** The guide's material, asked for only when a model grades (offline it may not load). */
  loadSource: () => Promise<readonly SourcePassage[] | undefined>,
  secondLook?: { reason: string; previous: WrittenGrade },
): Promise<WrittenGrade> {
  const engine = getStudyEngine()
  const offline = !canReachBackend()
  // A second look asks the model to read the student's reason: without it, it is not done
  // (key terms would only repeat a grade in place of the model's, with no explanation).
  if (secondLook && offline) throw specError('network', 'offline', [])
  if (engine.kind === 'offline' || !engine.gradeWrittenAnswer || offline) {
    return gradeByKeyTerms(question.rubric, answer)
  }
  const source = await loadSource()
  const points = question.rubric.map((point) => {
    const cited = point.citations?.find(isSupported)
    const passage = cited ? source?.[cited.passage]?.text : undefined
    return { text: point.text, ...(passage ? { passage } : {}) }
  })
  const reading = await engine.gradeWrittenAnswer({
    question: question.prompt,
    answer,
    points,
    modelAnswer: question.modelAnswer,
    ...(secondLook
      ? {
          secondLook: {
            reason: secondLook.reason,
            found: question.rubric.map((_, index) => secondLook.previous.found.includes(index)),
          },
        }
      : {}),
  })
  const found = reading.found.flatMap((made, index) => (made ? [index] : []))
  const missed = reading.found.flatMap((made, index) => (made ? [] : [index]))
  return {
    verdict: verdictOf(found.length, question.rubric.length),
    found,
    missed,
    by: 'model',
    ...(reading.explanation ? { explanation: reading.explanation } : {}),
  }
}
