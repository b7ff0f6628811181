import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { activateLanguage } from '@/lib/i18n/i18n'
import { TRANSLATIONS_LIST } from '@/lib/offline-data/kept-translations'
import { signInNewAccount } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { componentsSettled } from '@/testing/components-settled'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 30_000 })
const slow = { timeout: 15_000 }

describe("keeping the student's translations for offline use", () => {
  afterEach(async () => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    await act(() => activateLanguage('en'))
  })

  it('warns when they cannot be kept, and the library still opens in Spanish', async () => {
    // The production build keeps them (in development there is no list to read).
    vi.stubEnv('PROD', true)
    vi.stubGlobal('caches', {
      open: () => Promise.reject(new Error('not reached: the list fails first')),
    })
    server.use(http.get(`*${TRANSLATIONS_LIST}`, () => HttpResponse.error()))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await signInNewAccount('Ada')
    await activateLanguage('es')

    renderApp('/dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu biblioteca de estudio' }, slow),
    ).toBeVisible()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'The translations could not be kept for offline use.',
        expect.any(Error),
      ),
    )
    await componentsSettled()
  })
})
