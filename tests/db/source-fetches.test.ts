/**
 * The `source` function's daily count in the database (migration …_source_fetches.sql): a
 * student may have so many pages fetched a day, counted for every function instance alike, and
 * nobody but the server may count or read.
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

const hit = 'select public.source_fetch_hit($1, 3) as counted'
const other = '00000000-0000-4000-8000-0000000000b0'

describe('source_fetch_hit', () => {
  it('counts three fetches a day per student, then refuses without counting', async () => {
    const results = await runAsOnPglite(db)(service, async (query) => {
      await query(
        `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'other@example.com', '{"beta_code":"WELCOME1"}')`,
        [other],
      )
      const counted: boolean[] = []
      for (let n = 0; n < 5; n += 1)
        counted.push(((await query(hit, [ids.student])).rows[0] as { counted: boolean }).counted)
      // Another student has a count of their own.
      counted.push(((await query(hit, [other])).rows[0] as { counted: boolean }).counted)
      const rows = await query(
        'select fetches from public.source_fetch_counts where user_id = $1',
        [ids.student],
      )
      // Yesterday's count does not hold today's back, and is dropped.
      await query(`update public.source_fetch_counts set day = day - 1 where user_id = $1`, [
        ids.student,
      ])
      counted.push(((await query(hit, [ids.student])).rows[0] as { counted: boolean }).counted)
      const days = await query('select day from public.source_fetch_counts where user_id = $1', [
        ids.student,
      ])
      return { counted, fetches: rows.rows, days: days.rows.length }
    })
    expect(results.counted).toEqual([true, true, true, false, false, true, true])
    expect(results.fetches).toEqual([{ fetches: 3 }])
    expect(results.days).toBe(1)
  })

  it('is the server’s alone', async () => {
    const student = userActor(ids.student, 'student@example.com')
    expect(await outcomeOf(db, student, hit, [ids.student])).toBe('denied')
    expect(await outcomeOf(db, anon, hit, [ids.student])).toBe('denied')
    expect(await outcomeOf(db, student, 'select * from public.source_fetch_counts', [])).toBe(
      'denied',
    )
  })
})
