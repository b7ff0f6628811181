import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { queryClient } from '@/app/query-client'
import { routes } from '@/app/router'

/** Renders the whole app at `path`, with fresh providers and an in-memory router. */
export function renderApp(path: string, options: { state?: unknown } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...parsePath(path), state: options.state }],
  })
  queryClient.clear()
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 0 },
    mutations: { retry: false },
  })
  const user = userEvent.setup()
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...result, router, user, queryClient }
}
