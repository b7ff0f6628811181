import type { ExamRunOptions, ExamRunResult, Student } from './exam-simulation'

/**
 * The oracle the exam plan is compared with. It knows the student's true memory (their chance
 * of recalling each card on any day) and plans each card on its own, so that the deck's MEAN
 * exam-day recall reaches the target, not each card's.
 *
 * A card's plan is one of a family of policies, each a pair of thresholds on the card's true
 * recall: study it on day 0; review it on any later day when its recall has fallen under
 * `spacing` (0: never between); on the day before the exam, review it if its exam-day recall
 * would otherwise be under `lastDay` (0: never, above 1: always). Every policy runs over the
 * whole deck with a fresh student, which gives each card's reviews and exam-day recall under
 * it. The oracle then gives the cards one policy or two: the first m cards (in deck order, not
 * picked by how they turned out) take the dearer policy, the rest the cheaper one, m the least
 * for which the deck's mean reaches the target. Of all the policies and pairs, the cheapest
 * that reaches the target wins; its recall is reported next to its reviews, so an oracle that
 * overshoots can be seen. Under a daily limit the runs cannot be mixed (each keeps its own
 * limit) and the oracle takes the cheapest single policy.
 *
 * What it does not know: how each review will turn out (the student's coin), so it is a plan
 * one could follow, not a hindsight.
 */

export interface OraclePolicy {
  spacing: number
  lastDay: number
}

export const ORACLE_SPACINGS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0] as const
export const ORACLE_LAST_DAY = [0, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.99, 2] as const

/** One policy run over the deck: per card, its reviews and its exam-day recall. */
export interface PolicyRun extends ExamRunResult {
  policy: OraclePolicy
  cardReviews: number[]
  cardRecall: number[]
}

function cardIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `card_${index}`)
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/** One policy over the deck (lowest recall first under a daily limit). */
export function runPolicy(options: ExamRunOptions, policy: OraclePolicy): PolicyRun {
  const { student, days } = options
  const ids = cardIds(options.cards)
  const studied = new Set<string>()
  const cardReviews = ids.map(() => 0)
  const reviewsPerDay: number[] = []
  for (let day = 0; day < days; day++) {
    const lastDay = day === days - 1
    const due = ids
      .map((id, index) => ({
        id,
        index,
        recall: studied.has(id) ? student.probability(id, day) : 0,
      }))
      .filter(
        ({ id, recall }) =>
          !studied.has(id) ||
          recall < policy.spacing ||
          (lastDay && student.probability(id, days) < policy.lastDay),
      )
      .sort((a, b) => a.recall - b.recall)
      .slice(0, options.dailyLimit ?? Infinity)
    for (const { id, index } of due) {
      student.review(id, day)
      studied.add(id)
      cardReviews[index]!++
    }
    reviewsPerDay.push(due.length)
  }
  const cardRecall = ids.map((id) => student.probability(id, days))
  return {
    policy,
    cardReviews,
    cardRecall,
    examDayRecall: sum(cardRecall) / ids.length,
    reviews: sum(cardReviews),
    reviewsPerDay,
  }
}

export interface OracleResult {
  examDayRecall: number
  reviews: number
  /** The policies the cards follow: the cheaper one, and the dearer one for `dearerCards`. */
  cheaper: OraclePolicy
  dearer: OraclePolicy
  dearerCards: number
}

/** The cheapest mix of `cheaper` and `dearer` (first m cards on `dearer`) reaching `target`. */
function mix(cheaper: PolicyRun, dearer: PolicyRun, target: number): OracleResult | null {
  const count = cheaper.cardRecall.length
  let recall = cheaper.examDayRecall * count
  let reviews = cheaper.reviews
  for (let m = 0; m <= count; m++) {
    if (m > 0) {
      recall += dearer.cardRecall[m - 1]! - cheaper.cardRecall[m - 1]!
      reviews += dearer.cardReviews[m - 1]! - cheaper.cardReviews[m - 1]!
    }
    if (recall / count >= target)
      return {
        examDayRecall: recall / count,
        reviews,
        cheaper: cheaper.policy,
        dearer: dearer.policy,
        dearerCards: m,
      }
  }
  return null
}

/** Every policy of the family over the deck, each with a fresh student. */
export function policyRuns(
  options: Omit<ExamRunOptions, 'student' | 'targetRecall'>,
  createStudent: () => Student,
): PolicyRun[] {
  return ORACLE_SPACINGS.flatMap((spacing) =>
    ORACLE_LAST_DAY.map((lastDay) =>
      runPolicy({ ...options, targetRecall: 0, student: createStudent() }, { spacing, lastDay }),
    ),
  )
}

/**
 * The cheapest plan of the oracle (see above) reaching `target` from the runs of policyRuns;
 * when none reaches it, the run with the highest recall.
 */
export function cheapestPlan(
  runs: readonly PolicyRun[],
  target: number,
  canMix = true,
): OracleResult {
  const single = (run: PolicyRun): OracleResult => ({
    examDayRecall: run.examDayRecall,
    reviews: run.reviews,
    cheaper: run.policy,
    dearer: run.policy,
    dearerCards: 0,
  })
  let best: OracleResult | null = null
  for (const dearer of runs) {
    if (dearer.examDayRecall < target) continue
    if (!best || dearer.reviews < best.reviews) best = single(dearer)
    if (!canMix) continue
    for (const cheaper of runs) {
      if (cheaper.reviews >= dearer.reviews || cheaper.examDayRecall >= target) continue
      const mixed = mix(cheaper, dearer, target)
      if (mixed && mixed.reviews < best.reviews) best = mixed
    }
  }
  if (best) return best
  return single(runs.reduce((a, b) => (b.examDayRecall > a.examDayRecall ? b : a)))
}

/** The oracle for one target: policyRuns then cheapestPlan. */
export function cheapestOracle(
  options: Omit<ExamRunOptions, 'student'>,
  createStudent: () => Student,
): OracleResult {
  return cheapestPlan(
    policyRuns(options, createStudent),
    options.targetRecall,
    options.dailyLimit === undefined,
  )
}
