import type { QueuedChange } from './queue-store'

/**
 * Changes of one kind that can go to the database in one request (a device that studied offline
 * may hold a thousand flashcard sessions: one request each took 15.8 s). `send` answers what
 * the kind's single sender answers, change by change, in order, and must be idempotent on each
 * change's id as that sender is; `wanted` says which answers someone waits for (the others may
 * be left unread: reading a thousand schedules is main-thread work nobody uses). A batch is cut
 * at `maxWeight` (a session weighs its reviews) and at `maxChanges`.
 */
export interface BatchSender<P = unknown> {
  send: (payloads: P[], ids: string[], wanted: readonly boolean[]) => Promise<unknown[]>
  weight: (payload: P) => number
  maxWeight: number
  maxChanges: number
}

/**
 * The changes sent together from `start`: the following changes of the same kind as long as the
 * kind has a batch sender and its limits hold; always at least the first one.
 */
export function nextBatch(
  changes: readonly QueuedChange[],
  start: number,
  batchSenderOf: (kind: string) => BatchSender | undefined,
): QueuedChange[] {
  const first = changes[start]
  if (!first) return []
  const batch = [first]
  const sender = batchSenderOf(first.kind)
  if (!sender) return batch
  let weight = sender.weight(first.payload)
  for (const change of changes.slice(start + 1)) {
    if (change.kind !== first.kind || batch.length >= sender.maxChanges) break
    weight += sender.weight(change.payload)
    if (weight > sender.maxWeight) break
    batch.push(change)
  }
  return batch
}
