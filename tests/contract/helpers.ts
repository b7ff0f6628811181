import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { LOCAL_SUPABASE_ANON_KEY } from '../../src/config/env.ts'
import { JWT_SECRET } from '../../supabase/local/config.ts'
import { tokenInLinks, type MailedToken } from '../../supabase/local/mail/mailer.ts'
import {
  startLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../supabase/local/main.ts'

export const ANON_KEY = LOCAL_SUPABASE_ANON_KEY
export const STUDENT = { email: 'student@example.com', password: 'student123!' }
export const ADMIN = { email: 'admin@example.com', password: 'admin123!' }

export interface TestBackend extends LocalBackend {
  stop(): Promise<void>
}

/** A backend on free ports with its own temporary data dir (removed by stop()). */
export async function startTestBackend(options: LocalBackendOptions = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'studywise-contract-')))
  // bcrypt cost 4 keeps the suite fast; the cost is not what these tests are about.
  const backend = await startLocalBackend({
    port: 0,
    inboxPort: 0,
    bcryptCost: 4,
    ...options,
    dataDir,
  })
  return {
    ...backend,
    stop: async () => {
      await backend.close()
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Node 20 has no WebSocket and the app's calls never use realtime: fail loudly if one tries. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not served by the local backend')
  }
}

export function client(backend: LocalBackend, key = ANON_KEY): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  })
}

/** Signs a JWT with the demo secret at run time (so no key string lives in the source). */
export async function signWithSecret(
  claims: Record<string, unknown>,
  secret = JWT_SECRET,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))
}

export const serviceRoleKey = (): Promise<string> =>
  signWithSecret({
    iss: 'supabase-demo',
    role: 'service_role',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })

export interface InboxMessage {
  to: string
  subject: string
  html: string
  text: string
  links: string[]
  createdAt: string
}

export async function inbox(backend: LocalBackend, to: string): Promise<InboxMessage[]> {
  const res = await fetch(`${backend.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`)
  if (!res.ok) throw new Error(`inbox answered ${res.status}`)
  return (await res.json()) as InboxMessage[]
}

/** The token of the newest mail to `to` (its verification link). */
export async function latestToken(backend: LocalBackend, to: string): Promise<MailedToken> {
  const [message] = await inbox(backend, to)
  if (!message) throw new Error(`no mail for ${to}`)
  const token = tokenInLinks(message.links)
  if (!token)
    throw new Error(`no verification link in the mail to ${to}: ${message.links.join(', ')}`)
  return token
}

let counter = 0
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now()}-${++counter}@example.com`

/** Raw HTTP against the API with the anon key (for the cases supabase-js would not send). */
export function api(
  backend: LocalBackend,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', ANON_KEY)
  return fetch(`${backend.url}${path}`, { ...init, headers })
}
