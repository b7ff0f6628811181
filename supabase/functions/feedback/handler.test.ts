import assert from 'node:assert/strict'
import {
  anonKey,
  ISSUER,
  JWT_SECRET,
  SERVICE_KEY,
  SUPABASE_URL,
  userToken,
  world,
} from '../_shared/test-support.ts'
import { MAX_MESSAGE_CHARS } from './embed.ts'
import { createFeedbackHandler, type FeedbackConfig } from './handler.ts'

const WEBHOOK = 'https://chat.example.test/api/webhooks/123/secret-token-abc'
const STUDENT = '00000000-0000-4000-8000-000000000002'
const SITE = 'https://studywise.test'

const message = {
  type: 'bug',
  email: 'student@example.com',
  username: 'Sam',
  message: 'The quiz button does nothing.',
}

function setup(
  webhook: (req: Request) => Response | Promise<Response>,
  overrides: Partial<FeedbackConfig> = {},
) {
  const logs: string[] = []
  let clock = Date.parse('2026-11-24T10:00:00.000Z')
  const outside = world(webhook, { now: () => clock })
  const handler = () =>
    createFeedbackHandler(
      {
        webhookUrl: WEBHOOK,
        keys: { secret: JWT_SECRET, publishableKeys: [], issuer: ISSUER },
        allowedOrigins: new Set([SITE]),
        service: { url: SUPABASE_URL, key: SERVICE_KEY },
        maxPerWindow: 5,
        windowMs: 600_000,
        timeoutMs: 2_000,
        ...overrides,
      },
      { fetch: outside.fetch, log: (line) => logs.push(line), now: () => new Date(clock) },
    )
  return {
    handle: handler(),
    /** Another instance of the function, on the same database. */
    another: handler(),
    logs,
    outside,
    advance: (ms: number) => (clock += ms),
  }
}

function post(
  token: string | undefined,
  body: unknown = message,
  address = '203.0.113.7',
  headers: Record<string, string> = {},
) {
  return new Request('http://localhost/feedback', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'cf-connecting-ip': address,
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

Deno.test('posts the embed to the webhook and reports its success', async () => {
  const { handle, outside } = setup(() => new Response(null, { status: 204 }))
  const response = await handle(post(await anonKey()))
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), { ok: true })
  const sent = outside.outside[0]!
  assert.equal(sent.url, WEBHOOK)
  assert.deepEqual(await sent.json(), {
    embeds: [
      {
        title: 'Bug Report',
        description: 'The quiz button does nothing.',
        color: 0xef4444,
        fields: [
          { name: 'Email', value: 'student@example.com', inline: true },
          { name: 'Username', value: 'Sam', inline: true },
          { name: 'Type', value: 'bug', inline: true },
          { name: 'Timestamp', value: '2026-11-24T10:00:00.000Z', inline: false },
        ],
        footer: { text: 'Studywise Beta Feedback' },
        timestamp: '2026-11-24T10:00:00.000Z',
      },
    ],
  })
})

Deno.test('reports the webhook’s failure, without its secret address', async () => {
  const { handle, logs } = setup(
    () => new Response('{"message":"Unknown Webhook"}', { status: 404 }),
  )
  const response = await handle(post(await userToken(STUDENT)))
  assert.equal(response.status, 502)
  const text = await response.text()
  assert.equal(JSON.parse(text).error.code, 'webhook_failed')
  for (const line of [text, ...logs]) assert.ok(!line.includes('secret-token-abc'), line)
})

Deno.test('a webhook that hangs: 504 after the time limit', async () => {
  const { handle, logs } = setup(
    (req) =>
      new Promise<Response>((_resolve, reject) =>
        req.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      ),
    { timeoutMs: 100 },
  )
  const response = await handle(post(await anonKey()))
  assert.equal(response.status, 504)
  assert.ok(logs.every((line) => !line.includes(WEBHOOK)))
})

Deno.test('validates the type, the e-mail address and the message length', async () => {
  const { handle, outside } = setup(() => new Response(null, { status: 204 }))
  const key = await anonKey()
  const cases: [unknown, string][] = [
    [{ ...message, type: 'praise' }, 'type'],
    [{ ...message, email: '' }, 'email'],
    [{ ...message, email: 'not an address' }, 'email'],
    [{ ...message, message: '   ' }, 'message'],
    [{ ...message, message: 'x'.repeat(MAX_MESSAGE_CHARS + 1) }, 'message'],
    [{ ...message, username: 'u'.repeat(101) }, 'username'],
    ['not an object', 'type'],
  ]
  for (const [body, field] of cases) {
    const response = await handle(post(key, body))
    assert.equal(response.status, 400, field)
    assert.equal((await response.json()).field, field)
  }
  assert.equal(outside.outside.length, 0)
  const longest = await handle(post(key, { ...message, message: 'x'.repeat(MAX_MESSAGE_CHARS) }))
  assert.equal(longest.status, 200)
})

Deno.test(
  'posts a message sent again with the same device-made id once, and answers it taken',
  async () => {
    const { handle, another, outside } = setup(() => new Response(null, { status: 204 }))
    const key = await userToken(STUDENT)
    const queued = { ...message, id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890' }
    // The first answer lost on the way back: the device sends it again, to any instance.
    assert.equal((await handle(post(key, queued))).status, 200)
    assert.equal((await another(post(key, queued))).status, 200)
    assert.equal(outside.outside.length, 1)
    // Another message, and one without an id, are posted as before.
    const next = { ...message, id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3' }
    assert.equal((await handle(post(key, next))).status, 200)
    assert.equal((await handle(post(key))).status, 200)
    assert.equal(outside.outside.length, 3)
    // An id that is no UUID is refused.
    assert.equal((await handle(post(key, { ...message, id: 'x' }))).status, 400)
  },
)

Deno.test('a message whose webhook failed is posted when sent again with its id', async () => {
  const answers = [500, 204]
  const { handle, outside } = setup(() => new Response(null, { status: answers.shift() }))
  const key = await userToken(STUDENT)
  const queued = { ...message, id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890' }
  assert.equal((await handle(post(key, queued))).status, 502)
  assert.equal((await handle(post(key, queued))).status, 200)
  assert.equal(outside.outside.length, 2)
})

Deno.test('rate-limits each caller: five messages per ten minutes', async () => {
  const { handle, advance } = setup(() => new Response(null, { status: 204 }))
  const key = await anonKey()
  for (let i = 0; i < 5; i++) assert.equal((await handle(post(key))).status, 200)
  const limited = await handle(post(key))
  assert.equal(limited.status, 429)
  assert.equal(limited.headers.get('retry-after'), '600')
  // Another visitor, and a signed-in student, are counted apart.
  assert.equal((await handle(post(key, message, '198.51.100.9'))).status, 200)
  assert.equal((await handle(post(await userToken(STUDENT)))).status, 200)
  advance(600_000)
  assert.equal((await handle(post(key))).status, 200)
})

Deno.test('the limit holds across instances and rotated forwarding headers', async () => {
  const { handle, another } = setup(() => new Response(null, { status: 204 }))
  const key = await anonKey()
  const statuses: number[] = []
  for (let n = 1; n <= 8; n += 1) {
    const instance = n % 2 === 0 ? handle : another
    const response = await instance(
      post(key, message, '203.0.113.50', {
        'x-forwarded-for': `192.0.2.${n}`,
        'x-real-ip': `192.0.2.${n}`,
      }),
    )
    statuses.push(response.status)
  }
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429])
})

Deno.test('answers pages of the allowed origins only', async () => {
  const { handle, outside } = setup(() => new Response(null, { status: 204 }))
  const key = await anonKey()
  const foreign = await handle(
    post(key, message, '203.0.113.7', { Origin: 'https://evil.example' }),
  )
  assert.equal(foreign.status, 403)
  assert.equal(foreign.headers.get('access-control-allow-origin'), null)
  const ours = await handle(post(key, message, '203.0.113.7', { Origin: SITE }))
  assert.equal(ours.status, 200)
  assert.equal(ours.headers.get('access-control-allow-origin'), SITE)
  assert.equal(outside.outside.length, 1)
})

Deno.test('refuses callers without a JWT, other methods and paths', async () => {
  const { handle, outside } = setup(() => new Response(null, { status: 204 }))
  assert.equal((await handle(post(undefined))).status, 401)
  const key = await anonKey()
  const get = new Request('http://localhost/feedback', {
    headers: { Authorization: `Bearer ${key}` },
  })
  assert.equal((await handle(get)).status, 405)
  const elsewhere = new Request('http://localhost/feedback/all', { method: 'POST' })
  assert.equal((await handle(elsewhere)).status, 404)
  assert.equal(outside.outside.length, 0)
})

Deno.test('answers 503 when no webhook is configured', async () => {
  const { handle } = setup(() => new Response(null, { status: 204 }), { webhookUrl: undefined })
  const response = await handle(post(await anonKey()))
  assert.equal(response.status, 503)
  assert.equal((await response.json()).error.code, 'feedback_not_configured')
})
