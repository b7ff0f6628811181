/**
 * The guides this device keeps for studying offline whatever the server last said of them: those
 * a student marked 'Available offline' (kept whatever their age), and when they last opened each
 * guide's screen (kept for 30 days after). Per student, in localStorage (short lists, read
 * synchronously by the guide's checkbox and the offline copy).
 */
import { readStoredJson, writeStoredJson } from '@/lib/stored-json'

/** A guide opened on this device stays in the offline copy this long after. */
export const OPENED_KEPT_MS = 30 * 24 * 60 * 60 * 1000

const storageKey = (userId: string) => `studywise-offline-guides:${userId}`
const openedKey = (userId: string) => `studywise-opened-guides:${userId}`

export function keptGuideIds(userId: string): string[] {
  const ids = readStoredJson(storageKey(userId))
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

export function isGuideKept(userId: string, guideId: string): boolean {
  return keptGuideIds(userId).includes(guideId)
}

export function keepGuide(userId: string, guideId: string, kept: boolean): void {
  const others = keptGuideIds(userId).filter((id) => id !== guideId)
  writeStoredJson(
    storageKey(userId),
    kept ? [...others, guideId] : others,
    'the guides kept offline',
  )
}

/** When the student last opened each guide's screen on this device (ms since 1970, by id). */
function openedAt(userId: string): Map<string, number> {
  const stored = readStoredJson(openedKey(userId))
  if (typeof stored !== 'object' || stored === null) return new Map()
  return new Map(
    Object.entries(stored).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  )
}

/** The guides whose screen the student opened on this device in the 30 days before `now`. */
export function recentlyOpenedGuideIds(userId: string, now: number): string[] {
  return [...openedAt(userId)].flatMap(([id, at]) => (now - at <= OPENED_KEPT_MS ? [id] : []))
}

/**
 * The student opened the guide's screen at `now`: it stays in the offline copy for 30 days (a
 * fetch of its data alone, the copy's own refresh, does not count). Guides opened longer ago
 * leave the list.
 */
export function noteGuideOpened(userId: string, guideId: string, now = Date.now()): void {
  saveOpenings(userId, [...openedAt(userId), [guideId, now]], now)
}

/**
 * Notes `openings` (a guide's id and when) for the guides with none noted yet: an offline copy
 * saved by a version before openings were noted gives its guides the time their data were read,
 * so an upgrade keeps what the copy held until it ages out.
 */
export function noteEarlierOpenings(userId: string, openings: readonly [string, number][]): void {
  const noted = openedAt(userId)
  const earlier = openings.filter(([id]) => !noted.has(id))
  if (earlier.length > 0) saveOpenings(userId, [...earlier, ...noted], Date.now())
}

/** Keeps the openings of the last 30 days before `now`; a later one of a guide wins. */
function saveOpenings(userId: string, openings: readonly [string, number][], now: number): void {
  writeStoredJson(
    openedKey(userId),
    Object.fromEntries(openings.filter(([, at]) => now - at <= OPENED_KEPT_MS)),
    'the guides opened on this device',
  )
}
