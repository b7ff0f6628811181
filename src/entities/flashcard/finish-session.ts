import { saveThroughQueue } from '@/lib/offline-queue/save'
import type { FlashcardSession } from './flashcard'
import { planFinishedSessions, type FinishSessionInput, type FinishedSet } from './plan-finished'
import type { SessionBase } from './replay-api'
import { flashcardSessionChange, sendFlashcardSession } from './send-sessions'
import type { CardSchedule } from './scheduling'
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
