/**
 * The feedback function's rate limit in the database (migration …_feedback_rate_limit.sql):
 * five messages per caller and window, counted for every function instance alike, and nobody but
 * the server may count or read.
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

const hit = 'select public.feedback_rate_hit($1, 5, 600) as wait'

describe('feedback_rate_hit', () => {
  it('allows five messages per caller and window, then says how long to wait', async () => {
    const waits = await runAsOnPglite(db)(service, async (query) => {
      const results: number[] = []
      for (let n = 0; n < 7; n += 1) {
        results.push(
          ((await query(hit, ['address:' + 'f'.repeat(64)])).rows[0] as { wait: number }).wait,
        )
      }
      // Another caller has a window of their own.
      results.push(((await query(hit, [ids.student])).rows[0] as { wait: number }).wait)
      return results
    })
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0])
    expect(waits[5]).toBeGreaterThan(590)
    expect(waits[5]).toBeLessThanOrEqual(600)
    expect(waits[6]).toBeGreaterThan(590)
    expect(waits[7]).toBe(0)
  })

  it('is the server’s alone', async () => {
    const student = userActor(ids.student, 'student@example.com')
    expect(await outcomeOf(db, student, hit, [ids.student])).toBe('denied')
    expect(await outcomeOf(db, anon, hit, ['x'])).toBe('denied')
    expect(await outcomeOf(db, student, 'select * from public.feedback_rate_hits', [])).toBe(
      'denied',
    )
  })
})
