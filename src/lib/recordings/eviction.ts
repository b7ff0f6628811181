/**
 * Which recordings kept on this device give way when a new one comes (kept-recordings.ts): the
 * kept files together stay under a size cap, the least recently used go first, and a recording
 * that is being played (or the one arriving) never goes. Pure: no storage here.
 */

/** At most this much sound is kept, or half of what the browser lets the site store if less. */
export const KEPT_BYTES_CAP = 1024 ** 3

export interface KeptEntry {
  key: string
  name: string
  size: number
  /** When it was last kept or opened (ms since the epoch). */
  usedAt: number
}

/**
 * The entries to remove, oldest use first, so that the rest plus `incomingBytes` fit under
 * `cap`. Protected entries stay even when the rest then still does not fit.
 */
export function recordingsToEvict(
  entries: readonly KeptEntry[],
  incomingBytes: number,
  cap: number,
  protectedKeys: ReadonlySet<string>,
): KeptEntry[] {
  let total = incomingBytes + entries.reduce((sum, entry) => sum + entry.size, 0)
  const evicted: KeptEntry[] = []
  const oldestFirst = entries
    .filter((entry) => !protectedKeys.has(entry.key))
    .sort((a, b) => a.usedAt - b.usedAt)
  for (const entry of oldestFirst) {
    if (total <= cap) break
    evicted.push(entry)
    total -= entry.size
  }
  return evicted
}

/** The cap on this browser: KEPT_BYTES_CAP, or half the site's storage quota when smaller. */
export async function keptBytesCap(): Promise<number> {
  try {
    const { quota } = (await navigator.storage?.estimate?.()) ?? {}
    return typeof quota === 'number' && quota > 0
      ? Math.min(KEPT_BYTES_CAP, Math.floor(quota / 2))
      : KEPT_BYTES_CAP
  } catch {
    return KEPT_BYTES_CAP
  }
}

const playing = new Map<string, number>()

/**
 * Marks a kept recording as in use (its player is open) until the returned release is called;
 * it is never evicted meanwhile.
 */
export function holdRecording(key: string): () => void {
  playing.set(key, (playing.get(key) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (playing.get(key) ?? 1) - 1
    if (left > 0) playing.set(key, left)
    else playing.delete(key)
  }
}

export function heldRecordings(): ReadonlySet<string> {
  return new Set(playing.keys())
}

/** What the student is told when kept recordings were removed to make room for a new one. */
export function recordingsRemovedMessage(names: readonly string[]): string {
  if (names.length === 1)
    return `‘${names[0]}’ was removed from this device to make room for newer recordings. Its transcript stays with its guide.`
  return `${names.length} older recordings were removed from this device to make room: ${names.join(', ')}. Their transcripts stay with their guides.`
}
