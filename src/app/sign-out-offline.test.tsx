import { screen, waitFor } from '@testing-library/react'
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
})
