import { http, HttpResponse, type HttpHandler } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'

/**
 * A small in-memory stand-in for Supabase Auth (and the check_beta_code RPC) at the local URL
 * the test client uses. Answers in GoTrue's shapes, so supabase-js behaves as against the
 * real service. Every request is recorded for assertions.
 *
 *   const auth = fakeAuth({ users: [testUser], codes: ['WELCOME1'] })
 *   server.use(...auth.handlers)
 */
export const AUTH_URL = `${LOCAL_SUPABASE_URL}/auth/v1`
export const STORAGE_KEY = 'sb-127-auth-token'

export interface FakeUser {
  id: string
  email: string
  password: string
  name?: string
}

export interface RecordedAuthRequest {
  method: string
  path: string
  search: URLSearchParams
  body: Record<string, unknown>
}

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A structurally valid (unsigned) JWT: supabase-js decodes it but never checks the signature. */
export function fakeJwt(userId: string, expiresAt: number): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(
    JSON.stringify({
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      exp: expiresAt,
      session_id: `s-${userId}`,
    }),
  )
  return `${header}.${payload}.c2lnbmF0dXJl`
}

export function userJson(user: Pick<FakeUser, 'id' | 'email' | 'name'>) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: '2026-11-01T10:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.name ? { name: user.name } : {},
    identities: [],
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
  }
}

export function sessionJson(user: Pick<FakeUser, 'id' | 'email' | 'name'>) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  return {
    access_token: fakeJwt(user.id, expiresAt),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: `refresh-${user.id}`,
    user: userJson(user),
  }
}

/** Puts a signed-in session where supabase-js looks for it, before the app starts. */
export function seedSession(user: Pick<FakeUser, 'id' | 'email' | 'name'>): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(sessionJson(user)))
}

export const authError = (status: number, errorCode: string, msg: string) =>
  HttpResponse.json({ code: status, error_code: errorCode, msg }, { status })

export function fakeAuth(options: { users?: FakeUser[]; codes?: string[] } = {}) {
  const users = new Map((options.users ?? []).map((user) => [user.email, { ...user }]))
  const codes = new Set(options.codes ?? [])
  const requests: RecordedAuthRequest[] = []
  const validTokenHashes = new Map<string, string>()

  async function record(request: Request): Promise<Record<string, unknown>> {
    const url = new URL(request.url)
    const text = await request.clone().text()
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    requests.push({
      method: request.method,
      path: url.pathname.replace(/^\/auth\/v1/, ''),
      search: url.searchParams,
      body,
    })
    return body
  }

  const userFromBearer = (request: Request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
    const payload = token.split('.')[1]
    if (!payload) return undefined
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub: string
    }
    return [...users.values()].find((user) => user.id === sub)
  }

  const handlers: HttpHandler[] = [
    http.post(`${AUTH_URL}/token`, async ({ request }) => {
      const body = await record(request)
      const user = users.get(String(body.email))
      if (!user || user.password !== body.password)
        return authError(400, 'invalid_credentials', 'Invalid login credentials')
      return HttpResponse.json(sessionJson(user))
    }),
    http.post(`${LOCAL_SUPABASE_URL}/rest/v1/rpc/check_beta_code`, async ({ request }) => {
      const body = await record(request)
      return HttpResponse.json(codes.has(String(body.code)))
    }),
    http.post(`${AUTH_URL}/signup`, async ({ request }) => {
      const body = await record(request)
      const data = (body.data ?? {}) as { name?: string; beta_code?: string }
      if (!data.beta_code || !codes.has(data.beta_code)) {
        return authError(500, 'unexpected_failure', 'Database error saving new user')
      }
      codes.delete(data.beta_code)
      const user = {
        id: `user-${users.size + 1}`,
        email: String(body.email),
        password: String(body.password),
        name: data.name,
      }
      users.set(user.email, user)
      return HttpResponse.json(userJson(user))
    }),
    http.post(`${AUTH_URL}/recover`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({})
    }),
    http.post(`${AUTH_URL}/verify`, async ({ request }) => {
      const body = await record(request)
      const email = validTokenHashes.get(String(body.token_hash))
      const user = email ? users.get(email) : undefined
      if (!user) return authError(403, 'otp_expired', 'Token has expired or is invalid')
      validTokenHashes.delete(String(body.token_hash))
      return HttpResponse.json(sessionJson(user))
    }),
    http.get(`${AUTH_URL}/user`, async ({ request }) => {
      await record(request)
      const user = userFromBearer(request)
      return user ? HttpResponse.json(userJson(user)) : authError(403, 'bad_jwt', 'invalid JWT')
    }),
    http.put(`${AUTH_URL}/user`, async ({ request }) => {
      const body = await record(request)
      const user = userFromBearer(request)
      if (!user) return authError(403, 'bad_jwt', 'invalid JWT')
      if (typeof body.password === 'string') user.password = body.password
      return HttpResponse.json(userJson(user))
    }),
    http.post(`${AUTH_URL}/logout`, async ({ request }) => {
      await record(request)
      return new HttpResponse(null, { status: 204 })
    }),
  ]

  return {
    handlers,
    requests,
    users,
    codes,
    /** Makes `tokenHash` a valid one-time link for `email`. */
    issueTokenHash: (tokenHash: string, email: string) => validTokenHashes.set(tokenHash, email),
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
  }
}

/**
 * Empty answers for every table read and RPC, for tests that land on signed-in pages (the
 * dashboard loads the library) without being about them. Put it after more specific handlers.
 */
export const emptyRest: HttpHandler[] = [
  http.get(`${LOCAL_SUPABASE_URL}/rest/v1/*`, () => HttpResponse.json([])),
  http.post(`${LOCAL_SUPABASE_URL}/rest/v1/rpc/*`, () => HttpResponse.json([])),
]
