import { useEffect, useSyncExternalStore } from 'react'
import { beginStudying, offeredUpdate, subscribeAppUpdate } from './app-update'

/** The reload a waiting new version offers now, or undefined (none, or a student is studying). */
export function useOfferedUpdate(): (() => void) | undefined {
  return useSyncExternalStore(subscribeAppUpdate, offeredUpdate, () => undefined)
}

/** While `active`, a new version waits to be offered (a review session, a quiz under way). */
export function useStudying(active: boolean): void {
  useEffect(() => (active ? beginStudying() : undefined), [active])
}
