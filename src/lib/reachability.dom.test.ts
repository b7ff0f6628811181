import { http, HttpResponse } from 'msw'
import { server } from '@/testing/msw-server'
import {
  canReachBackend,
  fetchNotingReachability,
  probeWith,
  subscribeReachability,
} from './reachability'

/**
 * Whether the backend is reached (issue 43's "lie-fi": the browser says online, nothing answers).
 * The outside is msw: a network error is a fetch that rejects, as a dead connection's does.
 */
const backend = 'https://backend.example/rest/v1/guides'
const unreachable = () => server.use(http.all(backend, () => HttpResponse.error()))
const answering = (status: number) =>
  server.use(http.all(backend, () => new HttpResponse(null, { status })))

afterEach(() => vi.restoreAllMocks())

describe('whether the backend can be reached', () => {
  it('is not, though the browser says online, once a request fails with no answer; an answer of any status brings it back', async () => {
    const heard = vi.fn()
    const stop = subscribeReachability(heard)
    expect(navigator.onLine).toBe(true)
    expect(canReachBackend()).toBe(true)

    unreachable()
    await expect(fetchNotingReachability(backend)).rejects.toThrow(TypeError)
    expect(canReachBackend()).toBe(false)
    expect(heard).toHaveBeenCalledTimes(1)

    // A refusal or a server failure is the backend answering: reached.
    answering(500)
    expect((await fetchNotingReachability(backend)).status).toBe(500)
    expect(canReachBackend()).toBe(true)
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
  })

  it('is still reached after a request the page aborted', async () => {
    server.use(http.all(backend, () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const request = fetchNotingReachability(backend, { signal: controller.signal })
    controller.abort()
    await expect(request).rejects.toThrow()
    expect(canReachBackend()).toBe(true)
  })

  it('is not while the browser says offline, whatever the last request met', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(canReachBackend()).toBe(false)
  })

  it('comes back by itself: the probe asks again until the backend answers, with no online event', async () => {
    const probes = vi.fn(() => fetchNotingReachability(backend))
    onTestFinished(probeWith(probes))
    unreachable()
    await expect(fetchNotingReachability(backend)).rejects.toThrow(TypeError)
    expect(canReachBackend()).toBe(false)

    // The first probe (after 1 s) still meets nothing; the next (2 s later) is answered.
    await vi.waitFor(() => expect(probes).toHaveBeenCalledTimes(1), { timeout: 3_000 })
    expect(canReachBackend()).toBe(false)
    answering(204)
    await vi.waitFor(() => expect(canReachBackend()).toBe(true), { timeout: 5_000 })
    expect(probes).toHaveBeenCalledTimes(2)
  })

  it("is reached again at the browser's online event, and told to listeners even when it read the same", () => {
    const heard = vi.fn()
    const stop = subscribeReachability(heard)
    window.dispatchEvent(new Event('online'))
    expect(canReachBackend()).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })
})
