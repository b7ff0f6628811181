import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  cannedReply,
  completionJson,
  contextLengthBody,
  detectPurpose,
  errorBody,
  splitIntoChunks,
  streamEvents,
  withoutMarkers,
  type ChatBody,
  type FakePurpose,
  type FinishReason,
} from '../../tests/support/fake-openai-replies.ts'

/**
 * msw handlers for the OpenAI-compatible provider (POST <any base URL>/chat/completions), on the
 * one OpenAI stand-in of the tests (tests/support/fake-openai-replies.ts, which the e2e server
 * answers with too). `aiHandlers` answer every purpose as the stand-in does (streaming when the
 * request asks for it); `aiReplies.*` script one reply for a test; `recordAiRequests()` captures
 * bodies.
 *
 *   server.use(aiReplies.guide('# Guide\n\n## Overview\n...'))
 *   server.use(aiReplies.status(429, { error: { code: 'insufficient_quota' } }))
 *   const log = recordAiRequests(); server.use(log.handler, ...aiHandlers)
 */

export {
  cannedReply,
  completionJson,
  contextLengthBody,
  detectPurpose,
  splitIntoChunks,
  withoutMarkers,
}
export type { ChatBody, FakePurpose }

export const AI_COMPLETIONS_URL = '*/chat/completions'

/** The provider settings of the AI client's tests (msw answers chat completions on any host). */
export const testAiConfig = {
  baseURL: 'https://ai.test/v1',
  apiKey: 'sk-test',
  model: 'test-model',
}

/** Fixed content for scripted replies (aiReplies.guide(sampleGuide), aiReplies.quiz(sampleQuiz(5))). */
export const sampleGuide = `# Photosynthesis

## Overview
Photosynthesis is how plants turn light energy into chemical energy stored in glucose.

## Key Concepts
- **Chlorophyll**: the pigment that absorbs light.
- **Light reactions**: produce ATP and NADPH in the thylakoids.

## Definitions
- **Photosynthesis**: the process that converts light energy into chemical energy.
- **Stroma**: the fluid around the thylakoids where the Calvin cycle runs.

## Explanations
### The two stages
Light reactions capture energy; the Calvin cycle uses it to fix carbon dioxide.

## Practice Questions
1. Where do the light reactions take place?
2. What does the Calvin cycle produce?

## Summary
Plants capture light, store its energy as glucose and release oxygen.
`

export function sampleQuiz(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    question: `Sample question ${index + 1} about photosynthesis?`,
    options: ['Chlorophyll', 'Mitochondria', 'Ribosome', 'Nucleus'],
    correctAnswer: index % 4,
    explanation: `Option ${(index % 4) + 1} is correct according to the guide.`,
  }))
}

export function sampleCards(count: number) {
  const levels = ['easy', 'medium', 'hard'] as const
  return Array.from({ length: count }, (_, index) => ({
    front: `Term ${index + 1}`,
    back: `Definition of term ${index + 1}.`,
    difficulty: levels[index % 3],
  }))
}

const encoder = new TextEncoder()
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface StreamOptions {
  /** Pause before each chunk, in ms. */
  chunkDelayMs?: number
  model?: string
  /** 'length': the reply stops at max_tokens (streamed or not). */
  finishReason?: FinishReason
  /** The stream ends without its finish event and [DONE] (a connection cut short). */
  endWithoutDone?: boolean
  /**
   * After this many chunks the stream waits for `until` before sending the rest: a test sees the
   * reply half-way however slowly the machine runs.
   */
  holdAfter?: { chunks: number; until: Promise<void> }
}

/** An SSE response that sends `chunks` as chat.completion.chunk events, then [DONE] (by default). */
export function sseResponse(chunks: string[], options: StreamOptions = {}): Response {
  const model = options.model ?? 'gpt-4'
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string) => controller.enqueue(encoder.encode(event))
      send(streamEvents.start(model))
      for (const [index, chunk] of chunks.entries()) {
        if (index === options.holdAfter?.chunks) await options.holdAfter.until
        if (options.chunkDelayMs) await wait(options.chunkDelayMs)
        send(streamEvents.content(model, chunk))
      }
      if (!options.endWithoutDone) {
        send(streamEvents.stop(model, options.finishReason))
        send(streamEvents.done)
      }
      controller.close()
    },
  })
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  })
}

/** Answers as the request asks: SSE when `stream: true`, a JSON completion otherwise. */
export function replyFor(body: ChatBody, content: string, options: StreamOptions = {}): Response {
  if (body.stream)
    return sseResponse(splitIntoChunks(content, 12), { model: body.model, ...options })
  return HttpResponse.json(completionJson(content, body.model, options.finishReason))
}

async function readBody(request: Request): Promise<ChatBody> {
  return (await request.clone().json()) as ChatBody
}

interface ReplyOptions extends StreamOptions {
  /** Answer only the next matching request, then fall through to the other handlers. */
  once?: boolean
}

function replyHandler(
  content: string | ((body: ChatBody) => string),
  options: ReplyOptions = {},
): HttpHandler {
  return http.post(
    AI_COMPLETIONS_URL,
    async ({ request }) => {
      const body = await readBody(request)
      return replyFor(body, typeof content === 'function' ? content(body) : content, options)
    },
    { once: options.once ?? false },
  )
}

export const aiReplies = {
  /** Any purpose answers with `content` (streamed if requested). */
  text: (content: string, options?: ReplyOptions) => replyHandler(content, options),
  guide: (markdown: string, options?: ReplyOptions) => replyHandler(markdown, options),
  quiz: (items: unknown[], options?: ReplyOptions) => replyHandler(JSON.stringify(items), options),
  flashcards: (cards: unknown[], options?: ReplyOptions) =>
    replyHandler(JSON.stringify(cards), options),
  /** An error status with an OpenAI-style body, e.g. status(429, { error: { code: 'insufficient_quota' } }). */
  status: (
    status: number,
    body: unknown = errorBody(status),
    options: { once?: boolean; headers?: Record<string, string> } = {},
  ) =>
    http.post(
      AI_COMPLETIONS_URL,
      () =>
        HttpResponse.json(body as Record<string, unknown>, { status, headers: options.headers }),
      {
        once: options.once ?? false,
      },
    ),
  /** Streams exactly these chunks (whatever `stream` says), with an optional pause between. */
  stream: (chunks: string[], options?: ReplyOptions) =>
    http.post(AI_COMPLETIONS_URL, () => sseResponse(chunks, options), {
      once: options?.once ?? false,
    }),
  /** A 200 reply with empty content. */
  empty: (options?: ReplyOptions) => replyHandler('', options),
  /** The connection fails (no HTTP response at all). */
  networkError: (options?: { once?: boolean }) =>
    http.post(AI_COMPLETIONS_URL, () => HttpResponse.error(), { once: options?.once ?? false }),
  /** Never answers until the request is aborted: for abort and loading-state tests. */
  hang: () =>
    http.post(
      AI_COMPLETIONS_URL,
      ({ request }) =>
        new Promise<Response>((resolve) => {
          // The client has gone; settle quietly so msw has nothing to report.
          request.signal.addEventListener('abort', () => resolve(HttpResponse.error()))
        }),
    ),
}

/**
 * Requests of one purpose get `answer`'s response; the others fall through to the next handlers:
 * `server.use(onPurpose('quiz', (body) => replyFor(body, JSON.stringify(items))), ...aiHandlers)`.
 */
export function onPurpose(
  purpose: FakePurpose,
  /** undefined: this request falls through to the next handlers too. */
  answer: (
    body: ChatBody,
    request: Request,
  ) => Response | undefined | Promise<Response | undefined>,
): HttpHandler {
  return http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = await readBody(request)
    return detectPurpose(body) === purpose ? answer(body, request) : undefined
  })
}

/**
 * A second opinion that finds every item it is asked about contradicted, quoting `conflicting`
 * from the passage; it answers once `answered` settles (at once without it).
 */
export function saysOtherwiseAboutEvery(
  conflicting: string,
  answered: Promise<void> = Promise.resolve(),
): HttpHandler {
  return onPurpose('secondOpinion', async (body) => {
    await answered
    const count = (body.messages.at(-1)?.content.match(/^Item \d+$/gm) ?? []).length
    const readings = Array.from({ length: count }, (_, i) => ({
      n: i + 1,
      verdict: 'says otherwise',
      conflicting,
    }))
    return replyFor(body, JSON.stringify(readings))
  })
}

export interface RecordedAiRequest {
  url: string
  headers: Headers
  body: ChatBody
  purpose: FakePurpose
}

/**
 * A pass-through handler that records every provider request; put it before the reply
 * handlers: `server.use(log.handler, aiReplies.guide(...))`.
 */
export function recordAiRequests(): { requests: RecordedAiRequest[]; handler: HttpHandler } {
  const requests: RecordedAiRequest[] = []
  const handler = http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = await readBody(request)
    requests.push({
      url: request.url,
      headers: request.headers,
      body,
      purpose: detectPurpose(body),
    })
    return undefined
  })
  return { requests, handler }
}

/** The stand-in's answer for every purpose, for component tests that need "the AI works". */
export const aiHandlers: HttpHandler[] = [
  http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = await readBody(request)
    return replyFor(body, cannedReply(body))
  }),
]
