/**
 * The same RLS matrix as rls-matrix.test.ts, on real PostgreSQL 15 (what hosted Supabase runs;
 * PGlite is PostgreSQL 18), with the seed applied the way `supabase db reset` applies it.
 * `npm test` provides the server (PGHOST, else a private one when PostgreSQL is installed); without
 * one the tests are skipped with a warning, except in CI, where they fail.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createThrowawayDatabase,
  outcomeOnPg,
  serverReachable,
  type ThrowawayDatabase,
} from './support/postgres'
import { actors, addStudyRows, cells, statements } from './support/rls-cases'

const server = await serverReachable()
if (!server.ok) {
  console.warn(
    `Skipping the RLS matrix on PostgreSQL (tests/db/rls-matrix.pg.test.ts): no server is reachable ` +
      `through the PG* environment variables (${server.reason}).`,
  )
}

describe.skipIf(!server.ok && !process.env.CI)('RLS matrix on PostgreSQL 15', () => {
  let db: ThrowawayDatabase
  let client: pg.Client
  beforeAll(async () => {
    db = await createThrowawayDatabase('studywise_rls', { seed: true })
    client = await db.connect()
    await addStudyRows((sql, params) => client.query(sql, params))
  })
  afterAll(async () => {
    await client?.end()
    await db?.drop()
  })

  it('runs on PostgreSQL 15 or later', async () => {
    const { rows } = await client.query<{ v: number }>(
      `select current_setting('server_version_num')::int as v`,
    )
    expect(rows[0]!.v).toBeGreaterThanOrEqual(150000)
  })

  it.each(cells)('$actor $op $table → $outcome', async ({ table, op, actor, outcome }) => {
    const [sql, params] = statements[table]![op]
    expect(await outcomeOnPg(client, actors[actor], sql, params)).toEqual(outcome)
  })
})
