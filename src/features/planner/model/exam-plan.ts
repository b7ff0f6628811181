import { addDays, daysBetween, startOfDay } from '@/entities/exam-date/exam-date'
import {
  recallAt,
  reviewCard,
  type CardSchedule,
  type ExamTarget,
  type MemoryModel,
} from '@/entities/flashcard/scheduling'

/**
 * The plan toward an exam, for the whole deck at once (decision 020): each card is offered a few
 * ways to spend reviews until the exam — none more, one on the day before the exam, one when its
 * predicted recall has fallen to one of MID_RECALLS, such a review followed by one on the day
 * before (always, or only if the card was forgotten) — each worth the card's expected exam-day
 * recall under the student's memory model (every review may be recalled or forgotten, weighed by
 * its predicted recall then). Then every card takes the option that is best at one price per
 * review, the price the highest at which the deck's mean expected recall still reaches the target
 * plus PLAN_MARGIN: the cheapest plan of this family that reaches the target, so a lower target
 * spends fewer reviews. A new card is always studied today (rated as not known).
 *
 * The plan is made again each day from the cards' states and the model as they stand: a card
 * is due today when its option's first review is today. The forecast is the plan's mean.
 */

/**
 * The deck plan serves targets under this; from it on, each card keeps the spacing of decisions
 * 017–020 (scheduling.ts), which a deck plan of at most two reviews after the first study did
 * not reach the recall of on the bench's students (decision 020).
 */
export const DECK_PLAN_BELOW = 0.95
/** The plan aims this far above the target: the model's errors, and a few cards' luck. */
export const PLAN_MARGIN = 0.01
/**
 * About this many cards of a deck are learning cards (spread evenly through it): each is reviewed
 * at least once between its first study and the day before the exam, and again soon after if it
 * was forgotten, so that the model learns from the student's own reviews how they forget over a
 * gap and how a forgotten card comes back — what the rest of the plan is priced with.
 */
export const LEARNING_CARDS = 20
/** A card's review between now and the day before the exam may come at these predicted recalls. */
export const MID_RECALLS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3] as const

/** One way to spend a card's reviews until the exam. */
export interface PlanOption {
  /** Whether its first review is before the day before the exam (or it has no review today). */
  firstReview: 'mid' | 'last' | 'none'
  /** Expected exam-day recall. */
  value: number
  /** Expected reviews. */
  cost: number
  /** Expected reviews by day (0: today). */
  reviews: ReadonlyMap<number, number>
}

export interface CardPlan {
  option: PlanOption
  /** Days from today to the card's next review (null: none until the exam). */
  nextDay: number | null
}

export interface ExamPlan {
  cards: CardPlan[]
  /** The deck's mean expected exam-day recall under the plan. */
  predictedRecall: number
  /** Expected reviews by day from today until the day before the exam. */
  reviewsPerDay: number[]
}

interface Horizon {
  now: Date
  exam: ExamTarget
  /** Days from today to the day before the exam. */
  lastDay: number
  model: MemoryModel | undefined
}

/** When a review on `day` (0: today) is taken: now for today, the day's start after. */
function momentOf(horizon: Horizon, day: number): Date {
  return day === 0 ? horizon.now : addDays(horizon.now, day)
}

const reviewsOn = (entries: [number, number][]) => new Map(entries.filter(([, count]) => count > 0))

/** A review on `day` of the card, its two outcomes and their chance. */
function branch(stored: CardSchedule, day: number, horizon: Horizon) {
  const at = momentOf(horizon, day)
  const p = recallAt(stored, at, horizon.model)
  return {
    p,
    recalled: reviewCard(stored, 'medium', at, null, horizon.model),
    forgotten: reviewCard(stored, 'hard', at, null, horizon.model),
  }
}

const examRecall = (stored: CardSchedule, horizon: Horizon) =>
  recallAt(stored, horizon.exam.start, horizon.model)

/** Expected exam-day recall after a review on the day before the exam. */
function lastDayValue(stored: CardSchedule, horizon: Horizon): number {
  const { p, recalled, forgotten } = branch(stored, horizon.lastDay, horizon)
  return p * examRecall(recalled, horizon) + (1 - p) * examRecall(forgotten, horizon)
}

/**
 * The first day from `earliest` before the last day on which the card's recall is ≤ `recall`
 * (recall only falls between reviews, so a bisection finds it).
 */
function dayAtRecall(stored: CardSchedule, recall: number, earliest: number, horizon: Horizon) {
  const fallen = (day: number) => recallAt(stored, momentOf(horizon, day), horizon.model) <= recall
  let [low, high] = [earliest, horizon.lastDay - 1]
  if (low > high || !fallen(high)) return null
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (fallen(middle)) high = middle
    else low = middle + 1
  }
  return low
}

/** A review on `day` before the day before the exam, then none, one then, or one if forgotten. */
function midOptions(stored: CardSchedule, day: number, horizon: Horizon): PlanOption[] {
  const { lastDay } = horizon
  const { p, recalled, forgotten } = branch(stored, day, horizon)
  const [kept, lost] = [examRecall(recalled, horizon), examRecall(forgotten, horizon)]
  const [keptLast, lostLast] = [lastDayValue(recalled, horizon), lastDayValue(forgotten, horizon)]
  const option = (value: number, reviews: [number, number][]): PlanOption => ({
    firstReview: 'mid',
    value,
    cost: reviews.reduce((sum, [, count]) => sum + count, 0),
    reviews: reviewsOn(reviews),
  })
  return [
    option(p * kept + (1 - p) * lost, [[day, 1]]),
    option(p * keptLast + (1 - p) * lostLast, [
      [day, 1],
      [lastDay, 1],
    ]),
    option(p * kept + (1 - p) * lostLast, [
      [day, 1],
      [lastDay, 1 - p],
    ]),
  ]
}

/**
 * Every option for a card in state `stored` whose next review may come on `earliest` or later
 * (one before the day before the exam on `midFrom` or later).
 */
export function cardOptions(
  stored: CardSchedule,
  earliest: number,
  horizon: Horizon,
  midFrom = earliest,
): PlanOption[] {
  const { lastDay } = horizon
  const options: PlanOption[] = [
    { firstReview: 'none', value: examRecall(stored, horizon), cost: 0, reviews: new Map() },
  ]
  if (lastDay < earliest) return options
  options.push({
    firstReview: 'last',
    value: lastDayValue(stored, horizon),
    cost: 1,
    reviews: reviewsOn([[lastDay, 1]]),
  })
  const midDays = new Set(
    MID_RECALLS.map((recall) =>
      dayAtRecall(stored, recall, Math.max(earliest, midFrom), horizon),
    ).filter((day): day is number => day !== null),
  )
  for (const day of midDays) options.push(...midOptions(stored, day, horizon))
  return options
}

/** The options of a new card: studied today (not known), then as a studied card from tomorrow. */
function newCardOptions(horizon: Horizon): PlanOption[] {
  const studied = reviewCard(undefined, 'hard', horizon.now, null, horizon.model)
  return cardOptions(studied, 1, horizon).map((option) => ({
    firstReview: 'mid',
    value: option.value,
    cost: option.cost + 1,
    reviews: new Map([[0, 1], ...option.reviews]),
  }))
}

function reviewedToday(stored: CardSchedule, now: Date): boolean {
  return (
    stored.last_review !== undefined &&
    new Date(stored.last_review).getTime() >= startOfDay(now).getTime()
  )
}

/** Learning cards are first reviewed after these gaps (days since their first study), in turn. */
export const LEARNING_GAPS = [1, 3, 7, 14] as const

/**
 * A learning card's options (null: as any card's): a review after its gap (LEARNING_GAPS) since
 * its first study, or as soon as it may come after a lapse, while that is before the day before
 * the exam.
 */
function learningOptions(
  stored: CardSchedule,
  earliest: number,
  gap: number,
  horizon: Horizon,
): PlanOption[] | null {
  const forgotten = stored.reps > 1 && stored.last_rating === 'hard'
  if (stored.reps > 1 && !forgotten) return null
  const since = stored.last_review ? daysBetween(new Date(stored.last_review), horizon.now) : 0
  const day = forgotten ? earliest : Math.max(earliest, gap - since)
  return day < horizon.lastDay ? midOptions(stored, day, horizon) : null
}

/** Each card's best option at `price` a review. */
function choose(options: readonly PlanOption[][], price: number): PlanOption[] {
  return options.map((list) =>
    list.reduce((best, option) => {
      const gain = option.value - price * option.cost - (best.value - price * best.cost)
      return gain > 1e-12 || (Math.abs(gain) <= 1e-12 && option.cost < best.cost) ? option : best
    }),
  )
}

const meanValue = (chosen: readonly PlanOption[]) =>
  chosen.reduce((sum, option) => sum + option.value, 0) / chosen.length

/**
 * The options at the highest price (to a billionth) whose mean reaches `goal`. Cards alike in
 * every way switch at the same price, so at that price they are switched one by one, in deck
 * order, until the mean reaches the goal.
 */
function cheapestReaching(options: readonly PlanOption[][], goal: number): PlanOption[] {
  let [low, high] = [0, 1]
  const dearest = choose(options, high)
  if (meanValue(dearest) >= goal) return dearest
  for (let step = 0; step < 30; step++) {
    const price = (low + high) / 2
    if (meanValue(choose(options, price)) >= goal) low = price
    else high = price
  }
  const chosen = choose(options, high)
  const dearer = choose(options, low)
  let total = meanValue(chosen) * chosen.length
  for (let index = 0; index < chosen.length && total < goal * chosen.length; index++) {
    total += dearer[index]!.value - chosen[index]!.value
    chosen[index] = dearer[index]!
  }
  return chosen
}

/**
 * The plan for `cards` (their states; undefined: new) toward `exam` from `now`; null once the
 * exam day has begun.
 */
export function planTowardExam(
  cards: readonly (CardSchedule | undefined)[],
  exam: ExamTarget,
  now: Date,
  model?: MemoryModel,
): ExamPlan | null {
  const days = daysBetween(now, exam.start)
  if (days < 1 || cards.length === 0 || exam.targetRecall >= DECK_PLAN_BELOW) return null
  const horizon: Horizon = { now, exam, lastDay: days - 1, model }
  const stride = Math.max(1, Math.round(cards.length / LEARNING_CARDS))
  const options = cards.map((stored, index) => {
    if (!stored) return newCardOptions(horizon)
    const earliest = reviewedToday(stored, now) ? 1 : 0
    // Until a review has checked the model, only learning cards are reviewed before the last day.
    const checked = model !== undefined
    const gap = LEARNING_GAPS[Math.floor(index / stride) % LEARNING_GAPS.length]!
    const learning = index % stride === 0 && learningOptions(stored, earliest, gap, horizon)
    return learning || cardOptions(stored, earliest, horizon, checked ? earliest : 1)
  })
  const chosen = cheapestReaching(options, Math.min(1, exam.targetRecall + PLAN_MARGIN))
  const reviewsPerDay = Array.from({ length: days }, () => 0)
  for (const option of chosen)
    for (const [day, count] of option.reviews) reviewsPerDay[day] = reviewsPerDay[day]! + count
  return {
    cards: chosen.map((option) => ({
      option,
      nextDay: option.reviews.size > 0 ? Math.min(...option.reviews.keys()) : null,
    })),
    predictedRecall: meanValue(chosen),
    reviewsPerDay,
  }
}
