/** The audio allowance of ai_usage on PGlite; the cases are in support/ai-audio-usage-cases.ts. */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { runAsOnPglite } from './support/actors'
import { defineAudioUsageTests } from './support/ai-audio-usage-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.close()
})

defineAudioUsageTests(() => runAsOnPglite(db))
