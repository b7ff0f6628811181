import type { SourcePassage } from '@/lib/source'
import { readStoredJson, writeStoredJson } from '@/lib/stored-json'
import { heldRecordings, keptBytesCap, recordingsToEvict, type KeptEntry } from './eviction'
import { recordingsDatabase, type KeptRecording } from './recording-db'
import { recordingKey } from './recording-key'

/**
 * A recording's file kept on this device with its transcript's key, so 'Play from 12:34' plays it
 * after a reload. The kept files stay under a size cap (eviction.ts): the least recently used give
 * way, never one being played; the caller is told which went, to tell the student. Keeping is
 * best effort: a full disk or a browser that refuses IndexedDB leaves the guide as it is, and the
 * player says the recording is not on this device.
 */

/** Names of the recordings removed to make room (empty when none was). */
export type Evicted = string[]

const sizeOf = (kept: KeptRecording) => kept.size ?? kept.blob.size

/**
 * When each kept recording's player was last opened, by key: beside the files (in localStorage),
 * since writing a record again would copy its sound.
 */
const OPENED_KEY = 'studywise-recordings-opened'

function openedTimes(): Record<string, number> {
  const stored = readStoredJson(OPENED_KEY)
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {}
}

function markOpened(key: string, kept: ReadonlySet<string>): void {
  const times = Object.fromEntries(Object.entries(openedTimes()).filter(([k]) => kept.has(k)))
  writeStoredJson(OPENED_KEY, { ...times, [key]: Date.now() }, 'when recordings were played')
}

const usedAt = (kept: KeptRecording, opened: Record<string, number>) =>
  Math.max(kept.savedAt, Number(opened[kept.key]) || 0)

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError'

/** Puts `kept`, removing `evict` in the same transaction. */
async function putRemoving(kept: KeptRecording, evict: readonly KeptEntry[]): Promise<void> {
  const tx = (await recordingsDatabase()).transaction('recordings', 'readwrite')
  await Promise.all([
    ...evict.map((entry) => tx.store.delete(entry.key)),
    tx.store.put(kept),
    tx.done,
  ])
}

export async function keepRecording(
  passages: readonly SourcePassage[],
  file: Blob & { name?: string },
): Promise<Evicted> {
  const key = recordingKey(passages)
  if (!key) return []
  const kept: KeptRecording = {
    key,
    name: file.name ?? 'Recording',
    type: file.type,
    blob: file,
    size: file.size,
    savedAt: Date.now(),
  }
  try {
    const db = await recordingsDatabase()
    const opened = openedTimes()
    const others = (await db.getAll('recordings'))
      .filter((other) => other.key !== key)
      .map((other) => ({
        key: other.key,
        name: other.name,
        size: sizeOf(other),
        usedAt: usedAt(other, opened),
      }))
    const held = new Set([...heldRecordings(), key])
    let evict = recordingsToEvict(others, file.size, await keptBytesCap(), held)
    // The browser may hold less than the cap: then the oldest of the rest go, one at a time.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await putRemoving(kept, evict)
        return evict.map((entry) => entry.name)
      } catch (error) {
        const next = recordingsToEvict(others, Infinity, 0, held).find((e) => !evict.includes(e))
        if (!isQuotaError(error) || !next || attempt >= others.length) throw error
        evict = [...evict, next]
      }
    }
  } catch (error) {
    console.warn('The recording could not be kept on this device', error)
    return []
  }
}

/** The kept recording of these passages (one file's transcript), or null; marks it used. */
export async function findRecording(
  passages: readonly SourcePassage[],
): Promise<KeptRecording | null> {
  const key = recordingKey(passages)
  if (!key) return null
  try {
    const db = await recordingsDatabase()
    const kept = await db.get('recordings', key)
    if (kept) markOpened(key, new Set(await db.getAllKeys('recordings')))
    return kept ?? null
  } catch (error) {
    console.warn('The kept recordings could not be read', error)
    return null
  }
}
