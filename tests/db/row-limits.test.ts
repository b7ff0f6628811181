/** The row limits on PGlite; the cases are in support/row-limit-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { ids, outcomeOf, runAsOnPglite, userActor } from './support/actors'
import { addRowLimitRows, defineRowLimitTests } from './support/row-limit-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addRowLimitRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

const student = userActor(ids.student, 'student@example.com')
defineRowLimitTests(
  () => runAsOnPglite(db),
  () => (sql, params) => outcomeOf(db, student, sql, params),
)
