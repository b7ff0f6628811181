/**
 * A student's exam date for one guide: the day, and the recall (FSRS retrievability)
 * they want on it. Dates are calendar days in the student's own time zone, 'YYYY-MM-DD' as the
 * database's `date` and the native date input both write them.
 */
export interface ExamDate {
  guideId: string
  /** 'YYYY-MM-DD'. */
  examDate: string
  /** 0.7–0.99. */
  targetRecall: number
}

export const DEFAULT_TARGET_RECALL = 0.9
export const MIN_TARGET_RECALL = 0.7
export const MAX_TARGET_RECALL = 0.99

const DAY_MS = 86_400_000

/** Local midnight starting `date`'s day. */
export function startOfDay(date: Date): Date {
  const start = new Date(date)
  start.setHours(0, 0, 0, 0)
  return start
}

/** Local midnight starting the 'YYYY-MM-DD' day: when the exam day begins. */
export function examStart(examDate: string): Date {
  const [year = 0, month = 1, day = 1] = examDate.split('-').map(Number)
  return new Date(year, month - 1, day)
}

/** Whole calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS)
}

/** Local midnight `days` calendar days after `date`'s day. */
export function addDays(date: Date, days: number): Date {
  const next = startOfDay(date)
  next.setDate(next.getDate() + days)
  return next
}

export function daysUntilExam(examDate: string, now: Date): number {
  return daysBetween(now, examStart(examDate))
}

/** Until the exam day begins, the cards are scheduled toward it. */
export function isUpcoming(exam: Pick<ExamDate, 'examDate'>, now: Date): boolean {
  return now.getTime() < examStart(exam.examDate).getTime()
}

/** `date`'s local day as 'YYYY-MM-DD' (the date input's value). */
export function toDateValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/

export function isDateValue(value: string): boolean {
  return DATE_VALUE.test(value) && toDateValue(examStart(value)) === value
}

/** What a unit guide is made of: its component guides' ids. */
export interface UnitGuide {
  id: string
  /** Names /today's group of a practice exam's guide, which the library list leaves out. */
  title: string
  sourceGuideIds: readonly string[]
}

/**
 * The exam a guide's cards study toward: its own, or that of a unit guide it is part of; of
 * several, the nearest one still to come (else the guide's own, passed).
 */
export function examFor(
  guideId: string,
  exams: readonly ExamDate[],
  units: readonly UnitGuide[],
  now: Date,
): ExamDate | undefined {
  const owners = new Set([
    guideId,
    ...units.filter((unit) => unit.sourceGuideIds.includes(guideId)).map((unit) => unit.id),
  ])
  const candidates = exams.filter((exam) => owners.has(exam.guideId))
  const upcoming = candidates
    .filter((exam) => isUpcoming(exam, now))
    .sort((a, b) => a.examDate.localeCompare(b.examDate))
  return upcoming[0] ?? candidates.find((exam) => exam.guideId === guideId)
}
