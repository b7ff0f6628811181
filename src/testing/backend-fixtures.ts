import { LOCAL_ADMIN_USER_ID, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/env'
import type { GuideRef, Saved } from '@/entities/study-guide/study-guide'
import type { Tables } from '@/types/database.types'
import { signJwt } from '../../supabase/local/jwt.ts'
import {
  listMessages,
  tokenInLinks,
  type CapturedMessage,
  type MailedToken,
} from '../../supabase/local/mail/mailer.ts'
import { commitAs, userActor } from '../../tests/db/support/actors.ts'
import { localBackend } from './local-backend'
import { testGuide } from './render-study-tool'

// A file that sets up data loads its database and takes one account through the paths tests
// use before its first test, so that test does not pay for the cold start; the tests then do
// real database work, which wants more than vitest's 5 s on a shared 2-core machine.
beforeAll(async () => {
  const warmUp = await createAccount('Warm Up')
  await sessionFor(warmUp)
  await insertGuide(warmUp)
}, 60_000)
vi.setConfig({ testTimeout: 15_000 })

/**
 * Test data on the local backend (local-backend.ts): accounts, sessions and rows. Rows are
 * inserted with SQL as their owner (RLS and grants apply); sessions come from the real sign-in.
 * None of this goes through msw, so `backendRequests` holds only what the app itself sent.
 */

export interface Account {
  id: string
  email: string
  password: string
  name: string
}

/** The seeded accounts (supabase/seed.sql, README). The student owns three guides. */
export const seededStudent: Account = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'student@example.com',
  password: 'student123!',
  name: 'Student',
}
export const seededAdmin: Account = {
  id: LOCAL_ADMIN_USER_ID,
  email: 'admin@example.com',
  password: 'admin123!',
  name: 'Admin',
}

/** Where supabase-js keeps the session for the local URL (sb-<first host label>-auth-token). */
export const SESSION_KEY = 'sb-127-auth-token'

async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; key?: string } = {},
): Promise<unknown> {
  const headers = new Headers({ apikey: init.key ?? LOCAL_SUPABASE_ANON_KEY })
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`${LOCAL_SUPABASE_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const response = await (await localBackend()).handle(request)
  const text = await response.text()
  if (!response.ok) throw new Error(`${request.method} ${path}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : undefined
}

/** Runs SQL as the superuser on this test file's database. */
export async function sql<T = Record<string, unknown>>(
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const { db } = await localBackend()
  return db.run(async (tx) => (await tx.query<T>(query, params)).rows)
}

export interface Session {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at: number
  token_type: string
  user: { id: string; email: string }
}

/** A real session for the account (password sign-in). */
export function sessionFor(account: Pick<Account, 'email' | 'password'>): Promise<Session> {
  return call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: { email: account.email, password: account.password },
  }) as Promise<Session>
}

/** Signs in and stores the session where supabase-js finds it: the app starts signed in. */
export async function signIn(account: Account): Promise<Session> {
  const session = await sessionFor(account)
  localStorage.setItem(SESSION_KEY, JSON.stringify(session))
  return session
}

let accounts = 0

/** A fresh beta access code, for one sign-up. */
export async function newBetaCode(): Promise<string> {
  const code = `ACCT${String(++accounts).padStart(4, '0')}`
  await sql(`insert into public.beta_access_codes (code) values ($1)`, [code])
  return code
}

function newAccount(name: string, password?: string): Omit<Account, 'id'> {
  const n = accounts + 1
  return {
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${n}@example.com`,
    password: password ?? `${name}-secret-${n}`,
  }
}

/**
 * A new confirmed account with an empty library (the admin API, with a beta code of its own),
 * so a test owns exactly the rows it inserts.
 */
export async function createAccount(
  name = 'Ada',
  options: { password?: string } = {},
): Promise<Account> {
  const account = newAccount(name, options.password)
  const code = await newBetaCode()
  const serviceKey = await signJwt({
    iss: 'supabase-demo',
    role: 'service_role',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
  const user = (await call('/auth/v1/admin/users', {
    method: 'POST',
    key: serviceKey,
    token: serviceKey,
    body: {
      email: account.email,
      password: account.password,
      email_confirm: true,
      user_metadata: { name, beta_code: code },
    },
  })) as { id: string }
  return { ...account, id: user.id }
}

/** A sign-up as the dialog makes it: the account waits for its confirmation mail. */
export async function signUpUnconfirmed(name = 'Ada'): Promise<Account> {
  const account = newAccount(name)
  const code = await newBetaCode()
  const user = (await call('/auth/v1/signup', {
    method: 'POST',
    body: { ...account, data: { name, beta_code: code } },
  })) as { id: string }
  return { ...account, id: user.id }
}

/** The newest mail the local backend sent to `to`. */
export async function newestMail(to: string): Promise<CapturedMessage> {
  const [message] = await listMessages((await localBackend()).db, to)
  if (!message) throw new Error(`no mail to ${to}`)
  return message
}

/** The token of the newest mail to `to`, as its link carries it. */
export async function mailedToken(to: string): Promise<MailedToken> {
  const [message] = await listMessages((await localBackend()).db, to)
  const token = message && tokenInLinks(message.links)
  if (!token) throw new Error(`no mail with a link to ${to}`)
  return token
}

/** The password-reset mail, as 'Forgot password?' asks for it. */
export async function requestPasswordReset(account: Account): Promise<MailedToken> {
  await call('/auth/v1/recover', { method: 'POST', body: { email: account.email } })
  return mailedToken(account.email)
}

/**
 * An e-mail change asked for by the account (Account Settings): one link to each address,
 * both needed (GoTrue's secure change).
 */
export async function requestEmailChange(
  account: Account,
  newEmail: string,
): Promise<{ current: MailedToken; next: MailedToken }> {
  const { access_token: token } = await sessionFor(account)
  await call('/auth/v1/user', { method: 'PUT', token, body: { email: newEmail } })
  return { current: await mailedToken(account.email), next: await mailedToken(newEmail) }
}

/** Follows a mailed link outside the app (POST /verify). */
export async function followLink(token: MailedToken): Promise<unknown> {
  return call('/auth/v1/verify', {
    method: 'POST',
    body: { token_hash: token.tokenHash, type: token.type },
  })
}

/** A new account, signed in. */
export async function signInNewAccount(name = 'Ada'): Promise<Account> {
  const account = await createAccount(name)
  await signIn(account)
  return account
}

/** An insert of `values` into public.<table> that returns the row as PostgREST would (JSON). */
function insertStatement(table: string, values: Record<string, unknown>): [string, unknown[]] {
  const columns = Object.keys(values)
    .map((column) => `"${column}"`)
    .join(', ')
  return [
    `insert into public.${table} as t (${columns})
     select ${columns} from json_populate_record(null::public.${table}, $1::json)
     returning to_json(t.*) as row`,
    [JSON.stringify(values)],
  ]
}

/** Inserts one row into public.<table> as `owner` (RLS applies); columns not given keep their defaults. */
export async function insertAs<T>(
  owner: Pick<Account, 'id' | 'email'>,
  table: string,
  values: Record<string, unknown>,
): Promise<T> {
  const { db } = await localBackend()
  const [query, params] = insertStatement(table, values)
  const [row] = await commitAs<{ row: T }>(db.pg, userActor(owner.id, owner.email), query, params)
  return row!.row
}

/** Inserts one row as the superuser, for tables no client may write (beta access codes). */
export async function insertRow<T>(table: string, values: Record<string, unknown>): Promise<T> {
  const [row] = await sql<{ row: T }>(...insertStatement(table, values))
  return row!.row
}

export type GuideRow = Tables<'study_guides'>

let guides = 0

/** A study guide of `owner`; later guides are newer unless created_at is given. */
export function insertGuide(
  owner: Pick<Account, 'id' | 'email'>,
  overrides: Partial<Omit<GuideRow, 'user_id'>> = {},
): Promise<GuideRow> {
  guides += 1
  return insertAs<GuideRow>(owner, 'study_guides', {
    user_id: owner.id,
    title: `Guide ${guides}`,
    content: `# Guide ${guides}\n\nContent of guide ${guides}.`,
    original_text: `Original notes ${guides}`,
    cover_color: 'from-blue-400 to-blue-600',
    created_at: new Date(Date.UTC(2026, 10, 1, 0, guides)).toISOString(),
    ...overrides,
  })
}

/** `owner`'s guides 'Cells' and 'Genes' (headed 'Cells body', 'Genes body') and 'Bio Unit' of both. */
export async function insertUnitGuide(owner: Pick<Account, 'id' | 'email'>) {
  const cells = await insertGuide(owner, { title: 'Cells', content: '## Cells body' })
  const genes = await insertGuide(owner, { title: 'Genes', content: '## Genes body' })
  const unit = await insertGuide(owner, {
    title: 'Bio Unit',
    kind: 'unit',
    source_guide_ids: [cells.id, genes.id],
    content: '## Unit body',
  })
  return { cells, genes, unit }
}

/** testGuide saved by a new signed-in account: `guide` is what a study tool renders. */
export async function savedTestGuide(): Promise<{ owner: Account; guide: Saved<GuideRef> }> {
  const owner = await signInNewAccount('Ada')
  const row = await insertGuide(owner, { title: testGuide.title, content: testGuide.content })
  return { owner, guide: { id: row.id, title: row.title, content: row.content } }
}
