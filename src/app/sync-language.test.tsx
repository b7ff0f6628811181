import { act, screen, within } from '@testing-library/react'
import { createAccount, signIn } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { englishLeftOver } from '@/testing/english-left'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/sync.json'
import german from '@/lib/i18n/locales/de/sync.json'
import { enqueue, setAside } from '@/lib/offline-queue/queue-store'
import { queueChange, registerSender } from '@/lib/offline-queue/sync'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

/** The offline queue's words (issue 43) in the student's language: the 'sync' catalogue. */
describe('the changes waiting, in German', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('says what waits, what the server refused, and asks before Logout, with no English left', async () => {
    const { user: ada } = await signIn(await createAccount('Ada Lovelace'))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    registerSender('review', async () => {
      throw new TypeError('Failed to fetch')
    })
    for (let review = 0; review < 3; review++) await queueChange(ada.id, 'review', { review })
    const refused = await enqueue(ada.id, 'flashcard-session', {
      session: { reviewedCards: 4 },
    })
    await setAside(refused, 'Das Kartenset gibt es nicht mehr.')
    await activateLanguage('de')

    const { user } = renderApp('/settings')
    const banner = await screen.findByRole('banner', {}, slow)
    expect(
      await within(banner).findByText('Offline — 3 Änderungen warten', {}, slow),
    ).toBeInTheDocument()

    await user.click(
      await within(banner).findByRole('button', { name: '1 Änderung nicht gespeichert' }, slow),
    )
    const setAsideDialog = await screen.findByRole('dialog', {
      name: 'Nicht gespeicherte Änderungen',
    })
    const listed = await within(setAsideDialog).findByRole('listitem', {
      name: 'Deine Karteikarten-Sitzung mit 4 Karten',
    })
    for (const name of ['Erneut versuchen', 'Verwerfen'])
      expect(within(listed).getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, german)).toEqual([])
    await user.keyboard('{Escape}')

    await user.click(within(banner).getByRole('button', { name: 'Abmelden' }))
    const ask = await screen.findByRole('dialog', {
      name: '3 Änderungen wurden noch nicht gespeichert',
    })
    expect(ask).toHaveTextContent(
      'Sie bleiben auf diesem Gerät und werden gesendet, wenn du dich hier das nächste Mal mit Verbindung anmeldest.',
    )
    expect(within(ask).getByRole('button', { name: 'Trotzdem abmelden' })).toBeInTheDocument()
    expect(within(ask).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument()
    expect(englishLeftOver(english, german)).toEqual([])
  })
})
