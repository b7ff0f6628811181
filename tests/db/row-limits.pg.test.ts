/**
 * The row limits on real PostgreSQL 15 (what hosted Supabase runs): the cases of
 * row-limits.test.ts (support/row-limit-cases.ts). `npm test` provides the server; without one
 * the tests are skipped with a warning, except in CI, where they fail.
 */
import { ids, userActor } from './support/actors'
import { describeOnPostgres, outcomeOnPg, runAsOnPg } from './support/postgres'
import { addRowLimitRows, defineRowLimitTests } from './support/row-limit-cases'

const student = userActor(ids.student, 'student@example.com')
describeOnPostgres(
  'row limits on PostgreSQL 15',
  { seed: true, rows: addRowLimitRows },
  (postgres) => {
    defineRowLimitTests(
      () => runAsOnPg(postgres.client),
      () => (sql, params) => outcomeOnPg(postgres.client, student, sql, params),
    )
  },
)
