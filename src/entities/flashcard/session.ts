import { PREVIOUS_SESSIONS_SHOWN } from '@/config/limits'
import type { Difficulty, FlashcardSession, FlashcardSet } from './flashcard'
import type { StudyRun } from './flashcard-flow'
import {
  applyRatings,
  gradeFor,
  type CardSchedule,
  type ExamTarget,
  type MemoryModel,
} from './scheduling'

/** Sessions: what Finish Session records, and how the dashboard reports them. */

/** The card's index in its set: `card_n` → n, else its position. */
function setIndex(set: FlashcardSet, cardId: string): number {
  const match = /^card_(\d+)$/.exec(cardId)
  if (match?.[1]) return Number(match[1])
  return set.cards.findIndex((card) => card.id === cardId)
}

/** The ratings of a run keyed by card index in the set, as the spec's session stores them. */
export function ratingsByIndex(run: StudyRun): Record<string, Difficulty> {
  const byIndex: Record<string, Difficulty> = {}
  for (const [cardId, rating] of Object.entries(run.ratings)) {
    const index = setIndex(run.set, cardId)
    if (index >= 0) byIndex[String(index)] = rating
  }
  return byIndex
}

export function buildSession(
  run: StudyRun,
  options: { id: string; now: number },
): FlashcardSession {
  return {
    id: options.id,
    flashcardSetId: run.set.id,
    completedAt: new Date(options.now).toISOString(),
    totalCards: run.deck.length,
    reviewedCards: run.reviewed.length,
    difficultyRatings: ratingsByIndex(run),
    timeSpent: Math.max(0, Math.round((options.now - run.startedAt) / 1_000)),
  }
}

/** One row of flashcard_reviews: what the review log keeps of a rating. */
export interface ReviewLogEntry {
  card_id: string
  /** The FSRS grade. */
  rating: number
  reviewed_at: string
  /** Days since the card's previous review; 0 for its first. */
  elapsed_days: number
  /** The card's FSRS state before the review. */
  state: number
  cram: boolean
}

const DAY_MS = 86_400_000

export function reviewLog(
  run: StudyRun,
  schedule: Record<string, CardSchedule>,
  now: Date,
): ReviewLogEntry[] {
  return Object.entries(run.ratings).map(([cardId, rating]) => {
    const before = schedule[cardId]
    const last = before?.last_review ? new Date(before.last_review).getTime() : null
    return {
      card_id: cardId,
      rating: gradeFor(rating),
      reviewed_at: now.toISOString(),
      elapsed_days: last === null ? 0 : Math.max(0, (now.getTime() - last) / DAY_MS),
      state: before?.state ?? 0,
      cram: run.mode === 'cram',
    }
  })
}

export interface ScheduledRun {
  /** The set's whole schedule after the run. */
  schedule: Record<string, CardSchedule>
  /** The new states of the cards the run changed: what goes to the database. */
  reviewed: Record<string, CardSchedule>
  /** Every rating of the run, cram ones too. */
  log: ReviewLogEntry[]
}

/** Finish Session's schedule: a cram run is recorded but leaves it as it was. */
export function scheduleAfterRun(
  run: StudyRun,
  schedule: Record<string, CardSchedule>,
  now: Date,
  exam: ExamTarget | null,
  model?: MemoryModel,
): ScheduledRun {
  const log = reviewLog(run, schedule, now)
  if (run.mode === 'cram') return { schedule, reviewed: {}, log }
  const next = applyRatings(schedule, run.ratings, now, exam, model)
  const reviewed = Object.fromEntries(
    Object.keys(run.ratings).flatMap((id) => (next[id] ? [[id, next[id]]] : [])),
  )
  return { schedule: next, reviewed, log }
}

/** Reviewed cards divided by total cards, as a rounded percent. */
export function completionPercent(
  session: Pick<FlashcardSession, 'reviewedCards' | 'totalCards'>,
): number {
  if (session.totalCards <= 0) return 0
  return Math.round(
    (Math.min(session.reviewedCards, session.totalCards) / session.totalCards) * 100,
  )
}

export interface SessionEntry {
  session: FlashcardSession
  setTitle: string
}

/** The first 3 sessions across the guide's sets, newest first. */
export function previousSessions(
  sets: FlashcardSet[],
  limit: number = PREVIOUS_SESSIONS_SHOWN,
): SessionEntry[] {
  return sets
    .flatMap((set) => set.sessions.map((session) => ({ session, setTitle: set.title })))
    .sort((a, b) => b.session.completedAt.localeCompare(a.session.completedAt))
    .slice(0, limit)
}

/** Minutes:seconds, or N/A when zero. */
export function formatSessionTime(seconds: number): string {
  if (!seconds) return 'N/A'
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
