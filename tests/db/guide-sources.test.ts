/** study_guide_sources on PGlite; the cases are in support/source-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { asActor } from './support/actors'
import { addSourceRows, defineSourceTests, type RunAs } from './support/source-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addSourceRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

const runAs: RunAs = (actor, fn) =>
  asActor(db, actor, (tx) =>
    fn(async (sql, params) => {
      const result = await tx.query(sql, params)
      return { rows: result.rows, count: result.affectedRows ?? result.rows.length }
    }),
  )

defineSourceTests(() => runAs)
