import { forgetUpdate, offeredUpdate } from './app-update'
import { registerServiceWorker, TAKE_OVER_WITHIN_MS } from './register-service-worker'
import { SWITCH_RELOADS_AT_MOST } from './version-switch'

// workbox-window stands in for the browser's service worker registration: it dispatches
// 'waiting' with the waiting worker (`sw`) and 'controlling' on the page's controllerchange.
const { workboxes } = vi.hoisted(() => ({ workboxes: [] as EventTarget[] }))
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    skipWaitingMessages = 0
    registration: { waiting: unknown } = { waiting: null }
    constructor() {
      super()
      workboxes.push(this)
    }
    messageSkipWaiting() {
      this.skipWaitingMessages++
    }
    register() {
      return Promise.resolve(this.registration)
    }
  },
}))

type FakeWorkbox = EventTarget & { skipWaitingMessages: number; registration: { waiting: unknown } }

const reload = vi.fn()
const stored = new Map<string, string>()

/**
 * A page loads and registers the worker, and a new version (`waiting`, the same worker each page
 * sees) is installed and waits, as workbox-window reports it.
 */
async function pageLoadsWithVersionWaiting(waiting = { state: 'installed' }) {
  workboxes.length = 0
  forgetUpdate()
  const registered = registerServiceWorker()
  const workbox = workboxes[0] as FakeWorkbox
  workbox.registration.waiting = waiting
  await registered
  workbox.dispatchEvent(Object.assign(new Event('waiting'), { sw: waiting }))
  return { workbox, waiting }
}

beforeEach(() => {
  reload.mockReset()
  stored.clear()
  vi.stubGlobal('navigator', { serviceWorker: {} })
  vi.stubGlobal('window', {
    location: { reload },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  })
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  })
})
afterEach(() => {
  forgetUpdate()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Reload of a new version', () => {
  it('lets the waiting version take over, and reloads the page once it controls it', async () => {
    const { workbox } = await pageLoadsWithVersionWaiting()
    offeredUpdate()!()
    expect(workbox.skipWaitingMessages).toBe(1)
    expect(reload).not.toHaveBeenCalled()
    workbox.dispatchEvent(new Event('controlling'))
    expect(reload).toHaveBeenCalledOnce()

    // The page that loads, controlled by the new version, stays.
    workboxes.length = 0
    await registerServiceWorker()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads anyway when the version still waits, and the page that loads carries on without the notice', async () => {
    vi.useFakeTimers()
    const first = await pageLoadsWithVersionWaiting()
    offeredUpdate()!()
    vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS - 1)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledOnce()
    expect(first.workbox.skipWaitingMessages).toBe(1)

    // The reloaded page: the version still waits; it is asked at once, with no notice offered.
    const second = await pageLoadsWithVersionWaiting(first.waiting)
    expect(offeredUpdate()).toBeUndefined()
    expect(second.workbox.skipWaitingMessages).toBe(1)
    second.waiting.state = 'activating'
    vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS)
    expect(reload).toHaveBeenCalledOnce()
    second.workbox.dispatchEvent(new Event('controlling'))
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('reloads at most SWITCH_RELOADS_AT_MOST times for one Reload, then offers the notice again', async () => {
    vi.useFakeTimers()
    const { waiting } = await pageLoadsWithVersionWaiting()
    offeredUpdate()!()
    for (let page = 1; page <= SWITCH_RELOADS_AT_MOST; page++) {
      vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS)
      expect(reload).toHaveBeenCalledTimes(page)
      await pageLoadsWithVersionWaiting(waiting)
      expect(offeredUpdate()).toBeUndefined()
    }
    vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS)
    expect(reload).toHaveBeenCalledTimes(SWITCH_RELOADS_AT_MOST)
    expect(offeredUpdate()).toBeDefined()
  })

  it('loads once more, the switch over, a page it reloaded that finds the version no longer waiting', async () => {
    vi.useFakeTimers()
    await pageLoadsWithVersionWaiting()
    offeredUpdate()!()
    vi.advanceTimersByTime(TAKE_OVER_WITHIN_MS)
    expect(reload).toHaveBeenCalledOnce()

    // The old worker may have served this page just before the new one activated.
    workboxes.length = 0
    await registerServiceWorker()
    expect(reload).toHaveBeenCalledTimes(2)
    // The next page stays, and a later version is offered again.
    workboxes.length = 0
    await registerServiceWorker()
    expect(reload).toHaveBeenCalledTimes(2)
    const workbox = workboxes[0] as FakeWorkbox
    workbox.dispatchEvent(Object.assign(new Event('waiting'), { sw: { state: 'installed' } }))
    expect(workbox.skipWaitingMessages).toBe(0)
    expect(offeredUpdate()).toBeDefined()
  })

  it('reloads the page at once when the version has already taken over from another tab', async () => {
    const { workbox, waiting } = await pageLoadsWithVersionWaiting()
    // Another tab's Reload: the version activates and, by clientsClaim, controls this page too;
    // this page's controllerchange came while nobody here was listening.
    waiting.state = 'activated'
    workbox.dispatchEvent(new Event('controlling'))
    offeredUpdate()!()
    expect(reload).toHaveBeenCalledOnce()
    expect(workbox.skipWaitingMessages).toBe(0)
  })
})
