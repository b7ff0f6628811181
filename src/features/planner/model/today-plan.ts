import { mentionsAny, type ExamFocus } from '@/entities/exam-date/exam-focus'
import { addDays, daysBetween } from '@/entities/exam-date/exam-date'
import type { Flashcard, FlashcardSet } from '@/entities/flashcard/flashcard'
import { balanceLoad, type PlannedReview } from './load-balance'
import {
  recallAt,
  type CardSchedule,
  type ExamTarget,
  type MemoryModel,
} from '@/entities/flashcard/scheduling'
import { examDue, probeable, probeDue, probeOf, waitsForEvidence } from './last-day-review'
import type { PlannerModel } from './recall-by-gap'

/**
 * Today: the cards to review today across every set, after load balancing under
 * the student's daily limit. A review may come early once the card's predicted recall has
 * fallen to EARLY_REVIEW_RECALL; before that an early review would teach little. Due days come
 * from the student's memory model as it stands today (dueUnder), so a card falls due earlier
 * than it was scheduled once their reviews show that they forget faster than predicted.
 */

export const DEFAULT_DAILY_LIMIT = 100
export const EARLY_REVIEW_RECALL = 0.95

export interface DueCard {
  /** `setId/cardId`: unique across the library. */
  key: string
  set: FlashcardSet
  card: Flashcard
}

export function cardKey(setId: string, cardId: string): string {
  return `${setId}/${cardId}`
}

/** The exam a set's cards are scheduled toward (none when absent). */
export type ExamOf = (set: FlashcardSet) => ExamTarget | null

/**
 * Days from today to the card's due day under `model` (0: new or overdue); `probing`: the plan
 * waits for the probe (last-day-review.ts).
 */
export function dueDayOf(
  stored: CardSchedule | undefined,
  now: Date,
  model?: PlannerModel,
  exam: ExamTarget | null = null,
  probing = false,
): number {
  if (!stored) return 0
  return Math.max(0, daysBetween(now, new Date(examDue(stored, model, exam, probing).due)))
}

/** The first day (from today) the card may be reviewed early on; its due day at the latest. */
export function earliestDay(
  stored: CardSchedule | undefined,
  now: Date,
  model?: MemoryModel,
  dueDay: number = dueDayOf(stored, now, model),
): number {
  for (let day = 0; day < dueDay; day++) {
    const midday = addDays(now, day)
    midday.setHours(12)
    if (recallAt(stored, midday, model) <= EARLY_REVIEW_RECALL) return day
  }
  return dueDay
}

/** Every card of the sets with the day it is planned for, balanced under `limit` a day. */
export function planReviews(
  sets: readonly FlashcardSet[],
  now: Date,
  limit: number,
  model?: PlannerModel,
  examOf: ExamOf = () => null,
): Map<string, number> {
  const cards = sets.flatMap((set) => {
    const exam = examOf(set)
    const probe = probeOf(
      model,
      exam,
      set.cards.map((card) => set.schedule[card.id]),
    )
    let toProbe = probe?.left ?? 0
    return set.cards.map((card) => {
      const stored = set.schedule[card.id]
      // The probe takes the first cards it may, in the deck's order.
      const probed = stored !== undefined && exam !== null && toProbe > 0 && probeable(stored, exam)
      if (probed) toProbe--
      const dueDay = probed
        ? Math.max(0, daysBetween(now, probeDue(stored)))
        : dueDayOf(stored, now, model, exam, probe !== null)
      return { key: cardKey(set.id, card.id), stored, exam, dueDay, probed }
    })
  })
  const studiedToday = ({ stored, exam, dueDay }: (typeof cards)[number]) =>
    exam !== null && stored !== undefined && dueDay === 0
  const dueCount = cards.filter(studiedToday).length
  let studiedDue = 0
  const reviews: PlannedReview[] = cards.map((card) => {
    const { key, stored, exam, dueDay, probed } = card
    if (studiedToday(card) && waitsForEvidence(model, studiedDue++, dueCount, exam!))
      return { key, dueDay: 1, earliestDay: 1 }
    // A probe is a review after LONG_GAP days: the load never brings it earlier.
    if (probed) return { key, dueDay, earliestDay: dueDay }
    return { key, dueDay, earliestDay: earliestDay(stored, now, model, dueDay) }
  })
  return balanceLoad(reviews, limit)
}

/** The cards planned for today, set by set in the order given. */
export function cardsDueToday(
  sets: readonly FlashcardSet[],
  now: Date,
  limit: number,
  model?: PlannerModel,
  examOf?: ExamOf,
): DueCard[] {
  const plan = planReviews(sets, now, limit, model, examOf)
  return sets.flatMap((set) =>
    set.cards
      .filter((card) => plan.get(cardKey(set.id, card.id)) === 0)
      .map((card) => ({ key: cardKey(set.id, card.id), set, card })),
  )
}

/**
 * Today's cards with those of a guide's weakest practice-exam sections first (their cards name
 * one of the sections' terms), the others after in their order.
 */
export function focusFirst(cards: readonly DueCard[], focus: ExamFocus): DueCard[] {
  const focused = (due: DueCard) => {
    const terms = due.set.studyGuideId ? focus[due.set.studyGuideId] : undefined
    return terms !== undefined && mentionsAny(`${due.card.front} ${due.card.back}`, terms)
  }
  return [...cards.filter(focused), ...cards.filter((due) => !focused(due))]
}

export interface GuideGroup {
  guideId: string
  cards: DueCard[]
}

/** Today's cards grouped by guide, guides in the order they first appear. */
export function groupByGuide(cards: readonly DueCard[]): GuideGroup[] {
  return [...groupBy(cards, (due) => due.set.studyGuideId ?? '')].map(([guideId, grouped]) => ({
    guideId,
    cards: grouped,
  }))
}

/** The items by key, keys in the order they first appear. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}
