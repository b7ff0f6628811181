import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'
import { AUTH_URL, authError, fakeAuth, sessionJson } from '../testing/auth-handlers'

vi.setConfig({ testTimeout: 20_000 })

const ada = { id: 'user-ada', email: 'ada@example.com', password: 'old-secret', name: 'Ada' }
const slow = { timeout: 5000 }

function setup() {
  const auth = fakeAuth({ users: [ada] })
  auth.issueTokenHash('good-hash', ada.email)
  server.use(...auth.handlers)
  return auth
}

describe('/reset-password', () => {
  it.each([
    [
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      'This password reset link has expired. Please request a new one.',
    ],
    [
      '#error=access_denied&error_code=other',
      'Invalid reset link. Please request a new password reset.',
    ],
    ['', 'Invalid reset link. Please request a new password reset.'],
    ['?token_hash=abc&type=signup', 'Invalid reset link. Please request a new password reset.'],
  ])('link %s shows its message', async (suffix, message) => {
    setup()
    renderApp(`/reset-password${suffix}`)
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(message)
    expect(screen.getByRole('heading', { name: 'Reset link problem' })).toBeInTheDocument()
  })

  it('a bad link offers to request a new one: the forgot-password form opens', async () => {
    setup()
    const { user, router } = renderApp('/reset-password')
    await screen.findByRole('alert', {}, slow)
    await user.click(screen.getByRole('link', { name: 'Request a New Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' }, slow)
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('a token_hash that fails verification shows the verify message', async () => {
    setup()
    renderApp('/reset-password?token_hash=tampered&type=recovery')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Invalid or expired reset link. Please request a new password reset.',
    )
  })

  it('validates, updates the password, shows Password Updated and returns home after 3 s', async () => {
    const auth = setup()
    const { user, router } = renderApp('/reset-password?token_hash=good-hash&type=recovery')
    const password = await screen.findByLabelText('New Password', {}, slow)
    // The one-time token leaves the address bar once used.
    expect(router.state.location.search).toBe('')
    expect(auth.requestsTo('/verify')).toHaveLength(1)
    expect(auth.requestsTo('/verify')[0]?.body).toMatchObject({
      token_hash: 'good-hash',
      type: 'recovery',
    })
    const confirmation = screen.getByLabelText('Confirm Password')
    const submit = screen.getByRole('button', { name: 'Update Password' })

    await user.type(password, 'new-secret')
    await user.type(confirmation, 'new-secreT')
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.')

    await user.clear(password)
    await user.clear(confirmation)
    await user.type(password, '12345')
    await user.type(confirmation, '12345')
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    )
    expect(auth.requestsTo('/user').filter((request) => request.method === 'PUT')).toHaveLength(0)

    await user.clear(password)
    await user.clear(confirmation)
    await user.type(password, 'new-secret')
    await user.type(confirmation, 'new-secret')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.click(submit)
      expect(
        await screen.findByRole('heading', { name: 'Password Updated' }, slow),
      ).toBeInTheDocument()
      expect(auth.users.get(ada.email)?.password).toBe('new-secret')
      await act(() => vi.advanceTimersByTimeAsync(3_000))
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('names the two fields apart and checks them even when the confirmation is blank', async () => {
    const auth = setup()
    const { user } = renderApp('/reset-password?token_hash=good-hash&type=recovery')
    const password = await screen.findByLabelText(/new password/i, {}, slow)
    // The page is the spec's "Reset Password page".
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument()
    expect(screen.getByLabelText(/confirm/i)).not.toBe(password)
    await user.type(password, 'new-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.')
    expect(auth.requestsTo('/user').filter((request) => request.method === 'PUT')).toHaveLength(0)
  })

  it("shows the service's message when the update fails", async () => {
    setup()
    server.use(
      http.put(`${AUTH_URL}/user`, () =>
        authError(422, 'same_password', 'New password should be different from the old password.'),
      ),
    )
    const { user } = renderApp('/reset-password?token_hash=good-hash&type=recovery')
    await user.type(await screen.findByLabelText('New Password', {}, slow), 'old-secret')
    await user.type(screen.getByLabelText('Confirm Password'), 'old-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    )
  })

  it('accepts recovery tokens in the fragment', async () => {
    setup()
    const session = sessionJson(ada)
    renderApp(
      `/reset-password#access_token=${session.access_token}&refresh_token=${session.refresh_token}&expires_in=3600&token_type=bearer&type=recovery`,
    )
    expect(await screen.findByLabelText('New Password', {}, slow)).toBeInTheDocument()
  })
})
