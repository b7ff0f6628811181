import { onlineManager, QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  })
}

// TanStack Query takes the connection for granted until an 'offline' event. A page opened (or
// reloaded) offline hears none: its queries would fetch, fail and show an error over the
// offline copy (offline-cache.ts). Told at once, they wait for the connection instead.
// It hears those events only while a query client is mounted, so one that came back while none
// was (the landing page before its create panel) would leave every query paused: heard here.
// On the signed-in pages it follows whether the backend is reached instead (follow-reachability.ts).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
if (typeof window !== 'undefined')
  window.addEventListener('online', () => onlineManager.setOnline(true))

/**
 * The app's one query cache. It lives in its own module, loaded with the first screen that
 * reads server data, so TanStack Query stays out of the landing page's first download.
 */
export const queryClient = createQueryClient()
