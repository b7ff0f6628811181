import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { createAccount, SESSION_KEY, signIn } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'
import { currentToasts } from '@/lib/toast'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

describe('Logout with no connection', () => {
  it('signs out on this device, without an error, when the auth server cannot be reached', async () => {
    await signIn(await createAccount('Ada Lovelace'))
    const { user, router } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    server.use(http.post(`${LOCAL_SUPABASE_URL}/auth/v1/logout`, () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    expect(currentToasts().filter((toast) => toast.tone === 'error')).toEqual([])
  })

  it('lands on the home page with no sign-in dialog when the home page has already loaded', async () => {
    await signIn(await createAccount('Ada Lovelace'))
    const { user, router } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /study guide in seconds/ }, slow)
    await act(() => router.navigate('/settings'))
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    server.use(http.post(`${LOCAL_SUPABASE_URL}/auth/v1/logout`, () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    // The protected page must not ask to sign in again: the student chose to leave.
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    // Logout's own steps (the cache, the offline copy) are over once the Login button shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
    // Asking for a signed-in page afterwards still asks to sign in.
    await user.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' }, slow)).toBeInTheDocument()
  })
})
