import { memoryEvent, recallAt, type CardSchedule } from '@/entities/flashcard/scheduling'
import { DAY_MS, type PlannerModel, type RecallByGap } from './recall-by-gap'

type Shortest = RecallByGap['shortest']

/**
 * How far the exam forecast can be trusted (issue #45, decision 020's fourth addendum). The
 * forecast counts on cards keeping over the gaps the plan leaves; where those gaps are longer
 * than any after which the student's own reviews were scored, or the states are ones the
 * forecast only imagines (after reviews still ahead), nothing the student did says how they keep.
 * There the forecast also gives the least recall the reviews allow, and says it is not sure when
 * that is more than SURE_WITHIN under what it predicts.
 *
 * The bounds need only that recall fades as a mixture of exponentials does (a power law, an
 * exponential toward a floor, FSRS's curve): such a recall is log-convex, so from R(G) at a gap G
 * the recall at any longer gap t is at least R(G)^(t/G).
 */

/** A forecast whose least recall is further under its prediction than this is not sure. */
export const SURE_WITHIN = 0.06

export function isSure(forecast: { predictedRecall: number; lowestRecall: number }): boolean {
  return forecast.predictedRecall - forecast.lowestRecall <= SURE_WITHIN
}

type RecallOf = (card: CardSchedule | undefined, at: Date) => number

/**
 * The least recall at `at` of a card in a state the student is in, `recallOf` the recall counted
 * on: that recall up to the longest gap seen after a state of its kind (or of any kind, if none
 * of its kind was seen), the log-convex bound from there beyond it; 0 when no gap was seen.
 */
export function lowestRecall(
  stored: CardSchedule | undefined,
  at: Date,
  model: PlannerModel | undefined,
  recallOf: RecallOf,
): number {
  const recall = recallOf(stored, at)
  if (!stored?.last_review || recall <= 0) return recall
  const reviewed = new Date(stored.last_review).getTime()
  const days = (at.getTime() - reviewed) / DAY_MS
  const longest = model?.recallByGap?.longestGap
  const seen = longest ? (longest.byEvent[memoryEvent(stored)] ?? longest.pooled) : 0
  if (days <= seen) return recall
  if (seen <= 0) return 0
  const atSeen = recallOf(stored, new Date(reviewed + seen * DAY_MS))
  return Math.min(recall, atSeen ** (days / seen))
}

/**
 * The least recall at `at` of a state the forecast imagines, after a review still ahead: the
 * student's reviews show how their cards kept over the shortest gaps seen (a share K kept after
 * G days, recallByGap's `shortest`); a card reviewed once more keeps at least as well as they
 * did, so at least K up to G days and K^(t/G) after t days beyond. Nothing seen: 0.
 */
export function lowestImagined(
  card: CardSchedule | undefined,
  at: Date,
  model: PlannerModel | undefined,
): number {
  const recall = recallAt(card, at, model)
  if (!card?.last_review) return recall
  const days = (at.getTime() - new Date(card.last_review).getTime()) / DAY_MS
  return Math.min(recall, lowestAfterReview(days, model))
}

/**
 * The least recall `days` after a review, whatever the card and however the review went, by the
 * same bound: K up to the shortest gaps seen (G days), K^(t/G) beyond; `keptOf` may count K
 * more cautiously than the share kept. Nothing seen: 0.
 */
export function lowestAfterReview(
  days: number,
  model: PlannerModel | undefined,
  keptOf: (shortest: Shortest) => number = (shortest) => shortest.kept,
): number {
  const shortest = model?.recallByGap?.shortest
  if (!shortest) return 0
  return keptOf(shortest) ** Math.max(1, days / shortest.days)
}
