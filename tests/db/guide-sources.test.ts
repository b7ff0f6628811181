/** study_guide_sources on PGlite; the cases are in support/source-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { runAsOnPglite } from './support/actors'
import { addSourceRows, defineSourceTests } from './support/source-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addSourceRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

defineSourceTests(() => runAsOnPglite(db))
