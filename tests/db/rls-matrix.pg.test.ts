/**
 * The same RLS matrix as rls-matrix.test.ts, on real PostgreSQL 15 (what hosted Supabase runs;
 * PGlite is PostgreSQL 18), with the seed applied the way `supabase db reset` applies it.
 * `npm test` provides the server (PGHOST, else a private one when PostgreSQL is installed); without
 * one the tests are skipped with a warning, except in CI, where they fail.
 */
import { expect, it } from 'vitest'
import { describeOnPostgres, outcomeOnPg, runAsOnPg } from './support/postgres'
import { actors, addStudyRows, cells, statements } from './support/rls-cases'
import { defineShareTests } from './support/share-cases'

describeOnPostgres(
  'RLS matrix on PostgreSQL 15',
  { seed: true, rows: addStudyRows },
  (postgres) => {
    it('runs on PostgreSQL 15 or later', async () => {
      const { rows } = await postgres.client.query<{ v: number }>(
        `select current_setting('server_version_num')::int as v`,
      )
      expect(rows[0]!.v).toBeGreaterThanOrEqual(150000)
    })

    it.each(cells)('$actor $op $table → $outcome', async ({ table, op, actor, outcome }) => {
      const [sql, params] = statements[table]![op]
      expect(await outcomeOnPg(postgres.client, actors[actor], sql, params)).toEqual(outcome)
    })

    defineShareTests(() => runAsOnPg(postgres.client))
  },
)
