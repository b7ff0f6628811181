/**
 * A throwaway database on a real PostgreSQL server (reached through the standard PG* variables)
 * with the auth shim and every migration applied, for tests PGlite cannot do: PGlite is a single
 * connection, so it cannot show what concurrent transactions do.
 */
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { authShimPath, listMigrations } from '../../../supabase/local/schema'

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

export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
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
