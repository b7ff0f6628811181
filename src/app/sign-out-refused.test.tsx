import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { activateLanguage } from '@/lib/i18n/i18n'
import { currentToasts } from '@/lib/toast'
import { createAccount, signIn } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

describe('a Logout the auth server refuses', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it("says so in the student's language, not in the server's words", async () => {
    await signIn(await createAccount('Ada Lovelace'))
    await activateLanguage('es')
    const { user } = renderApp('/settings')
    const logout = await screen.findByRole('button', { name: 'Cerrar sesión' }, slow)
    server.use(
      http.post(`${LOCAL_SUPABASE_URL}/auth/v1/logout`, () =>
        HttpResponse.json({ code: 'unexpected_failure', msg: 'Database error' }, { status: 500 }),
      ),
    )
    await user.click(logout)
    await waitFor(
      () =>
        expect(currentToasts().filter((toast) => toast.tone === 'error')).toMatchObject([
          { message: 'No se pudo cerrar la sesión. Inténtalo de nuevo.' },
        ]),
      slow,
    )
  })
})
