/** The size limits on PGlite; the cases are in support/size-limit-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { outcomeOf } from './support/actors'
import { defineSizeLimitTests } from './support/size-limit-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.close()
})

defineSizeLimitTests(() => (actor, sql, params) => outcomeOf(db, actor, sql, params))
