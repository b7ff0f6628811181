import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { Toaster } from '@/components/ui/toast'

function OpenedGuide() {
  const { guideId } = useParams()
  return <p>Opened guide {guideId}</p>
}

/** Renders `ui` at /dashboard with a fresh query client, the toaster and a guide route stub. */
export function renderWithRouter(ui: ReactNode, path = '/dashboard') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: ui },
      { path: '/dashboard/guides/:guideId', element: <OpenedGuide /> },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  )
  const user = userEvent.setup()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { ...result, router, user, queryClient }
}
