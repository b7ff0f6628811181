import { onlineManager, QueryClient } from '@tanstack/react-query'
import { canReachBackend, subscribeReachability } from '@/lib/reachability'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  })
}

// TanStack Query takes the connection for granted until told otherwise: its queries would fetch,
// fail and show an error over the offline copy (offline-cache.ts). It follows whether the backend
// is reached (lib/reachability.ts: the browser's word, and what the last request met), so they
// wait for the backend instead, on a page opened offline and on one whose requests fail though
// the browser says online. Its listener is dropped while no query client is mounted (the landing
// page before its create panel) and set again on the next: it reads the answer afresh then.
onlineManager.setEventListener((setOnline) => {
  setOnline(canReachBackend())
  return subscribeReachability(() => setOnline(canReachBackend()))
})

/**
 * The app's one query cache. It lives in its own module, loaded with the first screen that
 * reads server data, so TanStack Query stays out of the landing page's first download.
 */
export const queryClient = createQueryClient()
