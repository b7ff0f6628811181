import { isAppError } from '@/lib/errors'
import { shownError } from '@/lib/i18n/error-text'
import { translate } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import { canReachBackend, subscribeReachability } from '@/lib/reachability'
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'
import './sync-catalogue'
import { nextBatch, type BatchSender } from './batches'
import {
  countRefused,
  countWaiting,
  enqueue,
  noteFailedAttempt,
  removeChange,
  oldestWaiting,
  removeChanges,
  setAside,
  type QueuedChange,
} from './queue-store'

/**
 * Sends the offline queue (queue-store.ts) to the database, in the order the changes were made,
 * one at a time, or several of a kind in one request where the kind has a batch sender
 * (batches.ts): a change that fails stops the run (later ones may depend on it) and is tried
 * again after a pause that doubles up to a minute, when the backend is reached again
 * (lib/reachability.ts: the browser's `online` event, or its probe's answer on "lie-fi"), or when
 * asked.
 * A change the server refuses for good (isPermanentRefusal) would stop every run: it is set
 * aside on this device, the student is told what was not saved, and the run goes on.
 * Each sender must be idempotent on the change's id (the database ignores a second insert of
 * it), so a send whose answer was lost is simply sent again.
 */
export type Sender = (payload: unknown, id: string) => Promise<unknown>

export interface SyncState {
  online: boolean
  /** Changes of the current user not yet in the database. */
  waiting: number
  /** The queue was emptied by a send since the page opened (the header's 'All changes saved'). */
  saved: boolean
  /** Changes of the current user the server refused for good, kept aside (set-aside.ts). */
  refused: number
}

/** What a change of a kind is, in the student's words ('Your flashcard session of 3 cards'). */
export type Describer = (payload: unknown) => string

const senders = new Map<string, Sender>()
const describers = new Map<string, Describer>()
const batchSenders = new Map<string, BatchSender>()
const listeners = new Set<() => void>()
let state: SyncState = { online: canReachBackend(), waiting: 0, saved: false, refused: 0 }
let currentUser: string | undefined
let running: Promise<void> | undefined
/** A run asked for while one was under way: it starts when that one ends. */
let rerun: Promise<void> | undefined
/** Whoever waits for a change to be sent from this page (save.ts), by change id. */
const deliveries = new Map<string, (answer: unknown) => void>()
let retryTimer: ReturnType<typeof setTimeout> | undefined
let retryDelayMs = 1_000
const MAX_RETRY_DELAY_MS = 60_000

/** Tells the subscribers only of a real change: an unchanged state re-renders nothing. */
function setState(next: Partial<SyncState>) {
  const merged = { ...state, ...next }
  const keys = Object.keys(merged) as (keyof SyncState)[]
  if (keys.every((key) => merged[key] === state[key])) return
  state = merged
  for (const listener of listeners) listener()
}

export function syncState(): SyncState {
  return state
}

export function subscribeSync(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * How changes of `kind` reach the database, what one is called when it is refused, and how
 * several in a row are sent in one request (batches.ts).
 */
export function registerSender<P>(
  kind: string,
  send: (payload: P, id: string) => Promise<unknown>,
  describe?: (payload: P) => string,
  batch?: BatchSender<P>,
): void {
  // The queue stores each kind's payloads as its senders take them.
  senders.set(kind, send as Sender)
  if (describe) describers.set(kind, describe as Describer)
  if (batch) batchSenders.set(kind, batch as BatchSender)
}

/**
 * A refusal that sending again cannot change: an HTTP 4xx (AppError.status) other than an
 * ended session (401, renewed by signing in), a timeout (408) or a rate limit (429). A 5xx or a
 * failed connection (no status) is passing: the change is sent again later.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!isAppError(error) || error.status === undefined) return false
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
}

/** What the student is told when the server refuses a change for good. */
export function notSavedMessage(what: string, reason: string): string {
  return translate('sync.refused', { what, reason: reason.replace(/\.$/, '') })
}

type CountKept = (userId: string) => number | Promise<number>

/** A user's changes kept on this device outside the queue (countAlsoWaiting). */
let countKeptOutside: CountKept = () => 0

/**
 * Counts as waiting, besides the queue, the changes `count` finds kept on this device outside
 * it (a flashcard session in progress until it joins the queue, a new guide whose save failed):
 * the header and the Logout prompt say them too. Whoever keeps them calls refreshCount when they
 * come and go.
 */
export function countAlsoWaiting(count: CountKept): void {
  countKeptOutside = count
}

/**
 * Counts the current user's changes waiting and set aside again (the header shows both). The
 * last change waiting gone (sent, or kept work saved) is 'All changes saved'.
 */
export async function refreshCount(): Promise<void> {
  const userId = currentUser
  if (!userId) return
  const [queued, refused, keptOutside] = await Promise.all([
    countWaiting(userId),
    countRefused(userId),
    countKeptOutside(userId),
  ])
  const waiting = queued + keptOutside
  setState({ waiting, refused, ...(state.waiting > 0 && waiting === 0 ? { saved: true } : {}) })
}

/** What a change is called, as its kind's describer says ('A change' without one). */
export function describeChange(change: Pick<QueuedChange, 'kind' | 'payload'>): string {
  return describers.get(change.kind)?.(change.payload) ?? translate('sync.change.other')
}

/**
 * Writes a change to the queue, then tries to send the queue. Resolves once the change is
 * stored on this device (not once it is sent): nothing is lost even if the tab closes now.
 * `stored` runs as soon as it is stored, before the changes waiting are counted again: a copy
 * kept outside the queue until now (countAlsoWaiting) is forgotten there in the same step, so
 * the change is never counted twice.
 */
export async function queueChange<P>(
  userId: string,
  kind: string,
  payload: P,
  id?: string,
  stored?: () => void,
): Promise<QueuedChange<P>> {
  const change = await enqueue(userId, kind, payload, id)
  stored?.()
  if (userId === currentUser) await refreshCount()
  void syncNow()
  return change
}

/** Resolves with the sender's answer once the change with `id` is sent by this page. */
export function onDelivered(id: string, deliver: (answer: unknown) => void): () => void {
  deliveries.set(id, deliver)
  return () => deliveries.delete(id)
}

/** What a refused send says: the server's reason, and that nothing is lost. */
export function rejectedMessage(reason: string): string {
  return translate('sync.rejected', { reason: reason.replace(/\.$/, '') })
}

/**
 * A send that failed while the backend was reached was refused by the server (or the server
 * failed): said once per change, plainly; the change stays first in line. A send that reached
 * nothing (reachability.ts learns it from that very failure) is expected offline: nothing said.
 */
function reportRejection(change: QueuedChange, error: unknown) {
  if (change.attempts > 0 || !canReachBackend()) return
  toast.error(rejectedMessage(shownError(error, { text: translate('sync.rejectedReason') })))
}

/** Sets the change aside (queue-store.ts setAside) and says what was not saved. */
async function refuse(change: QueuedChange, error: unknown) {
  const reason = shownError(error, { text: translate('sync.refusedReason') })
  console.warn('A change the server refused is set aside.', error)
  await setAside(change, reason)
  toast.error(notSavedMessage(describeChange(change), reason))
  await refreshCount()
}

/** Sends one change; a refusal for good sets it aside, any other failure stops the run. */
async function sendOne(change: QueuedChange): Promise<void> {
  const send = senders.get(change.kind)
  if (!send) throw new Error(`No sender for queued ${change.kind}`)
  let answer: unknown
  try {
    answer = await send(change.payload, change.id)
  } catch (error) {
    if (isPermanentRefusal(error)) return refuse(change, error)
    reportRejection(change, error)
    await noteFailedAttempt(change)
    throw error
  }
  await removeChange(change.seq)
  deliveries.get(change.id)?.(answer)
  await refreshCount()
}

/**
 * Sends changes in one request. Refused for good, the batch is sent again one change at a time
 * (false), so only the change the server refuses is set aside; any other failure stops the run.
 */
async function sendBatch(batch: QueuedChange[], sender: BatchSender): Promise<boolean> {
  let answers: unknown[]
  try {
    answers = await sender.send(
      batch.map((change) => change.payload),
      batch.map((change) => change.id),
      batch.map((change) => deliveries.has(change.id)),
    )
  } catch (error) {
    if (isPermanentRefusal(error)) return false
    reportRejection(batch[0]!, error)
    await noteFailedAttempt(batch[0]!)
    throw error
  }
  await removeChanges(batch.map((change) => change.seq))
  batch.forEach((change, index) => deliveries.get(change.id)?.(answers[index]))
  await refreshCount()
  return true
}

/** How many changes are read from the queue at a time (each page in a task of its own). */
const PAGE_SIZE = 100

/**
 * Sends the waiting changes batch after batch, a page of the queue at a time (the oldest
 * PAGE_SIZE: those sent have left it), each batch in a task of its own: the queue's read, what
 * ends one request (its answer read, the queue's deletes, the header's count) and what starts the
 * next (its JSON) would otherwise run as one long task (89 ms with the CPU slowed 4× for the
 * read of 1,000 and the first request). Each batch leaves the queue or stops the run (a failure
 * throws), so the loop ends.
 */
async function sendAll(userId: string): Promise<void> {
  for (;;) {
    await yieldToEventLoop()
    const page = await oldestWaiting(userId, PAGE_SIZE)
    if (page.length === 0) return
    for (let start = 0; start < page.length;) {
      await yieldToEventLoop()
      const batch = nextBatch(page, start, (kind) => batchSenders.get(kind))
      start += batch.length
      const sender = batchSenders.get(batch[0]!.kind)
      if (batch.length > 1 && sender && (await sendBatch(batch, sender))) continue
      for (const change of batch) await sendOne(change)
    }
  }
}

/**
 * Sends the queue of `userId` (the current user by default) now, unless the backend is out of
 * reach, one run at a time: asked for
 * during a run, a second run follows it, so a change written meanwhile is sent too. Resolves
 * when the run ends, whether it sent everything or stopped at a failure.
 */
export function syncNow(userId: string | undefined = currentUser): Promise<void> {
  // Out of reach, a send can only fail: the queue waits for the backend to be reached again.
  if (!userId || !canReachBackend()) return Promise.resolve()
  if (running) {
    rerun ??= running.then(() => {
      rerun = undefined
      return syncNow(userId)
    })
    return rerun
  }
  clearTimeout(retryTimer)
  running = (async () => {
    // Everything that reads IndexedDB is inside the try: a database that fails (private mode, a
    // full disk) must not leave `running` set, or every later sync returns the same rejection.
    try {
      const before = await countWaiting(userId)
      await sendAll(userId)
      retryDelayMs = 1_000
      if (before > 0) setState({ saved: true })
    } catch (error) {
      console.warn('Changes waiting to be saved: the send will be tried again.', error)
      retryTimer = setTimeout(() => void syncNow(userId), retryDelayMs)
      retryDelayMs = Math.min(retryDelayMs * 2, MAX_RETRY_DELAY_MS)
    } finally {
      running = undefined
      await refreshCount().catch((error: unknown) =>
        console.warn('The changes waiting could not be counted.', error),
      )
    }
  })()
  return running
}

/** The backend reached again: the queue is sent; out of reach, the header says offline. */
function onReachability() {
  if (canReachBackend()) {
    setState({ online: true })
    void syncNow()
  } else setState({ online: false, saved: false })
}

/**
 * Starts syncing `userId`'s queue (the signed-in student): counts it, sends it, and again each
 * time the backend is reached again. Returns the function that stops.
 */
export function startSync(userId: string): () => void {
  currentUser = userId
  setState({ online: canReachBackend(), saved: false })
  const stopWatching = subscribeReachability(onReachability)
  void refreshCount().then(() => syncNow())
  return () => {
    stopWatching()
    clearTimeout(retryTimer)
    if (currentUser === userId) currentUser = undefined
    setState({ waiting: 0, saved: false, refused: 0 })
  }
}
