import { forgetting_curve, default_w } from 'ts-fsrs'
import {
  memoryEvent,
  recallAt,
  type CardSchedule,
  type MemoryEvent,
  type MemoryModel,
} from '@/entities/flashcard/scheduling'
import type { Prediction } from './memory-model'

/**
 * The forecast's calibration by the length of the gap (issue #45, decision 020's third
 * addendum). The memory model is one FSRS curve with a stability scale per kind of state; a
 * student whose forgetting has another shape (a power law, an exponential toward a floor) is
 * predicted too low at some gaps and too high at others, whatever the scale. So the forecast
 * corrects each predicted recall by what the student's own reviews after gaps of the same length
 * turned out to be: for every band of gap lengths, the shift in log-odds under which the model's
 * predictions (the scaled ones the plan uses) best match the outcomes — maximum likelihood with
 * a normal prior of standard deviation OFFSET_PRIOR_SD, so a few reviews move it little. Then the
 * same for each kind of state (after a first study, a recall or a lapse), its prior centred on
 * the band's shift over all kinds: the day after a lapse is not the day after a recall. A state
 * whose kind has not been seen after a gap in that band is not corrected (no extrapolation: the
 * shifts of other gaps or kinds made the forecast worse where they were borrowed).
 *
 * Only the forecast reads it: the plan's reviews are the model's, unchanged.
 */

/** The longest gap, in days, of each band: 1, 2–3, 4–7, 8–14, 15 and more. */
export const GAP_BANDS = [1, 3, 7, 14, Infinity] as const
export const OFFSET_PRIOR_SD = 0.5
/** Shifts tried: −3 … +3 log-odds in steps of 0.05. */
const OFFSETS = Array.from({ length: 121 }, (_, index) => (index - 60) * 0.05)
const EPSILON = 1e-6
export const DAY_MS = 86_400_000

/** A shift in log-odds for each band of GAP_BANDS (null: no review seen after such a gap). */
export type BandOffsets = readonly (number | null)[]

/** The shifts over all reviews, and for each kind of state. */
export interface RecallByGap {
  pooled: BandOffsets
  byEvent: Partial<Record<MemoryEvent, BandOffsets>>
  /** The longest gap, in days, after which a review was scored: over all kinds, and by kind. */
  longestGap: { pooled: number; byEvent: Partial<Record<MemoryEvent, number>> }
  /**
   * Over the reviews of the shortest band of gaps seen: their mean gap in days and the share the
   * student recalled, counted as if one more had been forgotten (k / (n + 1): a few reviews all
   * recalled do not say every card is kept), and how many reviews that is.
   */
  shortest: { days: number; kept: number; reviews: number }
  /**
   * The reviews a day after a review that came LONG_GAP days or more after the one before it
   * (last-day-review.ts: the probe), and how many of them the student recalled: what a card
   * reviewed on the exam's last day after weeks keeps a day later. Absent: none yet.
   */
  afterLongGap?: { recalled: number; reviews: number }
  /**
   * Of those, the reviews of cards forgotten at the long-gap review and relearnt then: what a
   * card that lapses on the exam's last day after weeks keeps a day later. Absent: none yet.
   */
  afterLongGapLapse?: { recalled: number; reviews: number }
  /**
   * Of those, the lapses of cards only studied before (the probe's): how many, and the shift in
   * log-odds under which the model's predictions best match what they kept a day later.
   */
  afterLongGapFirstLapse?: { reviews: number; shift: number }
}

/** A gap of this many days or more before a review is a long one (the probe's, decision 024). */
export const LONG_GAP = 7

/** The memory model with the forecast's calibration (absent: none, the model as it is). */
export type PlannerModel = MemoryModel & { recallByGap?: RecallByGap }

const clamp = (p: number) => Math.min(1 - EPSILON, Math.max(EPSILON, p))
const logit = (p: number) => Math.log(clamp(p) / (1 - clamp(p)))
const logistic = (x: number) => 1 / (1 + Math.exp(-x))

/** The band of a gap of `days` (fractional days round to the nearest whole day, at least 1). */
export function bandOf(days: number): number {
  const whole = Math.max(1, Math.round(days))
  return GAP_BANDS.findIndex((longest) => whole <= longest)
}

/** The model's (scaled) predicted recall of a scored review. */
function predicted(prediction: Prediction, model: MemoryModel | undefined): number {
  const scale = model?.stabilityScale?.[prediction.after] ?? 1
  return forgetting_curve(
    model?.weights ?? default_w,
    prediction.elapsed,
    prediction.stability * scale,
  )
}

interface Outcome {
  p: number
  recalled: boolean
}

/** The shift of one band: the most likely given its reviews and the prior around `centre`. */
function offsetOf(reviews: readonly Outcome[], centre: number): number {
  let best = { offset: centre, score: -Infinity }
  for (const offset of OFFSETS) {
    let score = -((offset - centre) ** 2) / (2 * OFFSET_PRIOR_SD * OFFSET_PRIOR_SD)
    for (const { p, recalled } of reviews) {
      const q = clamp(logistic(logit(p) + offset))
      score += recalled ? Math.log(q) : Math.log(1 - q)
    }
    if (score > best.score) best = { offset, score }
  }
  return best.offset
}

/** The shifts of the bands for `outcomes` (each with its gap), priors centred on `centres`. */
function bandOffsets(
  outcomes: readonly (Outcome & { elapsed: number })[],
  centres: BandOffsets,
): BandOffsets {
  const bands = GAP_BANDS.map(() => [] as Outcome[])
  for (const outcome of outcomes) bands[bandOf(outcome.elapsed)]!.push(outcome)
  return bands.map((reviews, band) =>
    reviews.length > 0 ? offsetOf(reviews, centres[band] ?? 0) : null,
  )
}

const EVENTS: readonly MemoryEvent[] = ['first', 'recalled', 'forgotten']

const longest = (outcomes: readonly { elapsed: number }[]) =>
  Math.max(...outcomes.map((outcome) => outcome.elapsed))

/**
 * The shifts by band for `scored` (predictions made with `model`'s weights, see
 * memory-model.ts: predictions) under `model`'s scales; undefined with no review scored.
 */
export function recallByGap(
  scored: readonly Prediction[],
  model: MemoryModel | undefined,
): RecallByGap | undefined {
  if (scored.length === 0) return undefined
  const outcomes = scored.map((prediction) => ({
    elapsed: prediction.elapsed,
    after: prediction.after,
    afterGap: prediction.afterGap,
    afterSecondSight: prediction.afterSecondSight,
    p: predicted(prediction, model),
    recalled: prediction.recalled,
  }))
  const pooled = bandOffsets(outcomes, [])
  const byEvent: RecallByGap['byEvent'] = {}
  const longestGap: RecallByGap['longestGap'] = { pooled: longest(outcomes), byEvent: {} }
  for (const event of EVENTS) {
    const ofEvent = outcomes.filter((outcome) => outcome.after === event)
    byEvent[event] = bandOffsets(ofEvent, pooled)
    if (ofEvent.length > 0) longestGap.byEvent[event] = longest(ofEvent)
  }
  const band = Math.min(...outcomes.map((outcome) => bandOf(outcome.elapsed)))
  const short = outcomes.filter((outcome) => bandOf(outcome.elapsed) === band)
  const shortest = {
    days: short.reduce((sum, outcome) => sum + outcome.elapsed, 0) / short.length,
    kept: short.filter((outcome) => outcome.recalled).length / (short.length + 1),
    reviews: short.length,
  }
  const probed = outcomes.filter(
    (outcome) => bandOf(outcome.elapsed) === 0 && outcome.afterGap >= LONG_GAP,
  )
  const kept = (outcomes: readonly Outcome[]) => ({
    recalled: outcomes.filter((outcome) => outcome.recalled).length,
    reviews: outcomes.length,
  })
  const lapsed = probed.filter((outcome) => outcome.after === 'forgotten')
  const lapsedOnce = lapsed.filter((outcome) => outcome.afterSecondSight)
  return {
    pooled,
    byEvent,
    longestGap,
    shortest,
    ...(probed.length > 0 ? { afterLongGap: kept(probed) } : {}),
    ...(lapsed.length > 0 ? { afterLongGapLapse: kept(lapsed) } : {}),
    ...(lapsedOnce.length > 0
      ? {
          afterLongGapFirstLapse: {
            reviews: lapsedOnce.length,
            shift: offsetOf(lapsedOnce, byEvent.forgotten?.[0] ?? pooled[0] ?? 0),
          },
        }
      : {}),
  }
}

/** Lapses after a long gap seen before the forecast reads one by them (below). */
export const LONG_GAP_LAPSES = 10

/**
 * What a card forgotten at a review after a long gap keeps a day later, by the student's own such
 * lapses ((k + 1) / (n + 2)); null until LONG_GAP_LAPSES are seen. The model and its calibration
 * read these far over what a student whose lapses cut the stability keeps (the exponential-floor
 * student: 97.6 % forecast, 81.6 % kept; decision 024, session 58).
 */
export function keptAfterLongGapLapse(model: PlannerModel | undefined): number | null {
  const seen = model?.recallByGap?.afterLongGapLapse
  if (!seen || seen.reviews < LONG_GAP_LAPSES) return null
  return (seen.recalled + 1) / (seen.reviews + 2)
}

/**
 * The shift of the model's reading a day after a lapse at a long gap of a card only studied before
 * (the probe's lapses); null until LONG_GAP_LAPSES are seen. Their share alone, taken at the
 * probe's gap, reads such a lapse on the exam's last day, weeks later, under what an FSRS memory
 * keeps: its stability after a lapse grows with how far the card had faded (session 65).
 */
export function firstLapseShift(model: PlannerModel | undefined): number | null {
  const seen = model?.recallByGap?.afterLongGapFirstLapse
  if (!seen || seen.reviews < LONG_GAP_LAPSES) return null
  return seen.shift
}

/** The model's recall `recall` shifted by `shift` log-odds. */
export function shifted(recall: number, shift: number): number {
  return logistic(logit(recall) + shift)
}

/** The shift for a state of `event` after `days`: none where no such review was seen. */
function offsetFor(calibration: RecallByGap, event: MemoryEvent, days: number): number {
  return calibration.byEvent[event]?.[bandOf(days)] ?? 0
}

/** The recall the forecast counts on: the model's at `at`, shifted by the gap's calibration. */
export function forecastRecall(
  stored: CardSchedule | undefined,
  at: Date,
  model: PlannerModel | undefined,
): number {
  const recall = recallAt(stored, at, model)
  if (!model?.recallByGap || !stored?.last_review || recall <= 0) return recall
  const days = (at.getTime() - new Date(stored.last_review).getTime()) / DAY_MS
  return shifted(recall, offsetFor(model.recallByGap, memoryEvent(stored), days))
}
