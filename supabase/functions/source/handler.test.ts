import assert from 'node:assert/strict'
import {
  anonKey,
  ISSUER,
  JWT_SECRET,
  SERVICE_KEY,
  SUPABASE_URL,
  userToken,
} from '../_shared/test-support.ts'
import { createSourceHandler, type SourceConfig } from './handler.ts'

const STUDENT = '00000000-0000-4000-8000-000000000002'
const SITE = 'https://studywise.test'

/** The site, the project's count RPC (public.source_fetch_hit's rules) and a stubbed resolver. */
function setup(overrides: Partial<SourceConfig> = {}) {
  const counts = new Map<string, number>()
  const sites: string[] = []
  const handle = createSourceHandler(
    {
      keys: { secret: JWT_SECRET, publishableKeys: [], issuer: ISSUER },
      allowedOrigins: new Set([SITE]),
      service: { url: SUPABASE_URL, key: SERVICE_KEY },
      dailyFetches: 2,
      rules: { allowLoopback: false },
      timeoutMs: 2_000,
      ...overrides,
    },
    {
      resolve: (host) => Promise.resolve(host === 'example.com' ? ['93.184.216.34'] : []),
      fetch: async (input, init) => {
        const request = new Request(input, init)
        if (request.url === `${SUPABASE_URL}/rest/v1/rpc/source_fetch_hit`) {
          assert.equal(request.headers.get('apikey'), SERVICE_KEY)
          const { p_user, p_max } = (await request.json()) as { p_user: string; p_max: number }
          const used = counts.get(p_user) ?? 0
          if (used >= p_max) return Response.json(false)
          counts.set(p_user, used + 1)
          return Response.json(true)
        }
        sites.push(request.url)
        return new Response('<title>Osmosis</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        })
      },
      log: () => undefined,
    },
  )
  return { handle, counts, sites }
}

const ask = (token: string | undefined, body: unknown = { url: 'https://example.com/a' }) =>
  new Request(`${SUPABASE_URL}/functions/v1/source`, {
    method: 'POST',
    headers: {
      Origin: SITE,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

Deno.test('gives a signed-in student the page, its type and where it came from', async () => {
  const { handle, sites } = setup()
  const response = await handle(ask(await userToken(STUDENT)))
  assert.equal(response.status, 200)
  assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8')
  assert.equal(response.headers.get('x-source-url'), 'https://example.com/a')
  assert.equal(response.headers.get('access-control-allow-origin'), SITE)
  assert.match(response.headers.get('access-control-expose-headers') ?? '', /X-Source-Url/)
  assert.equal(await response.text(), '<title>Osmosis</title>')
  assert.deepEqual(sites, ['https://example.com/a'])
})

Deno.test('signed-in students only: anonymous callers and no token are refused', async () => {
  const { handle, sites } = setup()
  const anonymous = await handle(ask(await anonKey()))
  assert.equal(anonymous.status, 403)
  assert.equal(
    ((await anonymous.json()) as { error: { message: string } }).error.message,
    'sign in to add links',
  )
  assert.equal((await handle(ask(undefined))).status, 401)
  assert.deepEqual(sites, [])
})

Deno.test('counts each student’s links a day, and says so past the limit', async () => {
  const { handle, sites, counts } = setup()
  const token = await userToken(STUDENT)
  assert.equal((await handle(ask(token))).status, 200)
  assert.equal((await handle(ask(token))).status, 200)
  const third = await handle(ask(token))
  assert.equal(third.status, 429)
  assert.equal(
    ((await third.json()) as { error: { message: string } }).error.message,
    'you have added 2 links today; try again tomorrow',
  )
  assert.equal(sites.length, 2)
  assert.equal(counts.get(STUDENT), 2)
})

Deno.test('refuses a private address with the reason, and foreign pages', async () => {
  const { handle, sites } = setup()
  const token = await userToken(STUDENT)
  const metadata = await handle(ask(token, { url: 'http://169.254.169.254/latest/meta-data/' }))
  assert.equal(metadata.status, 403)
  assert.equal(
    ((await metadata.json()) as { error: { message: string } }).error.message,
    'the link points to a private or reserved network address',
  )
  const malformed = await handle(ask(token, { link: 'https://example.com' }))
  assert.equal(malformed.status, 400)
  const foreign = new Request(ask(token), { headers: { Origin: 'https://evil.test' } })
  assert.equal((await handle(foreign)).status, 403)
  assert.deepEqual(sites, [])
})
