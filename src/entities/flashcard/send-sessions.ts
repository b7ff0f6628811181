import { asJson } from '@/lib/as-json'
import { supabase } from '@/lib/supabase'
import type { BatchSender } from '@/lib/offline-queue/batches'
import type { QueuedFlashcardSession } from './finish-session'
import { sessionRecordArgs, toSchedule } from './flashcard-rows'
import { recordFlashcardSession } from './flashcards-api'
import {
  basedOnOf,
  readRecordedBasedOn,
  readStale,
  recordAndReplay,
  replayStale,
  saveFailed,
} from './replay-api'
import type { CardSchedule } from './scheduling'

/**
 * How the offline queue sends flashcard sessions: one (sendFlashcardSession), or many in one
 * request (flashcardSessionBatches, record_flashcard_sessions, migration 20261128900310), each
 * idempotent on the session's id; a card another device reviewed in between is replayed from
 * the review log (replay-api.ts) either way.
 */

/** The queue kind of a finished session. */
export const flashcardSessionChange = 'flashcard-session'

/** Sends a queued session; answers its set's schedule as the database merged it. */
export function sendFlashcardSession({
  session,
  reviewed,
  log,
  base,
}: QueuedFlashcardSession): Promise<Record<string, CardSchedule>> {
  if (!base) return recordFlashcardSession(session, reviewed, log)
  return recordAndReplay(session, reviewed, log, base)
}

/**
 * Sends queued sessions in one request, in order; answers each one's schedule as
 * sendFlashcardSession would, where `wanted` (by default all: an empty schedule for the others,
 * left unread). The stale cards are replayed after the request, session by session, each over
 * the whole review log (so over the later sessions of the batch too).
 */
export async function sendFlashcardSessions(
  queued: QueuedFlashcardSession[],
  _ids?: string[],
  wanted?: readonly boolean[],
): Promise<Record<string, CardSchedule>[]> {
  const { data, error, status } = await supabase.rpc('record_flashcard_sessions', {
    sessions: asJson(
      queued.map(({ session, reviewed, log, base }) => ({
        ...sessionRecordArgs(session, reviewed, log),
        based_on: base ? basedOnOf(base.before) : null,
      })),
    ),
  })
  if (error) throw saveFailed(error, status)
  const answers = Array.isArray(data) ? data : []
  if (answers.length !== queued.length)
    throw saveFailed(new Error(`${answers.length} answers to ${queued.length} sessions`))
  const schedules: Record<string, CardSchedule>[] = []
  for (const [index, { session, base }] of queued.entries()) {
    const read = wanted?.[index] !== false
    if (!base) {
      schedules.push(read ? toSchedule(asJson(answers[index])) : {})
      continue
    }
    const stale = readStale(answers[index])
    const replayed = stale.length ? await replayStale(session.flashcardSetId, stale, base) : {}
    schedules.push(read ? { ...readRecordedBasedOn(answers[index]).schedule, ...replayed } : {})
  }
  return schedules
}

/**
 * At most 25 sessions or 500 reviews in a request (the database takes 200 sessions). The
 * main thread's work per request (the request's JSON, the answer's, the changes deleted from
 * the queue, the header's count) is one run of microtasks, a task as long as the batch: at 100
 * sessions it took 50–85 ms with the CPU slowed 4× (bench:offline-study CPU_THROTTLE=4), over
 * the 50 ms a task may take.
 */
export const flashcardSessionBatches: BatchSender<QueuedFlashcardSession> = {
  send: sendFlashcardSessions,
  weight: ({ log }) => Math.max(1, log.length),
  maxWeight: 500,
  maxChanges: 25,
}
