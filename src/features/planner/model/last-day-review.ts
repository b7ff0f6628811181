import { addDays } from '@/entities/exam-date/exam-date'
import { dueUnder, type CardSchedule, type ExamTarget } from '@/entities/flashcard/scheduling'
import { lowestAfterReview } from './forecast-range'
import { DAY_MS, type PlannerModel } from './recall-by-gap'

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
 * first EVIDENCE_CARDS studied cards due come back, and at most half of them (EVIDENCE_SHARE);
 * the others wait a day for what those show. Half, because a first study and a last-day review
 * per card are already two reviews a card against the oracle's 1.5 to 2 (decision 024,
 * session 56): a day-after review of every card of a 30-card deck made three, over 1.5× the
 * oracle's in 130 of 144 runs.
 *
 * Only under a 95 % target (WAITS_BELOW). At 95 % thirty cards could show it only if all were
 * kept, and where they were (the power-law student, 30 cards) the exam-eve forecast fell 6.5
 * points under the recall: its model reads the last day's lapses after three weeks as lost.
 */

/** Studied cards reviewed while the student's reviews show nothing yet: at most this many, */
export const EVIDENCE_CARDS = 30
/** and at most this share of the studied cards due (rounded up). */
export const EVIDENCE_SHARE = 0.5
/** Targets at and above this keep the per-card plan of decisions 017–020 unchanged. */
export const WAITS_BELOW = 0.95

/**
 * Whether the `due`-th of the `dueCount` studied cards due today (from 0) waits a day for the
 * first evidence.
 */
export function waitsForEvidence(
  model: PlannerModel | undefined,
  due: number,
  dueCount: number,
  exam: ExamTarget,
): boolean {
  if (exam.targetRecall >= WAITS_BELOW || model?.recallByGap) return false
  return due >= Math.min(EVIDENCE_CARDS, Math.ceil(dueCount * EVIDENCE_SHARE))
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

/**
 * The least recall `days` after a review that the rule counts on: lowestAfterReview with the
 * share kept over the shortest gaps at its Wilson lower bound (`kept` there is k / (n + 1)).
 */
function surelyAfterReview(days: number, model: PlannerModel | undefined): number {
  return lowestAfterReview(days, model, ({ kept, reviews }) =>
    surelyKept(kept * (reviews + 1), reviews),
  )
}

/** Whether the student's reviews show that a review on the exam's last day meets the target. */
export function lastDayMeetsTarget(model: PlannerModel | undefined, exam: ExamTarget): boolean {
  return exam.targetRecall < WAITS_BELOW && surelyAfterReview(1, model) >= exam.targetRecall
}

/**
 * The least recall at `at` of a card in the state `card` that the rule above counts on
 * (surelyAfterReview from its last review; 0 for a card never reviewed). The forecast's mean is
 * never under the deck's mean of it: a model fitted to long gaps can put the cards relearnt on
 * the exam's last day far under it (the power-law student: 80 % forecast a day after such a
 * lapse, 96 % recalled; after a fit on the exam's eve, 7.5 %). Per card it would be too much: a
 * student with FSRS's memory keeps less a day after a lapse than after a first study, and only
 * the deck's mean is what the rule counts on.
 */
export function leastAfterReview(
  card: CardSchedule | undefined,
  at: Date,
  model: PlannerModel | undefined,
): number {
  if (!card?.last_review) return 0
  return surelyAfterReview((at.getTime() - new Date(card.last_review).getTime()) / DAY_MS, model)
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
