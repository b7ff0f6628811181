/**
 * The guides a student marked 'Available offline': kept on this device whatever their age (the
 * offline copy otherwise keeps guides opened in the last 30 days). Per student, in localStorage
 * (a short list of ids, read synchronously by the guide's checkbox and the offline copy).
 */
import { readStoredJson, writeStoredJson } from '@/lib/stored-json'

const storageKey = (userId: string) => `studywise-offline-guides:${userId}`

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
