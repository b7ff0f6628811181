import assert from 'node:assert/strict'
import {
  anonKey,
  ISSUER,
  JWT_SECRET,
  SERVICE_KEY,
  SUPABASE_URL,
  userToken,
} from '../_shared/test-support.ts'
import {
  CAPTIONED_TITLE,
  CAPTIONED_VIDEO,
  EMPTY_CAPTIONS_VIDEO,
  UPLOADED_CUES,
  youtubeStandIn,
} from '../../../tests/support/youtube-stand-in.ts'
import { createSourceHandler, type SourceConfig } from './handler.ts'
import { youtubeFetch } from './youtube-captions.ts'

const STUDENT = '00000000-0000-4000-8000-000000000002'
const SITE = 'https://studywise.test'
/** Where the YouTube stand-in answers in place of YouTube (tests/support/youtube-stand-in.ts). */
const STAND_IN = 'http://youtube.stand-in.test'

/**
 * The site, the project's count RPC (public.source_fetch_hit's rules), a stubbed resolver, and
 * the YouTube stand-in at STAND_IN.
 */
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
      youtubeBase: STAND_IN,
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
        if (request.url.startsWith(`${STAND_IN}/`)) return youtubeStandIn(request)
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
  // Its English, and its name for the app to say it in the student's language.
  const { error } = (await metadata.json()) as { error: { message: string; reason: string } }
  assert.deepEqual(
    [error.message, error.reason],
    ['the link points to a private or reserved network address', 'privateAddress'],
  )
  const malformed = await handle(ask(token, { link: 'https://example.com' }))
  assert.equal(malformed.status, 400)
  const foreign = new Request(ask(token), { headers: { Origin: 'https://evil.test' } })
  assert.equal((await handle(foreign)).status, 403)
  assert.deepEqual(sites, [])
})

interface CaptionsAnswer {
  title: string
  language: string
  automatic: boolean
  cues: { start: number; text: string }[]
}

Deno.test(
  'gives a video’s uploaded captions in the language spoken, timed, from YouTube only',
  async () => {
    const { handle, sites, counts } = setup()
    const token = await userToken(STUDENT)
    const response = await handle(ask(token, { youtube: CAPTIONED_VIDEO, lang: 'es' }))
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('access-control-allow-origin'), SITE)
    const answer = (await response.json()) as CaptionsAnswer
    assert.equal(answer.title, CAPTIONED_TITLE)
    // The video is spoken in English (its automatic track): not the Spanish translation, not [auto].
    assert.equal(answer.language, 'en')
    assert.equal(answer.automatic, false)
    assert.deepEqual(answer.cues, UPLOADED_CUES)
    // The player endpoint, then the English track in json3, all on the stand-in; counted once.
    assert.deepEqual(
      sites.map((url) => new URL(url).pathname),
      ['/youtubei/v1/player', '/api/timedtext'],
    )
    const captions = new URL(sites[1]!)
    assert.deepEqual(
      [
        captions.searchParams.get('lang'),
        captions.searchParams.get('kind'),
        captions.searchParams.get('fmt'),
      ],
      ['en', null, 'json3'],
    )
    assert.equal(counts.get(STUDENT), 1)
  },
)

Deno.test(
  'says the captions are unavailable when YouTube refuses the server or sends none',
  async () => {
    const { handle } = setup()
    const token = await userToken(STUDENT)
    for (const [video, reason] of [
      ['dQw4w9WgXcQ', 'Sign in to confirm you’re not a bot'],
      [EMPTY_CAPTIONS_VIDEO, 'YouTube sent no captions'],
    ]) {
      const response = await handle(ask(token, { youtube: video }))
      assert.equal(response.status, 502)
      const { error } = (await response.json()) as { error: { code: string; message: string } }
      assert.deepEqual([error.code, error.message], ['captions_unavailable', reason])
    }
  },
)

Deno.test('without a stand-in, asks YouTube itself and nobody else', async () => {
  const { handle, sites } = setup({ youtubeBase: undefined })
  const response = await handle(ask(await userToken(STUDENT), { youtube: CAPTIONED_VIDEO }))
  // youtube.com is the only host asked (here it answers a page, not a player response).
  assert.equal(response.status, 502)
  assert.deepEqual(
    sites.map((url) => new URL(url).origin),
    ['https://www.youtube.com'],
  )
  const malformed = await handle(ask(await userToken(STUDENT), { youtube: '../../etc' }))
  assert.equal(malformed.status, 400)
})

Deno.test('a caption track on another host is never fetched', async () => {
  const asked: string[] = []
  const viaYoutube = youtubeFetch({
    fetch: (input) => {
      asked.push(String(input))
      return Promise.resolve(new Response('{}'))
    },
    signal: AbortSignal.timeout(1_000),
  })
  for (const elsewhere of [
    'https://169.254.169.254/api/timedtext',
    'http://www.youtube.com/api/timedtext',
    'https://www.youtube.com.evil.test/api/timedtext',
  ])
    await assert.rejects(viaYoutube(elsewhere), /not a YouTube address/)
  await viaYoutube('https://www.youtube.com/api/timedtext?v=abc')
  assert.deepEqual(asked, ['https://www.youtube.com/api/timedtext?v=abc'])
})
