/**
 * A throwaway database on a real PostgreSQL server (reached through the standard PG* variables)
 * with the auth shim and every migration applied, for tests PGlite cannot do: PGlite is a single
 * connection, so it cannot show what concurrent transactions do.
 */
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { authShimPath, listMigrations, seedPath } from '../../../supabase/local/schema'
import { claimsFor, outcomeOfError, setRoleFor, type Actor, type Outcome } from './actors'

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
  prefix: string,
  options: { seed?: boolean } = {},
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const admin = new pg.Client()
  await admin.connect()
  // The name is built from a fixed prefix and numbers only.
  await admin.query(`create database ${name}`)
  await admin.end()

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
