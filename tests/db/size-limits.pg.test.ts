/**
 * The size limits on real PostgreSQL 15 (what hosted Supabase runs; PGlite is PostgreSQL 18):
 * the same cases as size-limits.test.ts, from support/size-limit-cases.ts. `npm test` provides
 * the server; without one the tests are skipped with a warning, except in CI, where they fail.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import {
  createThrowawayDatabase,
  outcomeOnPg,
  serverReachable,
  type ThrowawayDatabase,
} from './support/postgres'
import { defineSizeLimitTests } from './support/size-limit-cases'

const server = await serverReachable()
if (!server.ok) {
  console.warn(
    `Skipping the size limits on PostgreSQL (tests/db/size-limits.pg.test.ts): no server is ` +
      `reachable through the PG* environment variables (${server.reason}).`,
  )
}

describe.skipIf(!server.ok && !process.env.CI)('size limits on PostgreSQL 15', () => {
  let db: ThrowawayDatabase
  let client: pg.Client
  beforeAll(async () => {
    db = await createThrowawayDatabase('studywise_sizes', { seed: true })
    client = await db.connect()
  })
  afterAll(async () => {
    await client?.end()
    await db?.drop()
  })

  defineSizeLimitTests(() => (actor, sql, params) => outcomeOnPg(client, actor, sql, params))
})
