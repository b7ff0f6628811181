/**
 * study_guide_sources on real PostgreSQL 15 (what hosted Supabase runs; PGlite is PostgreSQL
 * 18): the same cases as guide-sources.test.ts, from support/source-cases.ts. `npm test` provides
 * the server; without one the tests are skipped with a warning, except in CI, where they fail.
 */
import { describeOnPostgres, runAsOnPg } from './support/postgres'
import { addSourceRows, defineSourceTests } from './support/source-cases'

describeOnPostgres(
  'study_guide_sources on PostgreSQL 15',
  { seed: true, rows: addSourceRows },
  (postgres) => {
    defineSourceTests(() => runAsOnPg(postgres.client))
  },
)
