import { screen, waitFor } from '@testing-library/react'
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/env'
import { messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import {
  createAccount,
  insertGuide,
  sessionFor,
  signIn,
  signInNewAccount,
  type Account,
  type Session,
} from '@/testing/backend-fixtures'
import { backendRequests, localBackend, requestsTo } from '@/testing/local-backend'
import { renderApp } from '@/testing/render-app'

// Sessions over time, on the in-process backend: it issues access tokens with the lifetime of
// supabase/config.toml's jwt_expiry, which a test may shorten (as LOCAL_JWT_EXPIRY does for
// `npm run dev`), so a token expires in a second instead of an hour.
const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

const configured = (await localBackend()).settings.accessTokenTtlSeconds
// Each test stores a session as if the app were closed, then opens it. The app's client lives on
// from earlier test files in this worker (isolate: false), and its 30-second renewal tick would
// renew the stored session before the page opens, so it stands still during these tests.
beforeEach(() => supabase.auth.stopAutoRefresh())
afterEach(async () => {
  ;(await localBackend()).settings.accessTokenTtlSeconds = configured
  await supabase.auth.startAutoRefresh()
})

/** Signs in with a token that lives one second, and waits until it has expired. */
async function signInWithExpiredToken(account: Account): Promise<Session> {
  const { settings } = await localBackend()
  settings.accessTokenTtlSeconds = 1
  const session = await signIn(account)
  settings.accessTokenTtlSeconds = configured
  await waitFor(() => expect(Date.now() / 1000).toBeGreaterThan(session.expires_at), {
    timeout: 3_000,
    interval: 100,
  })
  return session
}

const refreshes = () =>
  requestsTo('/auth/v1/token', 'POST').filter(
    (request) => request.params.get('grant_type') === 'refresh_token',
  )

describe('a session over time', () => {
  it('renews an expired access token without the student noticing', async () => {
    const ada = await createAccount('Ada')
    await insertGuide(ada, { title: 'Cells' })
    const stale = await signInWithExpiredToken(ada)

    renderApp('/dashboard')
    expect(
      await screen.findByText('Welcome back, Ada! You have 1 study guide.', {}, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cells' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
    expect(screen.queryByText(messages.sessionEnded)).not.toBeInTheDocument()

    // The expired token was renewed once with the stored refresh token, and the library was
    // read with the new access token, never the expired one.
    expect(refreshes().map((request) => request.body)).toEqual([
      { refresh_token: stale.refresh_token },
    ])
    const reads = backendRequests.filter((request) => request.path.startsWith('/rest/v1/'))
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads) {
      expect(read.headers.get('authorization')).toMatch(/^Bearer /)
      expect(read.headers.get('authorization')).not.toBe(`Bearer ${stale.access_token}`)
    }
  })

  it('signs the student out with a message when the server no longer renews the session', async () => {
    const ada = await createAccount('Ada')
    await signInWithExpiredToken(ada)
    // Signed out everywhere from another device: every refresh token of the account is void.
    const elsewhere = await sessionFor(ada)
    const { handle } = await localBackend()
    const logout = await handle(
      new Request(`${LOCAL_SUPABASE_URL}/auth/v1/logout?scope=global`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SUPABASE_ANON_KEY,
          authorization: `Bearer ${elsewhere.access_token}`,
        },
      }),
    )
    expect(logout.status).toBe(204)

    // supabase-js itself logs the refusal of the session it starts with; that one is expected,
    // any other console.error still fails the test.
    const logged = vi.mocked(console.error)
    const failOnConsoleError = logged.getMockImplementation()
    const refusals: unknown[] = []
    logged.mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('Invalid Refresh Token')) refusals.push(args[0])
      else failOnConsoleError?.(...args)
    })

    renderApp('/dashboard')
    expect(await screen.findByText(messages.sessionEnded, {}, slow)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    expect(screen.queryByText(/Welcome back, Ada!/)).not.toBeInTheDocument()
    expect(refreshes()).toHaveLength(1)
    expect(refusals.map(String)).toEqual([
      'AuthApiError: Invalid Refresh Token: Refresh Token Not Found',
    ])
  })

  it('says nothing of the kind when the student signs out', async () => {
    await signInNewAccount('Ada')
    const { user } = renderApp('/dashboard')
    await screen.findByText('Welcome back, Ada! You have 0 study guides.', {}, slow)
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    expect(screen.queryByText(messages.sessionEnded)).not.toBeInTheDocument()
  })
})
