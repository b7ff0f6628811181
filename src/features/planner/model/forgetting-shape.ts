/**
 * The shape of the student's forgetting, fitted to their own reviews (issue #45 clause 4: "a
 * model of forgetting that fits both shapes"). FSRS-6 reads every card's recall through one
 * power curve, R(t) = (1 + F·t/S)^(−d) with F = 0.9^(−1/d) − 1 (d: its weight w[20]); a student
 * whose memory decays exponentially toward a floor, R(t) = f + (1 − f)·q^(t/S) with
 * q = (0.9 − f)/(1 − f), keeps about as much for a few days and far less after ten (decision
 * 024, session 66: the day-20 chance read about 1.1 log-odds high). Both are written so a card
 * keeps 90 % after S days, S the model's (scaled) stability times the shape's own `scale`.
 *
 * The fit: for each shape of a small family (power curves of a few decays, exponentials toward
 * a few floors) and each scale, the log-likelihood of the student's recalls and lapses at the
 * gaps they happened. FSRS's own curve (the model's decay, scale 1) is kept unless another shape
 * explains the reviews better by more than SHAPE_EVIDENCE (in nats): a prior that keeps FSRS's
 * curve until the reviews say otherwise. A few parameters for the whole deck, none per student.
 *
 * Only the forecast reads it (recall-by-gap.ts): the plan's reviews are the model's, unchanged.
 */

import type { Prediction } from './memory-model'

export type ForgettingShape =
  { kind: 'power'; decay: number; scale: number } | { kind: 'floor'; floor: number; scale: number }

/**
 * How much better (log-likelihood, nats) a shape must explain the reviews to replace FSRS's:
 * about ln 510 (the family's shapes times scales, among which the best is picked) plus 3. At 3
 * alone, 90 reviews of short gaps picked a plain exponential for the power-law student and moved
 * FSRS-6 students' day-7 forecasts (session 66, variant c).
 */
export const SHAPE_EVIDENCE = 10
/** The decays tried besides the model's own (FSRS-6 fits w[20] within 0.1 … 0.8). */
const DECAYS = [0.1, 0.2, 0.35, 0.5, 0.8] as const
/** The floors tried: what stays known however long the gap (0: a plain exponential). */
const FLOORS = [0, 0.1, 0.2, 0.3, 0.4] as const
/** Scales tried: e^-2.5 … e^2.5 in steps of 0.1. */
const LOG_SCALES = Array.from({ length: 51 }, (_, index) => (index - 25) * 0.1)
const EPSILON = 1e-6

/** A scored review (memory-model.ts), its stability the model's scaled one. */
export type ScoredGap = Pick<Prediction, 'elapsed' | 'stability' | 'recalled'>

/** The recall `elapsed` days after a review that left a (scaled) stability of `stability`. */
export function shapedRecall(shape: ForgettingShape, elapsed: number, stability: number): number {
  const days = Math.max(0, elapsed) / (stability * shape.scale)
  if (shape.kind === 'power') {
    const factor = 0.9 ** (-1 / shape.decay) - 1
    return (1 + factor * days) ** -shape.decay
  }
  const { floor } = shape
  return floor + (1 - floor) * ((0.9 - floor) / (1 - floor)) ** days
}

function logLikelihood(shape: ForgettingShape, scored: readonly ScoredGap[]): number {
  let sum = 0
  for (const { elapsed, stability, recalled } of scored) {
    const r = Math.min(1 - EPSILON, Math.max(EPSILON, shapedRecall(shape, elapsed, stability)))
    sum += recalled ? Math.log(r) : Math.log(1 - r)
  }
  return sum
}

/** The shapes of the family, each at scale 1. */
function family(): ForgettingShape[] {
  return [
    ...DECAYS.map((decay) => ({ kind: 'power' as const, decay, scale: 1 })),
    ...FLOORS.map((floor) => ({ kind: 'floor' as const, floor, scale: 1 })),
  ]
}

/**
 * The shape that best explains `scored` under the prior above, or null when FSRS's curve (the
 * model's `decay`, scale 1) is kept.
 */
export function fittedShape(scored: readonly ScoredGap[], decay: number): ForgettingShape | null {
  if (scored.length === 0) return null
  const fsrs = logLikelihood({ kind: 'power', decay, scale: 1 }, scored)
  let best: { shape: ForgettingShape | null; score: number } = { shape: null, score: fsrs }
  for (const shape of family())
    for (const logScale of LOG_SCALES) {
      const scaled = { ...shape, scale: Math.exp(logScale) }
      const score = logLikelihood(scaled, scored) - SHAPE_EVIDENCE
      if (score > best.score) best = { shape: scaled, score }
    }
  return best.shape
}
