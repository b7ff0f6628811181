import { QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  })
}

/**
 * The app's one query cache. It lives in its own module, loaded with the first screen that
 * reads server data, so TanStack Query stays out of the landing page's first download.
 */
export const queryClient = createQueryClient()
