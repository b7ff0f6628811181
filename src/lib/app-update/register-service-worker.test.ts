import { forgetUpdate, offeredUpdate } from './app-update'
import { registerServiceWorker } from './register-service-worker'

// workbox-window stands in for the browser's service worker registration: it dispatches
// 'waiting' with the waiting worker (`sw`) and 'controlling' on the page's controllerchange.
const { workboxes } = vi.hoisted(() => ({ workboxes: [] as EventTarget[] }))
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    skipWaitingMessages = 0
    constructor() {
      super()
      workboxes.push(this)
    }
    messageSkipWaiting() {
      this.skipWaitingMessages++
    }
    register() {
      return Promise.resolve(undefined)
    }
  },
}))

type FakeWorkbox = EventTarget & { skipWaitingMessages: number }

const reload = vi.fn()

/** The page has registered the worker, and a new version (`waiting`) is installed and waits. */
async function newVersionWaits() {
  workboxes.length = 0
  await registerServiceWorker()
  const workbox = workboxes[0] as FakeWorkbox
  const waiting = { state: 'installed' }
  workbox.dispatchEvent(Object.assign(new Event('waiting'), { sw: waiting }))
  return { workbox, waiting }
}

beforeEach(() => {
  reload.mockReset()
  vi.stubGlobal('navigator', { serviceWorker: {} })
  vi.stubGlobal('window', { location: { reload } })
})
afterEach(() => {
  forgetUpdate()
  vi.unstubAllGlobals()
})

describe('Reload of a new version', () => {
  it('lets the waiting version take over, and reloads the page once it controls it', async () => {
    const { workbox } = await newVersionWaits()
    offeredUpdate()!()
    expect(workbox.skipWaitingMessages).toBe(1)
    expect(reload).not.toHaveBeenCalled()
    workbox.dispatchEvent(new Event('controlling'))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('asks the waiting version again each second while it still waits, and no more once it activates', async () => {
    vi.useFakeTimers()
    try {
      const { workbox, waiting } = await newVersionWaits()
      offeredUpdate()!()
      expect(workbox.skipWaitingMessages).toBe(1)
      // The first message was lost: the version still waits a second later.
      vi.advanceTimersByTime(1_000)
      expect(workbox.skipWaitingMessages).toBe(2)
      waiting.state = 'activating'
      vi.advanceTimersByTime(5_000)
      expect(workbox.skipWaitingMessages).toBe(2)
      workbox.dispatchEvent(new Event('controlling'))
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('reloads the page at once when the version has already taken over from another tab', async () => {
    const { workbox, waiting } = await newVersionWaits()
    // Another tab's Reload: the version activates and, by clientsClaim, controls this page too;
    // this page's controllerchange came while nobody here was listening.
    waiting.state = 'activated'
    workbox.dispatchEvent(new Event('controlling'))
    offeredUpdate()!()
    expect(reload).toHaveBeenCalledOnce()
    expect(workbox.skipWaitingMessages).toBe(0)
  })
})
