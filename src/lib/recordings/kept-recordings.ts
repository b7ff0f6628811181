import type { SourcePassage } from '@/lib/source'
import { recordingsDatabase, type KeptRecording } from './recording-db'
import { recordingKey } from './recording-key'

/**
 * A recording's file kept on this device with its transcript's key, so 'Play from 12:34' plays it
 * after a reload. Keeping is best effort: a full disk or a browser that refuses IndexedDB leaves
 * the guide as it is, and the player says the recording is not on this device.
 */
export async function keepRecording(
  passages: readonly SourcePassage[],
  file: Blob & { name?: string },
): Promise<void> {
  const key = recordingKey(passages)
  if (!key) return
  try {
    const db = await recordingsDatabase()
    await db.put('recordings', {
      key,
      name: file.name ?? 'Recording',
      type: file.type,
      blob: file,
      savedAt: Date.now(),
    })
  } catch (error) {
    console.warn('The recording could not be kept on this device', error)
  }
}

/** The kept recording of these passages (one file's transcript), or null. */
export async function findRecording(
  passages: readonly SourcePassage[],
): Promise<KeptRecording | null> {
  const key = recordingKey(passages)
  if (!key) return null
  try {
    return (await (await recordingsDatabase()).get('recordings', key)) ?? null
  } catch (error) {
    console.warn('The kept recordings could not be read', error)
    return null
  }
}
