import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  client,
  serviceRoleKey,
  signWithSecret,
  startTestBackend,
  STUDENT,
  type TestBackend,
} from './helpers.ts'

let backend: TestBackend
let studentToken: string
let studentId: string
beforeAll(async () => {
  backend = await startTestBackend()
  const session = (await client(backend).auth.signInWithPassword(STUDENT)).data.session!
  studentToken = session.access_token
  studentId = session.user.id
})
afterAll(async () => {
  await backend.stop()
})

const asStudent = (path: string, init: RequestInit = {}): Promise<Response> =>
  api(backend, path, {
    ...init,
    headers: {
      Authorization: `Bearer ${studentToken}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })

async function guideCount(): Promise<number> {
  const service = client(backend, await serviceRoleKey())
  const { count, error } = await service
    .from('study_guides')
    .select('*', { count: 'exact', head: true })
  expect(error).toBeNull()
  return count ?? -1
}

async function stillServing(): Promise<void> {
  const res = await asStudent('/rest/v1/study_guides?select=id')
  expect(res.status).toBe(200)
  expect(((await res.json()) as unknown[]).length).toBe(3)
}

const unsigned = (claims: Record<string, unknown>): string =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`

describe('bad input gets a Supabase-shaped 4xx, writes nothing, and the server keeps serving', () => {
  it('malformed JSON', async () => {
    const before = await guideCount()
    const rest = await asStudent('/rest/v1/study_guides', {
      method: 'POST',
      body: '{"title": "x",',
    })
    expect(rest.status).toBe(400)
    expect(await rest.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    })
    const auth = await api(backend, '/auth/v1/signup', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(auth.status).toBe(400)
    expect(await auth.json()).toMatchObject({ code: 400, error_code: 'bad_json' })
    expect(await guideCount()).toBe(before)
    await stillServing()
  })

  it('unknown table, column, function; zero rows for .single()', async () => {
    const supabase = client(backend)
    await supabase.auth.signInWithPassword(STUDENT)
    const table = await supabase.from('no_such_table').select('*')
    expect(table.status).toBe(404)
    expect(table.error?.code).toBe('PGRST205')
    const column = await supabase.from('study_guides').select('id, no_such_column')
    expect(column.status).toBe(400)
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column study_guides.no_such_column does not exist',
    })
    const filter = await supabase.from('study_guides').select('id').eq('no_such_column', 1)
    expect(filter.error?.code).toBe('42703')
    const insert = await supabase
      .from('study_guides')
      .insert({ title: 't', content: 'c', bogus: 1 })
    expect(insert.status).toBe(400)
    expect(insert.error?.code).toBe('PGRST204')
    const fn = await supabase.rpc('no_such_function', { a: 1 })
    expect(fn.status).toBe(404)
    expect(fn.error?.code).toBe('PGRST202')
    const single = await supabase
      .from('study_guides')
      .select('id')
      .eq('id', '00000000-0000-4000-8000-00000000ffff')
      .single()
    expect(single.status).toBe(406)
    expect(single.error?.code).toBe('PGRST116')
    const badUuid = await supabase.from('study_guides').select('id').eq('id', 'not-a-uuid')
    expect(badUuid.status).toBe(400)
    expect(badUuid.error?.code).toBe('22P02')
    await stillServing()
  })

  it('SQL injection through filter values, column names, order and select is inert', async () => {
    const before = await guideCount()
    const supabase = client(backend)
    await supabase.auth.signInWithPassword(STUDENT)
    const byValue = await supabase
      .from('study_guides')
      .select('id')
      .eq('title', "x'; drop table public.study_guides; --")
    expect(byValue.error).toBeNull()
    expect(byValue.data).toEqual([])
    const inList = await supabase
      .from('study_guides')
      .select('id')
      .in('title', ['a); drop table public.study_guides; --', "b') or true --"])
    expect(inList.error).toBeNull()
    expect(inList.data).toEqual([])
    // A stray quote breaks the list syntax: refused as a parse error, never executed.
    const quoted = await supabase
      .from('study_guides')
      .select('id')
      .in('title', ['a"); drop table public.study_guides; --'])
    expect(quoted.status).toBe(400)
    const orTree = await supabase
      .from('study_guides')
      .select('id')
      .or('title.eq.x,title.eq.y) or (true')
    expect(orTree.status).toBe(400)
    expect(orTree.error?.code).toBe('PGRST100')
    for (const path of [
      '/rest/v1/study_guides?select=id;drop%20table%20public.study_guides',
      '/rest/v1/study_guides?select=id&order=created_at;drop%20table%20public.study_guides',
      '/rest/v1/study_guides?select=id&title%3Bdrop%20table%20x=eq.1',
      '/rest/v1/study_guides?select=id&title=eq.1&limit=1;drop%20table%20x',
      '/rest/v1/study_guides%22%3Bdrop%20table%20x?select=id',
      '/rest/v1/study_guides%E0%A4%A?select=id',
    ]) {
      const res = await asStudent(path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
      expect(Object.keys((await res.json()) as object).sort(), path).toEqual([
        'code',
        'details',
        'hint',
        'message',
      ])
    }
    expect(await guideCount()).toBe(before)
    await stillServing()
  })

  it('forged, expired and unsigned JWTs, and bad API keys', async () => {
    const claims = {
      sub: studentId,
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    }
    const forged = await signWithSecret(claims, 'another-secret-another-secret-another-secret')
    const expired = await signWithSecret({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    const none = unsigned(claims)
    for (const [token, code] of [
      [forged, 'PGRST301'],
      [expired, 'PGRST303'],
      [none, 'PGRST301'],
    ] as const) {
      const rest = await api(backend, '/rest/v1/study_guides?select=id', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(rest.status).toBe(401)
      expect(((await rest.json()) as { code: string }).code).toBe(code)
      const write = await api(backend, '/rest/v1/study_guides', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'forged', content: 'x', user_id: studentId }),
      })
      expect(write.status).toBe(401)
      const auth = await api(backend, '/auth/v1/user', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(auth.status).toBe(403)
      expect(await auth.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' })
    }
    const noKey = await fetch(`${backend.url}/rest/v1/study_guides`, { headers: { apikey: '' } })
    expect(noKey.status).toBe(401)
    const badKey = await fetch(`${backend.url}/rest/v1/study_guides`, {
      headers: { apikey: forged },
    })
    expect(badKey.status).toBe(401)
    expect(((await badKey.json()) as { message: string }).message).toBe('Invalid API key')
    expect(
      (
        await client(backend, await serviceRoleKey())
          .from('study_guides')
          .select('id')
          .eq('title', 'forged')
      ).data,
    ).toEqual([])
    await stillServing()
  })

  it('a body over 12 MB answers 413 and stores nothing', async () => {
    const before = await guideCount()
    const huge = JSON.stringify({
      title: 'huge',
      content: 'x'.repeat(13 * 1024 * 1024),
      user_id: studentId,
    })
    const rest = await asStudent('/rest/v1/study_guides', { method: 'POST', body: huge })
    expect(rest.status).toBe(413)
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST413')
    const auth = await api(backend, '/auth/v1/signup', {
      method: 'POST',
      body: huge,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(auth.status).toBe(413)
    expect(await guideCount()).toBe(before)
    await stillServing()
  })

  it('anon and other users are refused by the database, with PostgREST statuses', async () => {
    const anon = client(backend)
    const read = await anon.from('study_guides').select('id')
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe('42501')
    const student = client(backend)
    await student.auth.signInWithPassword(STUDENT)
    const notAdmin = await student.rpc('generate_beta_code')
    expect(notAdmin.status).toBe(403)
    expect(notAdmin.error).toMatchObject({
      code: '42501',
      message: 'Only the admin can manage beta access codes',
    })
    const check = await anon.rpc('check_beta_code', { code: 'welcome1' })
    expect(check.error).toBeNull()
    expect(check.data).toBe(true)
    expect((await anon.rpc('check_beta_code', { code: 'OLDCODE1' })).data).toBe(false)
  })

  it('answers CORS preflights as Supabase does', async () => {
    const res = await fetch(`${backend.url}/rest/v1/study_guides`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, content-type, prefer, x-client-info',
      },
    })
    expect(res.status).toBe(200)
    // Only the app's own origins, each answered with itself (tests/contract/open-door.test.ts).
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const allowed = res.headers.get('access-control-allow-headers') ?? ''
    for (const name of [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'prefer',
      'range',
      'accept-profile',
      'content-profile',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(name)
    }
    const get = await asStudent('/rest/v1/study_guides?select=id')
    expect(get.headers.get('access-control-expose-headers')).toContain('content-range')
    expect(get.headers.get('content-range')).toBe('0-2/*')
  })
})
