import type { APIRequestContext, Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { e2eEnv } from './env'

/** The local backend's public demo JWT secret (supabase/local/config.ts). */
const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export interface TestUser {
  id: string
  email: string
  password: string
  name: string
}

export const seededStudent = {
  email: 'student@example.com',
  password: 'student123!',
  name: 'Student',
}
export const seededAdmin = { email: 'admin@example.com', password: 'admin123!', name: 'admin' }

let serviceKey: Promise<string> | undefined
/** A service_role key signed at run time, so no service key string lives in the repository. */
export function serviceRoleKey(): Promise<string> {
  serviceKey ??= new SignJWT({ role: 'service_role', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(DEMO_JWT_SECRET))
  return serviceKey
}

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
export function randomCode(): string {
  return Array.from(
    { length: 8 },
    () => codeAlphabet[Math.floor(Math.random() * codeAlphabet.length)],
  ).join('')
}

export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/** Inserts an active beta code with the service role (bypassing RLS, as an operator would). */
export async function createBetaCode(
  request: APIRequestContext,
  code = randomCode(),
): Promise<string> {
  const key = await serviceRoleKey()
  const response = await request.post(`${e2eEnv.backendUrl}/rest/v1/beta_access_codes`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Prefer: 'return=minimal' },
    data: { code, is_active: true },
  })
  if (!response.ok())
    throw new Error(`creating a beta code failed: ${response.status()} ${await response.text()}`)
  return code
}

export interface InboxMessage {
  to: string
  subject: string
  html: string
  text: string
  links: string[]
  createdAt: string
}

/** Captured e-mails for an address, newest first; waits until at least `atLeast` arrived. */
export async function inbox(
  request: APIRequestContext,
  to: string,
  atLeast = 1,
): Promise<InboxMessage[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(
      `${e2eEnv.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`,
    )
    const messages = (await response.json()) as InboxMessage[]
    if (messages.length >= atLeast) return messages
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no e-mail reached ${to}`)
}

/** The first link of the newest mail to `to` whose URL contains `fragment`. */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  fragment: string,
  atLeast = 1,
): Promise<string> {
  const messages = await inbox(request, to, atLeast)
  const link = messages.flatMap((message) => message.links).find((href) => href.includes(fragment))
  if (!link) throw new Error(`no link containing ${fragment} in mail to ${to}`)
  return link
}

/** A fresh, confirmed account made through the real sign-up and confirmation flow. */
export async function createConfirmedUser(
  request: APIRequestContext,
  options: { name?: string; password?: string; emailPrefix?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.emailPrefix)
  const password = options.password ?? 'correct-horse-1'
  const name = options.name ?? 'Test Student'
  const code = await createBetaCode(request)
  const signup = await request.post(`${e2eEnv.backendUrl}/auth/v1/signup`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email, password, data: { name, beta_code: code } },
  })
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`)
  const body = (await signup.json()) as { id?: string; user?: { id: string } }
  const id = body.user?.id ?? body.id ?? ''
  const link = new URL(await mailLink(request, email, 'token_hash'))
  const verify = await request.post(`${e2eEnv.backendUrl}/auth/v1/verify`, {
    headers: { apikey: e2eEnv.anonKey },
    data: {
      type: link.searchParams.get('type') ?? 'signup',
      token_hash: link.searchParams.get('token_hash'),
    },
  })
  if (!verify.ok())
    throw new Error(`confirmation failed: ${verify.status()} ${await verify.text()}`)
  return { id, email, password, name }
}

/** supabase-js keeps the session under sb-<first label of the host>-auth-token. */
export const sessionStorageKey = `sb-${new URL(e2eEnv.backendUrl).hostname.split('.')[0]}-auth-token`

/**
 * Signs in through the auth API and stores the session where supabase-js looks for it, then
 * opens `path`. For tests that are not about the login form.
 */
export async function signInViaStorage(
  page: Page,
  user: { email: string; password: string },
  path = '/dashboard',
) {
  const response = await page.request.post(
    `${e2eEnv.backendUrl}/auth/v1/token?grant_type=password`,
    {
      headers: { apikey: e2eEnv.anonKey },
      data: { email: user.email, password: user.password },
    },
  )
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  const session: unknown = await response.json()
  await page.goto('/blog')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    sessionStorageKey,
    JSON.stringify(session),
  ] as const)
  await page.goto(path)
}

/** Points the app's AI provider setting at the fake OpenAI-compatible server. */
export async function useFakeAi(page: Page) {
  await page.addInitScript((baseURL) => {
    localStorage.setItem(
      'studywise.ai-provider',
      JSON.stringify({ baseURL, apiKey: '', model: 'gpt-4' }),
    )
  }, e2eEnv.aiBaseUrl)
}
