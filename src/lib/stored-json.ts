/**
 * Small JSON values kept in this browser's localStorage. Storage can be refused (a private mode,
 * a full disk) and what is stored can be anything an older version wrote: reading gives
 * `undefined` then, and the caller checks the shape; writing says whether it was kept.
 */

export function readStoredJson(key: string): unknown {
  try {
    const stored = localStorage.getItem(key)
    return stored === null ? undefined : (JSON.parse(stored) as unknown)
  } catch {
    return undefined
  }
}

/** Keeps `value` under `key`; false (with a console warning naming `what`) when refused. */
export function writeStoredJson(key: string, value: unknown, what: string): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value))
    return true
  } catch (error) {
    console.warn(`Keeping ${what} in this browser failed`, error)
    return false
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Storage refused: nothing was kept, so nothing is left to remove.
  }
}
