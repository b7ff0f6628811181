import { act, screen, within } from '@testing-library/react'
import { createAccount, signIn } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { queueChange, registerSender } from '@/lib/offline-queue/sync'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

describe('changes made offline, in the header and at Logout', () => {
  it('shows them waiting, asks before Logout, then says All changes saved once sent', async () => {
    const { user: ada } = await signIn(await createAccount('Ada Lovelace'))
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const received: string[] = []
    let reachable = false
    registerSender('review', async (_payload, id) => {
      if (!reachable) throw new TypeError('Failed to fetch')
      received.push(id)
    })
    for (let review = 0; review < 12; review++) await queueChange(ada.id, 'review', { review })

    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    const banner = screen.getByRole('banner')
    expect(
      await within(banner).findByText('Offline — 12 changes waiting', {}, slow),
    ).toBeInTheDocument()

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    const ask = await screen.findByRole('dialog', { name: '12 changes have not been saved yet' })
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument()

    reachable = true
    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await within(banner).findByText('All changes saved', {}, slow)).toBeInTheDocument()
    expect(received).toHaveLength(12)

    await user.click(within(banner).getByRole('button', { name: 'Logout' }))
    expect(await within(banner).findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
