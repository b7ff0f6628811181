import type { DehydratedState } from '@tanstack/react-query'
import { browserRecords } from '@/lib/browser-records'
import { changesWaitingOfKind, type QueuedChange } from '@/lib/offline-queue/queue-store'

/**
 * Where the student's offline copy is stored (app/offline-cache.ts keeps it), and its first read
 * started as early as the page can: a signed-in page opened offline puts the copy back before
 * its first render, and opening IndexedDB in a browser process just started took ~165 ms
 * (bench:offline-study's cold launch), which the restore waited for only after the signed-in
 * pages' files had arrived and run. start-router.tsx starts the read beside those files.
 * Small, with no TanStack Query: it loads with the router's start, not with the signed-in files.
 */

export interface OfflineCopy {
  /** The student's id: one copy per student on this device. */
  id: string
  savedAt: number
  /** Saved by a version that notes when each guide is opened (kept-guides.ts); absent before. */
  openingsNoted?: boolean
  state: DehydratedState
}

export const offlineCopies = browserRecords<OfflineCopy>('offline-data')

export const storedCopyOf = async (userId: string): Promise<OfflineCopy | undefined> =>
  (await offlineCopies.all()).find((record) => record.id === userId)

/**
 * What a restore puts back: the student's copy, and the changes still waiting that it shows over
 * the copy (of the kind the restore names: the renames), read alone through their own index.
 */
export interface StoredForRestore {
  copy: OfflineCopy | undefined
  waiting: QueuedChange[]
}

async function readForRestoreNow(userId: string, kind: string): Promise<StoredForRestore> {
  const [copy, waiting] = await Promise.all([
    storedCopyOf(userId),
    // A queue that cannot be read leaves the copy as it was saved.
    changesWaitingOfKind(userId, kind).catch(() => []),
  ])
  return { copy, waiting }
}

/**
 * How long a read started early is taken: a page that opens a signed-in screen later (from a
 * public page) reads again, as another tab may have saved the copy or queued changes since.
 */
const EARLY_READ_KEPT_MS = 10_000

let started:
  { userId: string; kind: string; at: number; read: Promise<StoredForRestore> } | undefined

/**
 * Starts reading what `userId`'s restore will put back (a page opening offline), with their
 * waiting changes of `kind`.
 */
export function startReadingForRestore(userId: string, kind: string): void {
  started ??= { userId, kind, at: Date.now(), read: readForRestoreNow(userId, kind) }
  // A failure is the restore's to handle, when it takes the read.
  started.read.catch(() => undefined)
}

/** What the restore puts back: the read started early when it is this student's (once), or now. */
export function readForRestore(userId: string, kind: string): Promise<StoredForRestore> {
  const early = started
  started = undefined
  return early?.userId === userId &&
    early.kind === kind &&
    Date.now() - early.at <= EARLY_READ_KEPT_MS
    ? early.read
    : readForRestoreNow(userId, kind)
}
