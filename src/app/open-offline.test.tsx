import { screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { server } from '@/testing/msw-server'
import { insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { browserRecords } from '@/lib/browser-records'
import { componentsSettled } from '@/testing/components-settled'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

/** Every text `body` showed from now on, as a MutationObserver sees the page change. */
function textsShown(): Set<string> {
  const shown = new Set<string>()
  const observer = new MutationObserver(() => shown.add(document.body.textContent ?? ''))
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return shown
}

/**
 * Ada's guide 'Cell Biology', opened once online and closed once it is in the offline copy (a
 * second later): its path.
 */
async function guideOpenedOnceOnline(): Promise<string> {
  const ada = await signInNewAccount('Ada')
  const guide = await insertGuide(ada, { title: 'Cell Biology' })
  const path = `/dashboard/guides/${guide.id}`
  const online = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Cell Biology' }, slow)
  const copies = browserRecords<{ id: string }>('offline-data')
  await waitFor(
    async () => expect((await copies.all()).map((copy) => copy.id)).toContain(ada.id),
    slow,
  )
  await componentsSettled()
  online.unmount()
  return path
}

describe('a guide opened with no connection', () => {
  it('draws its first screen from the offline copy, never showing the guide as loading', async () => {
    const path = await guideOpenedOnceOnline()

    // Opened again offline (query-client.ts tells TanStack Query at once, as here).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    const shown = textsShown()
    renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Cell Biology' }, slow)
    expect([...shown].filter((text) => text.includes('Loading study guide…'))).toEqual([])
  })

  it('says it is offline when the device holds no copy of it, and opens once the connection returns', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Other Guide' })

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    renderApp(`/dashboard/guides/${guide.id}`)
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'You are offline. This needs a connection.',
    )
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument()

    vi.restoreAllMocks()
    onlineManager.setOnline(true)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Other Guide' }, slow),
    ).toBeInTheDocument()
  })

  it('shows a rename still waiting in the queue when reopened at once, before its copy was saved', async () => {
    const ada = await signInNewAccount('Ada')
    await insertGuide(ada, { title: 'Cell Biology' })
    const online = renderApp('/dashboard')
    await screen.findByRole('link', { name: 'Cell Biology' }, slow)
    const copies = browserRecords<{ id: string }>('offline-data')
    await waitFor(
      async () => expect((await copies.all()).map((copy) => copy.id)).toContain(ada.id),
      slow,
    )
    await componentsSettled()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    await online.user.click(screen.getByRole('button', { name: 'Customize Cell Biology' }))
    const dialog = await screen.findByRole('dialog', { name: 'Customize Notebook' })
    const title = within(dialog).getByRole('textbox', { name: 'Title' })
    await online.user.clear(title)
    await online.user.type(title, 'Cells offline')
    await online.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await screen.findByRole('link', { name: 'Cells offline' }, slow)
    // Reopened at once (as a reload within the copy's second would): the copy still has the old title.
    online.unmount()

    renderApp('/dashboard')
    expect(await screen.findByRole('link', { name: 'Cells offline' }, slow)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Cell Biology' })).not.toBeInTheDocument()
  })

  it('reads its offline copy when the device says online but no request reaches the backend ("lie-fi"), and refetches once it answers again', async () => {
    const path = await guideOpenedOnceOnline()

    // Every request to the backend fails with no answer; the browser still says online.
    server.use(http.all(`${LOCAL_SUPABASE_URL}/*`, () => HttpResponse.error()))
    expect(navigator.onLine).toBe(true)
    renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Cell Biology' }, slow)
    expect(screen.queryByText('Failed to fetch study guides')).not.toBeInTheDocument()
    // The page's header (a guide's own header is a banner too) says so.
    const banner = screen
      .getAllByRole('banner')
      .find((header) => within(header).queryByRole('button', { name: 'Logout' }))!
    expect(await within(banner).findByText('Offline', {}, slow)).toBeInTheDocument()

    // The backend answers again (no online event): the app finds it by itself.
    server.resetHandlers()
    await waitFor(() => expect(within(banner).queryByText('Offline')).toBeNull(), slow)
    expect(screen.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  })
})
