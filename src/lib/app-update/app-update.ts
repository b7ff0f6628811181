/**
 * A new version of the app, installed by the service worker and waiting (src/app/service-worker.ts
 * reports it), and whether a student is in the middle of studying: the notice 'A new version is
 * ready — Reload' waits for the end of a review session or a quiz, so a reload never cuts one.
 */
let applyUpdate: (() => void) | undefined
const studying = new Set<symbol>()
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function subscribeAppUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The service worker has a new version waiting; `apply` activates it and reloads the page. */
export function reportUpdateReady(apply: () => void): void {
  applyUpdate = apply
  emit()
}

/** What to offer now: the reload when a new version waits and nobody is studying. */
export function offeredUpdate(): (() => void) | undefined {
  return studying.size === 0 ? applyUpdate : undefined
}

/** Marks a review session or quiz under way until the returned function is called. */
export function beginStudying(): () => void {
  const token = Symbol('studying')
  studying.add(token)
  emit()
  return () => {
    if (studying.delete(token)) emit()
  }
}

/** Forgets a reported update (a test leaves none behind for the next). */
export function forgetUpdate(): void {
  applyUpdate = undefined
  emit()
}
