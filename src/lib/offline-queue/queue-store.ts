import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { newId } from '@/lib/new-id'

/**
 * The offline queue's storage: every change a student makes that must reach the database
 * (a flashcard session with its reviews, a quiz attempt, a rename, feedback) is written here
 * first, in IndexedDB, with an id made on this device, then sent in order (sync.ts). It survives
 * a reload and a closed tab. Entries are per user: a second account on the same browser never
 * sends the first one's changes.
 */
export interface QueuedChange<P = unknown> {
  /** The order of writing (IndexedDB's autoincrement key): changes are sent in this order. */
  seq: number
  /** Made on this device; the database refuses a second insert with it (idempotent sends). */
  id: string
  userId: string
  /** Which sender takes it (sync.ts registerSender). */
  kind: string
  payload: P
  createdAt: string
  /** Sends tried and failed so far. */
  attempts: number
}

/** A change the server refused for good (sync.ts isPermanentRefusal): kept, never sent again. */
export interface RefusedChange extends QueuedChange {
  reason: string
  refusedAt: string
}

interface QueueSchema extends DBSchema {
  changes: {
    key: number
    value: QueuedChange
    indexes: { byUser: string; byUserAndKind: [string, string] }
  }
  refused: {
    key: number
    value: RefusedChange
    indexes: { byUser: string }
  }
}

const DB_NAME = 'studywise-offline-queue'

let opening: Promise<IDBPDatabase<QueueSchema>> | undefined
let openedIn: IDBFactory | undefined

/** The database, opened once per page (again if the IndexedDB factory changed: tests). */
function database(): Promise<IDBPDatabase<QueueSchema>> {
  if (openedIn !== indexedDB) opening = undefined
  openedIn = indexedDB
  opening ??= openDB<QueueSchema>(DB_NAME, 3, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        const changes = db.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true })
        changes.createIndex('byUser', 'userId')
      }
      if (oldVersion < 2)
        db.createObjectStore('refused', { keyPath: 'seq' }).createIndex('byUser', 'userId')
      // A page opened offline reads the waiting renames alone (changesWaitingOfKind), not every
      // review session queued with them.
      if (oldVersion < 3)
        transaction.objectStore('changes').createIndex('byUserAndKind', ['userId', 'kind'])
    },
    // Another tab deleting or upgrading the database: open it again next time.
    blocking() {
      void opening?.then((db) => db.close())
      opening = undefined
    },
  }).catch((error: unknown) => {
    // Not kept: the next call tries to open it again.
    opening = undefined
    throw error
  })
  return opening
}

/** Writes a change at the end of the user's queue; `id` defaults to a new UUID. */
export async function enqueue<P>(
  userId: string,
  kind: string,
  payload: P,
  id: string = newId(),
): Promise<QueuedChange<P>> {
  const db = await database()
  const change = { id, userId, kind, payload, createdAt: new Date().toISOString(), attempts: 0 }
  const seq = await db.add('changes', change as QueuedChange)
  return { ...change, seq }
}

/** The user's changes not yet sent, oldest first. */
export async function waitingChanges(userId: string): Promise<QueuedChange[]> {
  const db = await database()
  const changes = await db.getAllFromIndex('changes', 'byUser', userId)
  return changes.sort((a, b) => a.seq - b.seq)
}

/**
 * The user's changes of one kind not yet sent, oldest first: read through their own index, so a
 * page opened offline that needs the renames does not read (and copy) a thousand review sessions
 * too (~100 ms of a cold launch, bench:offline-study).
 */
export async function changesWaitingOfKind<P>(
  userId: string,
  kind: string,
): Promise<QueuedChange<P>[]> {
  // An index's records of one key come in the order of their primary key (`seq`).
  const changes = await (
    await database()
  ).getAllFromIndex('changes', 'byUserAndKind', [userId, kind])
  return changes as QueuedChange<P>[]
}

/**
 * The user's `count` oldest changes not yet sent (a page of the queue: reading a thousand at once
 * was one long task of the sync).
 */
export async function oldestWaiting(userId: string, count: number): Promise<QueuedChange[]> {
  // An index's records of one key come in the order of their primary key (`seq`).
  return (await database()).getAllFromIndex('changes', 'byUser', userId, count)
}

export async function countWaiting(userId: string): Promise<number> {
  return (await database()).countFromIndex('changes', 'byUser', userId)
}

/** The change reached the database: it leaves the queue. */
export async function removeChange(seq: number): Promise<void> {
  await (await database()).delete('changes', seq)
}

/**
 * Changes sent together reached the database: they leave the queue, in one transaction, each run
 * of consecutive `seq`s by one key range (a delete per change was a long task's largest part).
 * Only runs with no gap are deleted by range: a gap may hold another user's change.
 */
export async function removeChanges(seqs: readonly number[]): Promise<void> {
  const tx = (await database()).transaction('changes', 'readwrite')
  await Promise.all([
    ...consecutiveRuns(seqs).map(([first, last]) =>
      tx.store.delete(IDBKeyRange.bound(first, last)),
    ),
    tx.done,
  ])
}

/** `seqs` as runs of consecutive numbers, each [first, last]: [1, 2, 3, 5] → [[1, 3], [5, 5]]. */
export function consecutiveRuns(seqs: readonly number[]): [number, number][] {
  const runs: [number, number][] = []
  for (const seq of [...seqs].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && seq === last[1] + 1) last[1] = seq
    else runs.push([seq, seq])
  }
  return runs
}

/** A send failed: counted on the change, which stays first in line. */
export async function noteFailedAttempt(change: QueuedChange): Promise<void> {
  await (await database()).put('changes', { ...change, attempts: change.attempts + 1 })
}

/**
 * The server refused the change for good: it leaves the queue (the changes after it are sent)
 * and is kept aside on this device with the reason, in one transaction.
 */
export async function setAside(change: QueuedChange, reason: string): Promise<void> {
  const tx = (await database()).transaction(['changes', 'refused'], 'readwrite')
  await Promise.all([
    tx.objectStore('refused').put({ ...change, reason, refusedAt: new Date().toISOString() }),
    tx.objectStore('changes').delete(change.seq),
    tx.done,
  ])
}

/** The user's changes the server refused, oldest first. */
export async function refusedChanges(userId: string): Promise<RefusedChange[]> {
  const changes = await (await database()).getAllFromIndex('refused', 'byUser', userId)
  return changes.sort((a, b) => a.seq - b.seq)
}

export async function countRefused(userId: string): Promise<number> {
  return (await database()).countFromIndex('refused', 'byUser', userId)
}

/** The student discards a refused change: it is gone from this device. */
export async function removeRefused(seq: number): Promise<void> {
  await (await database()).delete('refused', seq)
}

/**
 * The student tries a refused change again: it goes back to the end of the queue (same id, so
 * still counted once), with its attempts cleared, in one transaction.
 */
export async function requeueRefused(change: RefusedChange): Promise<void> {
  const tx = (await database()).transaction(['changes', 'refused'], 'readwrite')
  const { id, userId, kind, payload, createdAt } = change
  await Promise.all([
    tx
      .objectStore('changes')
      .add({ id, userId, kind, payload, createdAt, attempts: 0 } as QueuedChange),
    tx.objectStore('refused').delete(change.seq),
    tx.done,
  ])
}
