/** practice_exam_attempts on PGlite; the cases are in support/practice-exam-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { runAsOnPglite } from './support/actors'
import { addPracticeExamRows, definePracticeExamTests } from './support/practice-exam-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addPracticeExamRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

definePracticeExamTests(() => runAsOnPglite(db))
