import type { PGlite } from '@electric-sql/pglite'
import { dumpFreshDatabase, loadDatabase } from '../../supabase/local/open-database.ts'
import { keepSeed, type SeedReset } from './seed-reset'

/** Every row of every table the app and the auth server keep, and the sequences' next values. */
async function contents(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'auth', 'local_auth', 'storage')
      order by 1`,
  )
  const tables = await Promise.all(
    rows.map(async ({ name }) => {
      const result = await pg.query<{ rows: unknown }>(
        `select coalesce(jsonb_agg(t order by t::text), '[]') as rows from ${name} t`,
      )
      return [name, result.rows[0]!.rows]
    }),
  )
  const sequences = await pg.query(
    `select schemaname, sequencename, last_value from pg_sequences order by 1, 2`,
  )
  return JSON.stringify({ tables, sequences: sequences.rows })
}

let pg: PGlite
let seed: SeedReset
beforeAll(async () => {
  pg = await loadDatabase(await dumpFreshDatabase())
  seed = await keepSeed(pg)
}, 60_000)
afterAll(() => pg.close())

describe('keepSeed', () => {
  it('puts back the seed’s rows and sequences after rows were added, changed and deleted', async () => {
    const before = await contents(pg)
    await pg.exec(`
      delete from public.beta_access_codes where code in (select code from public.beta_access_codes limit 2);
      update auth.users set email = 'changed@example.test' where id = (select id from auth.users limit 1);
      insert into public.study_guides (user_id, title, content)
        select id, 'Added', 'Notes' from auth.users limit 1;
      select nextval('local_auth.messages_id_seq');
      delete from auth.users where id = (select id from auth.users order by id desc limit 1);
    `)
    expect(await contents(pg)).not.toBe(before)

    expect(await seed.restore()).toBe(true)

    expect(await contents(pg)).toBe(before)
    // Triggers are back on for the next file's requests.
    const { rows } = await pg.query<{ session_replication_role: string }>(
      `show session_replication_role`,
    )
    expect(rows[0]!.session_replication_role).toBe('origin')
  })

  // Last: the database is not the seed's any more.
  it('refuses, changing nothing, once a test made a table of its own', async () => {
    await pg.exec(`create table public.made_by_a_test (id int); delete from public.app_admin`)
    const changed = await contents(pg)

    expect(await seed.restore()).toBe(false)

    expect(await contents(pg)).toBe(changed)
  })
})
