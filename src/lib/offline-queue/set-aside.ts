import { refusedChanges, removeRefused, requeueRefused, type RefusedChange } from './queue-store'
import { describeChange, refreshCount, syncNow } from './sync'

/**
 * The changes the server refused for good (sync.ts sets them aside): listed for the student with
 * what each was and why, so nothing refused is lost silently; each can be tried again (back in
 * the queue, same id) or discarded.
 */
export interface SetAsideChange {
  change: RefusedChange
  /** What it was, in the student's words ('Your quiz attempt (100%)'). */
  what: string
}

export async function setAsideChanges(userId: string): Promise<SetAsideChange[]> {
  return (await refusedChanges(userId)).map((change) => ({ change, what: describeChange(change) }))
}

/** Back at the end of the queue, then sent (set aside again if the server still refuses). */
export async function tryAgain(change: RefusedChange): Promise<void> {
  await requeueRefused(change)
  await refreshCount()
  await syncNow(change.userId)
}

export async function discard(change: RefusedChange): Promise<void> {
  await removeRefused(change.seq)
  await refreshCount()
}
