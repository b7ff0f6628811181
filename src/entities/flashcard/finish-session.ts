import { newId } from '@/lib/new-id'
import { saveThroughQueue } from '@/lib/offline-queue/save'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import type { FlashcardSession, FlashcardSet } from './flashcard'
import type { StudyRun } from './flashcard-flow'
import type { SessionBase } from './replay-api'
import { flashcardSessionChange, sendFlashcardSession } from './send-sessions'
import { examTarget, type CardSchedule, type MemoryModel } from './scheduling'
import { buildSession, scheduleAfterRun, type ReviewLogEntry, type ScheduledRun } from './session'

/**
 * Finish Session, once for every screen that studies cards (a guide's Flashcards tab, /today's
 * 'Study all due'): build each set's session, schedule its cards, record both. A pure plan first
 * (planFinishedSessions, as scheduleAfterRun is), then the writes (finishSession).
 */

export interface FinishSessionInput {
  /**
   * One run per set, each over the set as it stands now (its card states as the memory model
   * sees them): a guide's tab has one; /today splits its combined run into one per set.
   */
  runs: readonly StudyRun[]
  /** ms since the epoch. */
  now: number
  /** The exam a set's cards study toward (its guide's, or a unit guide's it is part of). */
  examFor: (set: FlashcardSet) => ExamDate | undefined
  /** The planner's model of the student's memory; FSRS-6's defaults when absent. */
  model: MemoryModel | undefined
  /** False for sets that are not saved (an unsaved guide's): nothing is written. */
  record: boolean
}

/** One set's finished session: its session row and its cards' new states. */
export interface FinishedSet extends ScheduledRun {
  session: FlashcardSession
  /** What the reviewed cards' new states were computed from (a replay starts there). */
  base: SessionBase
}

/** What finishing changes, set by set, before anything is written. */
export function planFinishedSessions(input: FinishSessionInput): FinishedSet[] {
  const at = new Date(input.now)
  return input.runs.map((run) => {
    const exam = input.examFor(run.set)
    const scheduled = scheduleAfterRun(run, run.set.schedule, at, examTarget(exam, at), input.model)
    const before = Object.fromEntries(
      Object.keys(scheduled.reviewed).map((cardId) => [cardId, run.set.schedule[cardId] ?? null]),
    )
    return {
      session: buildSession(run, { id: newId(), now: input.now }),
      ...scheduled,
      base: { before, exam: exam ?? null, model: input.model ?? null },
    }
  })
}

export interface FinishedSession {
  planned: FinishedSet[]
  /**
   * Each recorded set's schedule as the database merged it (with any other tab's reviews), by set
   * id; empty when nothing was recorded, and without the sets whose session waits in the queue.
   */
  merged: Map<string, Record<string, CardSchedule>>
  /** Sessions kept on this device to be sent later (offline, or the server failed). */
  waiting: number
}

/** A finished set's session as the offline queue keeps it until it is sent. */
export interface QueuedFlashcardSession {
  session: FlashcardSession
  reviewed: Record<string, CardSchedule>
  log: readonly ReviewLogEntry[]
  /** Absent in sessions queued before the two-device replay: sent as they were. */
  base?: SessionBase
}

/**
 * Finishes a study session: plans it, hands the plan to `onPlanned` (the screen shows it at once),
 * then saves each set's session and its reviewed cards' states through the offline queue, set
 * after set (each sent in one transaction, recordFlashcardSession). A session that cannot be sent
 * now waits on this device, counted in `waiting`.
 */
export async function finishSession(
  input: FinishSessionInput,
  onPlanned?: (planned: FinishedSet[]) => void,
): Promise<FinishedSession> {
  const planned = planFinishedSessions(input)
  onPlanned?.(planned)
  const merged = new Map<string, Record<string, CardSchedule>>()
  let waiting = 0
  if (!input.record) return { planned, merged, waiting }
  for (const { session, reviewed, log, base } of planned) {
    const change: QueuedFlashcardSession = { session, reviewed, log, base }
    const saved = await saveThroughQueue(
      flashcardSessionChange,
      change,
      session.id,
      sendFlashcardSession,
    )
    if (saved.sent) merged.set(session.flashcardSetId, saved.answer)
    else waiting++
  }
  return { planned, merged, waiting }
}
