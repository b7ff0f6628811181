import assert from 'node:assert/strict'
import { AI_LIMITS } from '../../../src/config/limits.ts'
import {
  ANONYMOUS_TOTAL,
  anonKey,
  ISSUER,
  es256Signer,
  JWT_SECRET,
  signHs256,
  userToken,
} from '../_shared/test-support.ts'
import { hashAddress } from '../_shared/caller.ts'
import { MAX_BODY_BYTES, MAX_COMPLETION_TOKENS } from './config.ts'
import { TIMEOUT_EVENT } from './relay-stream.ts'
import { AUDIO_LIMIT_MESSAGE } from './transcriptions.ts'
import { PROVIDER, SERVER_KEY, setup, SITE, STUDENT } from './test-setup.ts'
import { DAILY_LIMIT_MESSAGE } from './usage.ts'

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
  init: {
    method?: string
    path?: string
    /** The gateway's address header; null: none (a caller that reached the function directly). */
    address?: string | null
    headers?: Record<string, string>
    signal?: AbortSignal
  } = {},
): Request {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(init.address === null ? {} : { 'cf-connecting-ip': init.address ?? '203.0.113.7' }),
    ...init.headers,
  }
  if (token) headers.Authorization = `Bearer ${token}`
  const method = init.method ?? 'POST'
  return new Request(`http://localhost${init.path ?? '/ai/chat/completions'}`, {
    method,
    headers,
    ...(init.signal ? { signal: init.signal } : {}),
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
  assert.equal(preflight.headers.get('access-control-allow-origin'), null)
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
    // n is not forwarded: the provider's default, one choice.
    assert.equal('n' in body, false)
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
    const keys = [...world.usage.keys()].filter((key) => key.startsWith('address:'))
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
    aud: 'authenticated',
    iss: ISSUER,
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
  // The provider had the prompt: it is charged, the reply it never sent is not.
  const promptEstimate = Math.ceil(JSON.stringify({ ...guideRequest, stream: true }).length / 4)
  assert.equal(world.usage.get(STUDENT)?.tokens, promptEstimate)
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

Deno.test('answers pages of the allowed origins only; others get 403 before anything', async () => {
  const { handle, world } = setup(() => completion('ok', 10))
  const token = await anonKey()
  const allowed = await handle(chat(token, guideRequest, { headers: { Origin: SITE } }))
  assert.equal(allowed.status, 200)
  assert.equal(allowed.headers.get('access-control-allow-origin'), SITE)
  for (const method of ['POST', 'OPTIONS']) {
    const foreign = await handle(
      chat(token, guideRequest, { method, headers: { Origin: 'https://evil.example' } }),
    )
    assert.equal(foreign.status, 403, method)
    assert.equal(foreign.headers.get('access-control-allow-origin'), null)
  }
  assert.equal(world.outside.length, 1)
})

Deno.test('an anonymous address comes only from the gateway’s header', async () => {
  // An allowance of one request per address: a caller that rotates the forwarding headers it
  // controls still has one address, with the gateway's header or without it.
  for (const address of ['198.51.100.20', null]) {
    const { handle, settled } = setup(() => completion('ok', 4_500), {
      dailyTokensAnonymous: 4_500,
    })
    const key = await anonKey()
    let passed = 0
    for (let n = 1; n <= 5; n += 1) {
      const response = await handle(
        chat(key, guideRequest, {
          address,
          headers: { 'x-real-ip': `192.0.2.${n}`, 'x-forwarded-for': `192.0.2.${n}` },
        }),
        { remoteAddr: { hostname: '10.0.0.1' } },
      )
      await response.body?.cancel()
      await settled()
      if (response.status === 200) passed += 1
    }
    assert.equal(
      passed,
      1,
      `${passed} of 5 rotated x-real-ip calls passed (gateway header ${address})`,
    )
  }
})

Deno.test('IPv6 visitors are counted per /64 network', async () => {
  const { handle, settled } = setup(() => completion('ok', 4_500), {
    dailyTokensAnonymous: 4_500,
  })
  const key = await anonKey()
  const statuses: number[] = []
  for (const address of [
    '2001:db8:1:2::1',
    '2001:db8:1:2:ffff:ffff:ffff:fffe',
    '2001:0db8:0001:0002:0:0:0:abcd',
    '2001:db8:1:3::1',
  ]) {
    const response = await handle(chat(key, guideRequest, { address }))
    await response.body?.cancel()
    await settled()
    statuses.push(response.status)
  }
  assert.deepEqual(statuses, [200, 429, 429, 200])
})

Deno.test('all anonymous visitors together stop at the anonymous total', async () => {
  const { handle, world, settled } = setup(() => completion('ok', 4_100), {
    dailyTokensAnonymousTotal: 10_000,
  })
  const key = await anonKey()
  const statuses: number[] = []
  for (let n = 1; n <= 5; n += 1) {
    const response = await handle(chat(key, guideRequest, { address: `198.51.100.${n}` }))
    statuses.push(response.status)
    if (response.status === 429) {
      const body = await response.json()
      assert.equal(body.error.code, 'anonymous_total')
    } else await response.body?.cancel()
    await settled()
  }
  assert.deepEqual(statuses, [200, 200, 429, 429, 429])
  assert.ok(world.usage.get(ANONYMOUS_TOTAL)!.tokens <= 10_000)
  // A signed-in student is not counted against visitors.
  assert.equal((await handle(chat(await userToken(STUDENT)))).status, 200)
})

Deno.test(
  'with a CAPTCHA set, a visitor answers it before the first request of the day',
  async () => {
    const checks: URLSearchParams[] = []
    const { handle, world } = setup(
      async (req) => {
        if (req.url.startsWith('https://challenges.cloudflare.com/')) {
          const form = new URLSearchParams(await req.text())
          checks.push(form)
          return Response.json({ success: form.get('response') === 'good-answer' })
        }
        return completion('ok', 10)
      },
      { captcha: { provider: 'turnstile', secret: 'captcha-secret' } },
    )
    const key = await anonKey()
    const first = await handle(chat(key))
    assert.equal(first.status, 403)
    assert.equal((await first.json()).error.code, 'captcha_required')
    const wrong = await handle(chat(key, guideRequest, { headers: { 'x-captcha-token': 'bad' } }))
    assert.equal((await wrong.json()).error.code, 'captcha_failed')
    const answered = await handle(
      chat(key, guideRequest, { headers: { 'x-captcha-token': 'good-answer' } }),
    )
    assert.equal(answered.status, 200)
    assert.equal(checks.at(-1)?.get('secret'), 'captcha-secret')
    assert.equal(checks.at(-1)?.get('remoteip'), '203.0.113.7')
    // The rest of the day needs no new answer; signed-in students are never asked.
    assert.equal((await handle(chat(key))).status, 200)
    assert.equal((await handle(chat(await userToken(STUDENT)))).status, 200)
    const providerCalls = world.outside.filter((req) => req.url.startsWith(PROVIDER))
    assert.equal(providerCalls.length, 3)
  },
)

Deno.test('only the request fields the app uses reach the provider', async () => {
  const { handle, world } = setup(() => completion('ok', 10))
  await handle(
    chat(await userToken(STUDENT), {
      ...guideRequest,
      stream: true,
      stream_options: { include_usage: false, extra: 1 },
      response_format: { type: 'json_object' },
      stop: ['END'],
      service_tier: 'priority',
      store: true,
      tools: [{ type: 'function', function: { name: 'f' } }],
      logit_bias: { 50256: 100 },
      metadata: { a: 'b' },
      user: 'someone',
      prediction: { type: 'content', content: 'x' },
    }),
  ).then((response) => response.text())
  const sent = await world.outside[0]!.json()
  assert.deepEqual(Object.keys(sent).sort(), [
    'max_tokens',
    'messages',
    'model',
    'response_format',
    'stop',
    'stream',
    'stream_options',
    'temperature',
  ])
  assert.deepEqual(sent.stream_options, { include_usage: true })
})

Deno.test('a caller who aborts before the provider answers is charged the prompt', async () => {
  let providerAborted = 0
  const { handle, world, settled } = setup(
    (req) =>
      new Promise<Response>((_resolve, reject) =>
        req.signal.addEventListener('abort', () => {
          providerAborted += 1
          reject(new DOMException('aborted', 'AbortError'))
        }),
      ),
    { dailyTokensPerUser: 100_000 },
  )
  const token = await userToken(STUDENT)
  const calls = Array.from({ length: 10 }, () => {
    const gone = new AbortController()
    setTimeout(() => gone.abort(), 50)
    return handle(chat(token, guideRequest, { signal: gone.signal }))
  })
  await Promise.all(calls)
  await settled()
  const promptEstimate = Math.ceil(JSON.stringify(guideRequest).length / 4)
  assert.equal(world.outside.length, 10)
  assert.equal(providerAborted, 10)
  const counted = world.usage.get(STUDENT)?.tokens ?? 0
  assert.equal(counted, 10 * promptEstimate, `10 aborted calls counted ${counted}`)
})

Deno.test(
  'a caller who leaves mid-stream is charged at least the prompt and what was sent',
  async () => {
    const provider = sse([delta('x'.repeat(400))], { hang: true })
    const { handle, world, settled } = setup(() => provider.response)
    const request = { ...guideRequest, stream: true }
    const response = await handle(chat(await userToken(STUDENT), request))
    const reader = response.body!.getReader()
    await reader.read()
    await reader.cancel()
    await settled()
    assert.equal(provider.cancelled(), true)
    const promptEstimate = Math.ceil(JSON.stringify(request).length / 4)
    assert.equal(world.usage.get(STUDENT)?.tokens, promptEstimate + 100)
  },
)

Deno.test('JWTs need a numeric exp, the project’s audience and issuer', async () => {
  const { handle, world } = setup(() => completion('never'))
  const inAnHour = Math.floor(Date.now() / 1000) + 3600
  const tokens = {
    'no exp': await signHs256({
      sub: STUDENT,
      role: 'authenticated',
      aud: 'authenticated',
      iss: ISSUER,
    }),
    'exp as a string': await userToken(STUDENT, { exp: String(inAnHour) }),
    'foreign aud': await userToken(STUDENT, { aud: 'another-app' }),
    'no aud': await userToken(STUDENT, { aud: undefined }),
    'foreign iss': await userToken(STUDENT, { iss: 'https://other.supabase.co/auth/v1' }),
    'anon key without exp': await signHs256({ role: 'anon', iss: 'supabase' }),
    'anon key of a foreign aud': await signHs256({
      role: 'anon',
      iss: 'supabase',
      aud: 'authenticated',
      exp: inAnHour,
    }),
  }
  const accepted = []
  for (const [name, token] of Object.entries(tokens)) {
    const response = await handle(chat(token))
    await response.body?.cancel()
    if (response.status !== 401) accepted.push(name)
  }
  assert.deepEqual(accepted, [])
  assert.equal(world.outside.length, 0)
})

/** A recording's chunk as the app sends it: 16 kHz mono 16-bit WAV of `seconds`. */
function wavChunk(seconds: number): Blob {
  const bytes = new Uint8Array(44 + seconds * 32_000)
  const view = new DataView(bytes.buffer)
  bytes.set(new TextEncoder().encode('RIFF'), 0)
  bytes.set(new TextEncoder().encode('WAVE'), 8)
  bytes.set(new TextEncoder().encode('data'), 36)
  view.setUint32(28, 32_000, true)
  return new Blob([bytes], { type: 'audio/wav' })
}

function transcriptionRequest(token: string, seconds: number, fields: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', wavChunk(seconds), 'chunk-1.wav')
  form.append('model', 'browser-model')
  form.append('response_format', 'verbose_json')
  form.append('timestamp_granularities[]', 'segment')
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return new Request('http://localhost/ai/audio/transcriptions', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'cf-connecting-ip': '203.0.113.7' },
    body: form,
  })
}

const transcription = (duration: number) =>
  Response.json({
    text: 'cells are alive',
    duration,
    segments: [{ start: 0, end: duration, text: 'cells are alive' }],
  })

Deno.test(
  'relays a recording chunk with the server’s key and model, counting its minutes',
  async () => {
    const { handle, world, settled } = setup(() => transcription(298.4))
    const response = await handle(
      transcriptionRequest(await userToken(STUDENT), 300, { user: 'x', prompt: 'ignore me' }),
    )
    assert.equal(response.status, 200)
    assert.equal(((await response.json()) as { text: string }).text, 'cells are alive')
    const sent = world.outside[0]
    assert.ok(sent)
    assert.equal(sent.url, `${PROVIDER}/audio/transcriptions`)
    assert.equal(sent.headers.get('authorization'), `Bearer ${SERVER_KEY}`)
    const form = await sent.formData()
    assert.equal(form.get('model'), 'server-whisper')
    assert.equal(form.get('response_format'), 'verbose_json')
    assert.deepEqual(form.getAll('timestamp_granularities[]'), ['segment'])
    // Fields the app does not send stay behind.
    assert.equal(form.get('user'), null)
    assert.equal(form.get('prompt'), null)
    await settled()
    // 300 s reserved, settled to the 299 s the provider reported.
    assert.equal(world.usage.get(STUDENT)?.audio, 299)
  },
)

Deno.test(
  'refuses audio past the daily minutes with 429, before the provider hears it',
  async () => {
    const { handle, world } = setup(() => transcription(300))
    const token = await userToken(STUDENT)
    assert.equal((await handle(transcriptionRequest(token, 300))).status, 200)
    assert.equal((await handle(transcriptionRequest(token, 300))).status, 200)
    const refused = await handle(transcriptionRequest(token, 1))
    assert.equal(refused.status, 429)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    assert.equal(body.error.code, 'daily_limit')
    assert.equal(body.error.message, AUDIO_LIMIT_MESSAGE)
    assert.equal(world.outside.length, 2)
  },
)

Deno.test(
  'gives anonymous callers no audio unless configured, and keeps the JWT rule',
  async () => {
    const { handle, world } = setup(() => transcription(5))
    const anonymous = await handle(transcriptionRequest(await anonKey(), 5))
    assert.equal(anonymous.status, 429)
    const forged = await handle(transcriptionRequest('not-a-jwt', 5))
    assert.equal(forged.status, 401)
    assert.equal(world.outside.length, 0)
    const configured = setup(() => transcription(5), { dailyAudioMinutesAnonymous: 1 })
    assert.equal((await configured.handle(transcriptionRequest(await anonKey(), 5))).status, 200)
  },
)

Deno.test('refuses a transcription from a foreign origin, as every route', async () => {
  const { handle, world } = setup(() => transcription(5))
  const request = transcriptionRequest(await userToken(STUDENT), 5)
  const foreign = new Request(request, {
    headers: { ...Object.fromEntries(request.headers), Origin: 'https://evil.test' },
  })
  assert.equal((await handle(foreign)).status, 403)
  assert.equal(world.outside.length, 0)
})
