/**
 * A throwaway database on a real PostgreSQL server (reached through the standard PG* variables)
 * with the auth shim and every migration applied, for tests PGlite cannot do: PGlite is a single
 * connection, so it cannot show what concurrent transactions do. `npm test` provides the server
 * (PGHOST, else a private one when PostgreSQL is installed).
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { authShimPath, listMigrations, seedPath } from '../../../supabase/local/schema'
import {
  claimsFor,
  outcomeOfError,
  setRoleFor,
  type Actor,
  type Outcome,
  type RunAs,
} from './actors'

export async function serverReachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  } finally {
    await client.end().catch(() => undefined)
  }
}

export interface ThrowawayDatabase {
  name: string
  connect(): Promise<pg.Client>
  drop(): Promise<void>
}

export async function createThrowawayDatabase(
  options: { seed?: boolean } = {},
): Promise<ThrowawayDatabase> {
  // Unique even when several test files create theirs at the same moment.
  const name = `studywise_test_${process.pid}_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client()
  await admin.connect()
  // The name is built from a fixed prefix and numbers only.
  await admin.query(`create database ${name}`)
  // The auth shim creates the cluster's roles when missing: files setting up at the same moment
  // would race to create them, so one sets up at a time (a lock in the admin database).
  await admin.query('select pg_advisory_lock(20261127)')

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ database: name })
    await client.connect()
    return client
  }
  const setup = await connect()
  try {
    await setup.query(await readFile(authShimPath, 'utf8'))
    for (const file of await listMigrations()) await setup.query(await readFile(file, 'utf8'))
    if (options.seed) await setup.query(await readFile(seedPath, 'utf8'))
  } finally {
    await setup.end()
    await admin.query('select pg_advisory_unlock(20261127)')
    await admin.end()
  }
  return {
    name,
    connect,
    async drop() {
      const client = new pg.Client()
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Runs one statement as the actor, PostgREST-style, rolls back, and reports what happened. */
export async function outcomeOnPg(
  client: pg.Client,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  await client.query('begin')
  try {
    await client.query(setRoleFor(actor))
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claimsFor(actor)),
    ])
    const result = await client.query(sql, params)
    return /^\s*select/i.test(sql) ? result.rows.length : (result.rowCount ?? 0)
  } catch (error) {
    return outcomeOfError(error)
  } finally {
    await client.query('rollback')
  }
}

/** Runs `fn`'s queries as the actor, PostgREST-style, on the client, and rolls back. */
export function runAsOnPg(client: pg.Client): RunAs {
  return async (actor, fn) => {
    await client.query('begin')
    try {
      await client.query(setRoleFor(actor))
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claimsFor(actor)),
      ])
      return await fn(async (sql, params) => {
        const result = await client.query(sql, params)
        return { rows: result.rows, count: result.rowCount ?? result.rows.length }
      })
    } finally {
      await client.query('rollback')
    }
  }
}

/** What a describeOnPostgres block works on, from its beforeAll on. */
export interface OnPostgres {
  db: ThrowawayDatabase
  /** One connection, open for the whole block. */
  client: pg.Client
}

const server = await serverReachable()

/**
 * A describe block on its own throwaway database (the seed too with `seed: true`, then `rows`),
 * with one open connection; both are dropped after the block. Without a reachable server the
 * block is skipped with a warning, except in CI, where it fails.
 */
export function describeOnPostgres(
  title: string,
  options: {
    seed?: boolean
    rows?: (run: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<void>
  },
  body: (postgres: OnPostgres) => void,
): void {
  if (!server.ok) {
    console.warn(
      `Skipping '${title}': no PostgreSQL server is reachable through the PG* environment ` +
        `variables (${server.reason}). Install PostgreSQL (apt-get install postgresql) and run ` +
        `npm test, which starts a private server, or point PGHOST / PGUSER / PGDATABASE at one.`,
    )
  }
  describe.skipIf(!server.ok && !process.env.CI)(title, () => {
    const postgres = {} as OnPostgres
    beforeAll(async () => {
      postgres.db = await createThrowawayDatabase({ seed: options.seed })
      postgres.client = await postgres.db.connect()
      await options.rows?.((sql, params) => postgres.client.query(sql, params))
    })
    afterAll(async () => {
      await postgres.client?.end()
      await postgres.db?.drop()
    })
    body(postgres)
  })
}
