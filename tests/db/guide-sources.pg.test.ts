/**
 * study_guide_sources on real PostgreSQL 15 (what hosted Supabase runs; PGlite is PostgreSQL
 * 18): the same cases as guide-sources.test.ts, from support/source-cases.ts. `npm test` provides
 * the server; without one the tests are skipped with a warning, except in CI, where they fail.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { claimsFor } from './support/actors'
import {
  createThrowawayDatabase,
  serverReachable,
  type ThrowawayDatabase,
} from './support/postgres'
import { addSourceRows, defineSourceTests, type RunAs } from './support/source-cases'

const server = await serverReachable()
if (!server.ok) {
  console.warn(
    `Skipping study_guide_sources on PostgreSQL (tests/db/guide-sources.pg.test.ts): no server is ` +
      `reachable through the PG* environment variables (${server.reason}).`,
  )
}

describe.skipIf(!server.ok && !process.env.CI)('study_guide_sources on PostgreSQL 15', () => {
  let db: ThrowawayDatabase
  let client: pg.Client
  beforeAll(async () => {
    db = await createThrowawayDatabase('studywise_sources', { seed: true })
    client = await db.connect()
    await addSourceRows((sql, params) => client.query(sql, params))
  })
  afterAll(async () => {
    await client?.end()
    await db?.drop()
  })

  const runAs: RunAs = async (actor, fn) => {
    await client.query('begin')
    try {
      await client.query(
        actor.kind === 'anon' ? 'set local role anon' : 'set local role authenticated',
      )
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

  defineSourceTests(() => runAs)
})
