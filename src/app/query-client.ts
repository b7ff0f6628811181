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
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)

/**
 * The app's one query cache. It lives in its own module, loaded with the first screen that
 * reads server data, so TanStack Query stays out of the landing page's first download.
 */
export const queryClient = createQueryClient()
