import { refreshCount } from '@/lib/offline-queue/sync'
import type { QueuedFlashcardSession } from './finish-session'

/**
 * A flashcard session in progress, kept on this device at each rating, so that no rating is lost
 * when the student leaves before Finish Session (issue 43: "nothing is lost"). It is kept in
 * localStorage, which writes at once: a tab closed right after a rating still has it. Each
 * record is the session as Finish Session would send it then (a queued flashcard session, with
 * the session's id made on this device when the run started). The session is recorded through
 * the offline queue when the student finishes or leaves it (use-session-in-progress.ts); one
 * left behind by a reload or a closed tab is queued when the app next starts for its student
 * (queueSessionsLeft). Until then each counts as one change waiting (countKeptSessions), in the
 * header and at Logout. A Web Lock per run (/today's run records one session per set), held while
 * a tab studies it, keeps another tab from queuing its sessions meanwhile.
 */

const KEY_PREFIX = 'studywise-session-in-progress:'

interface KeptSession {
  userId: string
  /** The run the session is part of: its lock. */
  runId: string
  change: QueuedFlashcardSession
}

const keyOf = (sessionId: string) => `${KEY_PREFIX}${sessionId}`
const lockOf = (runId: string) => `studywise-session-in-progress-${runId}`

/**
 * Writes the session in progress as it stands now (after each rating); whether it is kept (a
 * full or refused storage keeps nothing).
 */
export function keepSessionInProgress(
  userId: string,
  runId: string,
  change: QueuedFlashcardSession,
): boolean {
  const key = keyOf(change.session.id)
  const isNew = localStorage.getItem(key) === null
  let kept = true
  try {
    const session: KeptSession = { userId, runId, change }
    localStorage.setItem(key, JSON.stringify(session))
  } catch (error) {
    // A full or refused storage: the ratings are still recorded when the student leaves.
    console.warn('The session in progress could not be kept on this device.', error)
    kept = false
  }
  if (isNew) countAgain()
  return kept
}

/**
 * Whether the session is still kept on this device: a session its run kept and no longer finds
 * has joined the queue (Logout's send, which the student may then cancel).
 */
export function isSessionKept(sessionId: string): boolean {
  return localStorage.getItem(keyOf(sessionId)) !== null
}

/** The session reached the offline queue (or has no rating left): it is no longer kept here. */
export function forgetSessionInProgress(sessionId: string): void {
  const key = keyOf(sessionId)
  if (localStorage.getItem(key) === null) return
  localStorage.removeItem(key)
  countAgain()
}

/** A session kept or forgotten: the changes waiting are counted again (sync.ts countAlsoWaiting). */
function countAgain() {
  refreshCount().catch((error: unknown) =>
    console.warn('The changes waiting could not be counted.', error),
  )
}

/** How many of `userId`'s sessions are kept here: each counts as one change waiting. */
export function countKeptSessions(userId: string): number {
  return keptOf(userId).length
}

function readKept(key: string): KeptSession | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as KeptSession | null
    return kept?.change?.session ? kept : undefined
  } catch {
    return undefined
  }
}

function keptOf(userId: string): KeptSession[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(KEY_PREFIX))
    .flatMap((key) => {
      const kept = readKept(key)
      return kept?.userId === userId ? [kept] : []
    })
}

/** The sessions of `userId` kept on this device, in no particular order. */
export function keptSessions(userId: string): QueuedFlashcardSession[] {
  return keptOf(userId).map(({ change }) => change)
}

/**
 * Holds the run's lock while this tab studies it; returns the function that lets it go.
 * Without Web Locks (an old browser, tests), nothing is held.
 */
export function holdRunInProgress(runId: string): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  void navigator.locks?.request(lockOf(runId), () => held)
  return release
}

/** Whether no tab studies the run now (its lock is free). */
async function isLeft(runId: string): Promise<boolean> {
  if (!navigator.locks) return true
  return navigator.locks.request(lockOf(runId), { ifAvailable: true }, (lock) => lock !== null)
}

/** Queues a kept session (sync.ts queueChange: `stored` as soon as it is in the queue). */
export type QueueKeptSession = (
  change: QueuedFlashcardSession,
  stored: () => void,
) => Promise<unknown>

/**
 * Queues (with `queue`, which resolves once the change is stored in the offline queue and calls
 * `stored` as soon as it is, sync.ts queueChange) each session of `userId` that a reload or a
 * closed tab left behind, and forgets it here in the same step. Sent twice (a tab closed between
 * the two steps), it is still counted once: the database refuses a second insert of its id.
 */
export function queueSessionsLeft(userId: string, queue: QueueKeptSession): Promise<void> {
  return queueKept(userId, queue, isLeft)
}

/**
 * Queues every session of `userId` kept here, those a tab is studying too: at sign-out, when
 * every tab of the student stops studying.
 */
export function queueAllSessionsKept(userId: string, queue: QueueKeptSession): Promise<void> {
  return queueKept(userId, queue, async () => true)
}

async function queueKept(
  userId: string,
  queue: QueueKeptSession,
  included: (runId: string) => Promise<boolean>,
): Promise<void> {
  for (const { runId, change } of keptOf(userId)) {
    if (!(await included(runId))) continue
    await queue(change, () => forgetSessionInProgress(change.session.id))
  }
}
