/**
 * Concurrency on real PostgreSQL: 50 sign-ups race for one beta code, each on its own
 * connection, the way 50 Supabase Auth requests would. Exactly one account may come out of it,
 * and the code must be used exactly once. `npm test` provides the server (PGHOST, else a private
 * one when PostgreSQL is installed); without one the tests are skipped with a warning, except in
 * CI, where they fail.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { expect, it } from 'vitest'
import { describeOnPostgres, type ThrowawayDatabase } from './support/postgres'

const SIGNUPS = 50

/** Opens one connection per sign-up first, so the inserts really run at the same time. */
async function raceSignUps(
  db: ThrowawayDatabase,
  codes: string[],
): Promise<PromiseSettledResult<string>[]> {
  const clients: pg.Client[] = await Promise.all(codes.map(() => db.connect()))
  try {
    return await Promise.allSettled(
      clients.map(async (client, index) => {
        const id = randomUUID()
        await client.query('begin')
        try {
          await client.query('set local role supabase_auth_admin')
          await client.query(
            `insert into auth.users (id, email, encrypted_password, raw_user_meta_data) values ($1, $2, '', $3)`,
            [
              id,
              `racer${index}@example.com`,
              JSON.stringify({ name: `Racer ${index}`, beta_code: codes[index] }),
            ],
          )
          await client.query('commit')
          return id
        } catch (error) {
          await client.query('rollback')
          throw error
        }
      }),
    )
  } finally {
    await Promise.all(clients.map((client) => client.end()))
  }
}

describeOnPostgres('sign-ups racing for beta codes on PostgreSQL', {}, (postgres) => {
  it(`lets exactly one of ${SIGNUPS} concurrent sign-ups with one code through`, async () => {
    await postgres.client.query(`insert into public.beta_access_codes (code) values ('RACE0001')`)
    const results = await raceSignUps(
      postgres.db,
      Array.from({ length: SIGNUPS }, (_, i) => (i % 2 ? 'race0001' : 'RACE0001')),
    )

    const winners = results.filter(
      (r): r is PromiseFulfilledResult<string> => r.status === 'fulfilled',
    )
    const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(SIGNUPS - 1)
    for (const loser of losers) {
      expect(loser.reason).toMatchObject({ message: 'Invalid or already used access code' })
    }

    const users = await postgres.client.query<{ id: string; email: string }>(
      'select id, email from auth.users',
    )
    expect(users.rows).toEqual([
      { id: winners[0]!.value, email: expect.stringMatching(/^racer\d+@example\.com$/) },
    ])
    const code = await postgres.client.query(
      `select used_by_user_id, used_by_email, used_at is not null as used from public.beta_access_codes where code = 'RACE0001'`,
    )
    expect(code.rows).toEqual([
      { used_by_user_id: winners[0]!.value, used_by_email: users.rows[0]!.email, used: true },
    ])
    const identities = await postgres.client.query('select count(*)::int as n from auth.identities')
    expect(identities.rows).toEqual([{ n: 0 }])
  })

  it(`lets ${SIGNUPS} concurrent sign-ups with ${SIGNUPS} different codes all through`, async () => {
    await postgres.client.query('delete from auth.users')
    const codes = Array.from({ length: SIGNUPS }, (_, i) => `PAR${String(i).padStart(5, '0')}`)
    await postgres.client.query(
      'insert into public.beta_access_codes (code) select unnest($1::text[])',
      [codes],
    )
    const results = await raceSignUps(postgres.db, codes)

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SIGNUPS)
    const used = await postgres.client.query<{ n: number }>(
      `select count(*)::int as n from public.beta_access_codes where code like 'PAR%' and used_by_user_id is not null`,
    )
    expect(used.rows).toEqual([{ n: SIGNUPS }])
  })
})
