import { newId } from '@/lib/new-id'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import type { FlashcardSession, FlashcardSet } from './flashcard'
import type { StudyRun } from './flashcard-flow'
import type { SessionBase } from './replay-api'
import { examTarget, type MemoryModel } from './scheduling'
import { buildSession, scheduleAfterRun, type ScheduledRun } from './session'

/**
 * What Finish Session changes, set by set, before anything is written (finish-session.ts writes
 * it): pure, as scheduleAfterRun is, so the queue's benchmark plans real sessions with it too.
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
  /**
   * Each run's session id, made on this device when the run started (the session kept in
   * progress has it: session-in-progress.ts); a new id for a run without one.
   */
  ids?: readonly string[]
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
  return input.runs.map((run, index) => {
    const exam = input.examFor(run.set)
    const scheduled = scheduleAfterRun(run, run.set.schedule, at, examTarget(exam, at), input.model)
    const before = Object.fromEntries(
      Object.keys(scheduled.reviewed).map((cardId) => [cardId, run.set.schedule[cardId] ?? null]),
    )
    return {
      session: buildSession(run, { id: input.ids?.[index] ?? newId(), now: input.now }),
      ...scheduled,
      base: { before, exam: exam ?? null, model: input.model ?? null },
    }
  })
}
