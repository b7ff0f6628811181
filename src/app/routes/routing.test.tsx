import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '@/testing/render-app'

describe('routes and redirects (signed out)', () => {
  it.each(['/dashboard', '/settings'])(
    '%s redirects to / and opens the sign-in dialog',
    async (path) => {
      const { router } = renderApp(path)
      expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')
      // The request to open authentication is cleared once honoured.
      expect(router.state.location.state).toBeNull()
    },
  )

  it.each(['/nowhere', '/blog/post/extra', '/dashboard/old'])(
    'an unknown path %s redirects to /',
    async (path) => {
      const { router } = renderApp(path)
      expect(
        await screen.findByRole('heading', { level: 1, name: /study guide in seconds/i }),
      ).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')
    },
  )

  it('opens the sign-in dialog when the landing page is reached with openAuth state', async () => {
    const { router } = renderApp('/', { state: { openAuth: true } })
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(router.state.location.state).toBeNull()
  })

  it('starts without React Router warning about a missing HydrateFallback', async () => {
    const warn = vi.spyOn(console, 'warn')
    try {
      renderApp('/')
      await screen.findByRole('heading', { level: 1, name: /study guide in seconds/i })
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/)
    } finally {
      warn.mockRestore()
    }
  })

  it('does not open the dialog on a plain visit', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /study guide in seconds/i })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('renders the reset-password and confirm-email routes', async () => {
    const { router } = renderApp('/reset-password')
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'))
    const second = renderApp('/confirm-email')
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/confirm-email'))
  })
})

describe('signed-out header', () => {
  it('shows the brand, the beta tag, Features and Blog links and a Login button, but no Dashboard link', async () => {
    const { user } = renderApp('/')
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Studywise' })).toHaveAttribute('href', '/')
    expect(within(banner).getByText('Currently in Beta Testing')).toBeInTheDocument()
    const nav = within(banner).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#features',
    )
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
    const login = await within(banner).findByRole('button', { name: 'Login' })
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    await user.click(login)
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
  })
})

describe('landing page', () => {
  it('Get Started opens the dashboard and Learn More scrolls to #features', async () => {
    const { user, router } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Get Started' }))
    // Signed out, /dashboard sends the visitor back to / with the sign-in dialog open.
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    await user.keyboard('{Escape}')
    const features = document.getElementById('features')
    expect(features).not.toBeNull()
    const scroll = vi.spyOn(features!, 'scrollIntoView')
    await user.click(screen.getByRole('button', { name: 'Learn More' }))
    expect(scroll).toHaveBeenCalled()
  })

  it('presents the marketing themes and a footer with Product and Support links and the beta notice', async () => {
    renderApp('/')
    const features = await screen.findByRole('region', { name: /everything you need/i })
    for (const theme of [
      'Smart summarization',
      'Fast generation',
      'Multi-format upload',
      'Multi-language support',
      'Learning analytics',
      'Customizable formats',
      'Chat-model integration',
    ]) {
      expect(within(features).getByRole('heading', { name: theme })).toBeInTheDocument()
    }
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('navigation', { name: 'Product' })).toBeInTheDocument()
    expect(within(footer).getByRole('navigation', { name: 'Support' })).toBeInTheDocument()
    expect(footer).toHaveTextContent(/studywise is in beta/i)
  })
})

describe('blog', () => {
  it('lists the featured post with title, excerpt, author, short date, read time and tags', async () => {
    renderApp('/blog')
    const link = await screen.findByRole('link', { name: 'Welcome to the Studywise Beta' })
    expect(link).toHaveAttribute('href', '/blog/betatesting')
    const article = link.closest('article')!
    expect(article).toHaveTextContent('Featured')
    expect(article).toHaveTextContent(/what the beta is/i)
    expect(article).toHaveTextContent('The Studywise Team')
    expect(article).toHaveTextContent('Nov 2')
    expect(article).toHaveTextContent('5 min read')
    for (const tag of ['Beta', 'Announcements', 'Study tips'])
      expect(within(article).getByText(tag)).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows a post with its long date and a body rendered from markdown', async () => {
    renderApp('/blog/betatesting')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Studywise Beta' }),
    ).toBeInTheDocument()
    expect(screen.getByText('November 2, 2026')).toBeInTheDocument()
    // The markdown renderer is loaded on demand.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What to try first' }),
    ).toBeInTheDocument()
    const lists = screen.getAllByRole('list')
    expect(lists.some((list) => list.tagName === 'OL')).toBe(true)
    expect(lists.some((list) => list.tagName === 'UL')).toBe(true)
    expect(screen.getAllByRole('separator').length).toBeGreaterThan(0)
    expect(screen.getByText('free', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  })

  it('shows Post Not Found with a Back to Blog link for an unknown slug', async () => {
    const { user, router } = renderApp('/blog/no-such-post')
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument()
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'))
  })
})
