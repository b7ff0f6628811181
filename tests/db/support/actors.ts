/**
 * Runs SQL the way PostgREST does for a request: inside a transaction, `set local role` to the
 * caller's role and the JWT claims in `request.jwt.claims`. Every call is rolled back, so one
 * database serves many independent cases.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'

export const ids = {
  admin: '00000000-0000-4000-8000-000000000001',
  student: '00000000-0000-4000-8000-000000000002',
  studentGuide: '00000000-0000-4000-8000-0000000000a1',
} as const

export type Actor =
  | { kind: 'anon' }
  | { kind: 'user'; id: string; email: string }
  /** The server side (Edge Functions) with the service_role key. */
  | { kind: 'service' }

export const anon: Actor = { kind: 'anon' }
export const service: Actor = { kind: 'service' }
export const userActor = (id: string, email: string): Actor => ({ kind: 'user', id, email })

/** Runs statements as an actor (PostgREST-style) inside a transaction that is rolled back. */
export type RunAs = <T>(actor: Actor, fn: (query: Query) => Promise<T>) => Promise<T>
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; count: number }>

/** What a statement did: rows returned / affected, or which refusal Postgres gave. */
export type Outcome = number | 'denied' | 'rls' | { error: string; code: string }

interface PgError {
  code?: string
  message?: string
}

function isPgError(error: unknown): error is PgError {
  return typeof error === 'object' && error !== null && 'message' in error
}

export function claimsFor(actor: Actor): Record<string, unknown> {
  if (actor.kind === 'anon') return { role: 'anon', iss: 'supabase-demo' }
  if (actor.kind === 'service') return { role: 'service_role', iss: 'supabase-demo' }
  return { sub: actor.id, email: actor.email, role: 'authenticated', aud: 'authenticated' }
}

/** `set local role …` for the actor: one of three fixed statements, never user input. */
export function setRoleFor(actor: Actor): string {
  if (actor.kind === 'anon') return 'set local role anon'
  if (actor.kind === 'service') return 'set local role service_role'
  return 'set local role authenticated'
}

async function become(tx: Transaction, actor: Actor): Promise<void> {
  await tx.exec(setRoleFor(actor))
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify(claimsFor(actor)),
  ])
}

/** Runs `fn` as the actor and rolls everything back. */
export async function asActor<T>(
  db: PGlite,
  actor: Actor,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let result: { value: T } | undefined
  await db.transaction(async (tx) => {
    await become(tx, actor)
    try {
      result = { value: await fn(tx) }
    } finally {
      await tx.rollback()
    }
  })
  if (!result) throw new Error('transaction ended without a result')
  return result.value
}

export function outcomeOfError(error: unknown): Outcome {
  if (!isPgError(error)) throw error
  const message = error.message ?? ''
  if (error.code === '42501' && message.startsWith('permission denied')) return 'denied'
  if (error.code === '42501' && message.includes('row-level security')) return 'rls'
  return { error: message, code: error.code ?? '' }
}

/** Runs one statement as the actor (rolled back) and reports what happened. */
export async function outcomeOf(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Outcome> {
  return asActor(db, actor, async (tx) => {
    try {
      const result = await tx.query(sql, [...params])
      return /^\s*select/i.test(sql)
        ? result.rows.length
        : (result.affectedRows ?? result.rows.length)
    } catch (error) {
      return outcomeOfError(error)
    }
  })
}

/** Calls a function as the actor (rolled back); returns its rows or throws the database error. */
export async function callAs<T>(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return asActor(db, actor, async (tx) => (await tx.query<T>(sql, params)).rows)
}

/** Like callAs, but keeps the changes (commits). */
export async function commitAs<T>(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.transaction(async (tx) => {
    await become(tx, actor)
    return (await tx.query<T>(sql, params)).rows
  })
}

/**
 * Signs a user up the way Supabase Auth does: GoTrue (role supabase_auth_admin) inserts into
 * auth.users with the sign-up data in raw_user_meta_data; the beta-code trigger runs there.
 */
export async function signUp(
  db: PGlite,
  user: { id: string; email: string; betaCode?: string | null; name?: string },
): Promise<void> {
  const meta: Record<string, unknown> = { name: user.name ?? user.email.split('@')[0] }
  if (user.betaCode !== undefined && user.betaCode !== null) meta.beta_code = user.betaCode
  await db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin')
    await tx.query(
      `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data)
       values ($1, $2, '', $3, '{"provider":"email","providers":["email"]}')`,
      [user.id, user.email, JSON.stringify(meta)],
    )
  })
}

/** RunAs on PGlite: `fn`'s queries run as the actor and are rolled back. */
export function runAsOnPglite(db: PGlite): RunAs {
  return (actor, fn) =>
    asActor(db, actor, (tx) =>
      fn(async (sql, params) => {
        const result = await tx.query(sql, params)
        return { rows: result.rows, count: result.affectedRows ?? result.rows.length }
      }),
    )
}

/** One statement run through `runAs` as the actor (rolled back), and what happened. */
export function outcomeWith(
  runAs: RunAs,
  actor: Actor,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Outcome> {
  return runAs(actor, async (query) => {
    try {
      const result = await query(sql, [...params])
      return /^\s*select/i.test(sql) ? result.rows.length : result.count
    } catch (error) {
      return outcomeOfError(error)
    }
  })
}
