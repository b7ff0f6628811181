/**
 * The feedback function's record of delivered messages (migration …_feedback_deliveries.sql): a
 * retried send of the same message (its id made on the device) is known as delivered, and nobody
 * but the server may read or record.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { anon, ids, outcomeOf, runAsOnPglite, service, userActor } from './support/actors'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.close()
})

const delivered = 'select public.feedback_delivered($1) as delivered'
const record = 'select public.feedback_record_delivery($1)'
const message = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890'
const other = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3'

describe('feedback deliveries', () => {
  it('knows a message recorded as delivered, however often it is recorded, and no other', async () => {
    const seen = await runAsOnPglite(db)(service, async (query) => {
      const before = (await query(delivered, [message])).rows[0] as { delivered: boolean }
      await query(record, [message])
      await query(record, [message])
      const after = (await query(delivered, [message])).rows[0] as { delivered: boolean }
      const another = (await query(delivered, [other])).rows[0] as { delivered: boolean }
      const rows = (await query('select count(*)::int as n from public.feedback_deliveries', []))
        .rows[0] as { n: number }
      return [before.delivered, after.delivered, another.delivered, rows.n]
    })
    expect(seen).toEqual([false, true, false, 1])
  })

  it('is the server’s alone', async () => {
    const student = userActor(ids.student, 'student@example.com')
    expect(await outcomeOf(db, student, delivered, [message])).toBe('denied')
    expect(await outcomeOf(db, anon, record, [other])).toBe('denied')
    expect(await outcomeOf(db, student, 'select * from public.feedback_deliveries', [])).toBe(
      'denied',
    )
  })
})
