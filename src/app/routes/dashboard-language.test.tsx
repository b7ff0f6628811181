import { act, screen } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import { createAccount, signIn } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

describe('the dashboard’s create page in Spanish', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('names its heading and its way back in Spanish', async () => {
    await signIn(await createAccount('Ada Lovelace'))
    await activateLanguage('es')
    renderApp('/dashboard?view=create')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crear guía nueva' }, slow),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Volver a la biblioteca' })).toBeVisible()
  })
})
