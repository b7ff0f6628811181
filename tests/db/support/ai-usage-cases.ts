/**
 * The rules of ai_usage, shared by the PGlite run (ai-usage.test.ts) and the run on
 * real PostgreSQL 15 (ai-usage.pg.test.ts): a student reads only their own rows, the browser
 * writes nothing and cannot call the counting functions, and the server's reserve / settle
 * keep the daily count. Every case rolls back.
 */
import { describe, expect, it } from 'vitest'
import {
  anon,
  ids,
  outcomeOfError,
  service,
  userActor,
  type Actor,
  type Outcome,
  type RunAs,
} from './actors'

const A = userActor(ids.student, 'student@example.com')
const B_ID = '00000000-0000-4000-8000-0000000000b0'
const B = userActor(B_ID, 'other@example.com')
/** A SHA-256 (hex) of an anonymous visitor's address, as the function stores it. */
export const visitor = 'a'.repeat(64)
const today = `(now() at time zone 'utc')::date`

// bigint columns come back as strings from node-postgres: counted in integers here.
const reserve = 'select allowed, used::integer from public.ai_usage_reserve($1, $2, $3, $4)'
const reserveWhy =
  'select allowed, used::integer, reason from public.ai_usage_reserve($1, $2, $3, $4, $5, $6)'
const anonymousTotal = `select tokens::integer from public.ai_usage_anonymous_totals where day = ${today}`
const settle = `select public.ai_usage_settle($1, $2, ${today}, $3)`
const tokensOf = `select tokens::integer, requests, daily_limit::integer from public.ai_usage where caller = $1 and day = ${today}`

/** User B, and today's rows for A (1,200 tokens), B (300) and an anonymous visitor (50). */
export async function addUsageRows(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await run(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'other@example.com', '{"beta_code":"WELCOME1"}')`,
    [B_ID],
  )
  await run(
    `insert into public.ai_usage (user_id, client_hash, day, tokens, requests, daily_limit)
     values ($1, null, ${today}, 1200, 3, 200000), ($2, null, ${today}, 300, 1, 200000),
            (null, $3, ${today}, 50, 1, 50000)`,
    [ids.student, B_ID, visitor],
  )
}

export function defineUsageTests(runAs: () => RunAs): void {
  const outcome = (actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome> =>
    runAs()(actor, async (query) => {
      try {
        const result = await query(sql, params)
        return /^\s*select/i.test(sql) ? result.rows.length : result.count
      } catch (error) {
        return outcomeOfError(error)
      }
    })
  const rows = (actor: Actor, sql: string, params: unknown[] = []) =>
    runAs()(actor, async (query) => (await query(sql, params)).rows)

  describe('who reads the usage', () => {
    it('lets a student read their own row only, and anon nothing', async () => {
      expect(await rows(A, 'select user_id, tokens, daily_limit from public.ai_usage')).toEqual([
        { user_id: ids.student, tokens: expect.anything(), daily_limit: expect.anything() },
      ])
      expect(
        await rows(A, 'select tokens from public.ai_usage where user_id = $1', [B_ID]),
      ).toEqual([])
      expect(await rows(B, 'select user_id from public.ai_usage')).toEqual([{ user_id: B_ID }])
      expect(await outcome(anon, 'select tokens from public.ai_usage')).toBe('denied')
    })

    it('shows nobody but the server an anonymous visitor’s row', async () => {
      const sql = 'select tokens from public.ai_usage where client_hash = $1'
      expect(await outcome(A, sql, [visitor])).toBe(0)
      expect(await outcome(service, sql, [visitor])).toBe(1)
    })
  })

  describe('the browser writes nothing', () => {
    it.each([
      ['insert', `insert into public.ai_usage (user_id, day) values ($1, ${today})`, [ids.student]],
      ['update', 'update public.ai_usage set tokens = 0 where user_id = $1', [ids.student]],
      ['delete', 'delete from public.ai_usage where user_id = $1', [ids.student]],
    ])('refuses a student’s %s on their own row, and anon’s', async (_op, sql, params) => {
      expect(await outcome(A, sql, params)).toBe('denied')
      expect(await outcome(anon, sql, params)).toBe('denied')
    })

    it('refuses the counting functions to students and anon', async () => {
      expect(await outcome(A, reserve, [ids.student, null, 1, 1_000_000])).toBe('denied')
      expect(await outcome(anon, reserve, [null, visitor, 1, 1_000_000])).toBe('denied')
      expect(await outcome(A, settle, [ids.student, null, -1200])).toBe('denied')
    })
  })

  describe('the server counts a day’s tokens', () => {
    it('reserves while the caller is under the limit, then refuses', async () => {
      const steps = await runAs()(service, async (query) => {
        const call = async (tokens: number) =>
          (await query(reserve, [B_ID, null, tokens, 1000])).rows[0]
        return [
          await call(400),
          await call(400),
          await call(300),
          (await query(tokensOf, [B_ID])).rows[0],
        ]
      })
      expect(steps).toEqual([
        { allowed: true, used: 300 },
        { allowed: false, used: 700 },
        { allowed: true, used: 700 },
        { tokens: 1000, requests: 3, daily_limit: 1000 },
      ])
    })

    it('refuses a reservation that would pass the limit, whatever was used before', async () => {
      // Twenty requests of 1,250 tokens against 20,000, with 300 used: fifteen fit (19,050);
      // the sixteenth would make 20,300 and is refused, like the four after it.
      const outcomes = await runAs()(service, async (query) => {
        const answers = []
        for (let n = 0; n < 20; n += 1) {
          answers.push((await query(reserveWhy, [B_ID, null, 1250, 20_000, null, true])).rows[0])
        }
        return { answers, row: (await query(tokensOf, [B_ID])).rows[0] }
      })
      const refused = outcomes.answers.filter((answer) => !(answer as { allowed: boolean }).allowed)
      expect(refused).toHaveLength(5)
      expect(refused[0]).toMatchObject({ reason: 'daily_limit' })
      expect(outcomes.row).toMatchObject({ tokens: 19_050, requests: 16 })
    })

    it('caps all anonymous visitors together, and settles the total with the visitor', async () => {
      const [one, two] = ['c'.repeat(64), 'd'.repeat(64)]
      const result = await runAs()(service, async (query) => {
        const call = async (hash: string, tokens: number) =>
          (await query(reserveWhy, [null, hash, tokens, 50_000, 500, true])).rows[0]
        const steps = [await call(one, 300), await call(two, 300), await call(two, 200)]
        await query(settle, [null, one, -100])
        steps.push(await call(two, 100))
        steps.push((await query(anonymousTotal)).rows[0])
        return steps
      })
      expect(result).toEqual([
        { allowed: true, used: 0, reason: null },
        { allowed: false, used: 0, reason: 'anonymous_total' },
        { allowed: true, used: 0, reason: null },
        { allowed: true, used: 200, reason: null },
        { tokens: 500 },
      ])
    })

    it('asks a visitor without a verified CAPTCHA only before their first request of the day', async () => {
      const fresh = 'e'.repeat(64)
      const result = await runAs()(service, async (query) => {
        const call = async (verified: boolean) =>
          (await query(reserveWhy, [null, fresh, 10, 50_000, null, verified])).rows[0]
        return [await call(false), await call(true), await call(false)]
      })
      expect(result).toEqual([
        { allowed: false, used: 0, reason: 'captcha_required' },
        { allowed: true, used: 0, reason: null },
        { allowed: true, used: 10, reason: null },
      ])
      // A signed-in student is never asked.
      const student = await runAs()(
        service,
        async (query) => (await query(reserveWhy, [B_ID, null, 10, 50_000, null, false])).rows[0],
      )
      expect(student).toMatchObject({ allowed: true })
    })

    it('starts a caller’s day at zero and counts an anonymous visitor by address hash', async () => {
      const fresh = 'b'.repeat(64)
      const result = await runAs()(service, async (query) => [
        (await query(reserve, [null, fresh, 120, 50_000])).rows[0],
        (await query(tokensOf, [`address:${fresh}`])).rows[0],
        (await query(reserve, [null, visitor, 10, 50])).rows[0],
      ])
      expect(result).toEqual([
        { allowed: true, used: 0 },
        { tokens: 120, requests: 1, daily_limit: 50_000 },
        { allowed: false, used: 50 },
      ])
    })

    it('settles a reservation to what was used, never below zero', async () => {
      const result = await runAs()(service, async (query) => {
        await query(settle, [ids.student, null, -200])
        const after = (await query(tokensOf, [ids.student])).rows[0]
        await query(settle, [ids.student, null, -5000])
        return [after, (await query(tokensOf, [ids.student])).rows[0]]
      })
      expect(result).toEqual([
        { tokens: 1000, requests: 3, daily_limit: 200_000 },
        { tokens: 0, requests: 3, daily_limit: 200_000 },
      ])
    })

    it('names exactly one caller, and an address only as a SHA-256', async () => {
      const refused = (params: unknown[]) => outcome(service, reserve, params)
      expect(await refused([ids.student, visitor, 1, 10])).toMatchObject({ code: '23514' })
      // No caller at all leaves the key empty: a not-null violation rather than the check.
      expect(await refused([null, null, 1, 10])).toMatchObject({ code: '23502' })
      expect(await refused([null, '203.0.113.9', 1, 10])).toMatchObject({ code: '23514' })
      expect(await refused([ids.student, null, -1, 10])).toMatchObject({ code: '22023' })
    })
  })
}
