import { screen, waitFor, within } from '@testing-library/react'
import { createAccount, signIn } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { AppError } from '@/lib/errors'
import { queueChange, registerSender, syncNow } from '@/lib/offline-queue/sync'
import { refusedChanges, waitingChanges } from '@/lib/offline-queue/queue-store'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

/**
 * The changes the server refused for good, reached from the header: nothing refused is lost
 * silently (issue 43). The sender is a stand-in for the backend; the queue and the screen are
 * the app's own.
 */
describe('changes set aside', () => {
  it('lists the changes the server refused, with their reason, to try again or discard', async () => {
    const { user: ada } = await signIn(await createAccount('Ada Lovelace'))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const received: unknown[] = []
    let refusing = true
    registerSender(
      'attempt',
      async (payload: { score: number }) => {
        if (refusing) throw new AppError('data', 'The quiz was deleted', { status: 404 })
        received.push(payload)
      },
      ({ score }) => `Your quiz attempt (${score}%)`,
    )
    await queueChange(ada.id, 'attempt', { score: 100 })
    await queueChange(ada.id, 'attempt', { score: 40 })
    await syncNow(ada.id)
    expect(await refusedChanges(ada.id)).toHaveLength(2)

    const { user } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    const banner = screen.getByRole('banner')
    await user.click(
      await within(banner).findByRole('button', { name: '2 changes not saved' }, slow),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' })
    const list = await within(dialog).findByRole('list', { name: 'Changes not saved' })
    const first = await within(list).findByRole('listitem', { name: 'Your quiz attempt (100%)' })
    expect(first).toHaveTextContent('The quiz was deleted')

    await user.click(
      within(within(list).getByRole('listitem', { name: 'Your quiz attempt (40%)' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    )
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Your quiz attempt (40%)' })).toBeNull(),
    )
    // Behind the open dialog, the header's count follows.
    expect(banner).toHaveTextContent('1 change not saved')

    refusing = false
    await user.click(within(first).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    await waitFor(() =>
      expect(within(banner).queryByRole('button', { name: /not saved/ })).toBeNull(),
    )
    expect(received).toEqual([{ score: 100 }])
    expect(await refusedChanges(ada.id)).toEqual([])
    expect(await waitingChanges(ada.id)).toEqual([])
  })
})
