import { http, HttpResponse } from 'msw'
import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { fetchNotingReachability, probeWith } from '@/lib/reachability'
import { createAiClient } from './client'
import { toAppError } from './errors'

/** With no connection, the AI client fails at once with the offline message, sending nothing. */
describe('the AI client offline', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says "You are offline. This needs a connection." without trying a request', async () => {
    const requests = recordAiRequests()
    server.use(requests.handler, ...aiHandlers)
    const client = createAiClient({ baseURL: 'https://ai.test/v1', model: 'gpt-4' })
    const ask = {
      messages: [{ role: 'user' as const, content: 'Hello' }],
      maxTokens: 10,
      temperature: 0,
    }
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

    for (const call of [() => client.complete(ask), () => client.stream(ask, () => {})]) {
      const failure = await call().catch((error: unknown) => error)
      expect(toAppError(failure, 'quiz')).toMatchObject({
        kind: 'network',
        message: 'You are offline. This needs a connection.',
      })
    }
    expect(requests.requests).toEqual([])
  })

  it('says the same on "lie-fi" (the browser says online, the backend answers nothing), without trying a request', async () => {
    const requests = recordAiRequests()
    server.use(requests.handler, ...aiHandlers)
    const backend = 'https://backend.test/rest/v1/study_guides'
    server.use(http.get(backend, () => HttpResponse.error()))
    await fetchNotingReachability(backend).catch(() => undefined)
    expect(navigator.onLine).toBe(true)
    const client = createAiClient({ baseURL: 'https://ai.test/v1', model: 'gpt-4' })

    const failure = await client
      .complete({ messages: [{ role: 'user', content: 'Hello' }], maxTokens: 10, temperature: 0 })
      .catch((error: unknown) => error)
    expect(toAppError(failure, 'quiz')).toMatchObject({
      kind: 'network',
      message: 'You are offline. This needs a connection.',
    })
    expect(requests.requests).toEqual([])
  })

  it('says the same when its own request meets no answer while the backend is out of reach', async () => {
    const backend = 'https://backend.test/rest/v1/study_guides'
    server.use(
      http.all('https://ai.test/v1/*', () => HttpResponse.error()),
      http.get(backend, () => HttpResponse.error()),
    )
    // The backend's probe meets nothing too while the AI client retries.
    onTestFinished(probeWith(() => fetchNotingReachability(backend)))
    const client = createAiClient({ baseURL: 'https://ai.test/v1', model: 'gpt-4' })
    const ask = {
      messages: [{ role: 'user' as const, content: 'Hi' }],
      maxTokens: 10,
      temperature: 0,
    }
    const failure = client.complete(ask).catch((error: unknown) => error)
    await fetchNotingReachability(backend).catch(() => undefined)
    expect(toAppError(await failure, 'quiz')).toMatchObject({
      message: 'You are offline. This needs a connection.',
    })
  })
})
