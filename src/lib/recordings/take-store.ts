import { recordingsDatabase, type Take } from './recording-db'
import { flagUnfinished as flag } from './unfinished-flag'

/**
 * A lecture being recorded in the browser, kept chunk by chunk in IndexedDB as MediaRecorder
 * hands the chunks over, so a closed tab, a crash or a dead battery loses only the last chunk.
 * A take is 'unfinished' until its recording has been transcribed (or discarded); the next visit
 * offers it for recovery (unfinished-flag.ts says whether to look).
 */
export type { Take }

export async function startTake(id: string, mimeType: string): Promise<Take> {
  const take: Take = { id, startedAt: Date.now(), mimeType, recordedMs: 0 }
  flag(true)
  await (await recordingsDatabase()).put('takes', take)
  return take
}

/** Writes the take's next chunk and how much sound it now holds, in one transaction. */
export async function appendChunk(
  take: Take,
  seq: number,
  blob: Blob,
  recordedMs: number,
): Promise<void> {
  const db = await recordingsDatabase()
  const transaction = db.transaction(['takes', 'take-chunks'], 'readwrite')
  await Promise.all([
    transaction.objectStore('take-chunks').put({ take: take.id, seq, blob }),
    transaction.objectStore('takes').put({ ...take, recordedMs }),
    transaction.done,
  ])
}

/** Takes left unfinished, newest first. */
export async function unfinishedTakes(): Promise<Take[]> {
  const takes = await (await recordingsDatabase()).getAll('takes')
  if (takes.length === 0) flag(false)
  return takes.sort((a, b) => b.startedAt - a.startedAt)
}

/** The take's chunks as one file, in the order they were recorded. */
export async function takeFile(take: Take, name: string): Promise<File> {
  const chunks = await (
    await recordingsDatabase()
  ).getAllFromIndex('take-chunks', 'byTake', take.id)
  chunks.sort((a, b) => a.seq - b.seq)
  const type = take.mimeType.split(';')[0] || 'audio/webm'
  return new File(
    chunks.map((chunk) => chunk.blob),
    name,
    { type },
  )
}

/** The take is done with (transcribed, or discarded by the student): its chunks go. */
export async function discardTake(id: string): Promise<void> {
  const db = await recordingsDatabase()
  const transaction = db.transaction(['takes', 'take-chunks'], 'readwrite')
  const chunks = transaction.objectStore('take-chunks')
  const keys = await chunks.index('byTake').getAllKeys(id)
  await Promise.all([
    ...keys.map((key) => chunks.delete(key)),
    transaction.objectStore('takes').delete(id),
    transaction.done,
  ])
  if ((await db.count('takes')) === 0) flag(false)
}
