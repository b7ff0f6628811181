/**
 * The local backend is a development tool, not an open door: it answers
 * only loopback hosts and the app's origins (the inbox too), takes only type names in casts,
 * survives malformed URLs, voids a code after five wrong tries, expires codes as config.toml
 * says and redirects only where Supabase would.
 */
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { corsHeaders } from '@supabase/supabase-js/cors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../supabase/local/schema.ts'
import {
  ADMIN,
  ANON_KEY,
  api,
  client,
  inbox,
  latestToken,
  serviceRoleKey,
  startTestBackend,
  STUDENT,
  type TestBackend,
} from './helpers.ts'

/** One raw HTTP request, with the Host header and request line given as is. */
function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const APP = 'http://127.0.0.1:5173'
const EVIL = 'https://evil.example'

let backend: TestBackend
const bugs: unknown[] = []
beforeAll(async () => {
  backend = await startTestBackend({
    siteUrl: 'http://127.0.0.1:4999',
    allowedOrigins: ['http://studywise.localhost:8080'],
    onError: (error) => bugs.push(error),
  })
})
afterAll(async () => {
  await backend.stop()
})

describe('only the app’s own origins (item 8)', () => {
  const preflight = (origin: string) =>
    fetch(`${backend.url}/rest/v1/study_guides`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type',
      },
    })

  it.each([
    ['Vite dev', APP],
    ['Vite dev as localhost', 'http://localhost:5173'],
    ['vite preview', 'http://127.0.0.1:4173'],
    ['the site URL', 'http://127.0.0.1:4999'],
    ['a configured origin (LOCAL_ALLOWED_ORIGINS)', 'http://studywise.localhost:8080'],
  ])('answers %s with its own origin, not *', async (_what, origin) => {
    const res = await preflight(origin)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expect(res.headers.get('vary')).toContain('Origin')
    const read = await api(backend, '/rest/v1/rpc/check_beta_code', {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'WELCOME1' }),
    })
    expect(read.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await read.json()).toBe(true)
  })

  it('allows every header supabase-js sends, x-retry-count of a retried read among them', async () => {
    // supabase-js's own list of what its clients send (postgrest-js retries a failed GET with
    // X-Retry-Count); a browser refuses the whole request when the preflight omits one.
    const sent = (corsHeaders['Access-Control-Allow-Headers'] ?? '')
      .split(',')
      .map((name) => name.trim())
    expect(sent).toContain('x-retry-count')
    const res = await fetch(`${backend.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': sent.join(', '),
      },
    })
    const allowed = (res.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
    expect(sent.filter((name) => !allowed.includes(name))).toEqual([])
  })

  it('refuses any other page outright, before anything runs', async () => {
    const res = await preflight(EVIL)
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    // A "simple" request (no preflight in a browser) with the key in the URL: refused, not run.
    const service = await serviceRoleKey()
    const signUp = await fetch(`${backend.url}/auth/v1/signup?apikey=${service}`, {
      method: 'POST',
      headers: { Origin: EVIL, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: 'forged@example.com', password: 'forged-pass-1' }),
    })
    expect(signUp.status).toBe(403)
    expect(((await signUp.json()) as { message: string }).message).toBe(
      'The local backend does not answer pages from https://evil.example; add it to LOCAL_ALLOWED_ORIGINS to allow it.',
    )
    expect(await inbox(backend, 'forged@example.com')).toEqual([])
    const list = await fetch(`${backend.url}/auth/v1/admin/users?apikey=${service}`, {
      headers: { Origin: 'null', Authorization: `Bearer ${service}` },
    })
    expect(list.status).toBe(403)
  })

  it('keeps the inbox to its own page and tools without an origin', async () => {
    await client(backend).auth.resetPasswordForEmail(STUDENT.email)
    const listed = (origin?: string) =>
      fetch(`${backend.inboxUrl}/api/messages?to=${STUDENT.email}`, {
        headers: origin ? { Origin: origin } : {},
      })
    expect((await listed(EVIL)).status).toBe(403)
    expect((await listed(APP)).status).toBe(403)
    const own = await listed(backend.inboxUrl)
    expect(own.status).toBe(200)
    expect(own.headers.get('access-control-allow-origin')).toBe(backend.inboxUrl)
    const cleared = await fetch(`${backend.inboxUrl}/clear`, {
      method: 'POST',
      headers: { Origin: EVIL },
      redirect: 'manual',
    })
    expect(cleared.status).toBe(403)
    expect((await inbox(backend, STUDENT.email)).length).toBeGreaterThan(0)
  })
})

describe('only loopback hosts: no DNS rebinding (item 8)', () => {
  it.each(['evil.example', 'evil.example:54321', '192.168.1.20', 'localhost.evil.example'])(
    'refuses Host: %s on both ports',
    async (host) => {
      for (const base of [backend.url, backend.inboxUrl]) {
        const res = await raw(base, '/auth/v1/health', { Host: host, apikey: ANON_KEY })
        expect(res.status, base).toBe(403)
        expect(JSON.parse(res.body)).toEqual({
          message: `The local backend answers only requests to 127.0.0.1 or localhost, not to "${host}".`,
        })
      }
    },
  )

  it.each(['localhost', '127.0.0.1', '[::1]'])('answers Host: %s', async (name) => {
    const port = new URL(backend.url).port
    const res = await raw(backend.url, '/auth/v1/health', {
      Host: `${name}:${port}`,
      apikey: ANON_KEY,
    })
    expect(res.status).toBe(200)
  })
})

describe('bad requests do not reach further than a 4xx (item 9)', () => {
  it('takes only a type name after ::, even with the service role (no union probe)', async () => {
    const probe = 'id::uuid from study_guides union all select id'
    const res = await api(backend, `/rest/v1/study_guides?select=${encodeURIComponent(probe)}`, {
      headers: { Authorization: `Bearer ${await serviceRoleKey()}` },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'PGRST100',
      details:
        'unexpected "uuid from study_guides union all select id" expecting a type name (letters, digits and _)',
      hint: null,
      message: `"failed to parse select parameter (${probe})"`,
    })
    const cast = await api(backend, '/rest/v1/rpc/check_beta_code?select=*', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'WELCOME1' }),
    })
    expect(cast.status).toBe(200)
  })

  it('answers a malformed URL with 400 on either port and keeps serving', async () => {
    for (const base of [backend.url, backend.inboxUrl]) {
      for (const [path, host] of [
        ['//[', '127.0.0.1'],
        ['http://[', '127.0.0.1'],
        ['/', '['],
        ['/', 'a:b:c'],
      ] as const) {
        const res = await raw(base, path, { Host: host })
        expect(res.status, `${base} ${path} Host: ${host}`).toBe(400)
      }
    }
    expect(bugs).toEqual([])
    expect((await api(backend, '/auth/v1/health')).status).toBe(200)
    expect((await fetch(`${backend.inboxUrl}/api/messages`)).status).toBe(200)
  })
})

describe('a statement timeout: one heavy query cannot hold the connection (item 9)', () => {
  let slow: TestBackend
  beforeAll(async () => {
    slow = await startTestBackend({ statementTimeoutMs: 1_000 })
    // About a minute of work for PGlite, callable by anyone.
    await slow.pg.exec(`
      create function public.heavy_probe() returns bigint language sql
        as $$ select count(*) from generate_series(1, 150000000) $$;
      grant execute on function public.heavy_probe() to anon;
      insert into local_auth.meta (key, value) values ('committed before', 'kept');`)
  })
  afterAll(async () => {
    await slow?.stop()
  })

  it('ends it with PostgREST’s 57014 answer, serving both ports meanwhile and afterwards', async () => {
    const started = performance.now()
    const heavy = api(slow, '/rest/v1/rpc/heavy_probe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The server's thread is free while the statement runs.
    const meanwhile = performance.now()
    expect((await api(slow, '/auth/v1/health')).status).toBe(200)
    expect(performance.now() - meanwhile).toBeLessThan(250)

    const res = await heavy
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    })
    expect(performance.now() - started).toBeLessThan(5_000)

    const after = await client(slow).auth.signInWithPassword(STUDENT)
    expect(after.error).toBeNull()
    expect((await fetch(`${slow.inboxUrl}/api/messages`)).status).toBe(200)
    const { rows } = await slow.pg.query<{ value: string }>(
      `select value from local_auth.meta where key = 'committed before'`,
    )
    expect(rows).toEqual([{ value: 'kept' }])
  })
})

describe('e-mail codes and redirects as Supabase Auth has them (item 10)', () => {
  let withCodes: TestBackend
  let root: string
  beforeAll(async () => {
    // The project's config with recovery mails that show the 6-digit code, and one glob entry.
    root = await mkdtemp(join(tmpdir(), 'studywise-config-'))
    const supabaseDir = join(root, 'supabase')
    await cp(join(repoRoot, 'supabase', 'templates'), join(supabaseDir, 'templates'), {
      recursive: true,
    })
    const config = await readFile(join(repoRoot, 'supabase', 'config.toml'), 'utf8')
    await writeFile(
      join(supabaseDir, 'config.toml'),
      config.replace(
        'additional_redirect_urls = [',
        'additional_redirect_urls = [\n  "https://*.studywise.test/**",',
      ),
    )
    await writeFile(
      join(supabaseDir, 'templates', 'recovery.html'),
      '<p>Your code: {{ .Token }}</p><p><a href="{{ .ConfirmationURL }}">Reset</a></p>',
    )
    // These cases mail one address many times in a row: no per-address wait between mails
    // (the wait itself is tested in hosted-auth.test.ts).
    withCodes = await startTestBackend({ supabaseDir, emailMaxFrequencySeconds: 0 })
  })
  afterAll(async () => {
    await withCodes?.stop()
    await rm(root, { recursive: true, force: true })
  })

  async function mailedCode(email: string, redirectTo?: string) {
    const sent = await client(withCodes).auth.resetPasswordForEmail(email, { redirectTo })
    expect(sent.error).toBeNull()
    const [mail] = await inbox(withCodes, email)
    const code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1]
    expect(code).toBeDefined()
    return { code: code!, link: await latestToken(withCodes, email) }
  }

  const verifyCode = (email: string, token: string) =>
    client(withCodes).auth.verifyOtp({ email, token, type: 'recovery' })

  it('accepts the right code once', async () => {
    const { code } = await mailedCode(STUDENT.email)
    expect((await verifyCode(STUDENT.email, code)).error).toBeNull()
    expect((await verifyCode(STUDENT.email, code)).error?.code).toBe('otp_expired')
  })

  it('voids an address’s code after five wrong tries; a new code works', async () => {
    const { code } = await mailedCode(STUDENT.email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyCode(STUDENT.email, wrong)).error?.code).toBe('otp_expired')
    }
    expect((await verifyCode(STUDENT.email, code)).error?.code).toBe('otp_expired')
    const fresh = await mailedCode(STUDENT.email)
    expect((await verifyCode(STUDENT.email, fresh.code)).error).toBeNull()
  })

  it('four wrong tries leave the code usable', async () => {
    const { code } = await mailedCode(ADMIN.email)
    const wrong = code === '999999' ? '999998' : '999999'
    for (let attempt = 0; attempt < 4; attempt += 1) await verifyCode(ADMIN.email, wrong)
    expect((await verifyCode(ADMIN.email, code)).error).toBeNull()
  })

  it('does not derive the link from the code, so the link form cannot try codes', async () => {
    const { code, link } = await mailedCode(STUDENT.email)
    const derived = createHash('sha224')
      .update(STUDENT.email + code)
      .digest('hex')
    expect(link.tokenHash).toMatch(/^[0-9a-f]{56}$/)
    expect(link.tokenHash).not.toBe(derived)
    const guessed = await client(withCodes).auth.verifyOtp({
      token_hash: derived,
      type: 'recovery',
    })
    expect(guessed.error?.code).toBe('otp_expired')
    expect((await verifyCode(STUDENT.email, code)).error).toBeNull()
  })

  it('expires a code after config.toml’s otp_expiry (3600 s), as GoTrue does', async () => {
    const age = (seconds: number) =>
      withCodes.pg.query(
        `update local_auth.one_time_tokens set created_at = now() - make_interval(secs => $1)
          where relates_to = $2`,
        [seconds, STUDENT.email],
      )
    const young = await mailedCode(STUDENT.email)
    await age(3590)
    expect((await verifyCode(STUDENT.email, young.code)).error).toBeNull()
    const old = await mailedCode(STUDENT.email)
    await age(3610)
    expect((await verifyCode(STUDENT.email, old.code)).error?.code).toBe('otp_expired')
  })

  it.each([
    ['the site URL’s host', 'http://127.0.0.1:5173/reset-password', true],
    ['an allow-listed URL', 'http://localhost:5173/reset-password', true],
    ['a URL matching an allow-list glob', 'https://preview-7.studywise.test/reset-password', true],
    ['another site', 'https://evil.example/steal', false],
    ['a glob’s * crossing a dot', 'https://evil.example.studywise.test.evil.example/', false],
    ['another path on an allow-listed host', 'http://localhost:5173/elsewhere', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
  ])('redirect_to to %s: followed = %s', async (_what, redirectTo, followed) => {
    const { link } = await mailedCode(STUDENT.email, redirectTo)
    const target = followed ? new URL(redirectTo).toString() : 'http://127.0.0.1:5173'
    expect(new URL(link.link).searchParams.get('redirect_to')).toBe(target)
    const res = await fetch(link.link, { redirect: 'manual' })
    const location = new URL(res.headers.get('location') ?? '')
    expect(location.href.split('#')[0]).toBe(new URL(target).href)
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy()
  })
})
