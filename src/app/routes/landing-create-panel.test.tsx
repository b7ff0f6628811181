import { screen } from '@testing-library/react'
import { renderApp } from '@/testing/render-app'

// A layout-less DOM never reports the panel near the screen (its IntersectionObserver is silent):
// what loads it here is the visitor's keyboard, or the page's start being over. The panel's first
// import takes seconds on a busy machine.
const slow = { timeout: 15_000 }

describe('The landing page’s create panel', () => {
  it('waits for the visitor to reach it: Tab loads it', { timeout: 30_000 }, async () => {
    const rendered = Date.now()
    const { user } = renderApp('/')
    // Loaded once the page was idle before: then within about a second here. Now it waits, up
    // to well before the page's start is over (5 s after the page's quiet first render).
    await expect(
      screen.findByRole(
        'heading',
        { level: 2, name: 'Paste your notes' },
        { timeout: 3_500 - (Date.now() - rendered) },
      ),
    ).rejects.toThrow()

    await user.tab()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Paste your notes' }, slow),
    ).toBeInTheDocument()
  })

  it('is there once the page’s start is over, without being reached', async () => {
    renderApp('/')
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Paste your notes' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
  }, 30_000)
})
