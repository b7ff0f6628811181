import { http, HttpResponse } from 'msw'
import {
  AI_COMPLETIONS_URL,
  aiReplies,
  recordAiRequests,
  testAiConfig,
} from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { createAiClient } from './client'
import { withStreamingInWorker } from './stream-in-worker'
import type { FromStreamWorker, StartStream } from './stream-worker-protocol'
import { runStream } from './stream-worker-run'

// The test DOM runs no Worker; these stand in for browsers that refuse one, and for a worker that runs
// the real worker code (stream-worker-run.ts) on this thread. The worker itself runs in the e2e
// tests (tests/e2e/generation.spec.ts) and the streaming benchmark.
const config = testAiConfig
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
  const reply = await client.stream(request, (soFar) => seen.push(soFar))
  return { reply, seen }
}

afterEach(() => vi.unstubAllGlobals())

type ErrorHandler = (event: { message: string; preventDefault: () => void }) => void

/** A worker running stream-worker-run.ts in this thread; `crash()` fires its error event. */
class InThreadWorker {
  static last: InThreadWorker | null = null
  onerror: ErrorHandler | null = null
  onmessage: ((event: { data: FromStreamWorker }) => void) | null = null
  private terminated = false
  /** The in-thread run, which goes on after terminate() as a real worker's would not. */
  finished: Promise<void> = Promise.resolve()
  constructor() {
    InThreadWorker.last = this
  }
  postMessage(start: StartStream) {
    this.finished = runStream(start, (data) =>
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data })
      }, 0),
    )
  }
  crash() {
    setTimeout(() => this.onerror?.({ message: 'worker crashed', preventDefault: () => {} }), 0)
  }
  terminate() {
    this.terminated = true
  }
}

describe('withStreamingInWorker', () => {
  it('streams in place when the page may not start a worker (e.g. a strict CSP)', async () => {
    const { reply, seen } = await streamWith(
      class {
        constructor() {
          throw new DOMException('Worker blocked', 'SecurityError')
        }
      },
    )
    expect(reply).toEqual({ text: 'Cells divide.', cutOff: false })
    expect(seen.at(-1)).toBe('Cells divide.')
  })

  it('streams in place when the worker script fails to load', async () => {
    const { reply } = await streamWith(
      class {
        onerror: ErrorHandler | null = null
        onmessage: unknown = null
        postMessage() {
          setTimeout(() => this.onerror?.({ message: '404', preventDefault: () => {} }), 0)
        }
        terminate() {}
      },
    )
    expect(reply.text).toBe('Cells divide.')
  })

  it('hands over the text and whether it was cut off from the worker', async () => {
    const { reply, seen } = await streamWith(InThreadWorker)
    expect(reply).toEqual({ text: 'Cells divide.', cutOff: false })
    expect(seen.at(-1)).toBe('Cells divide.')
  })

  it('hands over no text once the signal aborts, not even text the worker had already posted', async () => {
    const controller = new AbortController()
    let terminated = false
    /** A worker whose messages were on their way to the page when it was terminated. */
    class PostedBeforeTermination {
      onerror: ErrorHandler | null = null
      onmessage: ((event: { data: FromStreamWorker }) => void) | null = null
      postMessage() {
        setTimeout(() => {
          this.onmessage?.({ data: { type: 'sending' } })
          this.onmessage?.({ data: { type: 'delta', text: 'Cells ' } })
          controller.abort()
          this.onmessage?.({ data: { type: 'delta', text: 'divide.' } })
          this.onmessage?.({ data: { type: 'done', cutOff: false } })
        }, 0)
      }
      terminate() {
        terminated = true
      }
    }
    vi.stubGlobal('Worker', PostedBeforeTermination)
    const seen: string[] = []
    const client = withStreamingInWorker(createAiClient(config), config)
    const reply = client.stream(request, (soFar) => seen.push(soFar), controller.signal)
    await expect(reply).rejects.toMatchObject({ failure: 'aborted' })
    expect(terminated).toBe(true)
    expect(seen).toEqual(['Cells '])
  })

  it('never sends the request again when the worker fails after sending it', async () => {
    vi.stubGlobal('Worker', InThreadWorker)
    const log = recordAiRequests()
    // The provider is still answering when the worker dies.
    let answer: (response: Response) => void = () => {}
    const answered = new Promise<Response>((resolve) => (answer = resolve))
    server.use(
      log.handler,
      http.post(AI_COMPLETIONS_URL, () => answered),
    )
    // No retries inside the stand-in worker: its run must end with this test, not send again
    // into the next file's tests (they share this module graph).
    const once = { ...config, maxRetries: 0 }
    const client = withStreamingInWorker(createAiClient(once), once)
    const reply = client.stream(request, () => {})
    await vi.waitFor(() => expect(log.requests).toHaveLength(1))
    InThreadWorker.last?.crash()
    await expect(reply).rejects.toMatchObject({ failure: 'unknown', message: 'worker crashed' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(log.requests).toHaveLength(1)
    answer(HttpResponse.error())
    await InThreadWorker.last?.finished
    expect(log.requests).toHaveLength(1)
  })
})
