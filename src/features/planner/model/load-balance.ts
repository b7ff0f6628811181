/**
 * FSRS-style load balancing: when a day holds more reviews than the student's
 * daily limit, reviews move to earlier days where their recall allows it (see `earliestDay` in
 * today-plan.ts), never later, so no card is reviewed after it was due. Days are indices from
 * today (0); an overdue card counts as due today.
 *
 * Days are filled in order: when day d is over the limit, every earlier day is settled, so a
 * review moved there never pushes that day over. A moved review goes to the latest earlier day
 * with room, keeping it as close to its due day as possible. A day stays over the limit only
 * when its reviews can go nowhere earlier (or not without pushing an earlier day over).
 */

export interface PlannedReview {
  key: string
  dueDay: number
  /** The first day the review may come early on (≤ dueDay). */
  earliestDay: number
}

export function balanceLoad(reviews: readonly PlannedReview[], limit: number): Map<string, number> {
  const byDay = new Map<number, PlannedReview[]>()
  for (const review of reviews) {
    const day = Math.max(0, review.dueDay)
    const list = byDay.get(day)
    if (list) list.push(review)
    else byDay.set(day, [review])
  }
  const load: number[] = []
  const planned = new Map<string, number>()
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    // The least flexible reviews move first, each to the latest earlier day with room: all of a
    // day's windows end the day before it, so this moves as many as any order could.
    const due = [...(byDay.get(day) ?? [])].sort((a, b) => b.earliestDay - a.earliestDay)
    load[day] = due.length
    for (const review of due) planned.set(review.key, day)
    for (const review of due) {
      if ((load[day] ?? 0) <= limit) break
      const target = latestDayWithRoom(load, Math.max(0, review.earliestDay), day - 1, limit)
      if (target === null) continue
      planned.set(review.key, target)
      load[target] = (load[target] ?? 0) + 1
      load[day] = (load[day] ?? 0) - 1
    }
  }
  return planned
}

function latestDayWithRoom(load: number[], from: number, to: number, limit: number) {
  for (let day = to; day >= from; day--) if ((load[day] ?? 0) < limit) return day
  return null
}

/** Reviews per day, from today (index 0) to the last planned day. */
export function loadPerDay(planned: Map<string, number>): number[] {
  const load: number[] = []
  for (const day of planned.values()) load[day] = (load[day] ?? 0) + 1
  return Array.from(load, (count) => count ?? 0)
}
