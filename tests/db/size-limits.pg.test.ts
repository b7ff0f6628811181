/**
 * The size limits on real PostgreSQL 15 (what hosted Supabase runs; PGlite is PostgreSQL 18):
 * the same cases as size-limits.test.ts, from support/size-limit-cases.ts. `npm test` provides
 * the server; without one the tests are skipped with a warning, except in CI, where they fail.
 */
import { describeOnPostgres, outcomeOnPg } from './support/postgres'
import { defineSizeLimitTests } from './support/size-limit-cases'

describeOnPostgres('size limits on PostgreSQL 15', { seed: true }, (postgres) => {
  defineSizeLimitTests(
    () => (actor, sql, params) => outcomeOnPg(postgres.client, actor, sql, params),
  )
})
