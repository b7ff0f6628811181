/** ai_usage on PGlite; the cases are in support/ai-usage-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { asActor } from './support/actors'
import { addUsageRows, defineUsageTests, type RunAs } from './support/ai-usage-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addUsageRows((sql, params) => db.query(sql, params))
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

defineUsageTests(() => runAs)
