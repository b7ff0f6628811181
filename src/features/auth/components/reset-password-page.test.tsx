import { act, screen, waitFor, within } from '@testing-library/react'
import {
  createAccount,
  requestPasswordReset,
  SESSION_KEY,
  sessionFor,
  signIn,
} from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 20_000 })

// The first render loads the route and reaches the local backend (PGlite): seconds on a busy machine.
const slow = { timeout: 12_000 }

/** Ada (password old-secret) and the link of her password-reset mail. */
async function resetLink() {
  const ada = await createAccount('Ada', { password: 'old-secret' })
  const { tokenHash } = await requestPasswordReset(ada)
  return { ada, tokenHash, path: `/reset-password?token_hash=${tokenHash}&type=recovery` }
}

const passwordUpdates = () => requestsTo('/auth/v1/user', 'PUT')

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
    renderApp(`/reset-password${suffix}`)
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(message)
    expect(screen.getByRole('heading', { name: 'Reset link problem' })).toBeInTheDocument()
  })

  it('a bad link offers to request a new one: the forgot-password form opens', async () => {
    const { user, router } = renderApp('/reset-password')
    await screen.findByRole('alert', {}, slow)
    await user.click(screen.getByRole('link', { name: 'Request a New Link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' }, slow)
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('a token_hash that fails verification shows the verify message', async () => {
    renderApp('/reset-password?token_hash=tampered&type=recovery')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Invalid or expired reset link. Please request a new password reset.',
    )
  })

  it('validates, updates the password, shows Password Updated and returns home after 3 s', async () => {
    const { ada, tokenHash, path } = await resetLink()
    const { user, router } = renderApp(path)
    const password = await screen.findByLabelText('New Password', {}, slow)
    // The one-time token leaves the address bar once used.
    expect(router.state.location.search).toBe('')
    expect(requestsTo('/auth/v1/verify')).toHaveLength(1)
    expect(requestsTo('/auth/v1/verify')[0]?.body).toMatchObject({
      token_hash: tokenHash,
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
    expect(passwordUpdates()).toHaveLength(0)

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
      await expect(sessionFor({ ...ada, password: 'new-secret' })).resolves.toBeTruthy()
      await expect(sessionFor(ada)).rejects.toThrow(/invalid_credentials/)
      await act(() => vi.advanceTimersByTimeAsync(3_000))
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('names the two fields apart and checks them even when the confirmation is blank', async () => {
    const { path } = await resetLink()
    const { user } = renderApp(path)
    const password = await screen.findByLabelText(/new password/i, {}, slow)
    // The page is the spec's "Reset Password page".
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument()
    expect(screen.getByLabelText(/confirm/i)).not.toBe(password)
    await user.type(password, 'new-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.')
    expect(passwordUpdates()).toHaveLength(0)
  })

  it("shows the service's message when the update fails", async () => {
    const { path } = await resetLink()
    const { user } = renderApp(path)
    await user.type(await screen.findByLabelText('New Password', {}, slow), 'old-secret')
    await user.type(screen.getByLabelText('Confirm Password'), 'old-secret')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    )
  })

  it('accepts recovery tokens in the fragment', async () => {
    const session = await sessionFor(await createAccount('Ada'))
    renderApp(
      `/reset-password#access_token=${session.access_token}&refresh_token=${session.refresh_token}&expires_in=3600&token_type=bearer&type=recovery`,
    )
    expect(await screen.findByLabelText('New Password', {}, slow)).toBeInTheDocument()
  })
})

describe('/reset-password while another account is signed in', () => {
  const storedUserEmail = () =>
    (
      JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as {
        user?: { email?: string }
      } | null
    )?.user?.email

  async function beaOpensAdasLink() {
    const bea = await createAccount('Bea')
    await signIn(bea)
    const { ada, path } = await resetLink()
    const app = renderApp(path)
    expect(await screen.findByRole('heading', { name: 'Switch accounts?' }, slow)).toBeVisible()
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(storedUserEmail()).toBe(bea.email)
    return { ...app, ada, bea }
  }

  it('asks first; switching opens the form for the link’s account', async () => {
    const { user, ada } = await beaOpensAdasLink()
    await user.click(screen.getByRole('button', { name: `Switch to ${ada.email}` }))
    expect(await screen.findByLabelText('New Password', {}, slow)).toBeInTheDocument()
    await waitFor(() => expect(storedUserEmail()).toBe(ada.email))
  })

  it('staying changes nothing and says so', async () => {
    const { user, ada, bea } = await beaOpensAdasLink()
    await user.click(screen.getByRole('button', { name: `Stay signed in as ${bea.email}` }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      `You are still signed in as ${bea.email}. The password of ${ada.email} was not changed`,
    )
    expect(storedUserEmail()).toBe(bea.email)
    expect(passwordUpdates()).toHaveLength(0)
  })
})
