import {
  computeDecayFactor,
  createEmptyCard,
  default_w,
  fsrs,
  generatorParameters,
  Rating,
  TypeConvert,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs'
import { z } from '@/lib/zod'
import {
  addDays,
  daysBetween,
  examStart,
  isUpcoming,
  type ExamDate,
} from '@/entities/exam-date/exam-date'
import type { Difficulty } from '@/study-engine/types'
import { memoryGrade } from './memory-grade'

/**
 * Spaced repetition (beyond the spec) with FSRS via ts-fsrs. A rating is recorded as an FSRS
 * grade (easy → Easy, medium → Good, hard → Hard) and read by the memory model with hard as
 * Again (memoryGrade: hard is the app's "did not know it"); each finished session moves every
 * rated card's due date. Short-term learning steps are off: the app studies in sessions, not in
 * minute-long steps, so a rated card always leaves "due today" (hard 1 day, medium 3, easy 8
 * for a new card) and the due count means something. Fuzz is off so schedules are reproducible.
 *
 * Toward an exam: until the exam day begins, a card falls due when its predicted recall falls to
 * EXAM_SPACING (lower than FSRS's 90 %: fewer reviews, each teaching more), and an interval that
 * would jump past the exam is cut to end the day before it unless the card's predicted recall
 * on exam day (FSRS retrievability at the start of that day) is at least halfway from the target
 * to 100 % (examSafeRecall). So nearly every card's last review falls the day before the exam,
 * where a review leaves it well above the target, and the earlier reviews only keep it learnable.
 * The margin is there because a model learned from a few weeks of reviews can be confident and
 * wrong about a card it has not seen for long; for the same reason no interval is longer than
 * PROVEN_GROWTH times the longest one the student has been seen to recall a card after. From the
 * exam day on, ordinary long-term scheduling resumes.
 *
 * Every function takes the memory model to schedule with: FSRS weights (the student's own when a
 * fit predicts their reviews better than the defaults, FSRS-6's defaults otherwise) and a
 * stability scale measured from how the student's reviews turned out (memory-model.ts). Under a
 * scale below 1 (FSRS over-predicted their recall) a card falls due when its scaled recall
 * reaches the requested retention, if that comes before FSRS's own due date; a scale never
 * moves a review later than FSRS scheduled it.
 */

/** A ts-fsrs card as stored in flashcard_sets.schedule (jsonb): dates as ISO strings. */
export const cardScheduleSchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number().catch(0),
  reps: z.number(),
  lapses: z.number(),
  state: z.number().int().min(0).max(3),
  last_review: z.string().optional(),
  /** The rating of the last review (absent in states saved before it was kept). */
  last_rating: z.enum(['easy', 'medium', 'hard']).optional(),
})

export type CardSchedule = z.infer<typeof cardScheduleSchema>

/** FSRS-6 weights (21 numbers); undefined means the defaults. */
export type Weights = readonly number[]

/**
 * What a card's state follows from, for the stability scale: its first review, a recalled
 * review (easy, medium) or a forgotten one (hard: the app's answer for a card not known).
 */
export type MemoryEvent = 'first' | 'recalled' | 'forgotten'

/** What the scheduler predicts a student's memory with (no model: FSRS-6's defaults as they are). */
export interface MemoryModel {
  weights?: Weights
  /**
   * A card's FSRS stability is multiplied by the scale for the review it follows before
   * predicting its recall: below 1 when the student forgets faster than FSRS predicts
   * (1 when absent).
   */
  stabilityScale?: Partial<Record<MemoryEvent, number>>
  /**
   * The longest interval, in days, after which the student has recalled a card: toward an exam
   * an interval grows to at most PROVEN_GROWTH times it (absent: no review seen yet).
   */
  provenDays?: number
}

export function memoryEvent(stored: CardSchedule): MemoryEvent {
  if (stored.reps <= 1) return 'first'
  return stored.last_rating === 'hard' ? 'forgotten' : 'recalled'
}

function newScheduler(weights?: Weights): FSRS {
  return fsrs(
    generatorParameters({
      ...(weights ? { w: [...weights] } : {}),
      enable_fuzz: false,
      enable_short_term: false,
    }),
  )
}

const defaultScheduler = newScheduler()
const schedulers = new WeakMap<Weights, FSRS>()

function schedulerFor(weights: Weights | undefined): FSRS {
  if (!weights) return defaultScheduler
  let scheduler = schedulers.get(weights)
  if (!scheduler) schedulers.set(weights, (scheduler = newScheduler(weights)))
  return scheduler
}

const grades: Record<Difficulty, Grade> = {
  easy: Rating.Easy,
  medium: Rating.Good,
  hard: Rating.Hard,
}

export function gradeFor(rating: Difficulty): Grade {
  return grades[rating]
}

function toStored(card: Card): CardSchedule {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.last_review ? { last_review: card.last_review.toISOString() } : {}),
  }
}

function toCard(stored: CardSchedule | undefined, now: Date): Card {
  return stored ? TypeConvert.card(stored) : createEmptyCard(now)
}

/** What the scheduler aims at: the moment the exam day begins, and the recall wanted then. */
export interface ExamTarget {
  start: Date
  targetRecall: number
}

/** The exam the cards are scheduled toward at `now`: none once its day has begun. */
export function examTarget(exam: ExamDate | undefined, now: Date): ExamTarget | null {
  if (!exam || !isUpcoming(exam, now)) return null
  return { start: examStart(exam.examDate), targetRecall: exam.targetRecall }
}

const DAY_MS = 86_400_000

/**
 * The predicted recall a card falls due at while an exam is ahead with a 95 % target, by the
 * review it follows: a first study or a recalled card may fade further (its review before the
 * exam brings it back); a forgotten card comes back sooner, so it is relearnt, and the model
 * sees early how the student's weakest cards fare. Chosen with `npm run bench:planner` (see
 * decision 017). A lower target lets cards fade further (examSpacing).
 */
export const EXAM_SPACING: Readonly<Record<MemoryEvent, number>> = {
  first: 0.8,
  recalled: 0.75,
  forgotten: 0.9,
}

/**
 * How much further a card may fade, times the target's shortfall under 95 %, once it holds a day
 * above the safe recall (dueUnder): at an 80 % target a first study falls due at 65 %, a recalled
 * card at 45 %; a forgotten one still comes back at 90 % (decision 020).
 */
export const SPACING_PER_TARGET: Readonly<Record<MemoryEvent, number>> = {
  first: 1,
  recalled: 2,
  forgotten: 0,
}
/** No card is left to fade under this before its next review. */
const MIN_SPACING = 0.2
/** The target the constants of decisions 017 and 018 were chosen at. */
const BASE_TARGET = 0.95

/** The predicted recall a card falls due at toward an exam with `targetRecall`. */
export function examSpacing(event: MemoryEvent, targetRecall: number): number {
  const below = Math.max(0, BASE_TARGET - targetRecall)
  return Math.max(MIN_SPACING, EXAM_SPACING[event] - SPACING_PER_TARGET[event] * below)
}

/** A card at or above this predicted recall on exam day needs no review the day before. */
export function examSafeRecall(targetRecall: number): number {
  return (1 + targetRecall) / 2
}

/** Whole days (at least 1) until recall of a card of `stability` falls to `recall`. */
function daysUntilRecall(stability: number, recall: number, weights: Weights | undefined): number {
  const { decay, factor } = computeDecayFactor(weights ?? default_w)
  return Math.max(1, Math.round((stability / factor) * (recall ** (1 / decay) - 1)))
}

function scaleOf(stored: CardSchedule, model: MemoryModel | undefined): number {
  return model?.stabilityScale?.[memoryEvent(stored)] ?? 1
}

/** Predicted recall of the card at `at` (fractional days since its last review); 0 if new. */
export function recallAt(stored: CardSchedule | undefined, at: Date, model?: MemoryModel): number {
  if (!stored?.last_review || stored.stability <= 0) return 0
  const elapsed = Math.max(0, (at.getTime() - new Date(stored.last_review).getTime()) / DAY_MS)
  return schedulerFor(model?.weights).forgetting_curve(
    elapsed,
    stored.stability * scaleOf(stored, model),
  )
}

/**
 * When the reviewed card falls due under `model`: with an exam ahead, when its scaled recall
 * falls to EXAM_SPACING; otherwise FSRS's due date, or earlier when the scaled stability reaches
 * the requested retention sooner. Then cut for the exam (towardExam).
 */
/**
 * Toward an exam, an interval is at most this many times the longest one the student has been
 * seen to recall a card after: a model learned from a few weeks of reviews has not seen how
 * this student forgets over longer gaps, and a card first tested on the day before the exam can
 * no longer be saved when it fails. So a card's intervals grow only as fast as the evidence.
 */
const PROVEN_GROWTH = 3
/**
 * Plus this times the target's shortfall under 95 % (an 80 % target: 9 times, 90 %: 5): a plan
 * that may lose more of a card needs less proof before it lets the card fade (decision 020).
 */
const PROVEN_GROWTH_PER_TARGET = 40

/** The longest interval toward an exam after `provenDays` (whole days, at least 1). */
export function longestExamInterval(provenDays: number, targetRecall = BASE_TARGET): number {
  const growth = PROVEN_GROWTH + PROVEN_GROWTH_PER_TARGET * Math.max(0, BASE_TARGET - targetRecall)
  return Math.max(1, Math.round(growth * provenDays))
}

export function dueUnder(
  stored: CardSchedule,
  model: MemoryModel | undefined,
  exam: ExamTarget | null,
): CardSchedule {
  if (!stored.last_review) return stored
  const reviewedAt = new Date(stored.last_review)
  let next = stored
  const scale = scaleOf(stored, model)
  if (exam && reviewedAt.getTime() < exam.start.getTime()) {
    // A lower target lets a card fade further only once it holds a day above the safe recall: a
    // card the student has not yet learnt is spaced as for a 95 % target whatever the target.
    const holds =
      schedulerFor(model?.weights).forgetting_curve(1, stored.stability * scale) >=
      examSafeRecall(exam.targetRecall)
    const target = holds ? exam.targetRecall : BASE_TARGET
    const spacing = examSpacing(memoryEvent(stored), target)
    const days = Math.min(
      daysUntilRecall(stored.stability * scale, spacing, model?.weights),
      longestExamInterval(model?.provenDays ?? Infinity, target),
    )
    const due = new Date(reviewedAt.getTime() + days * DAY_MS)
    next = { ...stored, due: due.toISOString(), scheduled_days: days }
  } else if (scale < 1) {
    const days = schedulerFor(model?.weights).next_interval(stored.stability * scale, 0)
    const due = new Date(reviewedAt.getTime() + days * DAY_MS)
    if (due.getTime() < new Date(stored.due).getTime())
      next = { ...stored, due: due.toISOString(), scheduled_days: days }
  }
  return towardExam(next, reviewedAt, exam, model)
}

/**
 * The model with no stability scale above 1. A scale above 1 says the student remembers better
 * than FSRS predicts; on a small deck it is learnt from a few dozen reviews and may be luck, so
 * it never lets a card skip its review the day before the exam.
 */
function withoutGains(model: MemoryModel | undefined): MemoryModel | undefined {
  if (!model?.stabilityScale) return model
  const scales = Object.entries(model.stabilityScale).map(([event, scale]) => [
    event,
    Math.min(1, scale),
  ])
  return { ...model, stabilityScale: Object.fromEntries(scales) }
}

/**
 * Whether the card may go from `now` to the exam without another review: its predicted recall
 * on exam day is at least examSafeRecall, and the student has been seen to recall a card after a
 * gap as long (provenDays; no model: FSRS's defaults are trusted, as for intervals). A model fitted to gaps of a few days can be sure of a card three
 * weeks on and wrong: fitted to one-to-six-day gaps, it put 486 of 500 cards at 98 % after 19
 * days, and the student kept 57 % (issue #45, the easy-and-hard student, seed 2, at 90 %).
 */
function keepsUntilExam(next: CardSchedule, now: Date, exam: ExamTarget, model?: MemoryModel) {
  const gap = (exam.start.getTime() - now.getTime()) / DAY_MS
  return (
    gap <= (model?.provenDays ?? Infinity) &&
    recallAt(next, exam.start, withoutGains(model)) >= examSafeRecall(exam.targetRecall)
  )
}

/**
 * The state `next` (just reviewed at `now`) with its interval cut for the exam when it would
 * jump past the exam and the card may not go that far without a review (keepsUntilExam). A card
 * reviewed on the day before the exam has no earlier day left and keeps its interval.
 */
export function towardExam(
  next: CardSchedule,
  now: Date,
  exam: ExamTarget | null,
  model?: MemoryModel,
): CardSchedule {
  if (!exam || now.getTime() >= exam.start.getTime()) return next
  if (new Date(next.due).getTime() < exam.start.getTime()) return next
  if (keepsUntilExam(next, now, exam, model)) return next
  const lastDay = addDays(exam.start, -1)
  const days = daysBetween(now, lastDay)
  if (days < 1) return next
  return { ...next, due: lastDay.toISOString(), scheduled_days: days }
}

/** The card's state after `rating` at `now`; a card never reviewed starts empty. */
export function reviewCard(
  stored: CardSchedule | undefined,
  rating: Difficulty,
  now: Date,
  exam: ExamTarget | null = null,
  model?: MemoryModel,
): CardSchedule {
  const scheduler = schedulerFor(model?.weights)
  const next = toStored(
    scheduler.next(toCard(stored, now), now, memoryGrade(gradeFor(rating))).card,
  )
  return dueUnder({ ...next, last_rating: rating }, model, exam)
}

/** The schedule after a session: every rated card id reviewed once at `now`. */
export function applyRatings(
  schedule: Record<string, CardSchedule>,
  ratings: Record<string, Difficulty>,
  now: Date,
  exam: ExamTarget | null = null,
  model?: MemoryModel,
): Record<string, CardSchedule> {
  const next = { ...schedule }
  for (const [cardId, rating] of Object.entries(ratings))
    next[cardId] = reviewCard(schedule[cardId], rating, now, exam, model)
  return next
}

/** The last moment of `now`'s local day: anything due before then is "due today". */
export function endOfDay(now: Date): Date {
  const end = new Date(now)
  end.setHours(23, 59, 59, 999)
  return end
}

/** New cards (no schedule yet) are due at once, as in any spaced-repetition deck. */
export function isDueToday(stored: CardSchedule | undefined, now: Date): boolean {
  if (!stored) return true
  return new Date(stored.due).getTime() <= endOfDay(now).getTime()
}

export function dueCards<Card extends { id: string }>(
  cards: Card[],
  schedule: Record<string, CardSchedule>,
  now: Date,
): Card[] {
  return cards.filter((card) => isDueToday(schedule[card.id], now))
}

export function dueCount(
  cards: { id: string }[],
  schedule: Record<string, CardSchedule>,
  now: Date,
): number {
  return dueCards(cards, schedule, now).length
}

/** When the card is next due (null: new, never reviewed). */
export function dueDate(stored: CardSchedule | undefined): Date | null {
  return stored ? new Date(stored.due) : null
}
