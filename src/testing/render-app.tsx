import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom'
import { AppProviders, createQueryClient } from '@/app/providers'
import { routes } from '@/app/router'

/** Renders the whole app at `path`, with fresh providers and an in-memory router. */
export function renderApp(path: string, options: { state?: unknown } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ ...parsePath(path), state: options.state }],
  })
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } })
  const user = userEvent.setup()
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...result, router, user, queryClient }
}
