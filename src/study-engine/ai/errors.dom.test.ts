import { http } from 'msw'
import { AppError, messages } from '@/lib/errors'
import {
  AI_COMPLETIONS_URL,
  aiHandlers,
  aiReplies,
  cannedReply,
  recordAiRequests,
  sampleGuide,
  testAiConfig,
} from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { createAiEngine } from './purposes'
import type { StudyEngine } from '@/study-engine/types'

const config = testAiConfig
const content =
  'Photosynthesis converts light energy into chemical energy in the chloroplasts of plants.'

type Call = (engine: StudyEngine) => Promise<unknown>
const calls: Record<'studyGuide' | 'combinedGuide' | 'tutor' | 'quiz' | 'flashcards', Call> = {
  studyGuide: (engine) => engine.generateStudyGuide({ content }),
  combinedGuide: (engine) =>
    engine.generateCombinedGuide({
      title: 'Unit',
      guides: [
        { title: 'A', content },
        { title: 'B', content },
      ],
    }),
  tutor: (engine) => engine.askTutor({ guideContent: sampleGuide, question: 'Why?', history: [] }),
  quiz: (engine) =>
    engine.generateQuiz({ content, count: 5, includeBroader: false, difficulty: 'medium' }),
  flashcards: (engine) => engine.generateFlashcards({ content, title: 'Plants', count: 10 }),
}

const texts = {
  studyGuide: {
    tooLong: messages.guideTooLong,
    failed: messages.guideFailed,
    empty: messages.guideEmpty,
  },
  combinedGuide: {
    tooLong: messages.combinedTooLong,
    failed: messages.combinedFailed,
    empty: messages.combinedEmpty,
  },
  tutor: {
    tooLong: messages.tutorFailed,
    failed: messages.tutorFailed,
    empty: messages.tutorEmpty,
  },
  quiz: { tooLong: messages.quizTooLong, failed: messages.quizFailed, empty: messages.quizFailed },
  flashcards: {
    tooLong: messages.flashcardsTooLong,
    failed: messages.flashcardsFailed,
    empty: messages.flashcardsFailed,
  },
}

async function failure(
  call: Call,
  engine = createAiEngine({ ...config, maxRetries: 0 }),
): Promise<AppError> {
  const error = await call(engine).then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  )
  if (!(error instanceof AppError)) throw error
  return error
}

const err = (message: string, code: string | null = null, type = 'invalid_request_error') => ({
  error: { message, type, code },
})

describe.each(Object.keys(calls) as (keyof typeof calls)[])('%s errors', (purpose) => {
  const call = calls[purpose]
  const expected = texts[purpose]

  it.each([
    [401, err('Incorrect API key provided', 'invalid_api_key'), messages.invalidApiKey],
    [403, err('Forbidden'), messages.invalidApiKey],
    [
      429,
      err('You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'),
      messages.quotaExceeded,
    ],
    [
      429,
      err('Rate limit reached for requests', 'rate_limit_exceeded', 'requests'),
      messages.rateLimited,
    ],
    [429, err('Used up', 'daily_limit', 'daily_limit'), messages.dailyAllowanceUsed],
    [
      400,
      err("This model's maximum context length is 8192 tokens", 'context_length_exceeded'),
      expected.tooLong,
    ],
    [400, err('Request too long for model'), expected.tooLong],
    [400, err('Invalid value for temperature'), expected.failed],
    [404, err('The model does not exist', 'model_not_found'), expected.failed],
    [409, err('Conflict'), expected.failed],
    [422, err('Unprocessable'), expected.failed],
    [500, err('Internal error', null, 'server_error'), expected.failed],
    [503, err('Overloaded', null, 'server_error'), expected.failed],
  ])('status %i → its message', async (status, body, message) => {
    server.use(aiReplies.status(status, body))
    const error = await failure(call)
    expect(error.message).toBe(message)
    expect(error.status).toBe(status)
  })

  it('a connection failure → the purpose\'s "Failed to…" message', async () => {
    server.use(aiReplies.networkError())
    const error = await failure(call)
    expect(error).toMatchObject({ kind: 'network', message: expected.failed })
  })

  it('a timeout → the purpose\'s "Failed to…" message', async () => {
    server.use(aiReplies.hang())
    const error = await failure(call, createAiEngine({ ...config, maxRetries: 0, timeoutMs: 20 }))
    expect(error).toMatchObject({ kind: 'network', code: 'timeout', message: expected.failed })
  })

  it('an empty reply → the purpose\'s "Unable to…" message', async () => {
    server.use(aiReplies.empty())
    const error = await failure(call)
    expect(error).toMatchObject({ kind: 'ai', message: expected.empty, code: 'empty_response' })
    expect((error.cause as Error).message).toBe(messages.noAiResponse)
  })

  it('abort → kind "aborted"', async () => {
    server.use(aiReplies.hang())
    const controller = new AbortController()
    const pending = failure((engine) => {
      const options = { signal: controller.signal }
      if (purpose === 'quiz')
        return engine.generateQuiz(
          { content, count: 5, includeBroader: false, difficulty: 'easy' },
          options,
        )
      if (purpose === 'flashcards')
        return engine.generateFlashcards({ content, title: 'T', count: 10 }, options)
      if (purpose === 'tutor')
        return engine.askTutor({ guideContent: content, question: 'Q', history: [] }, options)
      if (purpose === 'combinedGuide')
        return engine.generateCombinedGuide({ title: 'U', guides: [] }, options)
      return engine.generateStudyGuide({ content }, options)
    })
    setTimeout(() => controller.abort(), 5)
    expect((await pending).kind).toBe('aborted')
  })
})

describe('mistake explanation failures', () => {
  it('throws with the fixed fallback sentence for the quiz feature', async () => {
    server.use(aiReplies.status(500))
    const error = await failure((engine) =>
      engine.explainMistake({
        question: 'Q',
        studentAnswer: 'A',
        correctAnswer: 'B',
        context: content,
      }),
    )
    expect(error.message).toBe(messages.explanationFallback)
  })
})

describe('retries', () => {
  const retryNow = { headers: { 'retry-after-ms': '1' }, once: true }

  it.each([429, 500, 502, 503])('retries a %i and then succeeds', async (status) => {
    const log = recordAiRequests()
    server.use(log.handler, aiReplies.status(status, err('busy'), retryNow), ...aiHandlers)
    const quiz = await calls.quiz(createAiEngine(config))
    expect(quiz).toHaveLength(5)
    expect(log.requests).toHaveLength(2)
    expect(log.requests[1]?.headers.get('x-stainless-retry-count')).toBe('1')
  })

  it('retries a streaming request that failed before the stream started', async () => {
    const log = recordAiRequests()
    server.use(log.handler, aiReplies.status(500, err('busy'), retryNow), ...aiHandlers)
    const guide = await calls.studyGuide(createAiEngine(config))
    expect(log.requests).toHaveLength(2)
    expect(guide).toBe(cannedReply(log.requests[1]!.body).trim())
  })

  it('gives up after maxRetries (3 attempts) with the mapped message', async () => {
    const log = recordAiRequests()
    server.use(
      log.handler,
      aiReplies.status(500, err('down'), { headers: { 'retry-after-ms': '1' } }),
    )
    const error = await failure(calls.quiz, createAiEngine(config))
    expect(error.message).toBe(messages.quizFailed)
    expect(log.requests).toHaveLength(3)
  })

  it('backs off exponentially when the provider gives no retry-after', async () => {
    const log = recordAiRequests()
    const times: number[] = []
    server.use(
      http.post(AI_COMPLETIONS_URL, () => {
        times.push(performance.now())
        return undefined
      }),
      log.handler,
      aiReplies.status(503, err('busy')),
    )
    await failure(calls.quiz, createAiEngine({ ...config, maxRetries: 2 }))
    expect(times).toHaveLength(3)
    const [first = 0, second = 0, third = 0] = times
    // 0.5 s then 1 s, minus up to 25 % jitter.
    expect(second - first).toBeGreaterThanOrEqual(370)
    expect(third - second).toBeGreaterThanOrEqual(740)
  })

  it('does not retry an exhausted quota', async () => {
    const log = recordAiRequests()
    server.use(
      log.handler,
      aiReplies.status(429, err('You exceeded your current quota', 'insufficient_quota')),
    )
    const error = await failure(calls.quiz, createAiEngine(config))
    expect(error.message).toBe(messages.quotaExceeded)
    expect(log.requests).toHaveLength(1)
  })

  it('does not retry a used-up daily allowance (the ai Edge Function)', async () => {
    const log = recordAiRequests()
    server.use(log.handler, aiReplies.status(429, err('Used up', 'daily_limit', 'daily_limit')))
    const error = await failure(calls.studyGuide, createAiEngine(config))
    expect(error.message).toBe("You have used today's AI allowance. It resets at midnight UTC.")
    expect(log.requests).toHaveLength(1)
  })

  it('does not retry a 401', async () => {
    const log = recordAiRequests()
    server.use(log.handler, aiReplies.status(401, err('bad key', 'invalid_api_key')))
    await failure(calls.quiz, createAiEngine(config))
    expect(log.requests).toHaveLength(1)
  })
})

describe('proxy mode (base URL without key)', () => {
  it('sends no Authorization header and no SDK telemetry headers', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const engine = createAiEngine({ baseURL: 'http://localhost:11434/v1', model: 'llama3' })
    await engine.generateStudyGuide({ content })
    const [request] = log.requests
    expect(request?.url).toBe('http://localhost:11434/v1/chat/completions')
    expect(request?.headers.get('authorization')).toBeNull()
    expect(
      [...(request?.headers.keys() ?? [])].filter((name) => name.startsWith('x-stainless')),
    ).toEqual([])
    expect(request?.body.model).toBe('llama3')
  })
})

describe('Edge Function mode (VITE_AI_VIA_SUPABASE)', () => {
  it('sends the caller’s current JWT as the bearer, the anon key as apikey, and no telemetry', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const tokens = ['jwt-of-the-visitor', 'jwt-after-sign-in']
    const engine = createAiEngine({
      baseURL: 'https://project.supabase.test/functions/v1/ai',
      model: 'gpt-4',
      supabaseAnonKey: 'anon-key',
      accessToken: async () => tokens.shift() ?? 'no-more-tokens',
    })
    await engine.generateStudyGuide({ content })
    await engine.generateTitle(content)
    const [guide, title] = log.requests
    expect(guide?.url).toBe('https://project.supabase.test/functions/v1/ai/chat/completions')
    expect(guide?.headers.get('authorization')).toBe('Bearer jwt-of-the-visitor')
    expect(title?.headers.get('authorization')).toBe('Bearer jwt-after-sign-in')
    expect(guide?.headers.get('apikey')).toBe('anon-key')
    expect(
      [...(guide?.headers.keys() ?? [])].filter((name) => name.startsWith('x-stainless')),
    ).toEqual([])
  })
})

describe('replies with no valid items', () => {
  it.each([
    ['quiz', 'Sorry, I cannot create a quiz from this.', messages.quizFailed],
    [
      'quiz',
      JSON.stringify([{ question: 'Q', options: ['a', 'b'], correctAnswer: 0 }]),
      messages.quizFailed,
    ],
    ['flashcards', '[]', messages.flashcardsFailed],
    ['flashcards', '{"note": "no cards"}', messages.flashcardsFailed],
  ] as const)('%s reply %j → its failed message', async (purpose, reply, message) => {
    server.use(aiReplies.text(reply))
    const error = await failure(calls[purpose])
    expect(error).toMatchObject({ kind: 'ai', message, code: 'invalid_response' })
  })
})
