/**
 * The guides a student marked 'Available offline': kept on this device whatever their age (the
 * offline copy otherwise keeps guides opened in the last 30 days). Per student, in localStorage
 * (a short list of ids, read synchronously by the guide's checkbox and the offline copy).
 */

const storageKey = (userId: string) => `studywise-offline-guides:${userId}`

export function keptGuideIds(userId: string): string[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]')
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export function isGuideKept(userId: string, guideId: string): boolean {
  return keptGuideIds(userId).includes(guideId)
}

export function keepGuide(userId: string, guideId: string, kept: boolean): void {
  const others = keptGuideIds(userId).filter((id) => id !== guideId)
  localStorage.setItem(storageKey(userId), JSON.stringify(kept ? [...others, guideId] : others))
}
