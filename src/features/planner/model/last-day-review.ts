import { addDays } from '@/entities/exam-date/exam-date'
import { dueUnder, type CardSchedule, type ExamTarget } from '@/entities/flashcard/scheduling'
import { lowestAfterReview } from './forecast-range'
import type { PlannerModel } from './recall-by-gap'

/**
 * Toward an exam nearly every card is reviewed on the day before it (scheduling.ts, towardExam),
 * and a card reviewed then keeps at least what the student's own reviews over their shortest
 * gaps show, whether that review is recalled or not (forecast-range.ts: lowestAfterReview, the
 * forecast's least recall of a state after a review still ahead). When that least recall a day
 * later reaches the target, the reviews the per-card plan puts before the last day add nothing
 * the target needs: every such review waits for the last day (issue #45, decision 024). A
 * card's state is not changed, only the day it is studied.
 *
 * The evidence comes from the first reviews after a first study. Until one is scored, only the
 * first EVIDENCE_CARDS studied cards due come back; the others wait a day for what those show.
 */

/** Studied cards reviewed while the student's reviews show nothing yet. */
export const EVIDENCE_CARDS = 30

/** Whether the `due`-th studied card due today (from 0) waits a day for the first evidence. */
export function waitsForEvidence(model: PlannerModel | undefined, due: number): boolean {
  return !model?.recallByGap && due >= EVIDENCE_CARDS
}

/**
 * How sure the plan must be of the share kept over the shortest gaps before it lets reviews wait:
 * the lower end of its one-sided 84 % interval (Wilson's, one standard error), so a few lucky
 * cards do not stand for the student. With 95 % (z 1.645) the rule seldom fired: 28 of 30 kept
 * were needed for an 80 % target (decision 024).
 */
const CONFIDENCE_Z = 1

/** The least share recalled that `recalled` of `reviews` allow (Wilson's lower bound). */
export function surelyKept(recalled: number, reviews: number, z = CONFIDENCE_Z): number {
  if (reviews === 0) return 0
  const share = recalled / reviews
  const spread = z * Math.sqrt((share * (1 - share)) / reviews + (z * z) / (4 * reviews * reviews))
  return (share + (z * z) / (2 * reviews) - spread) / (1 + (z * z) / reviews)
}

/** Whether the student's reviews show that a review on the exam's last day meets the target. */
export function lastDayMeetsTarget(model: PlannerModel | undefined, exam: ExamTarget): boolean {
  // `kept` counts one more review as forgotten: k / (n + 1).
  const kept = ({ kept, reviews }: { kept: number; reviews: number }) =>
    surelyKept(kept * (reviews + 1), reviews)
  return lowestAfterReview(1, model, kept) >= exam.targetRecall
}

/** The card's state with the day it falls due toward `exam` (dueUnder, then the rule above). */
export function examDue(
  stored: CardSchedule,
  model: PlannerModel | undefined,
  exam: ExamTarget | null,
): CardSchedule {
  const next = dueUnder(stored, model, exam)
  if (!exam || !lastDayMeetsTarget(model, exam)) return next
  const lastDay = addDays(exam.start, -1)
  if (new Date(next.due).getTime() >= lastDay.getTime()) return next
  return { ...next, due: lastDay.toISOString() }
}
