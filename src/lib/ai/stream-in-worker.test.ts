import { aiReplies } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { createAiClient } from './client'
import { withStreamingInWorker } from './stream-in-worker'

// jsdom has no Worker; these stand in for browsers that refuse one. The worker path itself runs
// in the e2e tests (tests/e2e/generation.spec.ts) and the streaming benchmark.
const config = { baseURL: 'https://ai.test/v1', apiKey: 'sk-test', model: 'test-model' }
const request = {
  messages: [{ role: 'user' as const, content: 'Hi' }],
  maxTokens: 400,
  temperature: 0.7,
}

async function streamWith(WorkerStandIn: unknown) {
  vi.stubGlobal('Worker', WorkerStandIn)
  server.use(aiReplies.stream(['Cells ', 'divide.']))
  const seen: string[] = []
  const client = withStreamingInWorker(createAiClient(config), config)
  const text = await client.stream(request, (soFar) => seen.push(soFar))
  return { text, seen }
}

afterEach(() => vi.unstubAllGlobals())

describe('withStreamingInWorker', () => {
  it('streams in place when the page may not start a worker (e.g. a strict CSP)', async () => {
    const { text, seen } = await streamWith(
      class {
        constructor() {
          throw new DOMException('Worker blocked', 'SecurityError')
        }
      },
    )
    expect(text).toBe('Cells divide.')
    expect(seen.at(-1)).toBe('Cells divide.')
  })

  it('streams in place when the worker script fails to load', async () => {
    const { text } = await streamWith(
      class {
        onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null
        onmessage: unknown = null
        postMessage() {
          setTimeout(() => this.onerror?.({ message: '404', preventDefault: () => {} }), 0)
        }
        terminate() {}
      },
    )
    expect(text).toBe('Cells divide.')
  })
})
