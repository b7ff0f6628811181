/** ai_usage on PGlite; the cases are in support/ai-usage-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { runAsOnPglite } from './support/actors'
import { addUsageRows, defineUsageTests } from './support/ai-usage-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addUsageRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

defineUsageTests(() => runAsOnPglite(db))
