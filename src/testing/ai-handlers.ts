import { http, HttpResponse, type HttpHandler } from 'msw'

/**
 * msw handlers for the OpenAI-compatible provider (POST <any base URL>/chat/completions).
 * `aiHandlers` answer every purpose with plausible content (streaming when the request asks
 * for it); `aiReplies.*` script one reply for a test; `recordAiRequests()` captures bodies.
 *
 *   server.use(aiReplies.guide('# Guide\n\n## Overview\n...'))
 *   server.use(aiReplies.status(429, { error: { code: 'insufficient_quota' } }))
 *   const log = recordAiRequests(); server.use(log.handler, ...aiHandlers)
 */

export const AI_COMPLETIONS_URL = '*/chat/completions'

export interface ChatCompletionBody {
  model: string
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  max_tokens: number
  temperature: number
  stream?: boolean
}

export type AiPurposeName =
  | 'title'
  | 'studyGuide'
  | 'combinedGuide'
  | 'tutor'
  | 'quiz'
  | 'flashcards'
  | 'mistakeExplanation'
  | 'chunkNotes'
  | 'unknown'

/** The spec gives every purpose a unique (max_tokens, temperature) pair. */
export function detectPurpose(
  body: Pick<ChatCompletionBody, 'max_tokens' | 'temperature'>,
): AiPurposeName {
  const key = `${body.max_tokens}/${body.temperature}`
  const byLimits: Record<string, AiPurposeName> = {
    '50/0.3': 'title',
    '4000/0.7': 'studyGuide',
    '4000/0.6': 'combinedGuide',
    '400/0.7': 'tutor',
    '3000/0.3': 'quiz',
    '3000/0.4': 'flashcards',
    '120/0.5': 'mistakeExplanation',
    '1000/0.2': 'chunkNotes',
  }
  return byLimits[key] ?? 'unknown'
}

/** "Create exactly N ..." in the user message; the default otherwise. */
export function requestedCount(body: ChatCompletionBody, fallback: number): number {
  const user = body.messages.findLast((message) => message.role === 'user')?.content ?? ''
  const match = /exactly (\d+)/i.exec(user)
  return match?.[1] ? Number(match[1]) : fallback
}

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

/** Notes on a part of a long source: one bullet per place tag ('[page 3]') the request holds. */
export function sampleNotes(body: ChatCompletionBody): string {
  const user = body.messages.findLast((message) => message.role === 'user')?.content ?? ''
  const tags = [...new Set(user.match(/\[[^\]\n]{1,80}\]/g) ?? [])]
  return tags.map((tag) => `- A key fact from the material ${tag}`).join('\n') || '- A key fact'
}

export function sampleReply(body: ChatCompletionBody): string {
  switch (detectPurpose(body)) {
    case 'title':
      return 'Photosynthesis Basics'
    case 'quiz':
      return JSON.stringify(sampleQuiz(requestedCount(body, 10)))
    case 'flashcards':
      return JSON.stringify(sampleCards(requestedCount(body, 15)))
    case 'tutor':
      return 'The guide says "Chlorophyll: the pigment that absorbs light." So chlorophyll captures the light energy.'
    case 'mistakeExplanation':
      return 'Chlorophyll absorbs light, while mitochondria release energy from glucose.'
    case 'chunkNotes':
      return sampleNotes(body)
    case 'combinedGuide':
    case 'studyGuide':
    case 'unknown':
      return sampleGuide
  }
}

export function completionJson(content: string, model = 'gpt-4') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  }
}

const encoder = new TextEncoder()

function chunkEvent(
  delta: Record<string, string>,
  finish: string | null,
  model: string,
): Uint8Array {
  const chunk = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  }
  return encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface StreamOptions {
  /** Pause before each chunk, in ms. */
  chunkDelayMs?: number
  model?: string
}

/** An SSE response that sends `chunks` as chat.completion.chunk events, then [DONE]. */
export function sseResponse(chunks: string[], options: StreamOptions = {}): Response {
  const model = options.model ?? 'gpt-4'
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(chunkEvent({ role: 'assistant', content: '' }, null, model))
      for (const chunk of chunks) {
        if (options.chunkDelayMs) await wait(options.chunkDelayMs)
        controller.enqueue(chunkEvent({ content: chunk }, null, model))
      }
      controller.enqueue(chunkEvent({}, 'stop', model))
      controller.enqueue(encoder.encode('data: [DONE]\n\n'))
      controller.close()
    },
  })
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  })
}

/** Splits text into chunks of about `size` characters (as a model streams tokens). */
export function splitIntoChunks(text: string, size = 12): string[] {
  const chunks: string[] = []
  for (let index = 0; index < text.length; index += size)
    chunks.push(text.slice(index, index + size))
  return chunks
}

/** Answers as the request asks: SSE when `stream: true`, a JSON completion otherwise. */
export function replyFor(
  body: ChatCompletionBody,
  content: string,
  options: StreamOptions = {},
): Response {
  if (body.stream) return sseResponse(splitIntoChunks(content), { model: body.model, ...options })
  return HttpResponse.json(completionJson(content, body.model))
}

async function readBody(request: Request): Promise<ChatCompletionBody> {
  return (await request.clone().json()) as ChatCompletionBody
}

interface ReplyOptions extends StreamOptions {
  /** Answer only the next matching request, then fall through to the other handlers. */
  once?: boolean
}

function replyHandler(
  content: string | ((body: ChatCompletionBody) => string),
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
    body: unknown = { error: { message: `HTTP ${status}`, type: 'error', code: null } },
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

export interface RecordedAiRequest {
  url: string
  headers: Headers
  body: ChatCompletionBody
  purpose: AiPurposeName
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

/** Default answers for every purpose, for component tests that only need "the AI works". */
export const aiHandlers: HttpHandler[] = [
  http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = await readBody(request)
    return replyFor(body, sampleReply(body))
  }),
]
