/**
 * ai_usage on real PostgreSQL 15 (what hosted Supabase runs): the cases of ai-usage.test.ts
 * (support/ai-usage-cases.ts), plus what PGlite cannot show: concurrent requests of one caller,
 * each on its own connection, never reserve past the limit together. `npm test` provides the
 * server; without one the tests are skipped with a warning, except in CI, where they fail.
 */
import { expect, it } from 'vitest'
import { ids, service, setRoleFor } from './support/actors'
import { addUsageRows, defineUsageTests } from './support/ai-usage-cases'
import { describeOnPostgres, runAsOnPg } from './support/postgres'

describeOnPostgres('ai_usage on PostgreSQL 15', { seed: true, rows: addUsageRows }, (postgres) => {
  defineUsageTests(() => runAsOnPg(postgres.client))

  it('lets 20 concurrent requests of one student reserve only up to the limit', async () => {
    const requests = 20
    const clients = await Promise.all(Array.from({ length: requests }, () => postgres.db.connect()))
    try {
      const outcomes = await Promise.all(
        clients.map(async (connection) => {
          await connection.query('begin')
          await connection.query(setRoleFor(service))
          const { rows } = await connection.query<{ allowed: boolean }>(
            'select allowed from public.ai_usage_reserve($1, null, 100, 1200 + 500)',
            [ids.student],
          )
          await connection.query('commit')
          return rows[0]?.allowed
        }),
      )
      // The student had 1,200 tokens: 5 reservations of 100 fit under 1,700, the rest wait for
      // the row lock, see the new count and are refused.
      expect(outcomes.filter(Boolean)).toHaveLength(5)
      const { rows } = await postgres.client.query<{ tokens: string }>(
        `select tokens from public.ai_usage where user_id = $1 and day = (now() at time zone 'utc')::date`,
        [ids.student],
      )
      expect(Number(rows[0]?.tokens)).toBe(1700)
    } finally {
      await Promise.all(clients.map((connection) => connection.end()))
    }
  })
})
