import assert from 'node:assert/strict'
import { AI_LIMITS } from '../../../src/config/limits.ts'
import {
  anonKey,
  deferred,
  es256Signer,
  JWT_SECRET,
  SERVICE_KEY,
  signHs256,
  SUPABASE_URL,
  userToken,
  world,
} from '../_shared/test-support.ts'
import { hashAddress } from '../_shared/caller.ts'
import { MAX_BODY_BYTES, MAX_COMPLETION_TOKENS, type AiConfig } from './config.ts'
import { createAiHandler } from './handler.ts'
import { TIMEOUT_EVENT } from './relay-stream.ts'
import { DAILY_LIMIT_MESSAGE } from './usage.ts'

const PROVIDER = 'http://provider.test/v1'
const SERVER_KEY = 'test-server-key-not-a-secret'
const STUDENT = '00000000-0000-4000-8000-000000000002'

function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    provider: { baseUrl: PROVIDER, apiKey: SERVER_KEY, model: 'server-model' },
    maxTokens: MAX_COMPLETION_TOKENS,
    bodyLimitBytes: MAX_BODY_BYTES,
    timeoutMs: 2_000,
    dailyTokensPerUser: 20_000,
    dailyTokensAnonymous: 6_000,
    keys: { secret: JWT_SECRET, publishableKeys: ['sb_publishable_test'] },
    service: { url: SUPABASE_URL, key: SERVICE_KEY },
    ...overrides,
  }
}

const guideRequest = {
  model: 'browser-model',
  messages: [
    { role: 'system', content: 'You write study guides.' },
    { role: 'user', content: 'Cells are the basic unit of life.' },
  ],
  max_tokens: 4000,
  temperature: 0.7,
}

function chat(
  token: string | undefined,
  body: unknown = guideRequest,
  init: { method?: string; path?: string; address?: string } = {},
): Request {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-forwarded-for': init.address ?? '203.0.113.7',
  }
  if (token) headers.Authorization = `Bearer ${token}`
  const method = init.method ?? 'POST'
  return new Request(`http://localhost${init.path ?? '/ai/chat/completions'}`, {
    method,
    headers,
    ...(method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}

const completion = (content: string, totalTokens?: number) =>
  Response.json({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    ...(totalTokens === undefined ? {} : { usage: { total_tokens: totalTokens } }),
  })

/** A provider's SSE body: the given events, then (unless `hang`) the end of the stream. */
function sse(events: string[], options: { hang?: boolean } = {}) {
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(new TextEncoder().encode(event))
      if (!options.hang) controller.close()
    },
    cancel() {
      cancelled = true
    },
  })
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    cancelled: () => cancelled,
  }
}

const delta = (text: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`

function setup(outside: (req: Request) => Response | Promise<Response>, overrides = {}) {
  const logs: string[] = []
  const outsideWorld = world(outside)
  const work = deferred()
  const handle = createAiHandler(config(overrides), {
    fetch: outsideWorld.fetch,
    log: (line) => logs.push(line),
    defer: work.defer,
  })
  return { handle, logs, world: outsideWorld, settled: work.settled }
}

function assertNoServerKey(texts: string[]) {
  for (const text of texts) assert.ok(!text.includes(SERVER_KEY), `key leaked in: ${text}`)
}

Deno.test('the cap is the largest max_tokens a purpose asks for', () => {
  const largest = Math.max(...Object.values(AI_LIMITS).map((limits) => limits.maxTokens))
  assert.equal(MAX_COMPLETION_TOKENS, largest)
})

Deno.test('refuses callers without a valid Supabase JWT', async () => {
  const { handle, world } = setup(() => completion('never'))
  const expired = await signHs256({ sub: STUDENT, role: 'authenticated', exp: 1_000 })
  const forged = await signHs256(
    { sub: STUDENT, role: 'authenticated' },
    'another-secret-of-32-characters-long!!',
  )
  const unsigned = (await userToken(STUDENT)).split('.').slice(0, 2).join('.') + '.'
  const none = (await signHs256({ role: 'anon' }, JWT_SECRET, { alg: 'none' })).replace(
    /\.[^.]*$/,
    '.',
  )
  const service = await signHs256({ role: 'service_role' })
  for (const token of [undefined, 'not-a-jwt', expired, forged, unsigned, none, service]) {
    const response = await handle(chat(token))
    assert.equal(response.status, 401, `token ${token}`)
    assert.equal((await response.json()).error.code, 'invalid_jwt')
  }
  assert.equal(world.outside.length, 0)
})

Deno.test('answers only POST /ai/chat/completions (and the CORS preflight)', async () => {
  const { handle } = setup(() => completion('hi'))
  const token = await anonKey()
  assert.equal((await handle(chat(token, guideRequest, { path: '/ai/models' }))).status, 404)
  assert.equal(
    (await handle(chat(token, guideRequest, { path: '/other/chat/completions' }))).status,
    404,
  )
  const get = await handle(chat(token, undefined, { method: 'GET' }))
  assert.equal(get.status, 405)
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS')
  const preflight = await handle(
    new Request('http://localhost/ai/chat/completions', {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Headers': 'authorization, apikey, content-type' },
    }),
  )
  assert.equal(preflight.status, 204)
  assert.equal(
    preflight.headers.get('access-control-allow-headers'),
    'authorization, apikey, content-type',
  )
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*')
  // A gateway that keeps the whole path reaches the same endpoint.
  const full = await handle(
    chat(token, guideRequest, { path: '/functions/v1/ai/chat/completions' }),
  )
  assert.equal(full.status, 200)
})

Deno.test('refuses a body over 2 MB with 413 before it reaches the provider', async () => {
  const { handle, world } = setup(() => completion('never'))
  const big = { ...guideRequest, messages: [{ role: 'user', content: 'x'.repeat(MAX_BODY_BYTES) }] }
  const response = await handle(chat(await userToken(STUDENT), big))
  assert.equal(response.status, 413)
  assert.equal(world.outside.length, 0)
})

Deno.test(
  'forwards with the server’s key and model, caps max_tokens, and counts the usage',
  async () => {
    const { handle, world, settled, logs } = setup(() => completion('A guide.', 1234))
    const response = await handle(
      chat(await userToken(STUDENT), { ...guideRequest, max_tokens: 99_999, n: 3 }),
    )
    assert.equal(response.status, 200)
    const text = await response.text()
    assert.equal(JSON.parse(text).choices[0].message.content, 'A guide.')
    const sent = world.outside[0]!
    assert.equal(sent.url, `${PROVIDER}/chat/completions`)
    assert.equal(sent.headers.get('authorization'), `Bearer ${SERVER_KEY}`)
    const body = await sent.json()
    assert.equal(body.model, 'server-model')
    assert.equal(body.max_tokens, MAX_COMPLETION_TOKENS)
    assert.equal(body.n, 1)
    assert.deepEqual(body.messages, guideRequest.messages)
    await settled()
    assert.deepEqual(world.usage.get(STUDENT), { tokens: 1234, requests: 1 })
    assertNoServerKey([text, ...logs, JSON.stringify([...response.headers])])
  },
)

Deno.test('keeps a smaller max_tokens as the purpose asked', async () => {
  const { handle, world } = setup(() => completion('Cell Biology'))
  await handle(chat(await anonKey(), { ...guideRequest, max_tokens: 50, temperature: 0.3 }))
  assert.equal((await world.outside[0]!.json()).max_tokens, 50)
})

Deno.test(
  'streams the provider’s events through byte for byte and counts the reported usage',
  async () => {
    const events = [
      delta('Cells '),
      delta('are small.'),
      `data: ${JSON.stringify({ choices: [], usage: { total_tokens: 321 } })}\n\n`,
      'data: [DONE]\n\n',
    ]
    const { handle, world, settled } = setup(() => sse(events).response)
    const response = await handle(chat(await userToken(STUDENT), { ...guideRequest, stream: true }))
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'text/event-stream')
    assert.equal(await response.text(), events.join(''))
    assert.deepEqual((await world.outside[0]!.json()).stream_options, { include_usage: true })
    await settled()
    assert.equal(world.usage.get(STUDENT)?.tokens, 321)
  },
)

Deno.test('estimates a stream’s tokens when the provider reports no usage', async () => {
  const { handle, world, settled } = setup(
    () => sse([delta('x'.repeat(400)), 'data: [DONE]\n\n']).response,
  )
  const request = { ...guideRequest, stream: true }
  await (await handle(chat(await userToken(STUDENT), request))).text()
  await settled()
  const promptEstimate = Math.ceil(JSON.stringify(request).length / 4)
  assert.equal(world.usage.get(STUDENT)?.tokens, promptEstimate + 100)
})

Deno.test('passes the provider’s error status and body through, without the key', async () => {
  const quota = {
    error: {
      message: 'You exceeded your current quota.',
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    },
  }
  const echo = {
    error: { message: `Incorrect API key provided: ${SERVER_KEY}.`, code: 'invalid_api_key' },
  }
  for (const [status, body] of [
    [429, quota],
    [401, echo],
  ] as const) {
    const { handle, world, logs, settled } = setup(() => Response.json(body, { status }))
    const response = await handle(chat(await userToken(STUDENT), { ...guideRequest, stream: true }))
    assert.equal(response.status, status)
    const text = await response.text()
    if (status === 429) assert.deepEqual(JSON.parse(text), quota)
    else assert.equal(JSON.parse(text).error.message, 'Incorrect API key provided: [redacted].')
    await settled()
    assert.equal(world.usage.get(STUDENT)?.tokens, 0)
    assertNoServerKey([text, ...logs])
  }
})

Deno.test(
  'over the daily limit: 429 daily_limit with the app’s message, and no provider call',
  async () => {
    const { handle, world } = setup(() => completion('ok', 15_000), { dailyTokensPerUser: 15_000 })
    const token = await userToken(STUDENT)
    assert.equal((await handle(chat(token))).status, 200)
    const refused = await handle(chat(token))
    assert.equal(refused.status, 429)
    const body = await refused.json()
    assert.equal(body.error.code, 'daily_limit')
    assert.equal(body.error.message, DAILY_LIMIT_MESSAGE)
    assert.equal(
      DAILY_LIMIT_MESSAGE,
      "You have used today's AI allowance. It resets at midnight UTC.",
    )
    assert.ok(Number(refused.headers.get('retry-after')) <= 86_400)
    assert.equal(world.outside.length, 1)
  },
)

Deno.test(
  'counts anonymous visitors per address, by a hash of it, with their own limit',
  async () => {
    const { handle, world } = setup(() => completion('ok', 6_000))
    const key = await anonKey()
    assert.equal((await handle(chat(key, guideRequest, { address: '198.51.100.1' }))).status, 200)
    assert.equal((await handle(chat(key, guideRequest, { address: '198.51.100.1' }))).status, 429)
    assert.equal((await handle(chat(key, guideRequest, { address: '198.51.100.2' }))).status, 200)
    const keys = [...world.usage.keys()]
    assert.deepEqual(keys, [
      `address:${await hashAddress('198.51.100.1')}`,
      `address:${await hashAddress('198.51.100.2')}`,
    ])
    // A publishable key (new-style API keys) also names an anonymous visitor.
    assert.equal(
      (await handle(chat('sb_publishable_test', guideRequest, { address: '198.51.100.3' }))).status,
      200,
    )
  },
)

Deno.test('accepts user tokens signed with ES256 keys from the JWKS', async () => {
  const signer = await es256Signer('key-1')
  const { handle, world } = setup(() => completion('ok', 10), {
    keys: { jwks: signer.jwks, publishableKeys: [] },
  })
  const token = await signer.sign({
    sub: STUDENT,
    role: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 60,
  })
  assert.equal((await handle(chat(token))).status, 200)
  const other = await es256Signer('key-1')
  const forged = await other.sign({ sub: STUDENT, role: 'authenticated' })
  assert.equal((await handle(chat(forged))).status, 401)
  assert.equal(world.outside.length, 1)
})

Deno.test('fails closed when usage cannot be counted', async () => {
  const { handle, world } = setup(() => completion('never'))
  world.breakUsage()
  const response = await handle(chat(await userToken(STUDENT)))
  assert.equal(response.status, 503)
  assert.equal((await response.json()).error.code, 'usage_unavailable')
  assert.equal(world.outside.length, 0)
})

Deno.test('a provider that never answers: 504 after the time limit', async () => {
  const { handle, settled, world } = setup(
    (req) =>
      new Promise<Response>((_resolve, reject) =>
        req.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      ),
    { timeoutMs: 150 },
  )
  const started = Date.now()
  const response = await handle(chat(await userToken(STUDENT), { ...guideRequest, stream: true }))
  assert.equal(response.status, 504)
  assert.equal((await response.json()).error.code, 'provider_timeout')
  assert.ok(Date.now() - started < 1_000)
  await settled()
  assert.equal(world.usage.get(STUDENT)?.tokens, 0)
})

Deno.test(
  'a stream that goes silent ends with a timeout event and stops the provider',
  async () => {
    const provider = sse([delta('Cells ')], { hang: true })
    const { handle, logs } = setup(() => provider.response, { timeoutMs: 150 })
    const response = await handle(chat(await userToken(STUDENT), { ...guideRequest, stream: true }))
    assert.equal(response.status, 200)
    assert.equal(await response.text(), delta('Cells ') + TIMEOUT_EVENT)
    assert.equal(provider.cancelled(), true)
    assert.ok(logs.some((line) => line.includes('silent')))
  },
)

Deno.test('answers 503 when no provider is configured', async () => {
  const { handle } = setup(() => completion('never'), { provider: undefined })
  const response = await handle(chat(await anonKey()))
  assert.equal(response.status, 503)
  assert.equal((await response.json()).error.code, 'ai_not_configured')
})
