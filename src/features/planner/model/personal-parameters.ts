import {
  CLAMP_PARAMETERS,
  dateDiffInDays,
  default_w,
  FSRSAlgorithm,
  generatorParameters,
  Rating,
  W17_W18_Ceiling,
  type FSRSState,
  type Grade,
} from 'ts-fsrs'
import { memoryGrade } from '@/entities/flashcard/memory-grade'

/**
 * Personal FSRS parameters: the memory model fitted to the student's own
 * review log, used only when it predicts that log better than the default parameters.
 *
 * The model is scored as FSRS's own optimizer scores it: the log loss of its predicted recall at
 * every review of a card after its first, made on a later day than the one before. A card rated
 * hard counts as not recalled: the app's ratings are easy, medium and hard (the spec's), with no
 * Again, so hard is the one answer that says the student did not know it. Reviews are replayed as
 * the scheduler reads them (hard as a lapse, memoryGrade), so the fitted parameters mean in the
 * scheduler what they meant in the fit.
 *
 * The fit is gradient descent (Adam) over the parameters the app's scheduler uses (short-term
 * steps are off, so w17–w19 stay as they are), each scaled to its allowed range, the gradient
 * taken by finite differences: 80 steps of 19 passes over at most about 3,000 reviews, 0.5–4.6 s
 * in a worker on a 2-core machine (`npm run bench:fit`). The FSRS optimizers in the registry
 * need threads (SharedArrayBuffer, hence cross-origin isolation) or Node; this needs neither.
 */

/** Below this many scored reviews the fit says more about chance than about the student. */
export const MIN_REVIEWS_TO_FIT = 300
/**
 * The descent learns from at most about this many scored reviews (whole cards, spread evenly
 * over the log), so a long history fits in seconds; both losses are still measured on all.
 */
export const MAX_REVIEWS_FITTED = 3_000

/** One rating from the review log (flashcard_reviews). */
export interface LoggedReview {
  /** Set and card together name a card: card ids repeat across sets. */
  setId: string
  cardId: string
  grade: Grade
  reviewedAt: string
  /** A cram review: recorded, but it left the card's schedule as it was. */
  cram?: boolean
}

/** One card's reviews in time order: each grade and the whole days since the review before. */
export interface CardHistory {
  grades: Grade[]
  days: number[]
}

export function recalled(grade: Grade): boolean {
  return grade >= Rating.Good
}

/** The log's reviews of each card (a card is its set and its id), in log order. */
export function reviewsByCard(reviews: readonly LoggedReview[]): LoggedReview[][] {
  const byCard = new Map<string, LoggedReview[]>()
  for (const review of reviews) {
    const key = `${review.setId}\u0000${review.cardId}`
    const list = byCard.get(key)
    if (list) list.push(review)
    else byCard.set(key, [review])
  }
  return [...byCard.values()]
}

export function cardHistories(reviews: readonly LoggedReview[]): CardHistory[] {
  return reviewsByCard(reviews).map((list) => {
    const sorted = list
      .map((review) => ({ grade: review.grade, at: new Date(review.reviewedAt) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
    return {
      grades: sorted.map((review) => review.grade),
      days: sorted.map((review, index) =>
        index === 0 ? 0 : Math.max(0, dateDiffInDays(sorted[index - 1]!.at, review.at)),
      ),
    }
  })
}

/** The reviews the model is scored on: after a card's first, on a later day. */
export function scoredReviews(histories: readonly CardHistory[]): {
  recalled: number
  forgotten: number
} {
  let hits = 0
  let misses = 0
  for (const { grades, days } of histories)
    for (let index = 1; index < grades.length; index++) {
      if (days[index]! < 1) continue
      if (recalled(grades[index]!)) hits++
      else misses++
    }
  return { recalled: hits, forgotten: misses }
}

const EPSILON = 1e-6

/** Every n-th card, so that about `max` scored reviews remain (all of them when fewer). */
export function fittingSample(
  histories: readonly CardHistory[],
  reviewCount: number,
  max: number = MAX_REVIEWS_FITTED,
): readonly CardHistory[] {
  const stride = Math.ceil(reviewCount / max)
  return stride <= 1 ? histories : histories.filter((_, index) => index % stride === 0)
}

/** Mean log loss of the model with `weights` over the scored reviews (0 when there are none). */
export function logLoss(weights: readonly number[], histories: readonly CardHistory[]): number {
  const model = new FSRSAlgorithm(
    generatorParameters({ w: [...weights], enable_fuzz: false, enable_short_term: false }),
  )
  let total = 0
  let count = 0
  for (const { grades, days } of histories) {
    let state: FSRSState | null = null
    for (let index = 0; index < grades.length; index++) {
      const t = days[index]!
      if (state && t >= 1) {
        const r = Math.min(
          1 - EPSILON,
          Math.max(EPSILON, model.forgetting_curve(t, state.stability)),
        )
        total -= recalled(grades[index]!) ? Math.log(r) : Math.log(1 - r)
        count++
      }
      state = model.next_state(state, t, memoryGrade(grades[index]!))
    }
  }
  return count === 0 ? 0 : total / count
}

/** The parameters the app's scheduler uses (short-term steps off: w17–w19 do nothing). */
const FITTED = [...Array.from({ length: 17 }, (_, index) => index), 20]

/**
 * The least first stability (w0–w3, in days) a fit may give. The app's reviews are a day or more
 * apart, so its log cannot tell 0.1 day from FSRS's floor of 0.001; on a sparse log (an exam
 * plan's: a first study, a review or two, one before the exam) the descent drifted to that floor
 * and stopped stability from growing, and the exam forecast fell 10–20 points under what the
 * student recalled.
 */
const MIN_FIRST_STABILITY = 0.1
const BOUNDS = CLAMP_PARAMETERS(W17_W18_Ceiling, false).map(([low, high], index) =>
  index <= 3 ? [Math.max(low!, MIN_FIRST_STABILITY), high!] : [low!, high!],
)

function toWeights(start: readonly number[], scaled: readonly number[]): number[] {
  const weights = [...start]
  FITTED.forEach((index, position) => {
    const [low, high] = BOUNDS[index]!
    weights[index] = low! + Math.min(1, Math.max(0, scaled[position]!)) * (high! - low!)
  })
  return weights
}

function toScaled(weights: readonly number[]): number[] {
  return FITTED.map((index) => {
    const [low, high] = BOUNDS[index]!
    return (weights[index]! - low!) / (high! - low!)
  })
}

export interface FitOptions {
  /** Gradient steps; each replays the whole log once per fitted parameter. */
  steps?: number
  /** The parameters the fit starts from (the defaults). */
  start?: readonly number[]
}

const LEARNING_RATE = 0.01
const STEP = 1e-4
const [BETA1, BETA2] = [0.9, 0.999]

/** The parameters that predict `histories` best of those the descent visited (never worse than `start`). */
export function fitWeights(histories: readonly CardHistory[], options: FitOptions = {}): number[] {
  const start = options.start ?? default_w
  let scaled = toScaled(start)
  let loss = logLoss(start, histories)
  let best = { weights: [...start], loss }
  const moment = scaled.map(() => 0)
  const velocity = scaled.map(() => 0)
  for (let step = 1; step <= (options.steps ?? 80); step++) {
    const gradient = scaled.map((value, position) => {
      const nudged = [...scaled]
      nudged[position] = value + STEP
      return (logLoss(toWeights(start, nudged), histories) - loss) / STEP
    })
    scaled = scaled.map((value, position) => {
      const g = gradient[position]!
      moment[position] = BETA1 * moment[position]! + (1 - BETA1) * g
      velocity[position] = BETA2 * velocity[position]! + (1 - BETA2) * g * g
      const m = moment[position]! / (1 - BETA1 ** step)
      const v = velocity[position]! / (1 - BETA2 ** step)
      return Math.min(1, Math.max(0, value - (LEARNING_RATE * m) / (Math.sqrt(v) + 1e-8)))
    })
    const weights = toWeights(start, scaled)
    loss = logLoss(weights, histories)
    if (loss < best.loss) best = { weights, loss }
  }
  return best.weights
}

/** What a fit found: the student's parameters and how well each model predicts their log. */
export interface ParameterFit {
  weights: number[]
  logLoss: number
  defaultLogLoss: number
  /** The scored reviews both losses are measured on. */
  reviewCount: number
}

export type FitOutcome =
  | { kind: 'fitted'; fit: ParameterFit }
  | { kind: 'too-few'; reviewCount: number }
  /** Every scored review was recalled, or none was: nothing tells the curve's shape. */
  | { kind: 'one-sided'; reviewCount: number }

export function fitToLog(reviews: readonly LoggedReview[], options: FitOptions = {}): FitOutcome {
  const histories = cardHistories(reviews)
  const scored = scoredReviews(histories)
  const reviewCount = scored.recalled + scored.forgotten
  if (reviewCount < MIN_REVIEWS_TO_FIT) return { kind: 'too-few', reviewCount }
  if (scored.recalled === 0 || scored.forgotten === 0) return { kind: 'one-sided', reviewCount }
  const weights = fitWeights(fittingSample(histories, reviewCount), options)
  return {
    kind: 'fitted',
    fit: {
      weights,
      logLoss: logLoss(weights, histories),
      defaultLogLoss: logLoss(default_w, histories),
      reviewCount,
    },
  }
}

/** The fitted parameters are used only when they predict the student's log better. */
export function isBetter(fit: Pick<ParameterFit, 'logLoss' | 'defaultLogLoss'>): boolean {
  return fit.logLoss < fit.defaultLogLoss
}
