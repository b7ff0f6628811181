import { onlineManager } from '@tanstack/react-query'
import { canReachBackend, subscribeReachability } from '@/lib/reachability'

/**
 * TanStack Query's onlineManager follows whether the backend is reached (lib/reachability.ts:
 * the browser's word, and what the last request met), not only the browser's `online`/`offline`
 * events: on "lie-fi" the queries then wait for the backend (their copy from offline-cache.ts
 * on screen) instead of failing, and refetch once it answers. Its listener is dropped while no
 * query client is mounted and set again on the next, reading the answer afresh.
 * Set by the signed-in pages (keepOfflineCopy), not in query-client.ts: the landing page loads
 * that module after its first render, within a 40 KB budget with no room for this one.
 */
export function followReachability(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(canReachBackend())
    return subscribeReachability(() => setOnline(canReachBackend()))
  })
}
