import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom'
import { RouteFocus, useDocumentMeta } from './route-focus'

function Layout() {
  const { pathname } = useLocation()
  return (
    <>
      <nav aria-label="Main">
        <Link to="/">Home</Link>
        <Link to="/library">Library</Link>
        <Link to="/late">Late page</Link>
        <Link to="/dialog">Dialog page</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <RouteFocus pathname={pathname} />
    </>
  )
}

const HOME_TITLE = 'Studywise — AI study guides, quizzes and flashcards'

/** The landing page, which gives its own title (in the interface language). */
function Home() {
  useDocumentMeta(HOME_TITLE, 'Study guides from your notes.')
  return <h1>Turn notes into a study guide</h1>
}

/** A page whose heading arrives after its data, as the guide view's does. */
function LatePage() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return ready ? <h1>Cell Biology</h1> : <p>Loading…</p>
}

/** A page that opens a dialog and puts the keyboard in it. */
function DialogPage() {
  return (
    <>
      <h1>Account</h1>
      <div role="dialog" aria-label="Welcome Back">
        <input aria-label="Email" autoFocus />
      </div>
    </>
  )
}

function renderRoutes() {
  document.title = HOME_TITLE
  const router = createMemoryRouter([
    {
      element: <Layout />,
      children: [
        { index: true, element: <Home /> },
        { path: 'library', element: <h1>Your Study Library</h1> },
        { path: 'late', element: <LatePage /> },
        { path: 'dialog', element: <DialogPage /> },
      ],
    },
  ])
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

describe('RouteFocus', () => {
  it('leaves the focus alone on the first page', () => {
    renderRoutes()
    expect(document.body).toHaveFocus()
    expect(screen.queryByText(/— Studywise$/)).not.toBeInTheDocument()
  })

  it('moves the focus to the new page’s main heading and announces its title', async () => {
    const user = renderRoutes()
    await user.click(screen.getByRole('link', { name: 'Library' }))
    const heading = screen.getByRole('heading', { level: 1, name: 'Your Study Library' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText('Your Study Library — Studywise')).toHaveAttribute(
      'aria-live',
      'polite',
    )
    expect(document.title).toBe('Your Study Library — Studywise')

    await user.click(screen.getByRole('link', { name: 'Home' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Turn notes into a study guide' })).toHaveFocus(),
    )
    expect(document.title).toBe(HOME_TITLE)
    expect(screen.getByText(HOME_TITLE)).toHaveAttribute('aria-live', 'polite')
  })

  it('waits for a heading the page draws later', async () => {
    const user = renderRoutes()
    await user.click(screen.getByRole('link', { name: 'Late page' }))
    expect(await screen.findByRole('heading', { name: 'Cell Biology' })).toHaveFocus()
    expect(screen.getByText('Cell Biology — Studywise')).toBeInTheDocument()
  })

  it('keeps the focus a page put in its dialog', async () => {
    const user = renderRoutes()
    await user.click(screen.getByRole('link', { name: 'Dialog page' }))
    await waitFor(() => expect(screen.getByText('Account — Studywise')).toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus()
  })
})
