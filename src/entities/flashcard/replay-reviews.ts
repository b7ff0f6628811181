import type { ExamDate } from '@/entities/exam-date/exam-date'
import type { Difficulty } from '@/study-engine/types'
import { examTarget, reviewCard, type CardSchedule, type MemoryModel } from './scheduling'

/**
 * Two devices (issue 43): a card reviewed offline on a phone and on a laptop gets, once both
 * synced, the schedule its reviews give when replayed in time order, whichever synced first.
 * The database says which cards another device reviewed in between (record_flashcard_session's
 * `stale`); the device then replays each from the state it started from, through every logged
 * review after it, with the scheduler every session uses (reviewCard).
 */

/** A row of flashcard_reviews, as the replay reads it. */
export interface LoggedReview {
  card_id: string
  /** The FSRS grade the app recorded: 2 Hard, 3 Good, 4 Easy (1 Again is read as hard). */
  rating: number
  reviewed_at: string
  cram: boolean
}

const ratingOfGrade: Readonly<Record<number, Difficulty>> = {
  1: 'hard',
  2: 'hard',
  3: 'medium',
  4: 'easy',
}

/** What a replay gives: the card's state, and how many logged reviews it read (the check). */
export interface ReplayedCard {
  schedule: CardSchedule
  reviews: number
}

/**
 * The state of a card after every review of `log` later than `base` (its state before; none: a
 * new card), in time order. Cram reviews never move a schedule and are left out. Undefined when
 * no review is later than `base`.
 */
export function replayReviews(
  base: CardSchedule | undefined,
  log: readonly LoggedReview[],
  exam: ExamDate | undefined,
  model?: MemoryModel,
): ReplayedCard | undefined {
  const after = base?.last_review ? Date.parse(base.last_review) : -Infinity
  const reviews = log
    .map((review) => ({ review, at: Date.parse(review.reviewed_at) }))
    .filter(({ review, at }) => !review.cram && at > after)
    .sort((a, b) => a.at - b.at)
  if (reviews.length === 0) return undefined
  let schedule = base
  for (const { review, at } of reviews) {
    const now = new Date(at)
    const rating = ratingOfGrade[review.rating] ?? 'hard'
    schedule = reviewCard(schedule, rating, now, examTarget(exam, now), model)
  }
  return schedule && { schedule, reviews: reviews.length }
}
