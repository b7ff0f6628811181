import { FSRSAlgorithm, generatorParameters, Rating, type FSRSState } from 'ts-fsrs'
import type { Difficulty, FlashcardSet } from '@/entities/flashcard/flashcard'
import {
  cardHistories,
  isBetter,
  MIN_REVIEWS_TO_FIT,
  recalled,
  reviewsByCard,
  scoredReviews,
  type LoggedReview,
  type ParameterFit,
} from './personal-parameters'
import {
  reviewCard,
  type CardSchedule,
  type MemoryEvent,
  type MemoryModel,
  type Weights,
} from '@/entities/flashcard/scheduling'
import { memoryGrade } from '@/entities/flashcard/memory-grade'
import { recallByGap, type PlannerModel } from './recall-by-gap'

/**
 * The planner learns the student's memory from their reviews as they come in. Every review
 * after a card's first, on a later day, is a prediction FSRS made (the card's recall after that
 * many days) and an outcome (recalled: easy or medium; not: hard). Two corrections follow:
 *
 * - FSRS's weights fitted to the log (personal-parameters.ts), once there are MIN_REVIEWS_TO_FIT
 *   scored reviews and again whenever the log has grown by half since the last fit; used when
 *   they predict the log better than the defaults;
 * - on top of those weights, from the first scored review, a stability scale: the factor on
 *   every card's stability under which the predicted recalls best match the outcomes (maximum
 *   likelihood, with a normal prior on its logarithm, standard deviation PRIOR_SD, so a handful
 *   of reviews moves it little). A scale under 1 says FSRS over-predicted the student's recall:
 *   their cards fall due sooner (scheduling.ts, dueUnder), and the forecast counts on less recall;
 * - and, toward an exam, the longest interval after which the student has recalled a card
 *   (provenDays): intervals grow to at most a few times it, as far as the evidence goes.
 *
 * Card states are replayed from the log under the weights in use (learnedSchedule), so the
 * stabilities the scale multiplies are the ones those weights give.
 *
 * The scale is measured on the most recent CALIBRATION_WINDOW scored reviews: what the student's
 * memory does now, and a bounded amount of arithmetic (a few milliseconds).
 */

export const PRIOR_SD = 0.6
export const CALIBRATION_WINDOW = 3_000
/** Scales tried: e^-3 (about 1/20) to e^1.4 (about 4), in steps of 2.5 %, 1 among them. */
const LOG_SCALES = Array.from({ length: 177 }, (_, index) => (index - 120) * 0.025)
const EPSILON = 1e-6

/** One scored review as the model saw it: days since the review before, stability, outcome. */
export interface Prediction {
  elapsed: number
  stability: number
  recalled: boolean
  /** What the card's state followed from (its first review, a recalled or a forgotten one). */
  after: MemoryEvent
  /** The gap in days before the review the state followed (0 after a first study). */
  afterGap: number
  /** Whether the review the state followed was the card's first since its first study. */
  afterSecondSight: boolean
  /** When it happened, to keep the most recent. */
  at: number
}

function modelFor(weights: Weights | undefined): FSRSAlgorithm {
  return new FSRSAlgorithm(
    generatorParameters({
      ...(weights ? { w: [...weights] } : {}),
      enable_fuzz: false,
      enable_short_term: false,
    }),
  )
}

/** Every scored review of the log, replayed card by card with `weights`. */
export function predictions(
  reviews: readonly LoggedReview[],
  weights: Weights | undefined,
): Prediction[] {
  const model = modelFor(weights)
  const scored: Prediction[] = []
  for (const list of reviewsByCard(reviews)) {
    const [history] = cardHistories(list)
    if (!history) continue
    const times = list.map((review) => new Date(review.reviewedAt).getTime()).sort((a, b) => a - b)
    let state: FSRSState | null = null
    history.grades.forEach((grade, index) => {
      const elapsed = history.days[index]!
      if (state && elapsed >= 1)
        scored.push({
          elapsed,
          stability: state.stability,
          recalled: recalled(grade),
          after:
            index === 1 ? 'first' : recalled(history.grades[index - 1]!) ? 'recalled' : 'forgotten',
          afterGap: index === 1 ? 0 : history.days[index - 1]!,
          afterSecondSight: index === 2,
          at: times[index]!,
        })
      state = model.next_state(state, elapsed, memoryGrade(grade))
    })
  }
  return scored
}

/**
 * The stability scale that best explains `scored` (see above), with the prior centred on
 * `centre` (1 unless given); 1 with no reviews.
 */
export function stabilityScale(
  scored: readonly Prediction[],
  weights?: Weights,
  centre = 1,
): number {
  const model = modelFor(weights)
  const logCentre = Math.log(centre)
  let best = { scale: centre, score: -Infinity }
  for (const logScale of LOG_SCALES) {
    const scale = Math.exp(logScale)
    let score = -((logScale - logCentre) ** 2) / (2 * PRIOR_SD * PRIOR_SD)
    for (const { elapsed, stability, recalled: hit } of scored) {
      const r = Math.min(
        1 - EPSILON,
        Math.max(EPSILON, model.forgetting_curve(elapsed, stability * scale)),
      )
      score += hit ? Math.log(r) : Math.log(1 - r)
    }
    if (score > best.score) best = { scale, score }
  }
  return best.scale
}

const EVENTS: readonly MemoryEvent[] = ['first', 'recalled', 'forgotten']

/**
 * One scale over all the recent reviews, then one for each kind of state (after a first, a
 * recalled or a forgotten review), each drawn toward the overall one: FSRS may err differently
 * after a lapse (rated hard, read as FSRS's Again) than after a success.
 */
export function stabilityScales(
  scored: readonly Prediction[],
  weights?: Weights,
): { overall: number; byEvent: Partial<Record<MemoryEvent, number>> } {
  const recent = [...scored].sort((a, b) => b.at - a.at).slice(0, CALIBRATION_WINDOW)
  const overall = stabilityScale(recent, weights)
  const byEvent: Partial<Record<MemoryEvent, number>> = {}
  for (const event of EVENTS) {
    const scale = stabilityScale(
      recent.filter((prediction) => prediction.after === event),
      weights,
      overall,
    )
    if (scale !== 1) byEvent[event] = scale
  }
  return { overall, byEvent }
}

/** How FSRS (the weights in use, unscaled) predicted the recent reviews, against the outcomes. */
export interface Calibration {
  reviews: number
  predicted: number
  recalled: number
  /** The scale over all those reviews. */
  stabilityScale: number
  /** The scale the planner applies to a card, by the review its state follows. */
  byEvent: Partial<Record<MemoryEvent, number>>
  /** The longest interval, in days, after which a card was recalled (0: none yet). */
  provenDays: number
}

/** The most recent CALIBRATION_WINDOW scored reviews of the log, newest first. */
function recentPredictions(
  reviews: readonly LoggedReview[],
  weights: Weights | undefined,
): Prediction[] {
  return predictions(reviews, weights)
    .sort((a, b) => b.at - a.at)
    .slice(0, CALIBRATION_WINDOW)
}

export function calibration(
  reviews: readonly LoggedReview[],
  weights: Weights | undefined,
): Calibration | null {
  return calibrationOf(recentPredictions(reviews, weights), weights)
}

/** calibration() of predictions already replayed (recentPredictions). */
function calibrationOf(
  recent: readonly Prediction[],
  weights: Weights | undefined,
): Calibration | null {
  if (recent.length === 0) return null
  const model = modelFor(weights)
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  const scales = stabilityScales(recent, weights)
  return {
    reviews: recent.length,
    predicted: mean(recent.map((p) => model.forgetting_curve(p.elapsed, p.stability))),
    recalled: mean(recent.map((p) => (p.recalled ? 1 : 0))),
    stabilityScale: scales.overall,
    byEvent: scales.byEvent,
    provenDays: Math.max(0, ...recent.filter((p) => p.recalled).map((p) => p.elapsed)),
  }
}

/** Whether the log has enough new reviews for a (new) fit of FSRS's weights. */
export function needsFit(
  reviews: readonly LoggedReview[],
  fit: Pick<ParameterFit, 'reviewCount'> | null | undefined,
): boolean {
  const { recalled: hits, forgotten } = scoredReviews(cardHistories(reviews))
  const count = hits + forgotten
  return count >= MIN_REVIEWS_TO_FIT && (!fit || count >= fit.reviewCount * 1.5)
}

/**
 * The model the planner schedules with: the fit when better, then the scale on top of it, and
 * the longest interval the student has been seen to recall after; and for the forecast only,
 * how the scaled model's predictions fared by the length of the gap (recall-by-gap.ts).
 */
export function learnedModel(
  reviews: readonly LoggedReview[],
  fit: Pick<ParameterFit, 'weights' | 'logLoss' | 'defaultLogLoss'> | null | undefined,
): PlannerModel | undefined {
  return learnedMemory(reviews, fit).model
}

/**
 * learnedModel() and the calibration() of the weights it uses, from one replay of the log: the
 * replay and the scales' search are most of the work (tens of milliseconds for 1,000 reviews on
 * a slow phone), so /today and the Flashcards tab do them once, not once for each.
 */
export function learnedMemory(
  reviews: readonly LoggedReview[],
  fit: Pick<ParameterFit, 'weights' | 'logLoss' | 'defaultLogLoss'> | null | undefined,
): { model: PlannerModel | undefined; calibration: Calibration | null } {
  const weights = fit && isBetter(fit) ? fit.weights : undefined
  const recent = recentPredictions(reviews, weights)
  const known = calibrationOf(recent, weights)
  if (!weights && !known) return { model: undefined, calibration: null }
  const byEvent = known?.byEvent ?? {}
  const model: MemoryModel = {
    ...(weights ? { weights } : {}),
    ...(Object.keys(byEvent).length > 0 ? { stabilityScale: byEvent } : {}),
    ...(known ? { provenDays: known.provenDays } : {}),
  }
  const byGap = known ? recallByGap(recent, model) : undefined
  return { model: byGap ? { ...model, recallByGap: byGap } : model, calibration: known }
}

const ratingOf: Record<number, Difficulty> = {
  [Rating.Hard]: 'hard',
  [Rating.Good]: 'medium',
  [Rating.Easy]: 'easy',
}

/**
 * The set's card states replayed from the log under `model`'s weights: what the stored states
 * would be had those weights scheduled every review (stored states were computed with whatever
 * weights were in use at each review). Cram reviews leave a schedule as it was, so they are not
 * replayed; a card whose log does not end with its stored last review keeps its stored state.
 */
export function learnedSchedule(
  set: FlashcardSet,
  reviews: readonly LoggedReview[],
  model: MemoryModel | undefined,
): Record<string, CardSchedule> {
  if (!model?.weights) return set.schedule
  const weights = { weights: model.weights }
  const byCard = new Map<string, LoggedReview[]>()
  for (const review of reviews) {
    if (review.setId !== set.id || review.cram) continue
    const list = byCard.get(review.cardId)
    if (list) list.push(review)
    else byCard.set(review.cardId, [review])
  }
  const schedule = { ...set.schedule }
  for (const [cardId, list] of byCard) {
    const stored = set.schedule[cardId]
    const sorted = [...list].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt))
    const last = sorted.at(-1)!
    if (!stored?.last_review || Date.parse(stored.last_review) !== Date.parse(last.reviewedAt))
      continue
    let state: CardSchedule | undefined
    for (const review of sorted) {
      const rating = ratingOf[review.grade]
      if (rating) state = reviewCard(state, rating, new Date(review.reviewedAt), null, weights)
    }
    if (state) schedule[cardId] = state
  }
  return schedule
}
