import { addDays, daysBetween } from '@/entities/exam-date/exam-date'
import { memoryEvent, type CardSchedule, type ExamTarget } from '@/entities/flashcard/scheduling'
import { surelyKept, WAITS_BELOW } from './last-day-review'
import { DAY_MS, EVE_PROBE_GAP, forecastRecall, type PlannerModel } from './recall-by-gap'

/**
 * The exam's eve spends only what the deck's mean needs (issue #45, decision 024, session 60).
 * Under a 95 % target most cards of a deck wait for the last day after their first study
 * (last-day-review.ts), and the oracle leaves many of them unreviewed: a card seen once three
 * weeks ago may still hold what the deck's mean can afford. No review has shown such a gap, and
 * the forecast read over an unshown gap chose exactly the cards it over-read (session 59, round
 * 2). So the gap is shown first: two days before the exam EVE_PROBE_CARDS cards unseen since
 * their first study come a day early (reviews they would have had on the last day), and on the
 * eve a card unseen as long counts, left out, at the least share those kept (Wilson's bound)
 * carried to its gap at the exam by the log-convex bound (forecast-range.ts). The eve then leaves
 * out such cards, shortest gap first, while the deck's mean counted that way stays at least
 * examSafeRecall; the cards reviewed count at the least a day after a review (surelyAfterReview).
 */

/** Cards unseen since their first study that the probe two days before the exam brings early. */
export const EVE_PROBE_CARDS = 30
/** The deck's mean the eve keeps, counted as below, over the target. */
export const EVE_AIM = 0.02
/** At most half the cards waiting go to the probe, and no probe of fewer than this many. */
export const EVE_PROBE_LEAST = 8
/** The probe's day, in days before the exam. */
export const EVE_PROBE_DAYS = 2

/** A card seen only at its first study, EVE_PROBE_GAP days or more before `at`. */
function unseenSinceFirst(card: CardSchedule | undefined, at: Date): boolean {
  return (
    card?.last_review !== undefined &&
    memoryEvent(card) === 'first' &&
    (at.getTime() - new Date(card.last_review).getTime()) / DAY_MS >= EVE_PROBE_GAP
  )
}

/**
 * The cards (indices of `cards`, each with the day it is planned for) the probe brings to today:
 * two days before the exam, under a 95 % target, before any such review, the first
 * EVE_PROBE_CARDS cards unseen since their first study planned for the last day, and at most half
 * of them (the others are the ones it stands for), at least EVE_PROBE_LEAST.
 */
export function eveProbeCards(
  cards: readonly { stored: CardSchedule | undefined; dueDay: number }[],
  now: Date,
  exam: ExamTarget,
  model: PlannerModel | undefined,
): Set<number> {
  if (exam.targetRecall >= WAITS_BELOW || model?.recallByGap?.afterFirstLongGap) return new Set()
  if (daysBetween(now, exam.start) !== EVE_PROBE_DAYS) return new Set()
  const waiting = cards.flatMap(({ stored, dueDay }, index) =>
    dueDay === EVE_PROBE_DAYS - 1 && unseenSinceFirst(stored, now) ? [index] : [],
  )
  const size = Math.min(EVE_PROBE_CARDS, Math.floor(waiting.length / 2))
  return size >= EVE_PROBE_LEAST ? new Set(waiting.slice(0, size)) : new Set()
}

/** The least exam-day recall of a card unseen since its first study, by the eve's probe. */
function probedAtLeast(
  card: CardSchedule,
  start: Date,
  probe: { recalled: number; reviews: number; days: number },
): number {
  const gap = (start.getTime() - new Date(card.last_review!).getTime()) / DAY_MS
  return surelyKept(probe.recalled, probe.reviews) ** Math.max(1, gap / probe.days)
}

/**
 * The cards (indices of `cards`) the eve leaves out of today's reviews: on the day before the
 * exam, under a 95 % target, once the probe's reviews are in. `reviewedRecall` is the deck's
 * exam-day forecast with every card due today reviewed (exam-forecast.ts); a card due today
 * counts, reviewed, at the mean that forecast gives the cards due today, and left out at the
 * least the student's own reviews allow: a card unseen since its first study by the probe, a card
 * reviewed since by the least a review leaves (surelyAfterReview). Cards are left out, the surest
 * first, while the deck's mean stays at least EVE_AIM over the target.
 */
export function leftOutOnEve(
  cards: readonly { stored: CardSchedule | undefined; dueDay: number }[],
  now: Date,
  exam: ExamTarget,
  model: PlannerModel | undefined,
  reviewedRecall: () => number,
): Set<number> {
  const probe = model?.recallByGap?.afterFirstLongGap
  if (exam.targetRecall >= WAITS_BELOW || daysBetween(now, exam.start) !== 1) return new Set()
  const lastDay = addDays(exam.start, -1)
  const due = cards.flatMap(({ stored, dueDay }, index) =>
    dueDay === 0 && stored?.last_review ? [{ index, stored }] : [],
  )
  if (due.length === 0) return new Set()
  const notDue = cards
    .filter(({ dueDay }) => dueDay !== 0)
    .reduce((sum, { stored }) => sum + forecastRecall(stored, exam.start, model), 0)
  const reviewed = (reviewedRecall() * cards.length - notDue) / due.length
  const leftOut = due
    .flatMap(({ index, stored }) => {
      if (!probe || !unseenSinceFirst(stored, lastDay)) return []
      return [{ index, least: probedAtLeast(stored, exam.start, probe) }]
    })
    .sort((a, b) => b.least - a.least)
  let sum = reviewed * due.length + notDue
  const aim = (exam.targetRecall + EVE_AIM) * cards.length
  const out = new Set<number>()
  for (const card of leftOut) {
    const next = sum - reviewed + card.least
    if (next < aim) break
    sum = next
    out.add(card.index)
  }
  return out
}

/**
 * Before the eve, the cards the eve is expected to leave out (leftOutOnEve), so that the
 * forecasts of the days before expect its choice rather than a review of every card planned for
 * the last day. `cards` are planned as today's plan plans them (`dueDay`, days from today;
 * `lastDay`: the exam's last day's); `points()` gives each card's exam-day recall with every
 * card reviewed as planned. The probe is expected to take the cards eveProbeCards would take and
 * to recall each at the model's calibrated reading then; the cards it stands for count, left
 * out, at the Wilson bound of that expected outcome carried to their gap, and are left out, the
 * surest first, while the deck's mean stays at least EVE_AIM over the target.
 */
export function expectedOnEve(
  cards: readonly { stored: CardSchedule | undefined; dueDay: number }[],
  lastDay: number,
  exam: ExamTarget,
  model: PlannerModel | undefined,
  points: () => readonly number[],
): Set<number> {
  if (exam.targetRecall >= WAITS_BELOW || lastDay < EVE_PROBE_DAYS - 1) return new Set()
  const lastDate = addDays(exam.start, -1)
  const probeAt = addDays(exam.start, -EVE_PROBE_DAYS)
  const waiting = cards.flatMap(({ stored, dueDay }, index) =>
    dueDay === lastDay && stored && unseenSinceFirst(stored, probeAt) ? [{ index, stored }] : [],
  )
  const size = Math.min(EVE_PROBE_CARDS, Math.floor(waiting.length / 2))
  if (size < EVE_PROBE_LEAST) return new Set()
  const probed = waiting.slice(0, size)
  const gapAt = (stored: CardSchedule, at: Date) =>
    (at.getTime() - new Date(stored.last_review!).getTime()) / DAY_MS
  const probe = {
    recalled: Math.round(
      probed.reduce((sum, { stored }) => sum + forecastRecall(stored, probeAt, model), 0),
    ),
    reviews: size,
    days: Math.min(...probed.map(({ stored }) => gapAt(stored, probeAt))),
  }
  const recall = points()
  const candidates = waiting
    .slice(size)
    .filter(({ stored }) => unseenSinceFirst(stored, lastDate))
    .map(({ index, stored }) => ({ index, least: probedAtLeast(stored, exam.start, probe) }))
    .sort((a, b) => b.least - a.least)
  let sum = recall.reduce((total, value) => total + value, 0)
  const aim = (exam.targetRecall + EVE_AIM) * cards.length
  const out = new Set<number>()
  for (const card of candidates) {
    const next = sum - recall[card.index]! + card.least
    if (next < aim) break
    sum = next
    out.add(card.index)
  }
  return out
}
