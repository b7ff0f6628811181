import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
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
})
