/**
 * practice_exam_attempts on real PostgreSQL 15 (what hosted Supabase runs; PGlite is PostgreSQL
 * 18): the same cases as practice-exam-attempts.test.ts, from support/practice-exam-cases.ts.
 * `npm test` provides the server; without one the tests are skipped with a warning, except in
 * CI, where they fail.
 */
import { describeOnPostgres, runAsOnPg } from './support/postgres'
import { addPracticeExamRows, definePracticeExamTests } from './support/practice-exam-cases'

describeOnPostgres(
  'practice_exam_attempts on PostgreSQL 15',
  { seed: true, rows: addPracticeExamRows },
  (postgres) => {
    definePracticeExamTests(() => runAsOnPg(postgres.client))
  },
)
