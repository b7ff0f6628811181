import { saveThroughQueue } from '@/lib/offline-queue/save'
import type { FlashcardSession } from './flashcard'
import { planFinishedSessions, type FinishSessionInput, type FinishedSet } from './plan-finished'
import type { SessionBase } from './replay-api'
import { flashcardSessionChange, sendFlashcardSession } from './send-sessions'
import type { CardSchedule } from './scheduling'
import { forgetSessionInProgress } from './session-in-progress'
import type { ReviewLogEntry } from './session'

export { planFinishedSessions, type FinishSessionInput, type FinishedSet }

/**
 * Finish Session, once for every screen that studies cards (a guide's Flashcards tab, /today's
 * 'Study all due'): build each set's session, schedule its cards, record both. A pure plan first
 * (planFinishedSessions, as scheduleAfterRun is), then the writes (finishSession).
 */

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

/** A finished set's session as the offline queue keeps it. */
export function queuedSession({
  session,
  reviewed,
  log,
  base,
}: FinishedSet): QueuedFlashcardSession {
  return { session, reviewed, log, base }
}

/**
 * Finishes a study session: plans it, hands the plan to `onPlanned` (the screen shows it at once),
 * then saves each set's session and its reviewed cards' states through the offline queue, set
 * after set (each sent in one transaction, recordFlashcardSession). A session that cannot be sent
 * now waits on this device, counted in `waiting`. Finishing also ends the session kept in
 * progress with the same id (session-in-progress.ts): a session left before its last card is
 * recorded this way too (use-session-in-progress.ts).
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
  for (const finished of planned) {
    const { session } = finished
    const saved = await saveThroughQueue(
      flashcardSessionChange,
      queuedSession(finished),
      session.id,
      sendFlashcardSession,
      // In the queue now: no longer kept as a session in progress (one step: counted once).
      () => forgetSessionInProgress(session.id),
    )
    if (saved.sent) merged.set(session.flashcardSetId, saved.answer)
    else waiting++
  }
  return { planned, merged, waiting }
}
